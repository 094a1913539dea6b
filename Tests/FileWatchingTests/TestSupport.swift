import FileWatching
import SystemPackage
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: - A temporary directory

/// A fresh directory under /tmp, removed (recursively) by `remove()`.
struct TemporaryDirectory {
    let path: FilePath

    init() throws {
        var template = Array("/tmp/filewatching-test.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let made else { throw Errno(rawValue: errno) }
        path = FilePath(platformString: made)
    }

    /// A directory that already exists (removed by `remove()` all the same).
    init(existing path: FilePath) {
        self.path = path
    }

    func callAsFunction(_ relative: String) -> FilePath {
        path.pushing(FilePath(relative))
    }

    func remove() {
        Files.removeTree(path)
    }
}

// MARK: - File operations, one syscall each, as editors make them

enum Files {
    /// open(O_CREAT|O_TRUNC|O_WRONLY), write, close: one IN_CLOSE_WRITE.
    static func write(_ path: FilePath, _ contents: String = "x") {
        write(path.description, contents)
    }

    /// The same for a plain string path (FilePath is slow in debug builds).
    static func write(_ path: String, _ contents: String = "x") {
        let fd = open(path, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o644)
        precondition(fd >= 0, "open(\(path)): \(Errno(rawValue: errno))")
        writeAll(fd, contents)
        close(fd)
    }

    /// Opens for writing without truncating or closing.
    static func openForWriting(_ path: FilePath) -> Int32 {
        let fd = open(path.description, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
        precondition(fd >= 0, "open(\(path)): \(Errno(rawValue: errno))")
        return fd
    }

    static func writeAll(_ fd: Int32, _ contents: String) {
        var bytes = Array(contents.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            precondition(written > 0)
            offset += written
        }
    }

    static func truncate(_ path: FilePath) {
        let fd = open(path.description, O_TRUNC | O_WRONLY | O_CLOEXEC)
        precondition(fd >= 0, "open(\(path)): \(Errno(rawValue: errno))")
        close(fd)
    }

    static func mkdir(_ path: FilePath) {
        precondition(Glibc.mkdir(path.description, 0o755) == 0, "mkdir(\(path)): \(Errno(rawValue: errno))")
    }

    static func rename(_ from: FilePath, _ to: FilePath) {
        precondition(Glibc.rename(from.description, to.description) == 0, "rename(\(from)): \(Errno(rawValue: errno))")
    }

    static func unlink(_ path: FilePath) {
        precondition(Glibc.unlink(path.description) == 0, "unlink(\(path)): \(Errno(rawValue: errno))")
    }

    static func symlink(_ target: String, at path: FilePath) {
        precondition(Glibc.symlink(target, path.description) == 0, "symlink(\(path)): \(Errno(rawValue: errno))")
    }

    static func link(_ existing: FilePath, _ new: FilePath) {
        precondition(Glibc.link(existing.description, new.description) == 0, "link(\(new)): \(Errno(rawValue: errno))")
    }

    /// rm -rf, never following links.
    static func removeTree(_ path: FilePath) {
        var status = stat()
        guard lstat(path.description, &status) == 0 else { return }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            if let directory = opendir(path.description) {
                var names: [String] = []
                while let entry = readdir(directory) {
                    let name = withUnsafePointer(to: &entry.pointee.d_name) {
                        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                    }
                    if name != "." && name != ".." { names.append(name) }
                }
                closedir(directory)
                for name in names { removeTree(path.appending(name)) }
            }
            rmdir(path.description)
        } else {
            Glibc.unlink(path.description)
        }
    }
}

// MARK: - Recording events

/// Every event a watcher reported so far, and a way to wait for some.
actor EventLog {
    private(set) var events: [FileEvent] = []
    private(set) var isFinished = false
    private var waiters: [Int: (predicate: @Sendable ([FileEvent], Bool) -> Bool, continuation: CheckedContinuation<Bool, Never>)] = [:]
    private var lastWaiter = 0

    func append(_ event: FileEvent) {
        events.append(event)
        resumeSatisfiedWaiters()
    }

    func finish() {
        isFinished = true
        resumeSatisfiedWaiters()
    }

    /// Waits until `predicate` holds for the events so far (and whether the
    /// stream finished), or until `timeout` passes; returns whether it held.
    func wait(
        timeout: Duration = .seconds(5),
        until predicate: @escaping @Sendable ([FileEvent], _ finished: Bool) -> Bool
    ) async -> Bool {
        if predicate(events, isFinished) { return true }
        lastWaiter += 1
        let id = lastWaiter
        return await withCheckedContinuation { continuation in
            waiters[id] = (predicate, continuation)
            Task {
                try? await Task.sleep(for: timeout)
                self.expire(id)
            }
        }
    }

    private func expire(_ id: Int) {
        guard let waiter = waiters.removeValue(forKey: id) else { return }
        waiter.continuation.resume(returning: waiter.predicate(events, isFinished))
    }

    private func resumeSatisfiedWaiters() {
        for (id, waiter) in waiters where waiter.predicate(events, isFinished) {
            waiters[id] = nil
            waiter.continuation.resume(returning: true)
        }
    }
}

/// A watcher on a temporary directory, with its events recorded.
final class WatchedDirectory: Sendable {
    let directory: TemporaryDirectory
    let watcher: FileWatcher
    let log = EventLog()
    private let consumer: Task<Void, Never>

