// Every C call the module makes, one `system_*` function each, as in
// swift-system's Internals/Syscalls.swift: the rest of the module sees
// `Result<_, Errno>` and Swift types only, and this file is the seam to read
// when asking "which syscall does that?".
//
// libinotifytools keeps its state in globals and static buffers: the
// `system_inotifytools_*` functions may only be called from the one thread that
// owns the instance (see `InotifyThread`).

import CInotifyTools
import SystemCalls
import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: - errno helpers (`retryOnInterrupt` and `valueOrErrno` are SystemCalls')

/// Turns a C return value of -1 into the current `errno`, discarding the value.
private func nothingOrErrno<I: FixedWidthInteger>(_ value: I) -> Result<Void, Errno> {
    valueOrErrno(value).map { _ in () }
}

/// libinotifytools reports failure as 0 and keeps the `errno` in its own global.
private func inotifytoolsResult(_ status: Int32) -> Result<Void, Errno> {
    if status != 0 { return .success(()) }
    let code = inotifytools_error()
    return .failure(Errno(rawValue: code != 0 ? code : EIO))
}

// MARK: - libinotifytools (owning thread only)

/// `inotifytools_initialize()`: `inotify_init()` plus the library's watch tables.
func system_inotifytools_initialize() -> Result<Void, Errno> {
    inotifytoolsResult(inotifytools_initialize())
}

/// `inotifytools_watch_file()`: `inotify_add_watch()` plus the library's record
/// of the watch. The library returns success only, not the watch descriptor.
func system_inotifytools_watch_file(_ path: FilePath, _ mask: InotifyMask) -> Result<Void, Errno> {
    path.withPlatformString { inotifytoolsResult(inotifytools_watch_file($0, Int32(bitPattern: mask.rawValue))) }
}

/// `inotifytools_filename_from_wd()` is not empty: whether the library recorded
/// a watch with this descriptor (it returns "" for an unknown one). The name
/// itself is never used: the library keeps stale names after a directory rename
/// (inotify-tools issues #4, #59, #130).
func system_inotifytools_has_watch(_ wd: Int32) -> Bool {
    guard let name = inotifytools_filename_from_wd(wd) else { return false }
    return name.pointee != 0
}

/// `inotifytools_remove_watch_by_wd()`: `inotify_rm_watch()` and the library's
/// record. Only for live watches: for one the kernel already dropped, the
/// library prints to stderr and keeps its record.
@discardableResult
func system_inotifytools_remove_watch_by_wd(_ wd: Int32) -> Bool {
    inotifytools_remove_watch_by_wd(wd) != 0
}

/// `inotifytools_next_event()`: blocks in `select()` until an event is queued
/// (`timeoutSeconds` 0 means forever) and copies it out of the library's static
/// buffer. Returns nil on timeout.
func system_inotifytools_next_event(timeoutSeconds: Int) -> Result<RawEvent?, Errno> {
    guard let event = inotifytools_next_event(timeoutSeconds) else {
        let code = inotifytools_error()
        return code == 0 ? .success(nil) : .failure(Errno(rawValue: code))
    }
    let name = FilePath.Component(platformString: cinotifytools_event_name(event))
    return .success(RawEvent(
        wd: event.pointee.wd,
        mask: InotifyMask(rawValue: event.pointee.mask),
        cookie: event.pointee.cookie,
        name: name
    ))
}

/// `inotifytools_cleanup()`: closes the inotify descriptor and frees every record.
func system_inotifytools_cleanup() {
    inotifytools_cleanup()
}

// MARK: - libc

/// `mkstemp()` in `directory`: a private temporary file, opened read-write.
func system_mkstemp(in directory: FilePath, prefix: String) -> Result<(FileDescriptor, FilePath), Errno> {
    var template = Array(directory.appending("\(prefix).XXXXXX").description.utf8CString)
    let result = template.withUnsafeMutableBufferPointer { buffer in
        retryOnInterrupt { valueOrErrno(mkstemp(buffer.baseAddress!)) }
    }
    return result.map { fd in
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let path = template.withUnsafeBufferPointer { FilePath(platformString: $0.baseAddress!) }
        return (FileDescriptor(rawValue: fd), path)
    }
}

/// `pwrite()` of one byte at offset 0 (the wake file's `IN_MODIFY`).
func system_pwriteByte(_ file: FileDescriptor) -> Result<Void, Errno> {
    var byte: UInt8 = 0
    return retryOnInterrupt { nothingOrErrno(pwrite(file.rawValue, &byte, 1, 0)) }
}

/// `pread()` of one byte at offset 0 (the wake file's `IN_ACCESS`).
func system_preadByte(_ file: FileDescriptor) -> Result<Void, Errno> {
    var byte: UInt8 = 0
    return retryOnInterrupt { nothingOrErrno(pread(file.rawValue, &byte, 1, 0)) }
}

/// `close()`; the descriptor is invalid afterwards whatever it returns.
func system_close(_ file: FileDescriptor) {
    _ = Glibc.close(file.rawValue)
}

/// `unlink()`.
func system_unlink(_ path: FilePath) -> Result<Void, Errno> {
    path.withPlatformString { nothingOrErrno(unlink($0)) }
}

/// `lstat()` (or `stat()` when `followSymlink`), reduced to what the watcher uses.
func system_lstat(_ path: FilePath, followSymlink: Bool = false) -> Result<FileStatus, Errno> {
    do {
        let status = try Stat(path, followTargetSymlink: followSymlink)
        let kind: FileStatus.Kind
        switch status.type {
        case .directory: kind = .directory
        case .symbolicLink: kind = .symbolicLink
        case .regular: kind = .regular
        default: kind = .other
        }
        return .success(FileStatus(
            kind: kind,
            identity: FileIdentity(
                device: UInt64(status.deviceID.rawValue),
                inode: UInt64(status.inode.rawValue)
            ),
            linkCount: status.linkCount
        ))
    } catch {
        return .failure(error)
    }
}

/// `opendir()`/`readdir()`/`closedir()`: the names in a directory, without "."
/// and "..", with their kind when the file system reports it in `d_type`.
func system_readdir(_ path: FilePath) -> Result<[DirectoryEntry], Errno> {
    guard let directory = path.withPlatformString({ opendir($0) }) else {
        return .failure(Errno(rawValue: errno))
    }
    defer { closedir(directory) }
    var entries: [DirectoryEntry] = []
    while true {
        errno = 0
        guard let entry = readdir(directory) else {
            if errno != 0 { return .failure(Errno(rawValue: errno)) }
            return .success(entries)
        }
        let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
            tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                FilePath.Component(platformString: $0)
            }
        }
        guard let name, name.kind == .regular else { continue }
        let kind: FileStatus.Kind?
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): kind = .directory
        case Int32(DT_LNK): kind = .symbolicLink
        case Int32(DT_REG): kind = .regular
        case Int32(DT_UNKNOWN): kind = nil
        default: kind = .other
        }
        entries.append(DirectoryEntry(name: name, kind: kind))
    }
}

/// `getcwd()`, to make a relative root absolute once, at start.
func system_getcwd() -> Result<FilePath, Errno> {
    guard let buffer = getcwd(nil, 0) else { return .failure(Errno(rawValue: errno)) }
    defer { free(buffer) }
    return .success(FilePath(platformString: buffer))
}

/// The directory for the wake file: `$TMPDIR` if set, else /tmp.
func system_temporaryDirectory() -> FilePath {
    if let value = getenv("TMPDIR"), value.pointee != 0 {
        return FilePath(platformString: value)
    }
    return "/tmp"
}

/// `pthread_sigmask(SIG_BLOCK, all)`: the owning thread never runs signal
/// handlers, so `select()` in libinotifytools is never interrupted and the
/// program's own signal handling (SIGTERM, SIGHUP) stays where it put it.
func system_blockAllSignals() {
    var all = sigset_t()
    sigfillset(&all)
    pthread_sigmask(SIG_BLOCK, &all, nil)
}
