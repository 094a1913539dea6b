import Foundation
import Glibc
import SystemPackage

/// Writes the daemon's outputs so that readers never see a half-written file and
/// nothing is ever written outside the scenes directory.
///
/// Each write goes to a hidden temporary file in the target's own directory (rename is
/// atomic only within one file system) and is renamed over the target. Writes whose
/// bytes equal the file's are skipped, so a watcher of the tree, including the daemon
/// itself, sees no event when nothing changed. The target's directory, links resolved,
/// must lie inside ``root``, and the target itself must not be a link, whatever links
/// the watched tree holds.
public struct AtomicWriter: Sendable {
    /// Marks our temporary files: `.NAME` + this + random hex. ``PathFilter`` ignores them.
    public static let temporaryMarker = ".layoutd-tmp-"

    /// The directory outside which nothing is written or removed, resolved at each call.
    public let root: String
    /// Whether to `fsync` the file and its directory, so the output survives a power
    /// cut. Off by default: outputs are regenerated from their scenes and an fsync
    /// costs milliseconds per save.
    public let durable: Bool

    /// Where replaced outputs are kept to be written over (see ``SpareFiles``); nil: they
    /// are deleted.
    let spares: SpareFiles?

    /// Creates a writer confined to `root`.
    public init(root: String, durable: Bool = false) {
        self.init(root: root, durable: durable, spares: nil)
    }

    /// Creates a writer confined to `root` that writes each output's next version over
    /// what replacing it retired, kept in `spares`.
    init(root: String, durable: Bool = false, spares: SpareFiles?) {
        self.root = root
        self.durable = durable
        self.spares = spares
    }

