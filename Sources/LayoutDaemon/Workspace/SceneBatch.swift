import Foundation

/// The scenes a `render` or `check` names, laid out on every core.
///
/// Each scene is laid out on its own hosts and writes only its own outputs, so scenes are
/// independent and a batch spreads them over worker threads, each with workspaces of its
/// own (``Workspace`` is not shared between threads). Results come back in the batch's
/// order whatever thread finished first, so what is printed and written is the same for
/// any number of workers.
public struct SceneBatch {
    /// One scene: the workspace it belongs to (an index into ``workspaces``) and its path.
    public struct Entry: Equatable, Sendable {
        public var workspace: Int
        public var path: String
    }

    /// The workspaces the scenes belong to; each worker lays out in a sibling of each.
    public let workspaces: [Workspace]
    /// The scenes, in order: each workspace's in turn.
    public private(set) var entries: [Entry]

    /// A batch of `scenes` in each workspace (every scene under its root when nil).
    public init(_ targets: [(workspace: Workspace, scenes: [String]?)]) {
        workspaces = targets.map(\.workspace)
        entries = targets.enumerated().flatMap { index, target in
            (target.scenes ?? target.workspace.scan()).map { Entry(workspace: index, path: $0) }
        }
    }

    /// The part of the batch that `shard` names (see ``Shard``).
    public func shard(_ shard: Shard) -> SceneBatch {
        var part = self
        part.entries = entries.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element)
        return part
    }

    /// How many scenes each workspace holds in the batch, in the order of ``workspaces``.
    public var scenesPerWorkspace: [Int] {
        workspaces.indices.map { index in entries.count(where: { $0.workspace == index }) }
    }

    /// Lays out every scene and writes its outputs, on up to `workers` threads.
    public func render(workers: Int) -> [SceneReport] {
        map(workers: workers) { workspace, path in workspace.render(scene: path) }
    }

    /// Lays out every scene in memory and compares its outputs on disk, on up to `workers`
    /// threads (see ``Workspace/check(scenes:)``).
    public func check(workers: Int) -> [(stale: [StaleOutput], failed: [SceneReport])] {
        map(workers: workers) { workspace, path in workspace.check(scenes: [path]) }
    }

    /// `body` for each entry, on up to `workers` layout threads taking the next entry as
    /// each finishes one (scenes differ in cost by orders of magnitude, so fixed slices
    /// would leave a worker idle), in entry order.
    private func map<Result>(workers: Int, _ body: @escaping (Workspace, String) -> Result) -> [Result] {
        let queue = WorkQueue<Result>(count: entries.count)
        let entries = self.entries
        let templates = workspaces
        LayoutThread.concurrently(max(1, min(workers, entries.count))) {
            var siblings: [Int: Workspace] = [:]
            while let index = queue.take() {
                let entry = entries[index]
                let workspace = siblings[entry.workspace] ?? templates[entry.workspace].sibling()
                siblings[entry.workspace] = workspace
                queue.finish(index, with: body(workspace, entry.path))
            }
        }
        return queue.results
    }
}

/// The entries of a batch handed out one at a time to worker threads, and what each gave.
private final class WorkQueue<Result>: @unchecked Sendable {
    // Safe to share: every field is read and written under `lock` only.
    private let lock = NSLock()
    private var next = 0
    private var slots: [Result?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next entry to work on, or nil when none is left.
    func take() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func finish(_ index: Int, with result: Result) {
        lock.withLock { slots[index] = result }
    }

    /// Every result, in entry order; call once every entry is finished.
    var results: [Result] {
        lock.withLock { slots.map { $0! } }
    }
}
