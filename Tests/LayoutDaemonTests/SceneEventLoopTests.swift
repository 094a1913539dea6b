import FileWatching
import Foundation
import Glibc
import SystemPackage
import Testing
@testable import LayoutDaemon

/// The event loop between a stream of `FileEvent`s and a workspace, fed by hand.
@Suite struct SceneEventLoopTests {
    /// A running loop over a fresh workspace, recording every batch of reports.
    final class Harness: @unchecked Sendable {
        let directory: TemporaryDirectory
        let workspace: Workspace
        let loop: SceneEventLoop
        let continuation: AsyncStream<FileEvent>.Continuation
        private let lock = NSLock()
        private var batches: [[SceneReport]] = []
        private var betweenCalls = 0
        private var task: Task<Void, Never>?

        init(removalGrace: Double) throws {
            directory = try TemporaryDirectory()
            workspace = try Workspace(root: directory.path, configuration: .default)
            loop = SceneEventLoop(workspace: workspace, removalGrace: removalGrace)
            let (events, continuation) = AsyncStream.makeStream(of: FileEvent.self)
            self.continuation = continuation
            task = Task { [self] in
                await loop.run(events: events, handle: { reports in
                    self.lock.withLock { self.batches.append(reports) }
                }, between: {
                    self.lock.withLock { self.betweenCalls += 1 }
                })
            }
        }

        var reports: [String] { lock.withLock { batches.flatMap { $0.map { "\($0.scene) \($0.outcome)" } } } }
        var between: Int { lock.withLock { betweenCalls } }

        func path(_ relative: String) -> String { workspace.root + "/" + relative }

        func send(_ kind: FileEvent.Kind, _ relative: String) {
            continuation.yield(FileEvent(kind, FilePath(path(relative))))
        }

        func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

        /// Ends the stream and waits for the loop to return.
        func finish() async {
            continuation.finish()
            await task?.value
        }

        func remove() { directory.remove() }
    }

    /// Polls `condition` for up to 20 seconds.
    private func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0 ..< 2000 {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return condition()
    }

    @Test func savedSceneIsLaidOut() async throws {
        let harness = try Harness(removalGrace: 0.05)
        defer { harness.remove() }
        try harness.directory.write(WorkspaceTests.scene("a"), to: "a.swift")
        harness.send(.modified, "a.swift")
        #expect(await eventually { harness.reports == ["a.swift rendered"] })
        #expect(harness.exists("a.placement.json"))
        await harness.finish()
    }

    @Test func postedEventIsLaidOutAndEndReturnsFromRun() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let workspace = try Workspace(root: directory.path, configuration: .default)
        let loop = SceneEventLoop(workspace: workspace)
        try directory.write(WorkspaceTests.scene("a"), to: "a.swift")
        let running = Task {
            await loop.run { reports in
                if reports.contains(where: { $0.scene == "a.swift" && $0.outcome == .rendered }) { loop.end() }
            }
        }
        loop.post(FileEvent(.modified, FilePath(workspace.root + "/a.swift")))
        await running.value
        #expect(FileManager.default.fileExists(atPath: workspace.root + "/a.placement.json"))
    }

    @Test func cancellingTheTaskEndsTheLoop() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let loop = SceneEventLoop(workspace: try Workspace(root: directory.path, configuration: .default))
        let running = Task { await loop.run { _ in } }
        running.cancel()
        await running.value
    }

    @Test func deletedSceneLosesItsOutputsOnceTheGraceIsOver() async throws {
        let harness = try Harness(removalGrace: 0.05)
        defer { harness.remove() }
        try harness.directory.write(WorkspaceTests.scene("a"), to: "a.swift")
        harness.send(.modified, "a.swift")
        #expect(await eventually { harness.exists("a.placement.json") })
        try FileManager.default.removeItem(atPath: harness.path("a.swift"))
        harness.send(.removed, "a.swift")
        // No other event comes: the loop's own timer settles the removal.
        #expect(await eventually { harness.reports == ["a.swift rendered", "a.swift removed"] })
        #expect(!harness.exists("a.placement.json") && !harness.exists("a.preview.txt"))
        await harness.finish()
    }

    @Test func sceneBackWithinTheGraceIsLaidOutAndNeverRemoved() async throws {
        let harness = try Harness(removalGrace: 3600)
        defer { harness.remove() }
        try harness.directory.write(WorkspaceTests.scene("before"), to: "a.swift")
        harness.send(.modified, "a.swift")
        #expect(await eventually { harness.reports.count == 1 })
        // vim's save, the events sent as they come: the loop may take them in one batch or
        // several, but the scene is never found missing for longer than the grace.
        try FileManager.default.moveItem(atPath: harness.path("a.swift"), toPath: harness.path("a.swift~"))
        harness.send(.movedFrom, "a.swift")
        harness.send(.movedTo, "a.swift~")
        try harness.directory.write(WorkspaceTests.scene("after"), to: "a.swift")
        harness.send(.modified, "a.swift")
        try FileManager.default.removeItem(atPath: harness.path("a.swift~"))
        harness.send(.removed, "a.swift~")
        let after = { (try? String(contentsOfFile: harness.path("a.placement.json"), encoding: .utf8))?.contains("\"after\"") == true }
        #expect(await eventually(after))
        await harness.finish()
        #expect(harness.reports.allSatisfy { $0 == "a.swift rendered" }, "\(harness.reports)")
        #expect(!harness.workspace.hasPendingRemovals)
    }

    @Test func wakeRunsBetweenWithoutAnyEvent() async throws {
        let harness = try Harness(removalGrace: 0.05)
        defer { harness.remove() }
        let before = harness.between
        harness.loop.wake()
        #expect(await eventually { harness.between > before })
        #expect(harness.reports.isEmpty)
        await harness.finish()
    }

    @Test func runReturnsWhenTheEventsEnd() async throws {
        let harness = try Harness(removalGrace: 0.05)
        defer { harness.remove() }
        await harness.finish()
        #expect(harness.reports.isEmpty)
    }
}
