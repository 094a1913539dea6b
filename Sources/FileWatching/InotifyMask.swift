import CInotifyTools

/// The bits of an inotify event mask (and of a watch's mask), named as in
/// `inotify(7)`, so the rest of the module never handles bare `Int32`s.
struct InotifyMask: OptionSet, Hashable, Sendable {
    var rawValue: UInt32

    init(rawValue: UInt32) { self.rawValue = rawValue }
    private init(_ constant: Int32) { self.rawValue = UInt32(bitPattern: constant) }

    static let access = InotifyMask(IN_ACCESS)
    static let modify = InotifyMask(IN_MODIFY)
    static let closeWrite = InotifyMask(IN_CLOSE_WRITE)
    static let movedFrom = InotifyMask(IN_MOVED_FROM)
    static let movedTo = InotifyMask(IN_MOVED_TO)
    static let create = InotifyMask(IN_CREATE)
    static let delete = InotifyMask(IN_DELETE)
    static let deleteSelf = InotifyMask(IN_DELETE_SELF)
    static let moveSelf = InotifyMask(IN_MOVE_SELF)
    static let unmount = InotifyMask(IN_UNMOUNT)
    static let queueOverflow = InotifyMask(IN_Q_OVERFLOW)
    static let ignored = InotifyMask(IN_IGNORED)
    static let onlyDirectory = InotifyMask(IN_ONLYDIR)
    static let dontFollow = InotifyMask(IN_DONT_FOLLOW)
    static let excludeUnlinked = InotifyMask(IN_EXCL_UNLINK)
    static let isDirectory = InotifyMask(IN_ISDIR)

    /// What every directory under the root is watched for. `IN_MODIFY` is left out
    /// on purpose: a file is read on `IN_CLOSE_WRITE` or a rename, never while it
    /// is half written. `IN_DONT_FOLLOW` is added for every directory but the root.
    static let directoryWatch: InotifyMask = [
        .closeWrite, .movedFrom, .movedTo, .create, .delete, .deleteSelf, .moveSelf,
        .onlyDirectory, .excludeUnlinked,
    ]
}
