import Dispatch
import Foundation
import SystemPackage

/// The one thread that makes libinotifytools calls.
///
/// libinotifytools keeps its state in globals and static buffers and is not
/// thread-safe, and a process can have one instance of it. So every
/// ``FileWatcher`` of the process is served by this thread: watchers send it
/// commands (start, stop), it owns the instance, reads every event, translates
/// it for each watcher's ``WatchTree`` and yields the results into the watchers'
/// streams. The thread and the instance exist only while at least one watcher
/// runs: when the last one stops, the queue is drained, the inotify descriptor
/// closed and the thread ends; the next watcher starts a new one.
final class InotifyThread: @unchecked Sendable {
    /// The process's one instance.
    static let shared = InotifyThread()

    private enum Command {
        case start(id: Int, root: FilePath, continuation: AsyncStream<FileEvent>.Continuation,
                   reply: Reply<Result<Void, FileWatchError>>)
        case stop(id: Int, reply: Reply<Void>?)
    }

    private enum Phase {
        /// No thread.
        case idle
        /// A thread runs but cannot be woken yet (opening or closing an
        /// instance); it reads the pending commands before it next blocks.
        case busy
        /// A thread is blocked reading events; write to the wake file to wake it.
        case running(wake: FileDescriptor)
    }

    /// A watcher as the thread sees it.
    private final class Session {
        var tree: WatchTree
        let continuation: AsyncStream<FileEvent>.Continuation

        init(tree: WatchTree, continuation: AsyncStream<FileEvent>.Continuation) {
            self.tree = tree
            self.continuation = continuation
        }
    }

    /// A one-shot answer from the thread to a caller waiting for it.
    private final class Reply<Value>: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var value: Value?

        func fulfill(_ value: Value) {
            self.value = value
            done.signal()
        }

        func wait() -> Value {
            done.wait()
            return value!
        }
    }

    private let lock = NSLock()
    private var pending: [Command] = []
    private var phase: Phase = .idle
    private var owner: Thread?
    private var lastSessionID = 0

    // MARK: - Called by watchers, from any thread

    /// A new identifier for a watcher.
    func makeSessionID() -> Int {
        lock.withLock {
            lastSessionID += 1
            return lastSessionID
        }
    }

    /// Watches `root` recursively for session `id`, yielding into `continuation`.
    /// Returns once every directory under `root` is watched.
    func start(id: Int, root: FilePath, continuation: AsyncStream<FileEvent>.Continuation) throws(FileWatchError) {
        let reply = Reply<Result<Void, FileWatchError>>()
        submit(.start(id: id, root: root, continuation: continuation, reply: reply))
        try reply.wait().get()
    }

    /// Stops session `id` and finishes its stream; idempotent. Returns once its
    /// watches are gone, unless called on the owning thread itself (from the
    /// stream's termination handler), where it cannot wait for itself.
    func stop(id: Int) {
        let onOwner = lock.withLock { owner != nil && Thread.current === owner }
        let reply = onOwner ? nil : Reply<Void>()
        submit(.stop(id: id, reply: reply))
        reply?.wait()
    }

    private func submit(_ command: Command) {
        lock.withLock {
            pending.append(command)
            switch phase {
            case .idle:
                phase = .busy
                let thread = Thread { [self] in run() }
                thread.name = "FileWatching.inotify"
                owner = thread
                thread.start()
            case .busy:
                break
            case .running(let wake):
                InotifyInstance.wake(wake)
            }
        }
    }

    // MARK: - The owning thread

    private func run() {
        system_blockAllSignals()
        while true {
            switch InotifyInstance.open() {
            case .failure(let error):
                let commands = lock.withLock {
                    let commands = pending
                    pending = []
                    phase = .idle
                    owner = nil
                    return commands
                }
                for command in commands {
                    switch command {
                    case .start(_, _, _, let reply): reply.fulfill(.failure(error))
                    case .stop(_, let reply): reply?.fulfill(())
                    }
                }
                return
            case .success(let instance):
                lock.withLock { phase = .running(wake: instance.wake) }
                let stopped = serve(instance)
                instance.close()
                for reply in stopped { reply.fulfill(()) }
                let again = lock.withLock {
                    if pending.isEmpty {
                        phase = .idle
                        owner = nil
                        return false
                    }
                    return true
                }
                if !again { return }
            }
        }
    }

    /// Serves commands and events until no watcher is left; returns with the
    /// phase set to `.busy`, so that nobody writes to the wake file any more,
    /// and with the replies to the last stops, which are sent once the instance
    /// is closed.
    private func serve(_ instance: InotifyInstance) -> [Reply<Void>] {
        var sessions: [Int: Session] = [:]
        var stopped: [Reply<Void>] = []
        while true {
            let commands = lock.withLock {
                let commands = pending
                pending = []
                if commands.isEmpty && sessions.isEmpty { phase = .busy }
                return commands
            }
            if commands.isEmpty && sessions.isEmpty { return stopped }
            for command in commands {
                perform(command, sessions: &sessions, stopped: &stopped, instance: instance)
            }
            if sessions.isEmpty { continue }
            for reply in stopped { reply.fulfill(()) }
            stopped = []

            let event: RawEvent
            switch instance.nextEvent() {
            case .success(let next?): event = next
            case .success(nil): continue
            case .failure(let errno):
                // The descriptor itself failed: nothing more can be read.
                let error = FileWatchError("read", errno: errno)
                for id in sessions.keys.sorted() {
                    let session = sessions[id]!
                    session.continuation.yield(FileEvent(.watchFailed(error), session.tree.root, isDirectory: true))
                    var system = RegistryWatchSystem(registry: instance.registry, user: id)
                    session.tree.stop(using: &system)
                    session.continuation.finish()
                }
                sessions = [:]
                continue
            }
            if event.wd == instance.wakeWd { continue }
            if event.mask.contains(.ignored) { instance.registry.kernelDropped(event.wd) }
            for id in sessions.keys.sorted() {
                let session = sessions[id]!
                var system = RegistryWatchSystem(registry: instance.registry, user: id)
                for fileEvent in session.tree.handle(event, using: &system) {
                    session.continuation.yield(fileEvent)
                }
                if session.tree.isFinished {
                    sessions[id] = nil
                    session.continuation.finish()
                }
            }
        }
    }

    private func perform(
        _ command: Command,
        sessions: inout [Int: Session],
        stopped: inout [Reply<Void>],
        instance: InotifyInstance
    ) {
        switch command {
        case let .start(id, root, continuation, reply):
            var tree = WatchTree(root: root)
            var system = RegistryWatchSystem(registry: instance.registry, user: id)
            do {
                try tree.start(using: &system)
                sessions[id] = Session(tree: tree, continuation: continuation)
                reply.fulfill(.success(()))
            } catch {
                tree.stop(using: &system)
                reply.fulfill(.failure(error))
            }
        case let .stop(id, reply):
            if let session = sessions.removeValue(forKey: id) {
                var system = RegistryWatchSystem(registry: instance.registry, user: id)
                session.tree.stop(using: &system)
                session.continuation.finish()
            }
            if let reply { stopped.append(reply) }
        }
    }
}
