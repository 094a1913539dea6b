import SystemPackage

/// The watches of one libinotifytools instance, shared by every ``WatchTree``
/// served by it: which trees use each watch descriptor, so a directory watched by
/// two trees is unwatched only when both let go.
///
/// It also finds out the watch descriptor of a new watch, which
/// `inotifytools_watch_file` does not return, without trusting the library's
/// filename lookup (stale after renames and deletions): the kernel hands out
/// descriptors in increasing order (`idr_alloc_cyclic`), so a new watch gets the
/// last one plus one, confirmed by asking the library whether it recorded that
/// descriptor; otherwise the kernel returned the existing watch of that inode.
///
/// Used only on the thread that owns the instance.
final class WatchRegistry {
    private var lastWd: Int32
    private var users: [Int32: Set<Int>] = [:]
    private var identities: [Int32: FileIdentity] = [:]
    private var wdByIdentity: [FileIdentity: Int32] = [:]

    /// `lastWd` is the descriptor of the newest watch already added (the wake file's).
    init(lastWd: Int32) {
        self.lastWd = lastWd
    }

    /// Watches `directory` on behalf of tree `user`.
    func add(_ directory: FilePath, identity: FileIdentity, followSymlink: Bool, for user: Int) -> Result<Int32, Errno> {
        var mask = InotifyMask.directoryWatch
        if !followSymlink { mask.insert(.dontFollow) }
        if case .failure(let errno) = system_inotifytools_watch_file(directory, mask) {
            return .failure(errno)
        }
        let wd: Int32
        let candidate = lastWd &+ 1
        if system_inotifytools_has_watch(candidate) {
            wd = candidate
            lastWd = candidate
        } else if let existing = wdByIdentity[identity] {
            wd = existing
        } else {
            // The kernel reused a watch we have no record of: only possible if the
            // directory changed between lstat and inotify_add_watch.
            return .failure(.noSuchFileOrDirectory)
        }
        if let old = identities[wd], old != identity, wdByIdentity[old] == wd {
            wdByIdentity[old] = nil
        }
        identities[wd] = identity
        wdByIdentity[identity] = wd
        users[wd, default: []].insert(user)
        return .success(wd)
    }

    /// Tree `user` no longer needs `wd`; the watch is removed when no tree does.
    func release(_ wd: Int32, for user: Int) {
        guard var holders = users[wd] else { return }
        holders.remove(user)
        if holders.isEmpty {
            forget(wd)
            system_inotifytools_remove_watch_by_wd(wd)
        } else {
            users[wd] = holders
        }
    }

    /// The kernel dropped `wd` (`IN_IGNORED`): forget it without touching the
    /// library, which would fail and print to stderr.
    func kernelDropped(_ wd: Int32) {
        forget(wd)
    }

    private func forget(_ wd: Int32) {
        users[wd] = nil
        if let identity = identities.removeValue(forKey: wd), wdByIdentity[identity] == wd {
            wdByIdentity[identity] = nil
        }
    }
}
