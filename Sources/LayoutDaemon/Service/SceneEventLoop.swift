import FileWatching
import Foundation

/// Feeds file events to a workspace in bursts: whatever is queued when the workspace is
/// free is handled as one batch, so a `git checkout` or an editor's multi-step save lays
/// each scene out once, with no debounce delay before the first pass.
///
/// The workspace runs on a thread of its own with a large stack (a ``LayoutThread``):
/// events are queued by ``post(_:)`` from any thread (the file watcher's own, so a save
/// wakes exactly one thread) and the loop reads, lays out, renders and writes each batch
/// there without another hand-off. A removal waits `removalGrace` seconds for the scene to
/// come back (saves by rename): the only timer, a timed wait armed only while a removal is
/// pending; nothing runs while idle.
///
/// A process that makes a loop is tuned for passes that repeat the same large allocations
/// (see `Syscalls.keepFreedMemoryForReuse()`): the daemon and `layoutd watch` alike.
///
/// (Safe to share: other threads only ``post(_:)`` and ``end()``, under `condition`; the
/// workspace is used on the loop's thread alone.)
public final class SceneEventLoop: @unchecked Sendable {
    private let workspace: Workspace
    /// The workspace's filter, read on the posting thread (see ``post(_:)``).
    private let filter: PathFilter
    private let removalGrace: Double
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var queued: [FileEvent] = []
    private var wakeRequested = false
    private var ended = false

    /// A loop over `workspace`; `removalGrace` is how long a missing scene may stay
    /// missing before its outputs are deleted.
    public init(workspace: Workspace, removalGrace: Double = 0.25) {
        self.workspace = workspace
        self.filter = workspace.filter
        self.removalGrace = removalGrace
        Syscalls.keepFreedMemoryForReuse()
    }

    /// Queues `event` for the next batch. Any thread; returns at once. An event the
    /// workspace would ignore is dropped here, on the posting thread, without waking the loop.
    public func post(_ event: FileEvent) {
        guard Workspace.matters(event, filter: filter) else { return }
        condition.withLock {
            queued.append(event)
            condition.signal()
        }
    }

    /// Wakes the loop so `between` runs (after a signal, for instance).
    public func wake() {
        condition.withLock {
            wakeRequested = true
            condition.signal()
        }
    }

    /// Makes ``run(handle:between:)`` return once the batch in progress is done; events
    /// queued and not yet taken are dropped.
    public func end() {
        condition.withLock {
            ended = true
            condition.signal()
        }
    }

    /// Handles posted events until ``end()`` is called or the task is cancelled, calling
    /// `handle` with the reports of each batch. `body` runs on the loop's thread before
    /// each batch (for reloads and status); keep it short. Both run on the loop's thread.
    public func run(handle: @escaping ([SceneReport]) -> Void, between body: @escaping () -> Void = {}) async {
        // Not Sendable, and need not be: both are called on the loop's thread only.
        nonisolated(unsafe) let handle = handle
        nonisolated(unsafe) let body = body
        await withTaskCancellationHandler {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                LayoutThread.detach(name: "layoutd.scenes") { [self] in
                    loop(handle: handle, between: body)
                    done.resume()
                }
            }
        } onCancel: {
            end()
        }
    }

    /// Handles every event of `events` as ``run(handle:between:)`` does, and returns when
    /// the stream ends or the task is cancelled.
    public func run(events: AsyncStream<FileEvent>, handle: @escaping ([SceneReport]) -> Void, between body: @escaping () -> Void = {}) async {
        let feeder = Task { [self] in
            for await event in events { post(event) }
            end()
        }
        defer { feeder.cancel() }
        await run(handle: handle, between: body)
    }

    private func loop(handle: ([SceneReport]) -> Void, between body: () -> Void) {
        while true {
            guard let batch = nextBatch() else { return }
            body()
            var reports = batch.isEmpty ? [] : workspace.apply(batch, deferRemovals: true)
            reports += workspace.settleRemovals(after: removalGrace)
            if !reports.isEmpty { handle(reports) }
        }
    }

    /// Waits for events, a wake-up or, while a removal is pending, the end of its grace,
    /// and takes what is queued; nil once the loop has ended.
    private func nextBatch() -> [FileEvent]? {
        // Just over the grace, so the removal is due when the wait ends.
        let deadline = workspace.hasPendingRemovals ? Date(timeIntervalSinceNow: removalGrace + 0.001) : nil
        condition.lock()
        defer { condition.unlock() }
        while queued.isEmpty && !wakeRequested && !ended {
            if let deadline {
                if !condition.wait(until: deadline) { break }
            } else {
                condition.wait()
            }
        }
        if ended { return nil }
        wakeRequested = false
        defer { queued.removeAll(keepingCapacity: true) }
        return queued
    }
}
