import Glibc

/// The old contents of outputs an ``AtomicWriter`` replaced, deleted together once every
/// output of a pass is in place.
///
/// Freeing a file's blocks is the slowest step of replacing it on ext4 (half a millisecond
/// for a 4 MB placement, more than writing a small picture), and whoever waits for a
/// scene's outputs waits for the last of them: so the daemon puts all of a scene's outputs
/// in place first and deletes what they replaced after. Whatever ``run()`` was not called
/// for is deleted when the cleanup is released.
public final class DeferredCleanup {
    /// A replaced file: its hidden temporary name and a descriptor of its directory, kept
    /// open so the name is resolved where it was written, whatever happens to the path.
    private var retired: [(directory: Int32, name: String)] = []

    public init() {}

    deinit { run() }

    /// Takes the file `name` in `directory` (a descriptor the caller keeps) for deletion.
    func retire(_ name: String, in directory: Int32) {
        let copy = dup(directory)
        guard copy >= 0 else {
            _ = Syscalls.unlinkat(directory, name)
            return
        }
        retired.append((copy, name))
    }

    /// Deletes every file retired so far.
    public func run() {
        for (directory, name) in retired {
            _ = Syscalls.unlinkat(directory, name)
            Syscalls.close(directory)
        }
        retired.removeAll()
    }
}
