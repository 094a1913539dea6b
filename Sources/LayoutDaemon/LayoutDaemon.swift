// LayoutDaemon: work in progress on this branch.
