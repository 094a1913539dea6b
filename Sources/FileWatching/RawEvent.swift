import SystemPackage

/// One inotify event copied out of libinotifytools' static buffer, so that it
/// outlives the next `inotifytools_next_event` call and can be made up in tests.
struct RawEvent: Hashable, Sendable {
    /// The watch descriptor; -1 for `IN_Q_OVERFLOW`.
    var wd: Int32
    var mask: InotifyMask
    /// Pairs an `IN_MOVED_FROM` with its `IN_MOVED_TO`.
    var cookie: UInt32
    /// The entry's name inside the watched directory, or nil when the event is
    /// about the watched directory itself.
    var name: FilePath.Component?

    init(wd: Int32, mask: InotifyMask, cookie: UInt32 = 0, name: FilePath.Component? = nil) {
        self.wd = wd
        self.mask = mask
        self.cookie = cookie
        self.name = name
    }
}
