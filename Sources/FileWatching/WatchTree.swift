import SystemPackage

/// One watched root: its own map from watch descriptor to directory path, and the
/// translation of raw inotify events into ``FileEvent``s.
///
/// The map is ours, not libinotifytools', because the library keeps stale names
/// after a directory is renamed (inotify-tools issues #4, #59, #130): a rename
/// within the tree arrives as an `IN_MOVED_FROM`/`IN_MOVED_TO` pair with one
/// cookie, and the directory's path and all its descendants' are updated here.
///
/// A directory renamed away is detached on `IN_MOVED_FROM`, keyed by the cookie.
/// If the very next event is the matching `IN_MOVED_TO` it is re-attached under
/// its new name; any other event means it left the tree, and its watches are
/// dropped before that event is looked at, so nothing is ever reported under its
/// old path. (The kernel queues the two halves of a rename back to back.)
///
/// Every effect on the world goes through a ``WatchSystem``, so this logic is
/// tested event by event without a kernel.
struct WatchTree {
    /// A watched directory: where it is now and which inode it is.
    struct Directory: Hashable {
        var path: FilePath
        var identity: FileIdentity
    }

    /// A directory renamed away, waiting for the `IN_MOVED_TO` with its cookie.
    struct Detached: Hashable {
        var path: FilePath
        var directories: [Int32: Directory]
    }

    /// The absolute path of the watched root.
    let root: FilePath
    /// Whether directories whose names start with a dot (`.git`, `.build`, a tool's
    /// scratch directory) are left unwatched, with everything below them: their entries
    /// are still reported as they appear in a watched parent, but nothing inside them is.
    let skipsHiddenDirectories: Bool
    /// The root's watch descriptor, once started.
    private(set) var rootWd: Int32?
    /// Every watched directory by watch descriptor.
    private(set) var directories: [Int32: Directory] = [:]
    /// The same, by path (the newest watch when two briefly share one).
    private var wdByPath: [FilePath: Int32] = [:]
    /// Directories renamed away, by rename cookie.
    private(set) var detached: [UInt32: Detached] = [:]
    /// Whether the root itself is gone (deleted, moved, unmounted): nothing more
    /// will be reported.
    private(set) var isFinished = false

    init(root: FilePath, skipsHiddenDirectories: Bool = false) {
        self.root = root
        self.skipsHiddenDirectories = skipsHiddenDirectories
    }

    // MARK: - Start and stop

    /// Watches the root and every directory below it, reporting nothing: the
    /// caller scans for itself once this returns, then relies on events.
    /// Fails on the first directory that cannot be watched for any reason other
    /// than having just disappeared.
    mutating func start(using system: inout some WatchSystem) throws(FileWatchError) {
        var events: [FileEvent] = []
        var visited: Set<Int32> = []
        walk(from: root, report: false, visited: &visited, events: &events, using: &system)
        for event in events {
            if case .watchFailed(let error) = event.kind { throw error }
        }
        if rootWd == nil {
            throw FileWatchError("inotify_add_watch", path: root, errno: .notDirectory)
        }
    }

    /// Drops every watch this tree holds. A directory that is no longer where
    /// the map says (typically: the tree was deleted right after stopping, and
    /// the kernel's `IN_IGNORED` is still queued) is let go of without
    /// `inotify_rm_watch`, which would fail.
    mutating func stop(using system: inout some WatchSystem) {
        releaseAll(verifying: true, using: &system)
    }

    /// Lets go of every watch; with `verifying`, only those whose directory is
    /// still where the map says are removed, the others abandoned.
    private mutating func releaseAll(verifying: Bool, using system: inout some WatchSystem) {
        reapDetached(using: &system)
        for wd in directories.keys.sorted() {
            let directory = directories[wd]!
            if verifying, !Self.isStillThere(directory, followSymlink: wd == rootWd, using: system) {
                system.abandonWatch(wd)
            } else {
                system.removeWatch(wd)
            }
        }
        directories = [:]
        wdByPath = [:]
        rootWd = nil
        isFinished = true
    }

    // MARK: - Events

