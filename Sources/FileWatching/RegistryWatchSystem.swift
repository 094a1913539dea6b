import SystemPackage

/// The real ``WatchSystem`` for one tree: watches go through the instance's
/// ``WatchRegistry``, files are looked at with `lstat` and `readdir`.
struct RegistryWatchSystem: WatchSystem {
    let registry: WatchRegistry
    /// The tree (watcher session) this system acts for.
    let user: Int

    mutating func addWatch(_ directory: FilePath, identity: FileIdentity, followSymlink: Bool) -> Result<Int32, Errno> {
        registry.add(directory, identity: identity, followSymlink: followSymlink, for: user)
    }

    mutating func removeWatch(_ wd: Int32) {
        registry.release(wd, for: user)
    }

    func status(_ path: FilePath, followSymlink: Bool) -> Result<FileStatus, Errno> {
        system_lstat(path, followSymlink: followSymlink)
    }

    func entries(of directory: FilePath) -> Result<[DirectoryEntry], Errno> {
        system_readdir(directory)
    }
}