    /// The process's umask, read once (`Umask:` in `/proc/self/status`; `umask(2)` can only
    /// be read by setting it, which would race with other threads creating files). All
    /// bits when it cannot be read, so that every replaced file's mode is set explicitly.
    static let processUmask: mode_t = {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
              let value = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) else { return 0o7777 }
        return value
    }()

    /// The hidden temporary name used while writing `name`.
    public static func temporaryName(for name: String) -> String {
        "." + name + temporaryMarker + String(UInt64.random(in: 0 ... .max), radix: 16)
    }

    /// Replaces the file at `path` with `bytes`, unless it already holds exactly them.
    ///
    /// - Returns: whether the file was written.
    /// - Throws: ``AtomicWriteError``; the old file is then unchanged and no temporary is left.
    ///
    /// An existing file is swapped with the new one; `cleanup`, when given, deletes the old
    /// contents later (see ``DeferredCleanup``), otherwise they are deleted at once.
    @discardableResult
    public func write(_ bytes: [UInt8], to path: String, cleanup: DeferredCleanup? = nil) throws(AtomicWriteError) -> Bool {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(AtomicWriteError) in try write(buffer, to: path, cleanup: cleanup) }
        }
        return try result.get()
    }

    /// Writes UTF-8 text, as the byte version does; renderers produce text. The text's own
    /// storage is written: a placement of 10,000 views is 4 MB, not worth a copy.
    @discardableResult
    public func write(_ text: String, to path: String) throws(AtomicWriteError) -> Bool {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(AtomicWriteError) in try write(UnsafeRawBufferPointer(bytes), to: path, cleanup: nil) }
        }
        return try result.get()
    }

    /// Writes bytes that stay where they are, as the other two do: the workspace's rendered
    /// outputs, which are not copied into an array first.
    func write(_ bytes: UnsafeRawBufferPointer, to path: String, cleanup: DeferredCleanup?) throws(AtomicWriteError) -> Bool {
        let target = try resolve(path, for: .write)
        defer { Syscalls.close(target.directory) }
        let fail = { (call: String, errno: Errno) in AtomicWriteError(.write, path: path, reason: .system(call: call, errno: errno)) }

        var mode: mode_t?
        switch existing(target, path: path, for: .write) {
        case .failure(let error): throw error
        case .success(nil): break
        case .success(let status?):
            mode = status.st_mode & 0o7777
            if Int(status.st_size) == bytes.count, try holds(bytes, target, path: path) {
                return false
            }
        }

        // A durable write makes a new file (and syncs it and its directory) as it always did.
        if !durable, let mode, let spares, let spare = spares.take(for: path) {
            if writeOver(spare, bytes, mode: mode, into: target) {
                // The old output is the spare now.
                spares.keep(spare.name, for: path)
                return true
            }
            spares.discard(spare.name)
        }

        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0 ..< 8 where descriptor < 0 {
            temporary = Self.temporaryName(for: target.name)
            switch Syscalls.openat(target.directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode ?? 0o666) {
            case .success(let opened): descriptor = opened
            case .failure(.fileExists): continue
            case .failure(let errno): throw fail("openat", errno)
            }
        }
        guard descriptor >= 0 else { throw fail("openat", .fileExists) }

        let step = { (call: String, result: Result<Void, Errno>) throws(AtomicWriteError) in
            if case .failure(let errno) = result { throw fail(call, errno) }
        }
        do {
            defer { Syscalls.close(descriptor) }
            try step("write", Syscalls.writeAll(descriptor, bytes))
            // Created with the old file's mode, the umask aside: set only what it took away.
            if let mode, mode & Self.processUmask != 0 { try step("fchmod", Syscalls.fchmod(descriptor, mode)) }
            if durable { try step("fsync", Syscalls.fsync(descriptor)) }
        } catch {
            _ = Syscalls.unlinkat(target.directory, temporary)
            throw error
        }
        try replace(target, with: temporary, existing: mode != nil, path: path, cleanup: cleanup, fail: fail)
        if durable, case .failure(let errno) = Syscalls.fsync(target.directory) {
            throw fail("fsync", errno)
        }
        return true
    }

    /// Writes `bytes` over `spare` and swaps it with the target; false, with the target
    /// untouched, when the spare may not or cannot be used (the caller deletes it and makes
    /// a new file). It may not when it has another link, or when another process has it
    /// open, which a write lease tells: readers of an old version never see it change.
    private func writeOver(_ spare: (directory: Int32, name: String), _ bytes: UnsafeRawBufferPointer, mode: mode_t, into target: Target) -> Bool {
        guard case .success(let descriptor) = Syscalls.openat(spare.directory, spare.name, O_WRONLY | O_NOFOLLOW) else { return false }
        defer { Syscalls.close(descriptor) }
        guard case .success(let status) = Syscalls.fstat(descriptor),
              status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1,
              case .success = Syscalls.setLease(descriptor, F_WRLCK) else { return false }
        let written: Bool
        do {
            defer { _ = Syscalls.setLease(descriptor, F_UNLCK) }
            guard case .success = Syscalls.writeAllFromStart(descriptor, bytes) else { return false }
            // Cut only what is longer than the new bytes (most versions are as long or longer).
            if Int(status.st_size) > bytes.count, case .failure = Syscalls.ftruncate(descriptor, bytes.count) { return false }
            if status.st_mode & 0o7777 != mode, case .failure = Syscalls.fchmod(descriptor, mode) { return false }
            written = true
        }
        guard written, case .success = Syscalls.exchangeat(spare.directory, spare.name, target.directory, target.name) else { return false }
        return true
    }

    /// Deletes the output at `path`, with the same checks as writing: inside ``root``,
    /// not a link, a regular file.
    ///
    /// - Returns: whether a file was deleted (false when there was none).
    @discardableResult
    public func remove(_ path: String) throws(AtomicWriteError) -> Bool {
        spares?.forget(path)
        let target: Target
        do throws(AtomicWriteError) {
            target = try resolve(path, for: .remove)
        } catch {
            // Its directory is gone (deleted, or moved out of the tree with the scene): so is the file.
            if case .system(let call, .noSuchFileOrDirectory) = error.reason, call.hasPrefix("realpath") { return false }
            throw error
        }
        defer { Syscalls.close(target.directory) }
        switch existing(target, path: path, for: .remove) {
        case .failure(let error): throw error
        case .success(nil): return false
        case .success: break
        }
        switch Syscalls.unlinkat(target.directory, target.name) {
        case .success: return true
        case .failure(.noSuchFileOrDirectory): return false
        case .failure(let errno): throw AtomicWriteError(.remove, path: path, reason: .system(call: "unlinkat", errno: errno))
        }
    }

    /// Puts `temporary` in place of the target. An existing target is swapped with it and
    /// then unlinked or kept as a spare (now, or by `cleanup`), which is several times
    /// cheaper on ext4 than renaming over it; where swapping is not supported, a plain rename.
    private func replace(_ target: Target, with temporary: String, existing: Bool, path: String, cleanup: DeferredCleanup?, fail: (String, Errno) -> AtomicWriteError) throws(AtomicWriteError) {
        if existing {
            switch Syscalls.exchangeat(target.directory, temporary, target.name) {
            case .success:
                // The old contents now lie under the hidden temporary name, which nothing reads.
                if let cleanup {
                    cleanup.retire(temporary, in: target.directory, spareFor: spares.map { ($0, path) })
                } else if let spares {
                    spares.adopt(temporary, in: target.directory, for: path)
                } else {
                    _ = Syscalls.unlinkat(target.directory, temporary)
                }
                return
            case .failure(.noSuchFileOrDirectory), .failure(.notSupported), .failure(.invalidArgument), .failure(.noFunction):
                break
            case .failure(let errno):
                _ = Syscalls.unlinkat(target.directory, temporary)
                throw fail("renameat2", errno)
            }
        }
        if case .failure(let errno) = Syscalls.renameat(target.directory, temporary, target.name) {
            _ = Syscalls.unlinkat(target.directory, temporary)
            throw fail("renameat", errno)
        }
    }

    // MARK: - Checks

    /// An open descriptor of the target's resolved directory, and the target's name in it.
    private struct Target {
        var directory: Int32
        var name: String
    }

    private func resolve(_ path: String, for operation: AtomicWriteError.Operation) throws(AtomicWriteError) -> Target {
        // `realpath` normalizes the directory.
        let split = PathSplit(path)
        let name = split.name
        guard !name.isEmpty, name != ".", name != ".." else {
            throw AtomicWriteError(operation, path: path, reason: .invalidPath)
        }
        let parent = split.directory ?? "."
        let realRoot = try resolved(root, path: path, for: operation)
        // A scene at the top of the tree (the commonest) has the root as its directory:
        // resolved once, not twice (`realpath` reads every component's link).
        let realParent = parent == root ? realRoot : try resolved(parent, path: path, for: operation)
        guard Self.isInside(realParent, realRoot) else {
            throw AtomicWriteError(operation, path: path, reason: .outsideRoot(directory: realParent, root: realRoot))
        }
        switch Syscalls.openat(AT_FDCWD, realParent, O_RDONLY | O_DIRECTORY | O_NOFOLLOW) {
        case .success(let directory): return Target(directory: directory, name: name)
        case .failure(let errno): throw AtomicWriteError(operation, path: path, reason: .system(call: "open(\(realParent))", errno: errno))
        }
    }

    /// Whether the canonical path `directory` is `root` or lies under it, component by
    /// component (`/a/bc` is not under `/a/b`).
    static func isInside(_ directory: String, _ root: String) -> Bool {
        root == "/" || directory == root || directory.utf8.starts(with: root.utf8) && directory.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/")
    }

    private func resolved(_ directory: String, path: String, for operation: AtomicWriteError.Operation) throws(AtomicWriteError) -> String {
        switch Syscalls.realpath(directory) {
        case .success(let resolved): return resolved
        case .failure(let errno): throw AtomicWriteError(operation, path: path, reason: .system(call: "realpath(\(directory))", errno: errno))
        }
    }

    /// The target's status if it exists, or an error if it is a link or not a file.
    private func existing(_ target: Target, path: String, for operation: AtomicWriteError.Operation) -> Result<stat?, AtomicWriteError> {
        switch Syscalls.lstatat(target.directory, target.name) {
        case .failure(.noSuchFileOrDirectory):
            return .success(nil)
        case .failure(let errno):
            return .failure(AtomicWriteError(operation, path: path, reason: .system(call: "fstatat", errno: errno)))
        case .success(let status):
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .success(status)
            case S_IFLNK: return .failure(AtomicWriteError(operation, path: path, reason: .symbolicLink))
            default: return .failure(AtomicWriteError(operation, path: path, reason: .notRegularFile))
            }
        }
    }

    /// Whether the existing file holds exactly `bytes`. It is read in chunks that double
    /// from 4 KiB, and the first difference ends the comparison: an edit usually changes
    /// the first lines of a placement, which may run to megabytes, so a changed file is
    /// mostly told from its first few KiB (a 50 KB placement was read whole before).
    private func holds(_ bytes: UnsafeRawBufferPointer, _ target: Target, path: String) throws(AtomicWriteError) -> Bool {
        let descriptor: Int32
        switch Syscalls.openat(target.directory, target.name, O_RDONLY | O_NOFOLLOW) {
        case .success(let opened): descriptor = opened
        case .failure(let errno): throw AtomicWriteError(.write, path: path, reason: .system(call: "openat", errno: errno))
        }
        defer { Syscalls.close(descriptor) }
        // A buffer on the stack where it fits, never cleared: it is only ever read where a
        // read filled it.
        return try withUnsafeTemporaryAllocation(byteCount: min(Self.comparisonChunk, bytes.count + 1), alignment: 16) { chunk throws(AtomicWriteError) -> Bool in
            var offset = 0
            var length = min(Self.firstComparisonChunk, chunk.count)
            while true {
                let count: Int
                switch Syscalls.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: chunk[..<length])) {
                case .success(let read): count = read
                case .failure(let errno): throw AtomicWriteError(.write, path: path, reason: .system(call: "read", errno: errno))
                }
                if count == 0 { return offset == bytes.count }
                guard offset + count <= bytes.count, memcmp(bytes.baseAddress! + offset, chunk.baseAddress!, count) == 0 else { return false }
                offset += count
                length = min(length * 2, chunk.count)
            }
        }
    }

    /// The most of an existing output read at a time to compare it with new bytes.
    private static let comparisonChunk = 64 * 1024
    /// The first read of that comparison.
    private static let firstComparisonChunk = 4 * 1024
}
