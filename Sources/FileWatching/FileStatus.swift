import SystemPackage

/// What the watcher needs from `lstat`: the kind of file, its identity (to tell a
/// directory it already watches from a new one at the same path) and its link
/// count (a hard link arrives complete, without `IN_CLOSE_WRITE`).
struct FileStatus: Hashable, Sendable {
    /// Whether the path is a directory, a symbolic link, a regular file or other.
    enum Kind: Hashable, Sendable { case directory, symbolicLink, regular, other }

    var kind: Kind
    var identity: FileIdentity
    var linkCount: Int
}
