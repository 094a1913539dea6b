/// A file's device and inode numbers: what inotify really watches.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}
