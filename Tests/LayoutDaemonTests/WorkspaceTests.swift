import FileWatching
import Foundation
import Glibc
import Logging
import SystemPackage
import Testing
@testable import LayoutDaemon

/// The workspace fed `FileEvent` sequences by hand, as the watcher would deliver them for
/// each editor's way of saving, with the files changed on disk first.
@Suite struct WorkspaceTests {
    /// A scene whose placement names `word`, laid out by a FlowLayout (a layout with a cache).
    static func scene(_ word: String) -> String {
        """
        struct ContentView: View {
            var body: some View {
                FlowLayout(spacing: 8) {
                    Text("\(word)").font(.title)
                    Text("two")
                    Text("three")
                }
            }
        }

        #Preview("Fits", traits: .fixedLayout(width: 200, height: 100)) { ContentView() }
        """
    }

    static let broken = """
        struct ContentView: View {
            var body: some View {
                Txt("oops")
            }
        }
        """

    /// A workspace on a fresh directory, logging into `log`.
    struct Fixture {
        let directory: TemporaryDirectory
        let workspace: Workspace
        let log: LogCapture

        init() throws {
            directory = try TemporaryDirectory()
            log = LogCapture()
            let capture = log
            let logger = Logger(label: "test") { label in capture.handler(label: label) }
            workspace = try Workspace(root: directory.path, configuration: .default, logger: logger)
        }

        /// `root/relative`, spelled as the watcher spells paths.
        func path(_ relative: String) -> String { workspace.root + "/" + relative }

        func event(_ kind: FileEvent.Kind, _ relative: String, directory: Bool = false) -> FileEvent {
            FileEvent(kind, FilePath(path(relative)), isDirectory: directory)
        }

        func write(_ text: String, _ relative: String) throws {
            try self.directory.write(text, to: relative)
        }

        /// Reconfigures the workspace to write `outputs`, everything else as it was.
        func configure(outputs: Set<OutputKind>) {
            var configuration = workspace.configuration
            configuration.outputs = outputs
            workspace.reconfigure(configuration)
        }

        func read(_ relative: String) -> String? {
            try? String(contentsOfFile: path(relative), encoding: .utf8)
        }

        func exists(_ relative: String) -> Bool {
            FileManager.default.fileExists(atPath: path(relative))
        }