    /// Translates one raw event into the events to report, adding and dropping
    /// watches as directories come and go.
    mutating func handle(_ event: RawEvent, using system: inout some WatchSystem) -> [FileEvent] {
        guard !isFinished else { return [] }
        var events: [FileEvent] = []

        let completesRename = event.mask.contains(.movedTo) && detached[event.cookie] != nil
        if !detached.isEmpty && !completesRename {
            reapDetached(using: &system)
        }

        if event.mask.contains(.queueOverflow) {
            resynchronize(events: &events, using: &system)
            events.append(FileEvent(.overflow, root, isDirectory: true))
            return events
        }

        if event.mask.contains(.ignored) {
            if event.wd == rootWd {
                finish(events: &events, rootWatchIsLive: false, using: &system)
            } else {
                forget(event.wd)
            }
            return events
        }

        guard let directory = directories[event.wd] else { return events }

        guard let name = event.name else {
            // About the watched directory itself.
            let gone = event.mask.contains(.deleteSelf) || event.mask.contains(.unmount)
            if event.wd == rootWd && (gone || event.mask.contains(.moveSelf)) {
                finish(events: &events, rootWatchIsLive: !gone, using: &system)
            } else if gone {
                forget(event.wd)
            }
            // IN_MOVE_SELF of another directory: handled by its rename pair.
            return events
        }

        let path = directory.path.appending(name)
        let isDirectory = event.mask.contains(.isDirectory)

        if event.mask.contains(.create) {
            if isDirectory {
                events.append(FileEvent(.created, path, isDirectory: true))
                var visited: Set<Int32> = []
                walk(from: path, report: true, visited: &visited, events: &events, using: &system)
            } else if case .success(let status) = system.status(path, followSymlink: false),
                      status.kind == .symbolicLink || (status.kind == .regular && status.linkCount > 1) {
                // A symlink or a hard link is complete when it appears; a file made
                // with open() is reported when it is closed after writing.
                events.append(FileEvent(.created, path))
            }
        }
        if event.mask.contains(.closeWrite) {
            events.append(FileEvent(.modified, path))
        }
        if event.mask.contains(.delete) {
            events.append(FileEvent(.removed, path, isDirectory: isDirectory))
        }
        if event.mask.contains(.movedFrom) {
            events.append(FileEvent(.movedFrom, path, isDirectory: isDirectory))
            if isDirectory { detach(path, cookie: event.cookie) }
        }
        if event.mask.contains(.movedTo) {
            events.append(FileEvent(.movedTo, path, isDirectory: isDirectory))
            if isDirectory {
                if let subtree = detached.removeValue(forKey: event.cookie) {
                    attach(subtree, at: path)
                }
                var visited: Set<Int32> = []
                walk(from: path, report: true, visited: &visited, events: &events, using: &system)
            }
        }
        return events
    }

    // MARK: - Walking

    /// Watches `top` and every directory below it. With `report`, a `.created`
    /// event is added for every entry found below `top` (not for `top` itself).
    /// Symbolic links are reported but never followed; a directory that cannot be
    /// watched is reported as `.watchFailed` and skipped.
    private mutating func walk(
        from top: FilePath,
        report: Bool,
        visited: inout Set<Int32>,
        events: inout [FileEvent],
        using system: inout some WatchSystem
    ) {
        var pending = [top]
        while let directory = pending.popLast() {
            let isRoot = directory == root
            if !isRoot && skipsHiddenDirectories && directory.lastComponent?.string.hasPrefix(".") == true { continue }
            let wd: Int32
            switch watch(directory, isRoot: isRoot, using: &system) {
            case .success(let watched?): wd = watched
            case .success(nil): continue
            case .failure(let error):
                events.append(FileEvent(.watchFailed(error), directory, isDirectory: true))
                continue
            }
            visited.insert(wd)

            let entries: [DirectoryEntry]
            switch system.entries(of: directory) {
            case .success(let found): entries = found.sorted { $0.name.description < $1.name.description }
            case .failure(let errno) where Self.isGone(errno): continue
            case .failure(let errno):
                events.append(FileEvent(.watchFailed(FileWatchError("opendir", path: directory, errno: errno)),
                                        directory, isDirectory: true))
                continue
            }
            var subdirectories: [FilePath] = []
            for entry in entries {
                let path = directory.appending(entry.name)
                let kind: FileStatus.Kind
                if let known = entry.kind {
                    kind = known
                } else if case .success(let status) = system.status(path, followSymlink: false) {
                    kind = status.kind
                } else {
                    continue
                }
                if report {
                    events.append(FileEvent(.created, path, isDirectory: kind == .directory))
                }
                if kind == .directory { subdirectories.append(path) }
            }
            pending.append(contentsOf: subdirectories.reversed())
        }
    }

