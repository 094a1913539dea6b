#ifndef LAYOUTD_CINOTIFYTOOLS_SHIM_H
#define LAYOUTD_CINOTIFYTOOLS_SHIM_H

#include <sys/inotify.h>
#include <inotifytools/inotifytools.h>

#endif
