import Glibc
import Synchronization

/// The old contents of outputs an ``AtomicWriter`` replaced, deleted together once every
/// output of a pass is in place.
///
/// Freeing a file's blocks is the slowest step of replacing it on ext4 (half a millisecond
/// for a 4 MB placement, more than writing a small picture), and whoever waits for a
/// scene's outputs waits for the last of them: so the daemon puts all of a scene's outputs
/// in place first and deletes what they replaced after. Whatever ``run()`` was not called
/// for is deleted when the cleanup is released.
///
/// A scene's outputs are written side by side, so files are retired from several threads.
public final class DeferredCleanup: Sendable {
    /// A replaced file: its hidden temporary name and a descriptor of its directory, kept
    /// open so the name is resolved where it was written, whatever happens to the path.
    private let retired = Mutex<[(directory: Int32, name: String)]>([])

    public init() {}

    deinit { run() }

    /// Takes the file `name` in `directory` (a descriptor the caller keeps) for deletion.
    func retire(_ name: String, in directory: Int32) {
        let copy = dup(directory)
        guard copy >= 0 else {
            _ = Syscalls.unlinkat(directory, name)
            return
        }
        retired.withLock { $0.append((copy, name)) }
    }

    /// Deletes every file retired so far.
    public func run() {
        let files = retired.withLock { files in
            defer { files.removeAll() }
            return files
        }
        for (directory, name) in files {
            _ = Syscalls.unlinkat(directory, name)
            Syscalls.close(directory)
        }
    }
}