        func rename(_ from: String, _ to: String) throws {
            guard Glibc.rename(path(from), path(to)) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno)!) }
        }

        func delete(_ relative: String) throws {
            try FileManager.default.removeItem(atPath: path(relative))
        }

        /// Writes `text` at `relative` and lays it out, as the first save would.
        func saveAndRender(_ text: String, _ relative: String) throws {
            try write(text, relative)
            let reports = workspace.apply([event(.modified, relative)])
            try #require(reports.map(\.outcome) == [.rendered])
        }

        func remove() { directory.remove() }
    }

    private func summary(_ reports: [SceneReport]) -> [String] {
        reports.map { "\($0.scene) \($0.outcome)" }
    }

    // MARK: - Editors' saves

    @Test func vimSaveByRenameLaysTheSceneOutOnce() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("before"), "a.swift")
        // vim: probe 4913, NAME -> NAME~, a new NAME, backup deleted; the swap file is written.
        try fixture.write("", "4913")
        try fixture.delete("4913")
        try fixture.rename("a.swift", "a.swift~")
        try fixture.write(Self.scene("after"), "a.swift")
        try fixture.delete("a.swift~")
        try fixture.write("swap", ".a.swift.swp")
        let reports = fixture.workspace.apply([
            fixture.event(.modified, "4913"), fixture.event(.removed, "4913"),
            fixture.event(.movedFrom, "a.swift"), fixture.event(.movedTo, "a.swift~"),
            fixture.event(.modified, "a.swift"), fixture.event(.removed, "a.swift~"),
            fixture.event(.modified, ".a.swift.swp"),
        ], deferRemovals: true)
        #expect(summary(reports) == ["a.swift rendered"])
        #expect(fixture.read("a.placement.json")?.contains("\"after\"") == true)
        #expect(!fixture.workspace.hasPendingRemovals)
    }

    @Test func vimSaveSplitAcrossTwoBatchesNeverRemovesTheOutputs() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("before"), "a.swift")
        try fixture.rename("a.swift", "a.swift~")
        let first = fixture.workspace.apply([fixture.event(.movedFrom, "a.swift"), fixture.event(.movedTo, "a.swift~")], deferRemovals: true)
        #expect(first.isEmpty)
        #expect(fixture.workspace.hasPendingRemovals)
        #expect(fixture.exists("a.placement.json") && fixture.exists("a.preview.txt"))

        try fixture.write(Self.scene("after"), "a.swift")
        try fixture.delete("a.swift~")
        let second = fixture.workspace.apply([fixture.event(.modified, "a.swift"), fixture.event(.removed, "a.swift~")], deferRemovals: true)
        #expect(summary(second) == ["a.swift rendered"])
        #expect(!fixture.workspace.hasPendingRemovals)
        #expect(fixture.workspace.settleRemovals(after: 0).isEmpty)
        #expect(fixture.read("a.placement.json")?.contains("\"after\"") == true)
    }

    /// vim's rename seen before the new file is closed: the file is there but may be half
    /// written, so it is left alone (its outputs too) until its own close event.
    @Test func sceneMadeAgainIsNotReadBeforeItsCloseEvent() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("before"), "a.swift")
        let placement = fixture.read("a.placement.json")
        try fixture.rename("a.swift", "a.swift~")
        try fixture.write(String(Self.scene("after").prefix(40)), "a.swift")
        let first = fixture.workspace.apply([fixture.event(.movedFrom, "a.swift"), fixture.event(.movedTo, "a.swift~")], deferRemovals: true)
        #expect(first.isEmpty)
        #expect(!fixture.workspace.hasPendingRemovals)
        #expect(fixture.read("a.placement.json") == placement)
        #expect(!fixture.exists("a.diagnostics.txt"))

        try fixture.write(Self.scene("after"), "a.swift")
        let second = fixture.workspace.apply([fixture.event(.modified, "a.swift")], deferRemovals: true)
        #expect(summary(second) == ["a.swift rendered"])
        #expect(fixture.read("a.placement.json")?.contains("\"after\"") == true)
    }

    /// The daemon running behind: the close of one save and the rename of the next are in
    /// one batch, so the file at the path is the next one, maybe half written.
    @Test func closeFollowedByARemovalInOneBatchWaitsForTheNextClose() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("first"), "a.swift")
        try fixture.rename("a.swift", "a.swift~")
        try fixture.write(String(Self.scene("second").prefix(40)), "a.swift")
        let reports = fixture.workspace.apply([fixture.event(.modified, "a.swift"), fixture.event(.movedFrom, "a.swift"), fixture.event(.movedTo, "a.swift~")], deferRemovals: true)
        #expect(reports.isEmpty)
        #expect(fixture.read("a.placement.json")?.contains("\"first\"") == true)
    }

    @Test func jetBrainsSafeWriteLaysTheSceneOutOnce() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("before"), "a.swift")
        try fixture.write(Self.scene("after"), "a.swift___jb_tmp___")
        try fixture.rename("a.swift", "a.swift___jb_old___")
        try fixture.rename("a.swift___jb_tmp___", "a.swift")
        try fixture.delete("a.swift___jb_old___")
        let reports = fixture.workspace.apply([
            fixture.event(.modified, "a.swift___jb_tmp___"),
            fixture.event(.movedFrom, "a.swift"), fixture.event(.movedTo, "a.swift___jb_old___"),
            fixture.event(.movedFrom, "a.swift___jb_tmp___"), fixture.event(.movedTo, "a.swift"),
            fixture.event(.removed, "a.swift___jb_old___"),
        ], deferRemovals: true)
        #expect(summary(reports) == ["a.swift rendered"])
        #expect(fixture.read("a.placement.json")?.contains("\"after\"") == true)
    }

    @Test func vsCodeTruncationIsTransientBadInputThatKeepsTheOutputs() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("before"), "a.swift")
        let placement = fixture.read("a.placement.json")
        let preview = fixture.read("a.preview.txt")

        try fixture.write("", "a.swift")
        let truncated = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        #expect(truncated.map(\.outcome) == [.failed])
        #expect(fixture.read("a.placement.json") == placement)
        #expect(fixture.read("a.preview.txt") == preview)

        try fixture.write(Self.scene("after"), "a.swift")
        let written = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        #expect(written.map(\.outcome) == [.rendered])
        #expect(fixture.read("a.placement.json")?.contains("\"after\"") == true)
        #expect(!fixture.exists("a.diagnostics.txt"))
    }

    @Test func deleteThenCreateInOneBurstLaysTheSceneOutOnce() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("before"), "a.swift")
        try fixture.delete("a.swift")
        try fixture.write(Self.scene("after"), "a.swift")
        let reports = fixture.workspace.apply([fixture.event(.removed, "a.swift"), fixture.event(.modified, "a.swift")], deferRemovals: true)
        #expect(summary(reports) == ["a.swift rendered"])
        #expect(fixture.read("a.placement.json")?.contains("\"after\"") == true)
    }

    @Test func duplicateEventsAreCoalescedIntoOneLayoutPerScene() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.write(Self.scene("a"), "a.swift")
        try fixture.write(Self.scene("b"), "sub/b.swift")
        let events = (0 ..< 500).flatMap { _ in
            [fixture.event(.modified, "a.swift"), fixture.event(.movedTo, "sub/b.swift"), fixture.event(.created, "a.swift")]
        }
        let reports = fixture.workspace.apply(events)
        #expect(summary(reports) == ["a.swift rendered", "sub/b.swift rendered"])
    }

    // MARK: - What never triggers work

    @Test func editorTemporariesAndOwnOutputsTriggerNothing() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        let names = [
            "4913", "5036", ".a.swift.swp", ".a.swift.swx", "a.swift~", "#a.swift#", ".#a.swift",
            "a.swift___jb_tmp___", "a.swift___jb_old___", "a.swift.vsctmp", "a.swift.kate-swp",
            "a.placement.json", "a.preview.txt", "a.preview.svg", "a.diagnostics.txt",
            ".a.placement.json\(AtomicWriter.temporaryMarker)1f2e", ".hidden.swift", ".git/HEAD", ".git/x.swift", "README.md",
        ]
        for name in names {
            let reports = fixture.workspace.apply([fixture.event(.modified, name), fixture.event(.movedTo, name), fixture.event(.removed, name)], deferRemovals: true)
            #expect(reports.isEmpty, "\(name)")
        }
        #expect(!fixture.workspace.hasPendingRemovals)
    }

    /// A save's events may reach the workspace in two batches; the same bytes read again
    /// (under the same configuration, with the outputs in place) are not laid out again.
    @Test func sameBytesSavedAgainAreNotLaidOutAgain() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        try fixture.write(Self.scene("a"), "a.swift")
        #expect(fixture.workspace.apply([fixture.event(.modified, "a.swift")]).isEmpty)
        try fixture.write(Self.broken, "a.swift")
        #expect(fixture.workspace.apply([fixture.event(.modified, "a.swift")]).map(\.outcome) == [.failed])
        #expect(fixture.workspace.apply([fixture.event(.modified, "a.swift")]).isEmpty)
    }

    @Test func sameBytesAreLaidOutAgainWhenAnOutputIsMissing() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        try fixture.delete("a.preview.txt")
        let reports = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        #expect(reports.map(\.outcome) == [.rendered])
        #expect(fixture.exists("a.preview.txt"))
    }

    @Test func sameBytesAreLaidOutAgainUnderANewConfiguration() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        var configuration = fixture.workspace.configuration
        configuration.scale = 2.5
        fixture.workspace.reconfigure(configuration)
        let reports = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        #expect(reports.map(\.outcome) == [.rendered])
        #expect(reports.first?.changedOutputs.contains("a.preview.txt") == true)
    }

    @Test func everyOutputIsWrittenAndReportedInTheOrderOfItsKind() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        fixture.configure(outputs: [.svg, .preview, .placement])
        try fixture.write(Self.scene("a"), "a.swift")
        let first = fixture.workspace.render(scene: fixture.path("a.swift"))
        #expect(first.changedOutputs == ["a.placement.json", "a.preview.txt", "a.preview.svg"])
        try fixture.write(Self.scene("b"), "a.swift")
        let edited = fixture.workspace.render(scene: fixture.path("a.swift"))
        #expect(edited.changedOutputs == ["a.placement.json", "a.preview.txt", "a.preview.svg"])
        #expect(fixture.read("a.preview.txt")?.contains("b") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.workspace.root).filter { $0.contains(AtomicWriter.temporaryMarker) }.isEmpty)
    }

    /// Two previews, the first with a Simple Layout Engine stack out of space (a warning),
    /// the second with a colour `width` wide.
    private static func warnedScene(width: Int) -> String {
        """
        #Preview("Overfull", traits: .fixedLayout(width: 100, height: 100)) {
            SLEStack(direction: .column) { Color.red.sleItem(.height(400)) }
        }
        #Preview("Other", traits: .fixedLayout(width: 100, height: 100)) {
            Color.blue.frame(width: \(width), height: 10)
        }
        """
    }

    @Test func aWarningStaysInThePictureWhenAnotherPreviewIsEdited() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.warnedScene(width: 10), "a.swift")
        let warning = "warning: SLEStack: the items' fixed lengths exceed the parent frame (100×100 pt)"
        #expect(fixture.read("a.preview.txt")?.contains(warning) == true)
        try fixture.saveAndRender(Self.warnedScene(width: 20), "a.swift")
        #expect(fixture.read("a.preview.txt")?.contains(warning) == true, "\(fixture.read("a.preview.txt") ?? "")")
    }

    @Test func outputDroppedFromTheConfigurationLosesItsFileAndComesBackWhenAddedAgain() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        fixture.configure(outputs: [.placement, .preview, .svg])
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        #expect(fixture.exists("a.preview.svg"))
        fixture.configure(outputs: [.placement, .preview])
        let dropped = fixture.workspace.render(scene: fixture.path("a.swift"))
        #expect(!fixture.exists("a.preview.svg"))
        #expect(dropped.removedOutputs == ["a.preview.svg"])
        #expect(dropped.changedOutputs.contains("a.preview.svg"))
        fixture.configure(outputs: [.placement, .preview, .svg])
        _ = fixture.workspace.render(scene: fixture.path("a.swift"))
        #expect(fixture.exists("a.preview.svg"))
    }

    @Test func diagnosticsLeftByAnEarlierRunAreDeletedByTheFirstCleanPass() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.write("a.swift:1:1: error: stale\n", "a.diagnostics.txt")
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        #expect(!fixture.exists("a.diagnostics.txt"))
    }

    /// An explicit pass (start-up, `render`, a rescan) lays the scene out whatever it read
    /// before; the first pass made the caches and the next reuses them, so only the
    /// placement's call counts change, once.
    @Test func renderOfAnUnchangedSceneRewritesNothingButTheCallCounts() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        let second = fixture.workspace.render(scene: fixture.path("a.swift"))
        #expect(second.changedOutputs == ["a.placement.json"])
        let third = fixture.workspace.render(scene: fixture.path("a.swift"))
        #expect(third.outcome == .rendered)
        #expect(third.changedOutputs == [])
    }

    /// Only the most recently laid-out scenes keep their layout hosts: a scene laid out
    /// again after many others starts from a fresh host, so its call counts are the first
    /// pass's and its placement is not rewritten.
    @Test func sceneLaidOutLongAgoStartsFromAFreshHost() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        for index in 0 ..< Workspace.scenesWithLiveHosts {
            try fixture.saveAndRender(Self.scene("s\(index)"), "s\(index).swift")
        }
        let again = fixture.workspace.render(scene: fixture.path("a.swift"))
        #expect(again.outcome == .rendered)
        #expect(again.changedOutputs == [])
    }

    @Test func recentlyLaidOutSceneReusesItsHost() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        for index in 0 ..< Workspace.scenesWithLiveHosts - 1 {
            try fixture.saveAndRender(Self.scene("s\(index)"), "s\(index).swift")
        }
        let again = fixture.workspace.render(scene: fixture.path("a.swift"))
        #expect(again.changedOutputs == ["a.placement.json"])
    }

    /// A scene saved again is parsed from its previous parse; what it gives must be what a
    /// fresh workspace gives for the same text, diagnostics and outputs alike. (The
    /// placement's call counts differ with the host's reuse, so the preview is compared.)
    @Test func sceneSavedAgainAfterAnEditGivesWhatAFreshRenderGives() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let fresh = try Fixture()
        defer { fresh.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        let edited = Self.scene("b")
        try fixture.saveAndRender(edited, "a.swift")
        try fresh.saveAndRender(edited, "a.swift")
        #expect(fixture.read("a.preview.txt") == fresh.read("a.preview.txt"))
        #expect(fixture.read("a.preview.txt")?.contains("b") == true)

        let broken = edited.replacingOccurrences(of: "Text(\"two\")", with: "Text(\"two\"")
        try fixture.write(broken, "a.swift")
        try fresh.write(broken, "a.swift")
        let reports = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        let freshReports = fresh.workspace.apply([fresh.event(.modified, "a.swift")])
        #expect(reports.map(\.outcome) == [.failed])
        #expect(reports.map(\.diagnostics) == freshReports.map(\.diagnostics))
        #expect(fixture.read("a.diagnostics.txt") == fresh.read("a.diagnostics.txt"))
    }

    // MARK: - Overflow, directories, links

    @Test func overflowRescansEverySceneAndForgetsTheGoneOnes() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        try fixture.saveAndRender(Self.scene("gone"), "gone.swift")
        // Events lost in the overflow: one scene deleted, one created deep down, one edited.
        try fixture.delete("gone.swift")
        try fixture.write(Self.scene("new"), "x/y/new.swift")
        try fixture.write(Self.scene("edited"), "a.swift")
        let reports = fixture.workspace.apply([fixture.event(.modified, "a.swift"), FileEvent(.overflow, FilePath(fixture.workspace.root), isDirectory: true)])
        #expect(summary(reports) == ["gone.swift removed", "a.swift rendered", "x/y/new.swift rendered"])
        #expect(!fixture.exists("gone.placement.json"))
        #expect(fixture.read("x/y/new.placement.json")?.contains("\"new\"") == true)
        #expect(fixture.read("a.placement.json")?.contains("\"edited\"") == true)
        #expect(fixture.workspace.sceneCount == 2)
    }

    @Test func directoryCreatedByMkdirPIsScannedForScenesAlreadyInside() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.write(Self.scene("deep"), "a/b/c/deep.swift")
        // `mkdir -p a/b/c` reports only `a`; the scene was written before its directory was watched.
        let reports = fixture.workspace.apply([fixture.event(.created, "a", directory: true)])
        #expect(summary(reports) == ["a/b/c/deep.swift rendered"])
        #expect(fixture.exists("a/b/c/deep.placement.json"))
    }

    @Test func directoryAndItsSubdirectoriesInOneBurstLayEachSceneOutOnce() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.write(Self.scene("top"), "a/top.swift")
        try fixture.write(Self.scene("deep"), "a/b/c/deep.swift")
        try fixture.write(Self.scene("other"), "z/other.swift")
        let reports = fixture.workspace.apply([
            fixture.event(.created, "a", directory: true), fixture.event(.created, "a/b", directory: true),
            fixture.event(.created, "a/b/c", directory: true), fixture.event(.created, "a/b/c/deep.swift"),
            fixture.event(.created, "a/top.swift"), fixture.event(.created, "z", directory: true),
        ])
        #expect(summary(reports) == ["a/b/c/deep.swift rendered", "a/top.swift rendered", "z/other.swift rendered"])
    }

    @Test func hiddenDirectoryCreatedWithScenesInsideIsNotScanned() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.write(Self.scene("git"), ".git/objects/x.swift")
        try fixture.write(Self.scene("build"), "a/.build/y.swift")
        let reports = fixture.workspace.apply([
            fixture.event(.created, ".git", directory: true), fixture.event(.created, ".git/objects", directory: true),
            fixture.event(.created, "a/.build", directory: true),
        ])
        #expect(reports.isEmpty)
    }

    @Test func directoryMovedInIsLaidOut() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        try outside.write(Self.scene("one"), to: "moved/one.swift")
        try outside.write(Self.scene("two"), to: "moved/inner/two.swift")
        guard Glibc.rename(outside.child("moved"), fixture.path("moved")) == 0 else { throw POSIXError(.EXDEV) }
        let reports = fixture.workspace.apply([fixture.event(.movedTo, "moved", directory: true)])
        #expect(summary(reports) == ["moved/inner/two.swift rendered", "moved/one.swift rendered"])
        #expect(fixture.exists("moved/one.placement.json") && fixture.exists("moved/inner/two.preview.txt"))
    }

    @Test func removedDirectoryForgetsItsScenesWithoutErrors() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("kept"), "kept.swift")
        try fixture.saveAndRender(Self.scene("one"), "sub/one.swift")
        try fixture.saveAndRender(Self.scene("two"), "sub/deeper/two.swift")
        try fixture.delete("sub")
        let reports = fixture.workspace.apply([fixture.event(.removed, "sub", directory: true)])
        #expect(summary(reports) == ["sub/deeper/two.swift removed", "sub/one.swift removed"])
        #expect(fixture.workspace.sceneCount == 1)
        #expect(fixture.log.lines(atLeast: .warning) == [])
    }

    /// A directory renamed out of the tree takes its scenes and their outputs with it: the
    /// workspace forgets the scenes and touches nothing there, since it is outside the root.
    @Test func directoryMovedOutIsForgottenAndItsFilesLeftAlone() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        try fixture.saveAndRender(Self.scene("one"), "sub/one.swift")
        guard Glibc.rename(fixture.path("sub"), outside.child("sub")) == 0 else { throw POSIXError(.EXDEV) }
        let reports = fixture.workspace.apply([fixture.event(.movedFrom, "sub", directory: true)], deferRemovals: true)
        #expect(reports.isEmpty)
        let settled = fixture.workspace.settleRemovals(after: 0)
        #expect(summary(settled) == ["sub/one.swift removed"])
        #expect(fixture.workspace.sceneCount == 0)
        #expect(try outside.contents(of: "sub") == ["one.placement.json", "one.preview.txt", "one.swift"])
        #expect(fixture.log.lines(atLeast: .warning) == [])
    }

    @Test func linkToAnOutsideDirectoryIsNeitherScannedNorWrittenThrough() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        try outside.write(Self.scene("outside"), to: "o.swift")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("link"), withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: fixture.path("l.swift"), withDestinationPath: outside.child("o.swift"))
        #expect(fixture.workspace.scan() == [])
        #expect(fixture.workspace.renderAll().isEmpty)
        let reports = fixture.workspace.apply([fixture.event(.created, "link"), fixture.event(.created, "l.swift")])
        #expect(reports.allSatisfy { $0.outcome != .rendered })
        // Even an event naming a path through the link (the watcher never sends one) writes nothing there.
        _ = fixture.workspace.apply([fixture.event(.modified, "link/o.swift")])
        #expect(try outside.contents() == ["o.swift"])
    }

    // MARK: - Removal and errors

    @Test func deletedSceneLosesItsOutputsAndDiagnostics() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        try fixture.write(Self.broken, "a.swift")
        _ = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        #expect(fixture.exists("a.diagnostics.txt"))
        try fixture.delete("a.swift")
        let reports = fixture.workspace.apply([fixture.event(.removed, "a.swift")])
        #expect(summary(reports) == ["a.swift removed"])
        #expect(try fixture.directory.contents() == [])
        #expect(fixture.workspace.sceneCount == 0)
    }

    @Test func removalWaitsUntilSettledThenDeletesTheOutputs() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("a"), "a.swift")
        try fixture.delete("a.swift")
        #expect(fixture.workspace.apply([fixture.event(.removed, "a.swift")], deferRemovals: true).isEmpty)
        #expect(fixture.workspace.settleRemovals(after: 3600).isEmpty)
        #expect(fixture.exists("a.placement.json"))
        #expect(summary(fixture.workspace.settleRemovals(after: 0)) == ["a.swift removed"])
        #expect(!fixture.exists("a.placement.json") && !fixture.exists("a.preview.txt"))
        #expect(!fixture.workspace.hasPendingRemovals)
    }

    @Test func sceneThatReappearsBeforeSettlingIsLaidOutNotRemoved() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("before"), "a.swift")
        try fixture.delete("a.swift")
        #expect(fixture.workspace.apply([fixture.event(.removed, "a.swift")], deferRemovals: true).isEmpty)
        try fixture.write(Self.scene("after"), "a.swift")
        #expect(summary(fixture.workspace.settleRemovals(after: 0)) == ["a.swift rendered"])
        #expect(fixture.read("a.placement.json")?.contains("\"after\"") == true)
        #expect(!fixture.workspace.hasPendingRemovals)
    }

    @Test func sceneWithErrorsKeepsItsLastGoodOutputsAndWritesDiagnostics() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("good"), "a.swift")
        let placement = fixture.read("a.placement.json")
        let preview = fixture.read("a.preview.txt")
        try fixture.write(Self.broken, "a.swift")
        let reports = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        #expect(reports.map(\.outcome) == [.failed])
        #expect(reports.first?.diagnostics.contains("a.swift:3:9: error:") == true)
        #expect(fixture.read("a.diagnostics.txt") == reports.first?.diagnostics)
        #expect(fixture.read("a.placement.json") == placement)
        #expect(fixture.read("a.preview.txt") == preview)
    }

    @Test func sceneThatIsNotUTF8IsAnErrorThatKeepsTheOutputs() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("good"), "a.swift")
        let placement = fixture.read("a.placement.json")
        try Data([0x73, 0x74, 0xFF, 0xFE, 0x80]).write(to: URL(fileURLWithPath: fixture.path("a.swift")))
        let reports = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        #expect(reports.map(\.outcome) == [.failed])
        #expect(reports.first?.diagnostics == "a.swift: error: cannot read the scene: not UTF-8 text\n")
        #expect(fixture.read("a.placement.json") == placement)
    }

    @Test func emptySceneReadsAsEmptyAndIsAnError() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.write("", "a.swift")
        #expect(try Workspace.readScene(fixture.path("a.swift")).get() == "")
        let reports = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        #expect(reports.first?.diagnostics.contains("scene is empty") == true)
    }

    @Test func fixedSceneLosesItsDiagnosticsFile() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.write(Self.broken, "a.swift")
        #expect(fixture.workspace.apply([fixture.event(.modified, "a.swift")]).map(\.outcome) == [.failed])
        #expect(fixture.exists("a.diagnostics.txt"))
        #expect(!fixture.exists("a.placement.json"))
        try fixture.saveAndRender(Self.scene("fixed"), "a.swift")
        #expect(!fixture.exists("a.diagnostics.txt"))
        #expect(fixture.exists("a.placement.json"))
    }

    // MARK: - Caches

    @Test func editReusesEveryLayoutCache() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.write(Self.scene("first"), "a.swift")
        let first = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        #expect(try #require(first.first?.previews.first).placement.stats.makeCacheCalls > 0)
        try fixture.write(Self.scene("second"), "a.swift")
        let second = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        let stats = try #require(second.first?.previews.first).placement.stats
        #expect(stats.makeCacheCalls == 0)
        #expect(stats.updateCacheCalls > 0)
    }

    @Test func deletedSceneForgetsItsCaches() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.saveAndRender(Self.scene("first"), "a.swift")
        try fixture.delete("a.swift")
        _ = fixture.workspace.apply([fixture.event(.removed, "a.swift")])
        try fixture.write(Self.scene("again"), "a.swift")
        let again = fixture.workspace.apply([fixture.event(.modified, "a.swift")])
        #expect(try #require(again.first?.previews.first).placement.stats.makeCacheCalls > 0)
    }
}

/// Collects log lines so a test can check that nothing was logged above some level.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(level: Logger.Level, text: String)] = []

    func handler(label: String) -> LogHandler {
        JournalLogHandler(label: label, style: .plain, logLevel: .trace) { [self] line in
            lock.withLock { entries.append((Self.level(of: line), line)) }
        }
    }

    /// The lines logged at `level` or above.
    func lines(atLeast level: Logger.Level) -> [String] {
        lock.withLock { entries.filter { $0.level >= level }.map(\.text) }
    }

    private static func level(of line: String) -> Logger.Level {
        Logger.Level(rawValue: String(line.prefix { $0 != " " })) ?? .critical
    }
}
