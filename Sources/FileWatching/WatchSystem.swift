import SystemPackage

/// What a ``WatchTree`` asks of the outside world: add and drop inotify watches,
/// look at files. The seam between the translation logic and the kernel, so the
/// logic can be tested event by event with a fake (as swift-system mocks its
/// syscalls).
protocol WatchSystem {
    /// Watches `directory` for ``InotifyMask/directoryWatch`` and returns the watch
    /// descriptor (an existing one if the directory is already watched).
    /// `identity` is what `lstat` said just before; `followSymlink` is true only
    /// for the root.
    mutating func addWatch(_ directory: FilePath, identity: FileIdentity, followSymlink: Bool) -> Result<Int32, Errno>
    /// Drops a watch that is still live in the kernel and no longer needed.
    mutating func removeWatch(_ wd: Int32)
    /// `lstat` (or `stat` when `followSymlink`).
    func status(_ path: FilePath, followSymlink: Bool) -> Result<FileStatus, Errno>
    /// The names in a directory.
    func entries(of directory: FilePath) -> Result<[DirectoryEntry], Errno>
}
