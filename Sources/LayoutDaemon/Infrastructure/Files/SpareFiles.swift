import Foundation
import Glibc
import Synchronization
import SystemPackage

/// The old contents of replaced outputs, kept so that the next version of each output is
/// written over them instead of into a new file.
///
/// Creating a file is the slowest step of replacing an output on ext4: a new inode and a
/// directory entry, journalled, about 80 µs, where writing 50 KB over a file whose pages are
/// still cached takes 15. A save writes two outputs, so a long-running process (the daemon,
/// `layoutd watch`) keeps what each replacement retired, in a hidden directory at the root
/// (``directoryName``), and ``AtomicWriter`` writes the output's next version over it and
/// swaps the two names, as it swaps a new file in.
///
/// Written over, the old contents change in place, so a spare is used only while nobody
/// else can see them: it must have a single link, and the writer must get a write lease on
/// it (`F_SETLEASE`), which the kernel grants only when no other process has the file open
/// or mapped (a `less` that opened the old output keeps reading it). Otherwise the spare is
/// deleted and a new file made. The directory holds a `.gitignore` of `*`, so version
/// control never lists it, and ``removeAll()`` (at shutdown) deletes it.
final class SpareFiles: Sendable {
    /// The hidden directory, at the root, that holds the spares.
    static let directoryName = ".layoutd-spares"

    /// How many outputs keep a spare: the outputs of the scenes edited last.
    let limit: Int

    private struct State {
        /// A descriptor of the spare directory: nil until first needed, -1 when it cannot be made.
        var directory: Int32?
        /// Each output path's spare, by name in the directory, least recently used first.
        var spares: [(path: String, name: String)] = []
        var lastNumber = 0
    }

    /// The spare directory's path: ``directoryName`` at the root.
    private let directoryPath: String
    private let state = Mutex(State())

    /// Spares for outputs under `root` (resolved), at most `limit` of them.
    init(root: String, limit: Int = 64) {
        self.directoryPath = root + "/" + Self.directoryName
        self.limit = limit
        // A write lease is broken by SIGIO when another process opens the file, and SIGIO
        // ends a process by default. A spare is leased only while it is written (microseconds),
        // and an opener then simply waits for the release: nothing needs the signal.
        Syscalls.ignoreSignal(SIGIO)
    }

    deinit {
        removeAll()
    }

    /// A descriptor of the spare directory and the spare kept for `path`, which is no
    /// longer kept: the caller writes over it and gives the name back with ``keep(_:for:)``,
    /// or deletes it with ``discard(_:)``.
    func take(for path: String) -> (directory: Int32, name: String)? {
        state.withLock { state in
            guard let directory = state.directory, directory >= 0,
                  let index = state.spares.firstIndex(where: { $0.path == path }) else { return nil }
            return (directory, state.spares.remove(at: index).name)
        }
    }

    /// Keeps the file `name` of the spare directory as `path`'s spare, deleting the spare
    /// used least recently when there are more than ``limit``.
    func keep(_ name: String, for path: String) {
        let evicted: (directory: Int32, name: String)? = state.withLock { state in
            guard let directory = state.directory, directory >= 0 else { return nil }
            state.spares.append((path, name))
            guard state.spares.count > limit else { return nil }
            return (directory, state.spares.removeFirst().name)
        }
        if let evicted { _ = Syscalls.unlinkat(evicted.directory, evicted.name) }
    }

    /// Moves the file `name` of `directory` (what replacing `path` retired) into the spare
    /// directory as `path`'s spare; deletes it when it cannot be moved (another file system).
    func adopt(_ name: String, in directory: Int32, for path: String) {
        let destination: (directory: Int32, name: String)? = state.withLock { state in
            let spareDirectory = openDirectory(&state)
            guard spareDirectory >= 0 else { return nil }
            state.lastNumber += 1
            return (spareDirectory, "\(Syscalls.processID()).\(state.lastNumber)")
        }
        guard let destination,
              case .success = Syscalls.renameat(directory, name, destination.directory, destination.name) else {
            _ = Syscalls.unlinkat(directory, name)
            return
        }
        // An output replaced twice in one pass leaves two; the older one goes.
        forget(path)
        keep(destination.name, for: path)
    }

    /// Deletes the spare `name` (taken and not kept).
    func discard(_ name: String) {
        let directory = state.withLock { $0.directory ?? -1 }
        if directory >= 0 { _ = Syscalls.unlinkat(directory, name) }
    }

    /// Forgets and deletes `path`'s spare, if it has one (its output was deleted).
    func forget(_ path: String) {
        if let spare = take(for: path) { discard(spare.name) }
    }

    /// Deletes every spare and, when no other process keeps spares there, the directory.
    /// Later replacements make it again.
    func removeAll() {
        state.withLock { state in
            guard let directory = state.directory else { return }
            state.directory = nil
            guard directory >= 0 else { return }
            for spare in state.spares { _ = Syscalls.unlinkat(directory, spare.name) }
            state.spares.removeAll()
            if (try? FileManager.default.contentsOfDirectory(atPath: directoryPath)) == [".gitignore"] {
                _ = Syscalls.unlinkat(directory, ".gitignore")
                _ = Syscalls.rmdir(directoryPath)
            }
            Syscalls.close(directory)
        }
    }

    /// The spare directory's descriptor, made and opened on first use; -1 when it cannot
    /// be (a read-only root, a link in its place): then outputs are replaced by new files.
    private func openDirectory(_ state: inout State) -> Int32 {
        if let directory = state.directory { return directory }
        _ = Syscalls.mkdirat(AT_FDCWD, directoryPath, 0o700)
        guard case .success(let directory) = Syscalls.openat(AT_FDCWD, directoryPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW) else {
            state.directory = -1
            return -1
        }
        // Spares of processes that ended without cleaning up (named `PID.N`): nothing refers
        // to them. Another layoutd may be watching the same directory; its spares stay.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directoryPath)) ?? [] where name != ".gitignore" {
            let owner = name.split(separator: ".").first.flatMap { pid_t($0) }
            if owner.map({ !Syscalls.processExists($0) }) ?? true { _ = Syscalls.unlinkat(directory, name) }
        }
        if case .success(let ignore) = Syscalls.openat(directory, ".gitignore", O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o644) {
            let text = "# layoutd's spare output files, deleted when it stops.\n*\n"
            _ = text.utf8CString.withUnsafeBytes { Syscalls.writeAll(ignore, UnsafeRawBufferPointer(rebasing: $0.dropLast())) }
            Syscalls.close(ignore)
        }
        state.directory = directory
        return directory
    }
}