    init(_ directory: TemporaryDirectory) throws {
        self.directory = directory
        watcher = try FileWatcher(root: directory.path)
        let log = self.log
        let events = watcher.events
        consumer = Task {
            for await event in events { await log.append(event) }
            await log.finish()
        }
    }

    var root: FilePath { directory.path }

    func callAsFunction(_ relative: String) -> FilePath { directory(relative) }

    /// Waits for an event of `kind` at `relative` (at least one).
    func waitFor(_ kind: FileEvent.Kind, _ relative: String, timeout: Duration = .seconds(5)) async -> Bool {
        let path = directory(relative)
        return await log.wait(timeout: timeout) { events, _ in
            events.contains { $0.kind == kind && $0.path == path }
        }
    }

    /// Waits for any of `kinds` at `relative`.
    func waitForAny(_ kinds: [FileEvent.Kind], _ relative: String) async -> Bool {
        let path = directory(relative)
        return await log.wait { events, _ in
            events.contains { kinds.contains($0.kind) && $0.path == path }
        }
    }

    private static let sentinelCounter = Counter()

    /// Writes a new file in the root and waits for its event. inotify has one
    /// queue, so every event caused before this call has been reported once it
    /// returns true: the way to check that something was *not* reported,
    /// without waiting for a time.
    func sync() async -> Bool {
        let name = "sentinel-\(Self.sentinelCounter.next())"
        Files.write(directory(name))
        return await waitFor(.modified, name)
    }

    var events: [FileEvent] {
        get async { await log.events }
    }

    /// Stops the watcher and waits for the stream to finish.
    func stop() async {
        watcher.stop()
        await consumer.value
    }

    /// Stops, then removes the directory.
    func close() async {
        await stop()
        directory.remove()
    }
}

final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = TestLock()

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// A pthread mutex.
final class TestLock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func lock() { pthread_mutex_lock(&mutex) }
    func unlock() { pthread_mutex_unlock(&mutex) }
}

/// Runs `body` with a watcher on a fresh temporary directory prepared by
/// `prepare`, then stops the watcher and removes the directory.
func withWatchedDirectory(
    prepare: (TemporaryDirectory) -> Void = { _ in },
    _ body: (WatchedDirectory) async throws -> Void
) async throws {
    let directory = try TemporaryDirectory()
    prepare(directory)
    let watched: WatchedDirectory
    do {
        watched = try WatchedDirectory(directory)
    } catch {
        directory.remove()
        throw error
    }
    do {
        try await body(watched)
    } catch {
        await watched.close()
        throw error
    }
    await watched.close()
}
