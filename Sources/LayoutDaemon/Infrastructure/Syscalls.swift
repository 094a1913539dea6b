import Glibc
import SystemCalls
import SystemPackage

/// Every C library call the module makes (most of them ``AtomicWriter``'s), one function
/// each, every one retrying on `EINTR` and reporting failure as an `Errno` (as swift-system's
/// internals do): the seam to read when asking "which system call does that?", as
/// FileWatching's `system_*` functions are for file watching. Reading and writing through a
/// swift-system `FileDescriptor` needs no entry here: it retries on its own.
///
/// Working relative to a directory descriptor (`openat`, `renameat`, …) is what makes
/// the writer safe: the directory is checked once, then cannot be swapped for a link.
///
/// The few calls the `layoutd` command (is standard output a terminal, and how large) and
/// the canvas (where a scene's path really leads) make are here too, `package`, so the
/// whole project has one seam.
package enum Syscalls {
    /// `realpath(3)`: the canonical absolute path, every link resolved.
    package static func realpath(_ path: String) -> Result<String, Errno> {
        guard let resolved = Glibc.realpath(path, nil) else { return .failure(Errno(rawValue: errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// `lstat(2)`: what `path` is, a link seen as a link.
    static func lstat(_ path: String) -> Result<stat, Errno> {
        var status = Glibc.stat()
        return retryOnInterrupt { valueOrErrno(Glibc.lstat(path, &status)) }.map { _ in status }
    }

    /// `stat(2)`: what `path` is, every link followed.
    package static func stat(_ path: String) -> Result<stat, Errno> {
        var status = Glibc.stat()
        return retryOnInterrupt { valueOrErrno(fstatat(AT_FDCWD, path, &status, 0)) }.map { _ in status }
    }

    /// `rmdir(2)`.
    static func rmdir(_ path: String) -> Result<Void, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.rmdir(path)) }.map { _ in () }
    }

    /// `openat(2)`; `O_CLOEXEC` is always added.
    static func openat(_ directory: Int32, _ name: String, _ flags: Int32, _ mode: mode_t = 0) -> Result<Int32, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.openat(directory, name, flags | O_CLOEXEC, mode)) }
    }

    /// `fstatat(2)` with `AT_SYMLINK_NOFOLLOW`, so a link is seen as a link.
    static func lstatat(_ directory: Int32, _ name: String) -> Result<stat, Errno> {
        var status = Glibc.stat()
        return retryOnInterrupt { valueOrErrno(fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW)) }.map { _ in status }
    }

    /// `fcntl(F_DUPFD_CLOEXEC)`: a second descriptor for what `descriptor` refers to, closed
    /// on `exec` as every descriptor the module opens is.
    static func duplicate(_ descriptor: Int32) -> Result<Int32, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.fcntl(descriptor, F_DUPFD_CLOEXEC, 0)) }
    }

    /// `fchmod(2)`.
    static func fchmod(_ descriptor: Int32, _ mode: mode_t) -> Result<Void, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.fchmod(descriptor, mode)) }.map { _ in () }
    }

    /// `read(2)` into `buffer` from its start: how many bytes were read, 0 at the end.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.read(descriptor, buffer.baseAddress!, buffer.count)) }
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
            switch retryOnInterrupt({ valueOrErrno(write(bytes.baseAddress! + written, bytes.count - written, written)) }) {
            case .success(let count): written += count
            case .failure(let error): return .failure(error)
            }
        }
        return .success(())
    }

    /// `fsync(2)`.
    static func fsync(_ descriptor: Int32) -> Result<Void, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.fsync(descriptor)) }.map { _ in () }
    }

    /// `renameat(2)` within one directory: atomic replacement of `to`.
    static func renameat(_ directory: Int32, _ from: String, _ to: String) -> Result<Void, Errno> {
        renameat(directory, from, directory, to)
    }

    /// `renameat(2)` between two directories of one file system.
    static func renameat(_ fromDirectory: Int32, _ from: String, _ toDirectory: Int32, _ to: String) -> Result<Void, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.renameat(fromDirectory, from, toDirectory, to)) }.map { _ in () }
    }

    /// `fstat(2)`.
    static func fstat(_ descriptor: Int32) -> Result<stat, Errno> {
        var status = Glibc.stat()
        return retryOnInterrupt { valueOrErrno(Glibc.fstat(descriptor, &status)) }.map { _ in status }
    }

    /// `pwrite(2)` from offset 0 until every byte is written.
    static func writeAllFromStart(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Void, Errno> {
        writeAll(bytes) { start, count, offset in Glibc.pwrite(descriptor, start, count, off_t(offset)) }
    }

    /// `ftruncate(2)`.
    static func ftruncate(_ descriptor: Int32, _ length: Int) -> Result<Void, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.ftruncate(descriptor, off_t(length))) }.map { _ in () }
    }

    /// `fcntl(F_SETLEASE)`: `F_WRLCK` succeeds only while no other open file description
    /// (in any process, `mmap`s included) refers to the file; `F_UNLCK` releases it.
    static func setLease(_ descriptor: Int32, _ type: Int32) -> Result<Void, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.fcntl(descriptor, 1024 /* F_SETLEASE */, type)) }.map { _ in () }
    }

    /// `mkdirat(2)`.
    static func mkdirat(_ directory: Int32, _ name: String, _ mode: mode_t) -> Result<Void, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.mkdirat(directory, name, mode)) }.map { _ in () }
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
        return retryOnInterrupt { valueOrErrno(renameat2(firstDirectory, first, secondDirectory, second, 2 /* RENAME_EXCHANGE */)) }.map { _ in () }
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
        retryOnInterrupt { valueOrErrno(Glibc.unlinkat(directory, name, 0)) }.map { _ in () }
    }

    /// `close(2)`; not retried, since Linux frees the descriptor even on `EINTR`.
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// `socket(2)`; `SOCK_CLOEXEC` is always added.
    static func socket(_ domain: Int32, _ type: Int32) -> Result<Int32, Errno> {
        retryOnInterrupt { valueOrErrno(Glibc.socket(domain, type | Int32(SOCK_CLOEXEC.rawValue), 0)) }
    }

    /// `sendto(2)` of `bytes` as one datagram to `address` (its first `length` bytes), never
    /// raising SIGPIPE.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, to address: UnsafePointer<sockaddr>, length: socklen_t) -> Result<Int, Errno> {
        retryOnInterrupt { valueOrErrno(sendto(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL), address, length)) }
    }

    /// `getpid(2)`.
    static func processID() -> pid_t {
        getpid()
    }

    /// Whether process `pid` still exists (`kill(pid, 0)` does not fail with `ESRCH`).
    static func processExists(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// `signal(signal, SIG_IGN)`: the signal no longer ends or interrupts the process.
    static func ignoreSignal(_ signal: Int32) {
        _ = Glibc.signal(signal, SIG_IGN)
    }

    /// `fflush(NULL)`: writes out what every C output stream holds (`print` writes to
    /// standard output's, and the C global `stdout` is not readable in the Swift 6 mode).
    package static func flushOutputStreams() {
        _ = fflush(nil)
    }

    /// `isatty(3)`: whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// `ioctl(TIOCGWINSZ)`: the size of the terminal `descriptor` is, in columns and rows;
    /// fails with `ENOTTY` when it is not a terminal.
    package static func windowSize(_ descriptor: Int32) -> Result<(columns: Int, rows: Int), Errno> {
        var size = winsize()
        return retryOnInterrupt { valueOrErrno(ioctl(descriptor, UInt(TIOCGWINSZ), &size)) }
            .map { _ in (Int(size.ws_col), Int(size.ws_row)) }
    }

    /// `pthread_key_create(3)`: a new key for a value each thread holds on its own, nil
    /// on every thread until set.
    static func makeThreadKey() -> Result<pthread_key_t, Errno> {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        return status == 0 ? .success(key) : .failure(Errno(rawValue: status))
    }

    /// `pthread_setspecific(3)`: the calling thread's value for `key`.
    static func setThreadValue(_ key: pthread_key_t, _ value: UnsafeRawPointer?) {
        _ = pthread_setspecific(key, value)
    }

    /// `pthread_getspecific(3)`: the calling thread's value for `key`, nil where it was never set.
    static func threadValue(_ key: pthread_key_t) -> UnsafeMutableRawPointer? {
        pthread_getspecific(key)
    }

    /// `clock_gettime(CLOCK_MONOTONIC)` in microseconds: the clock systemd's `MONOTONIC_USEC=` reads.
    static func monotonicMicroseconds() -> UInt64 {
        var timestamp = timespec()
        clock_gettime(CLOCK_MONOTONIC, &timestamp)
        return UInt64(timestamp.tv_sec) * 1_000_000 + UInt64(timestamp.tv_nsec) / 1_000
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
