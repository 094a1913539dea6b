#ifndef LAYOUTD_CINOTIFYTOOLS_SHIM_H
#define LAYOUTD_CINOTIFYTOOLS_SHIM_H

#include <sys/inotify.h>
#include <inotifytools/inotifytools.h>

/// The name carried by an inotify event, or "" when the event is about the
/// watched directory itself. `inotify_event.name` is a flexible array member,
/// which Swift cannot import: the name is the NUL-padded bytes after the struct.
static inline const char *cinotifytools_event_name(const struct inotify_event *event) {
    return event->len > 0 ? event->name : "";
}

#endif
