import Glibc
import SystemPackage

/// The libc calls the daemon makes (most of them ``AtomicWriter``'s), one function each, every one retrying on
/// `EINTR` and reporting failure as an `Errno` (as swift-system's internals do).
///
/// Working relative to a directory descriptor (`openat`, `renameat`, …) is what makes
/// the writer safe: the directory is checked once, then cannot be swapped for a link.
enum Syscalls {
    /// `realpath(3)`: the canonical absolute path, every link resolved.
    static func realpath(_ path: String) -> Result<String, Errno> {
        guard let resolved = Glibc.realpath(path, nil) else { return .failure(Errno(rawValue: errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// `openat(2)`; `O_CLOEXEC` is always added.
    static func openat(_ directory: Int32, _ name: String, _ flags: Int32, _ mode: mode_t = 0) -> Result<Int32, Errno> {
        retryingOnInterrupt { Glibc.openat(directory, name, flags | O_CLOEXEC, mode) }
    }

    /// `fstatat(2)` with `AT_SYMLINK_NOFOLLOW`, so a link is seen as a link.
    static func lstatat(_ directory: Int32, _ name: String) -> Result<stat, Errno> {
        var status = stat()
        return retryingOnInterrupt { fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) }.map { _ in status }
    }

    /// `fchmod(2)`.
    static func fchmod(_ descriptor: Int32, _ mode: mode_t) -> Result<Void, Errno> {
        retryingOnInterrupt { Glibc.fchmod(descriptor, mode) }.map { _ in () }
    }

    /// `read(2)` into `buffer` from its start: how many bytes were read, 0 at the end.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Errno> {
        retryingOnInterrupt { Glibc.read(descriptor, buffer.baseAddress!, buffer.count) }
    }

    /// `write(2)` until every byte is written.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Void, Errno> {
        writeAll(bytes) { start, count, _ in Glibc.write(descriptor, start, count) }
    }

    /// Calls `write` with each stretch of `bytes` not yet written (its start, its length and
    /// its offset in `bytes`) until every byte is: a call may write fewer than it is given.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, _ write: (UnsafeRawPointer, Int, Int) -> Int) -> Result<Void, Errno> {
        var written = 0
        while written < bytes.count {
            switch retryingOnInterrupt({ write(bytes.baseAddress! + written, bytes.count - written, written) }) {
            case .success(let count): written += count
            case .failure(let error): return .failure(error)
            }
        }
        return .success(())
    }

    /// `fsync(2)`.
    static func fsync(_ descriptor: Int32) -> Result<Void, Errno> {
        retryingOnInterrupt { Glibc.fsync(descriptor) }.map { _ in () }
    }

    /// `renameat(2)` within one directory: atomic replacement of `to`.
    static func renameat(_ directory: Int32, _ from: String, _ to: String) -> Result<Void, Errno> {
        renameat(directory, from, directory, to)
    }

    /// `renameat(2)` between two directories of one file system.
    static func renameat(_ fromDirectory: Int32, _ from: String, _ toDirectory: Int32, _ to: String) -> Result<Void, Errno> {
        retryingOnInterrupt { Glibc.renameat(fromDirectory, from, toDirectory, to) }.map { _ in () }
    }

    /// `fstat(2)`.
    static func fstat(_ descriptor: Int32) -> Result<stat, Errno> {
        var status = stat()
        return retryingOnInterrupt { Glibc.fstat(descriptor, &status) }.map { _ in status }
    }

