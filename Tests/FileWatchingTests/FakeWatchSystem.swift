@testable import FileWatching
import SystemPackage

/// An in-memory file system with inotify-like watches, for feeding a
/// ``WatchTree`` raw events one at a time.
struct FakeWatchSystem: WatchSystem {
    struct Node {
        var kind: FileStatus.Kind
        var inode: UInt64
    }

    private(set) var nodes: [FilePath: Node] = [:]
    /// Watch descriptor by inode, as the kernel keeps them.
    private(set) var watches: [UInt64: Int32] = [:]
    private(set) var removed: [Int32] = []
    private(set) var abandoned: [Int32] = []
    private var lastInode: UInt64 = 0
    private var lastWd: Int32 = 1
    /// Paths whose inotify_add_watch fails, with the errno.
    var failingWatches: [FilePath: Errno] = [:]

    init(root: FilePath) {
        add(root, .directory)
    }

    // MARK: Changing the fake file system (no events: the test sends them)

    mutating func add(_ path: FilePath, _ kind: FileStatus.Kind) {
        lastInode += 1
        nodes[path] = Node(kind: kind, inode: lastInode)
    }

    mutating func move(_ from: FilePath, to: FilePath) {
        for (path, node) in nodes where path.starts(with: from) {
            var relative = path
            _ = relative.removePrefix(from)
            nodes[path] = nil
            nodes[to.pushing(relative)] = node
        }
    }

    mutating func remove(_ path: FilePath) {
        for existing in nodes.keys where existing.starts(with: path) {
            nodes[existing] = nil
        }
    }

    /// The watch descriptor of the directory now at `path`.
    func wd(_ path: FilePath) -> Int32? {
        nodes[path].flatMap { watches[$0.inode] }
    }

    // MARK: WatchSystem

    mutating func addWatch(_ directory: FilePath, identity: FileIdentity, followSymlink: Bool) -> Result<Int32, Errno> {
        if let errno = failingWatches[directory] { return .failure(errno) }
        guard let node = nodes[directory] else { return .failure(.noSuchFileOrDirectory) }
        guard node.kind == .directory else { return .failure(.notDirectory) }
        if let existing = watches[node.inode] { return .success(existing) }
        lastWd += 1
        watches[node.inode] = lastWd
        return .success(lastWd)
    }

    mutating func removeWatch(_ wd: Int32) {
        removed.append(wd)
        for (inode, watched) in watches where watched == wd {
            watches[inode] = nil
        }
    }

    mutating func abandonWatch(_ wd: Int32) {
        abandoned.append(wd)
    }

    func status(_ path: FilePath, followSymlink: Bool) -> Result<FileStatus, Errno> {
        guard let node = nodes[path] else { return .failure(.noSuchFileOrDirectory) }
        return .success(FileStatus(kind: node.kind, identity: FileIdentity(device: 1, inode: node.inode), linkCount: 1))
    }

    func entries(of directory: FilePath) -> Result<[DirectoryEntry], Errno> {
        guard nodes[directory]?.kind == .directory else { return .failure(.noSuchFileOrDirectory) }
        return .success(nodes.compactMap { path, node in
            guard path.removingLastComponent() == directory, path != directory, let name = path.lastComponent else {
                return nil
            }
            return DirectoryEntry(name: name, kind: node.kind)
        })
    }
}
