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
    /// open so the name is resolved where it was written, whatever happens to the path;
    /// and where to keep it instead of deleting it.
    private var retired: [(directory: Int32, name: String, spareFor: (spares: SpareFiles, path: String)?)] = []

    public init() {}

    deinit { run() }

    /// Takes the file `name` in `directory` (a descriptor the caller keeps) for deletion,
    /// or, with `spareFor`, to be kept in those spares as that output's.
    func retire(_ name: String, in directory: Int32, spareFor: (spares: SpareFiles, path: String)? = nil) {
        guard case .success(let copy) = Syscalls.duplicate(directory) else {
            _ = Syscalls.unlinkat(directory, name)
            return
        }
        retired.append((copy, name, spareFor))
    }

    /// Deletes (or keeps as spares) every file retired so far.
    public func run() {
        for (directory, name, spareFor) in retired {
            if let spareFor {
                spareFor.spares.adopt(name, in: directory, for: spareFor.path)
            } else {
                _ = Syscalls.unlinkat(directory, name)
            }
            Syscalls.close(directory)
        }
        retired.removeAll()
    }
}
