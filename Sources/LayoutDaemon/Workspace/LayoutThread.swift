import Foundation
import Glibc

/// A thread with a 512 MiB stack, where scenes are laid out: scenes may nest views
/// hundreds deep and the layout pass recurses once per level, deeper than the 8 MiB of a
/// default thread (or a cooperative one) allows.
///
/// The daemon's event loop runs on such a thread of its own (``detach(name:_:)``), so a
/// save is read, laid out, rendered and written on one thread with no hand-off; everyone
/// else (`layoutd render`, tests) hands each layout to the ``shared`` one with ``run(_:)``,
/// which calls it in place when the caller already has a large stack.
///
/// (Safe to share: `jobs` is read and written under `condition` only.)
final class LayoutThread: @unchecked Sendable {
    /// The thread that lays out for callers with a small stack.
    static let shared = LayoutThread()

    /// Bytes of stack of every layout thread.
    static let stackSize = 512 << 20

    private let condition = NSCondition()
    private var jobs: [() -> Void] = []

    private init() {
        Self.detach(name: "layoutd.layout") { [unowned self] in self.loop() }
    }

    /// Starts a new thread with a large stack that runs `body` and ends.
    static func detach(name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            Syscalls.setThreadValue(largeStackKey, UnsafeRawPointer(bitPattern: 1))
            body()
        }
        thread.stackSize = stackSize
        thread.name = name
        thread.start()
    }

    /// Calls `body` on `count` new layout threads at once and returns when every call has
    /// returned: how a batch of scenes uses every core.
    static func concurrently(_ count: Int, _ body: @escaping @Sendable () -> Void) {
        let group = DispatchGroup()
        for worker in 0..<count {
            group.enter()
            detach(name: "layoutd.worker.\(worker)") {
                body()
                group.leave()
            }
        }
        group.wait()
    }

    /// Whether the calling thread is a layout thread (was started by ``detach(name:_:)``).
    static var isCurrent: Bool {
        Syscalls.threadValue(largeStackKey) != nil
    }

    /// Runs `body` on a thread with a large stack and returns its result: in place when the
    /// caller is on one, on the shared thread otherwise.
    func run<T>(_ body: @escaping () -> T) -> T {
        if Self.isCurrent { return body() }
        // Written by the job before `done.signal()`, read here after `done.wait()`.
        nonisolated(unsafe) var result: T?
        let done = DispatchSemaphore(value: 0)
        condition.lock()
        jobs.append {
            result = body()
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        return result!
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}

/// Marks the threads ``LayoutThread/detach(name:_:)`` started: set to a non-nil value on
/// them, nil everywhere else.
private let largeStackKey: pthread_key_t = {
    switch Syscalls.makeThreadKey() {
    case .success(let key): return key
    // Only when the process already holds PTHREAD_KEYS_MAX (1,024) keys: nothing to recover.
    case .failure(let error): fatalError("layoutd: cannot make the layout threads' key: \(error)")
    }
}()
