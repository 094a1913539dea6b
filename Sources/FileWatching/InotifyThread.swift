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
///
/// (Safe to share: watchers touch only `pending`, `phase` and `lastSessionID`, under
/// `lock`; everything else belongs to the thread.)
final class InotifyThread: @unchecked Sendable {
    /// The process's one instance.
    static let shared = InotifyThread()

    private enum Command {
        case start(id: Int, root: FilePath, skipsHiddenDirectories: Bool, sink: EventSink,
                   reply: Reply<Result<Void, FileWatchError>>)
        case stop(id: Int)
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
        let sink: EventSink

        init(tree: WatchTree, sink: EventSink) {
            self.tree = tree
            self.sink = sink
        }
    }

    /// A one-shot answer from the thread to a caller waiting for it (safe to share: `value`
    /// is written once, before `done.signal()`, and read after `done.wait()`).
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
    private var lastSessionID = 0

    // MARK: - Called by watchers, from any thread

    /// A new identifier for a watcher.
    func makeSessionID() -> Int {
        lock.withLock {
            lastSessionID += 1
            return lastSessionID
        }
    }

    /// Watches `root` recursively for session `id` (hidden directories aside, with
    /// `skipsHiddenDirectories`), handing its events to `sink`. Returns once every
    /// directory under `root` is watched.
    func start(id: Int, root: FilePath, skipsHiddenDirectories: Bool, sink: EventSink) throws(FileWatchError) {
        let reply = Reply<Result<Void, FileWatchError>>()
        submit(.start(id: id, root: root, skipsHiddenDirectories: skipsHiddenDirectories, sink: sink, reply: reply))
        try reply.wait().get()
    }

    /// Stops session `id` and finishes its stream; idempotent. Returns at once:
    /// it is called from the stream's termination handler, which Swift runs
    /// with the consumer task's status locked, and waiting there for the owning
    /// thread (which resumes that task when it finishes the stream) would
    /// deadlock. Commands are served in order, so a watcher started after this
    /// call is served after this one stopped.
    func stop(id: Int) {
        submit(.stop(id: id))
    }

    private func submit(_ command: Command) {
        lock.withLock {
            pending.append(command)
            switch phase {
            case .idle:
                phase = .busy
                Thread { [self] in run() }.start()
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
                    return commands
                }
                for command in commands {
                    switch command {
                    case .start(_, _, _, _, let reply): reply.fulfill(.failure(error))
                    case .stop: break
                    }
                }
                return
            case .success(let instance):
                lock.withLock { phase = .running(wake: instance.wake) }
                serve(instance)
                instance.close()
                let again = lock.withLock {
                    if pending.isEmpty {
                        phase = .idle
                        return false
                    }
                    return true
                }
                if !again { return }
            }
        }
    }

    /// Serves commands and events until no watcher is left; returns with the
    /// phase set to `.busy`, so that nobody writes to the wake file any more.
    private func serve(_ instance: InotifyInstance) {
        var sessions: [Int: Session] = [:]
        while true {
            let commands = lock.withLock {
                let commands = pending
                pending = []
                if commands.isEmpty && sessions.isEmpty { phase = .busy }
                return commands
            }
            if commands.isEmpty && sessions.isEmpty { return }
            for command in commands {
                perform(command, sessions: &sessions, instance: instance)
            }
            if sessions.isEmpty { continue }

            let event: RawEvent
            switch instance.nextEvent() {
            case .success(let next?): event = next
            case .success(nil): continue
            case .failure(let errno):
                // The descriptor itself failed: nothing more can be read.
                let error = FileWatchError("read", errno: errno)
                for id in sessions.keys.sorted() {
                    let session = sessions[id]!
                    session.sink.deliver(FileEvent(.watchFailed(error), session.tree.root, isDirectory: true))
                    var system = RegistryWatchSystem(registry: instance.registry, user: id)
                    session.tree.stop(using: &system)
                    session.sink.finish()
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
                    session.sink.deliver(fileEvent)
                }
                if session.tree.isFinished {
                    sessions[id] = nil
                    session.sink.finish()
                }
            }
        }
    }

    private func perform(_ command: Command, sessions: inout [Int: Session], instance: InotifyInstance) {
        switch command {
        case let .start(id, root, skipsHiddenDirectories, sink, reply):
            var tree = WatchTree(root: root, skipsHiddenDirectories: skipsHiddenDirectories)
            var system = RegistryWatchSystem(registry: instance.registry, user: id)
            do {
                try tree.start(using: &system)
                sessions[id] = Session(tree: tree, sink: sink)
                reply.fulfill(.success(()))
            } catch {
                tree.stop(using: &system)
                reply.fulfill(.failure(error))
            }
        case let .stop(id):
            if let session = sessions.removeValue(forKey: id) {
                var system = RegistryWatchSystem(registry: instance.registry, user: id)
                session.tree.stop(using: &system)
                session.sink.finish()
            }
        }
    }
}