    /// `pwrite(2)` from offset 0 until every byte is written.
    static func writeAllFromStart(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Void, Errno> {
        writeAll(bytes) { start, count, offset in Glibc.pwrite(descriptor, start, count, off_t(offset)) }
    }

    /// `ftruncate(2)`.
    static func ftruncate(_ descriptor: Int32, _ length: Int) -> Result<Void, Errno> {
        retryingOnInterrupt { Glibc.ftruncate(descriptor, off_t(length)) }.map { _ in () }
    }

    /// `fcntl(F_SETLEASE)`: `F_WRLCK` succeeds only while no other open file description
    /// (in any process, `mmap`s included) refers to the file; `F_UNLCK` releases it.
    static func setLease(_ descriptor: Int32, _ type: Int32) -> Result<Void, Errno> {
        retryingOnInterrupt { Glibc.fcntl(descriptor, 1024 /* F_SETLEASE */, type) }.map { _ in () }
    }

    /// `mkdirat(2)`.
    static func mkdirat(_ directory: Int32, _ name: String, _ mode: mode_t) -> Result<Void, Errno> {
        retryingOnInterrupt { Glibc.mkdirat(directory, name, mode) }.map { _ in () }
    }

    /// `renameat2(2)` with `RENAME_EXCHANGE`: `first` and `second` swap names atomically.
    ///
    /// Replacing a file by rename makes ext4 (`auto_da_alloc`) start writing the new file's
    /// data back on the spot, about 0.2 ms a file here; swapping and then unlinking the old
    /// file does not. `.notSupported` when the C library or the file system lacks it.
    static func exchangeat(_ directory: Int32, _ first: String, _ second: String) -> Result<Void, Errno> {
        exchangeat(directory, first, directory, second)
    }

    /// `renameat2(2)` with `RENAME_EXCHANGE` between two directories of one file system.
    static func exchangeat(_ firstDirectory: Int32, _ first: String, _ secondDirectory: Int32, _ second: String) -> Result<Void, Errno> {
        guard let renameat2 = renameat2Function else { return .failure(.notSupported) }
        return retryingOnInterrupt { renameat2(firstDirectory, first, secondDirectory, second, 2 /* RENAME_EXCHANGE */) }.map { _ in () }
    }

    /// `malloc_trim(0)`: returns the heap's free pages to the system.
    static func releaseFreedMemory() {
        _ = mallocTrimFunction?(0)
    }

    /// Tunes glibc's allocator for a long-running process that makes the same large
    /// allocations on every pass (a 10,000-view scene's placement is a 4 MB buffer):
    /// large blocks come from the heap instead of fresh `mmap`s, and freed memory is kept
    /// for the next pass instead of being handed back, so a pass does not spend milliseconds
    /// faulting in and zeroing new pages (`M_MMAP_THRESHOLD`, `M_TRIM_THRESHOLD`: 256 MiB).
    /// One arena for all threads (`M_ARENA_MAX`), which uses less memory than one per
    /// thread; the daemon's threads seldom allocate at the same time. What is kept is given
    /// back by ``releaseFreedMemory()`` after a pass over every scene.
    static func keepFreedMemoryForReuse() {
        guard let mallopt = malloptFunction else { return }
        // malloc.h: M_TRIM_THRESHOLD -1, M_MMAP_THRESHOLD -3, M_ARENA_MAX -8.
        _ = mallopt(-1, 256 << 20)
        _ = mallopt(-3, 256 << 20)
        _ = mallopt(-8, 1)
    }

    /// `unlinkat(2)` of a file (not a directory).
    static func unlinkat(_ directory: Int32, _ name: String) -> Result<Void, Errno> {
        retryingOnInterrupt { Glibc.unlinkat(directory, name, 0) }.map { _ in () }
    }

    /// `close(2)`; not retried, since Linux frees the descriptor even on `EINTR`.
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    private static func retryingOnInterrupt<Value: BinaryInteger>(_ call: () -> Value) -> Result<Value, Errno> {
        while true {
            let result = call()
            if result >= 0 { return .success(result) }
            if errno != EINTR { return .failure(Errno(rawValue: errno)) }
        }
    }
}

/// glibc's `renameat2`, `malloc_trim` and `mallopt`: Swift's Glibc module leaves out the headers that
/// declare them (`_GNU_SOURCE` stdio, malloc.h), so they are looked up at run time.
private let renameat2Function = glibcFunction("renameat2", as: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self)
private let mallocTrimFunction = glibcFunction("malloc_trim", as: (@convention(c) (Int) -> Int32).self)
private let malloptFunction = glibcFunction("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self)

/// The C function `name` of the process's libraries, as `type`; nil where it is missing.
private func glibcFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
    dlsym(nil, name).map { unsafeBitCast($0, to: type) }
}