    /// Watches one directory unless it is already watched at this path. Returns
    /// nil if it is no longer a directory (gone, replaced, or a symlink).
    private mutating func watch(
        _ path: FilePath,
        isRoot: Bool,
        using system: inout some WatchSystem
    ) -> Result<Int32?, FileWatchError> {
        let status: FileStatus
        switch system.status(path, followSymlink: isRoot) {
        case .success(let found): status = found
        case .failure(let errno) where Self.isGone(errno) && !isRoot: return .success(nil)
        case .failure(let errno): return .failure(FileWatchError("inotify_add_watch", path: path, errno: errno))
        }
        guard status.kind == .directory else {
            if isRoot { return .failure(FileWatchError("inotify_add_watch", path: path, errno: .notDirectory)) }
            return .success(nil)
        }
        if let known = wdByPath[path], directories[known]?.identity == status.identity {
            return .success(known)
        }
        switch system.addWatch(path, identity: status.identity, followSymlink: isRoot) {
        case .success(let wd):
            setDirectory(Directory(path: path, identity: status.identity), for: wd)
            if isRoot { rootWd = wd }
            return .success(wd)
        case .failure(let errno) where Self.isGone(errno) && !isRoot:
            return .success(nil)
        case .failure(let errno):
            return .failure(FileWatchError("inotify_add_watch", path: path, errno: errno))
        }
    }

    /// After an overflow: watch every directory that is there now, drop the
    /// watches of directories that are not. Reports only watch failures.
    private mutating func resynchronize(events: inout [FileEvent], using system: inout some WatchSystem) {
        var visited: Set<Int32> = []
        walk(from: root, report: false, visited: &visited, events: &events, using: &system)
        for wd in directories.keys.sorted() where !visited.contains(wd) {
            removeDirectory(wd)
            system.removeWatch(wd)
        }
    }

    // MARK: - Renames

    /// Takes the directory at `path` and everything below it out of the map.
    private mutating func detach(_ path: FilePath, cookie: UInt32) {
        var subtree: [Int32: Directory] = [:]
        for (wd, directory) in directories where directory.path.starts(with: path) {
            subtree[wd] = directory
        }
        for wd in subtree.keys { removeDirectory(wd) }
        detached[cookie] = Detached(path: path, directories: subtree)
    }

    /// Puts a detached subtree back under its new name.
    private mutating func attach(_ subtree: Detached, at path: FilePath) {
        for (wd, var directory) in subtree.directories {
            var relative = directory.path
            _ = relative.removePrefix(subtree.path)
            var moved = path
            moved.push(relative)
            directory.path = moved
            setDirectory(directory, for: wd)
        }
    }

    /// Drops the watches of directories that left the tree.
    private mutating func reapDetached(using system: inout some WatchSystem) {
        for cookie in detached.keys.sorted() {
            for wd in detached[cookie]!.directories.keys.sorted() {
                system.removeWatch(wd)
            }
        }
        detached = [:]
    }

    // MARK: - Forgetting

    /// The kernel dropped this watch (its directory is gone).
    private mutating func forget(_ wd: Int32) {
        removeDirectory(wd)
        for cookie in detached.keys {
            detached[cookie]!.directories[wd] = nil
        }
    }

    /// The root itself is gone: report it and let go of everything. A root
    /// that was moved away took its subtree along, watches and all: those are
    /// removed, not checked against their old paths.
    private mutating func finish(events: inout [FileEvent], rootWatchIsLive: Bool, using system: inout some WatchSystem) {
        if let rootWd, !rootWatchIsLive {
            removeDirectory(rootWd)
        }
        events.append(FileEvent(.removed, root, isDirectory: true))
        releaseAll(verifying: !rootWatchIsLive, using: &system)
    }

    private mutating func setDirectory(_ directory: Directory, for wd: Int32) {
        if let old = directories[wd], wdByPath[old.path] == wd {
            wdByPath[old.path] = nil
        }
        directories[wd] = directory
        wdByPath[directory.path] = wd
    }

    private mutating func removeDirectory(_ wd: Int32) {
        guard let old = directories.removeValue(forKey: wd) else { return }
        if wdByPath[old.path] == wd {
            wdByPath[old.path] = nil
        }
    }

    private static func isStillThere(_ directory: Directory, followSymlink: Bool, using system: some WatchSystem) -> Bool {
        guard case .success(let status) = system.status(directory.path, followSymlink: followSymlink) else { return false }
        return status.identity == directory.identity
    }

    private static func isGone(_ errno: Errno) -> Bool {
        errno == .noSuchFileOrDirectory || errno == .notDirectory || errno == .tooManySymbolicLinkLevels
    }
}
