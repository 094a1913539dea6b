import FileWatching
import Foundation
import Logging

/// Feeds file events to a workspace in bursts: whatever is queued when the workspace is
/// free is handled as one batch, so a `git checkout` or an editor's multi-step save lays
/// each scene out once, with no debounce delay before the first pass.
///
/// Events are collected by one task while the workspace works in another; a removal waits
/// `removalGrace` seconds for the scene to come back (saves by rename), the only timer,
/// armed only while a removal is pending.
public final class SceneEventLoop: @unchecked Sendable {
    private let workspace: Workspace
    private let lock = NSLock()
    private var queued: [FileEvent] = []
    private let doorbell: AsyncStream<Void>
    private let ring: AsyncStream<Void>.Continuation
    private let removalGrace: Double

    /// A loop over `workspace`; `removalGrace` is how long a missing scene may stay
    /// missing before its outputs are deleted.
    public init(workspace: Workspace, removalGrace: Double = 0.25) {
        self.workspace = workspace
        self.removalGrace = removalGrace
        (doorbell, ring) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Handles events from `events` until it ends or the task is cancelled, calling
    /// `handle` with the reports of each batch. `body` runs on the workspace's task between
    /// batches (for reloads and status); keep it short.
    public func run(events: AsyncStream<FileEvent>, handle: @escaping ([SceneReport]) -> Void, between body: @escaping () -> Void = {}) async {
        let collector = Task { [self] in
            for await event in events {
                lock.withLock { queued.append(event) }
                ring.yield()
            }
            ring.finish()
        }
        defer { collector.cancel() }
        var timer: Task<Void, Never>?
        for await _ in doorbell {
            if Task.isCancelled { break }
            body()
            let batch = lock.withLock { () -> [FileEvent] in
                defer { queued.removeAll(keepingCapacity: true) }
                return queued
            }
            var reports = batch.isEmpty ? [] : workspace.apply(batch, deferRemovals: true)
            reports += workspace.settleRemovals(after: removalGrace)
            if !reports.isEmpty { handle(reports) }
            // Re-arm the one timer while a removal waits; nothing runs while idle.
            timer?.cancel()
            timer = nil
            if workspace.hasPendingRemovals {
                let grace = removalGrace
                timer = Task { [ring] in
                    guard (try? await Task.sleep(nanoseconds: UInt64(grace * 1e9) + 1_000_000)) != nil else { return }
                    ring.yield()
                }
            }
        }
        timer?.cancel()
    }

    /// Wakes the loop so `between` runs (after a signal, for instance).
    public func wake() { ring.yield() }
}
