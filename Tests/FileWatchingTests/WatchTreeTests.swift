@testable import FileWatching
import SystemPackage
import Testing

/// The translation of raw inotify events, one event at a time, on a fake file
/// system: the cases a real kernel will not produce on demand (an overflow, a
/// full watch table) and the exact bookkeeping behind renames.
final class WatchTreeTests {
    let root: FilePath = "/w"
    var fs: FakeWatchSystem
    var tree: WatchTree

    init() throws {
        fs = FakeWatchSystem(root: "/w")
        fs.add("/w/a", .directory)
        fs.add("/w/a/b", .directory)
        fs.add("/w/a/b/s.swift", .regular)
        tree = WatchTree(root: "/w")
        try tree.start(using: &fs)
    }

    private func name(_ text: String) -> FilePath.Component {
        FilePath.Component(text)!
    }

    @Test func startWatchesEveryDirectoryAndReportsNothing() {
        #expect(Set(tree.directories.values.map(\.path)) == ["/w", "/w/a", "/w/a/b"])
        #expect(tree.rootWd == fs.wd("/w"))
    }

    @Test func queueOverflowBecomesOverflowEventAfterRepairingWatches() throws {
        // While the queue overflowed, /w/n appeared and /w/a/b went away.
        fs.add("/w/n", .directory)
        fs.remove("/w/a/b")
        let oldB = try #require(tree.directories.first { $0.value.path == "/w/a/b" }?.key)
        let events = tree.handle(RawEvent(wd: -1, mask: .queueOverflow), using: &fs)
        #expect(events == [FileEvent(.overflow, "/w", isDirectory: true)])
        #expect(Set(tree.directories.values.map(\.path)) == ["/w", "/w/a", "/w/n"])
        #expect(fs.removed == [oldB])
    }

    @Test func modifyWithoutCloseIsIgnored() throws {
        let b = try #require(fs.wd("/w/a/b"))
        let events = tree.handle(RawEvent(wd: b, mask: .modify, name: name("s.swift")), using: &fs)
        #expect(events.isEmpty)
    }

    @Test func closeWriteIsModifiedAtTheMappedPath() throws {
        let b = try #require(fs.wd("/w/a/b"))
        let events = tree.handle(RawEvent(wd: b, mask: .closeWrite, name: name("s.swift")), using: &fs)
        #expect(events == [FileEvent(.modified, "/w/a/b/s.swift")])
    }

    @Test func renamePairMovesDirectoryAndDescendantPaths() throws {
        let rootWd = try #require(fs.wd("/w"))
        let b = try #require(fs.wd("/w/a/b"))
        fs.move("/w/a", to: "/w/z")
        _ = tree.handle(RawEvent(wd: rootWd, mask: [.movedFrom, .isDirectory], cookie: 7, name: name("a")), using: &fs)
        let events = tree.handle(RawEvent(wd: rootWd, mask: [.movedTo, .isDirectory], cookie: 7, name: name("z")), using: &fs)
        #expect(events == [
            FileEvent(.movedTo, "/w/z", isDirectory: true),
            FileEvent(.created, "/w/z/b", isDirectory: true),
            FileEvent(.created, "/w/z/b/s.swift"),
        ])
        #expect(tree.directories[b]?.path == "/w/z/b")
        #expect(fs.removed.isEmpty)
        let later = tree.handle(RawEvent(wd: b, mask: .closeWrite, name: name("s.swift")), using: &fs)
        #expect(later == [FileEvent(.modified, "/w/z/b/s.swift")])
    }

    @Test func unpairedMovedFromDropsWatchesBeforeTheNextEvent() throws {
        let rootWd = try #require(fs.wd("/w"))
        let a = try #require(fs.wd("/w/a"))
        let b = try #require(fs.wd("/w/a/b"))
        fs.remove("/w/a")
        let first = tree.handle(RawEvent(wd: rootWd, mask: [.movedFrom, .isDirectory], cookie: 9, name: name("a")), using: &fs)
        #expect(first == [FileEvent(.movedFrom, "/w/a", isDirectory: true)])
        // The next event is not the matching IN_MOVED_TO: the directory left.
        let next = tree.handle(RawEvent(wd: b, mask: .closeWrite, name: name("s.swift")), using: &fs)
        #expect(next.isEmpty)
        #expect(Set(fs.removed) == [a, b])
        #expect(Set(tree.directories.values.map(\.path)) == ["/w"])
    }

    @Test func directoryMovedInIsWatchedAndScanned() throws {
        let rootWd = try #require(fs.wd("/w"))
        fs.add("/w/in", .directory)
        fs.add("/w/in/deep", .directory)
        fs.add("/w/in/deep/x.swift", .regular)
        let events = tree.handle(RawEvent(wd: rootWd, mask: [.movedTo, .isDirectory], cookie: 3, name: name("in")), using: &fs)
        #expect(events == [
            FileEvent(.movedTo, "/w/in", isDirectory: true),
            FileEvent(.created, "/w/in/deep", isDirectory: true),
            FileEvent(.created, "/w/in/deep/x.swift"),
        ])
        #expect(fs.wd("/w/in/deep") != nil)
    }

    @Test func createdDirectoryIsScannedForWhatIsAlreadyInside() throws {
        let rootWd = try #require(fs.wd("/w"))
        fs.add("/w/p", .directory)
        fs.add("/w/p/q", .directory)
        fs.add("/w/p/q/r", .directory)
        fs.add("/w/p/q/r/f.swift", .regular)
        fs.add("/w/p/link", .symbolicLink)
        let events = tree.handle(RawEvent(wd: rootWd, mask: [.create, .isDirectory], name: name("p")), using: &fs)
        #expect(events == [
            FileEvent(.created, "/w/p", isDirectory: true),
            FileEvent(.created, "/w/p/link"),
            FileEvent(.created, "/w/p/q", isDirectory: true),
            FileEvent(.created, "/w/p/q/r", isDirectory: true),
            FileEvent(.created, "/w/p/q/r/f.swift"),
        ])
        #expect(fs.wd("/w/p/q/r") != nil)
        #expect(fs.wd("/w/p/link") == nil)
    }

    @Test func hiddenDirectoriesAreWatchedUnlessSkipped() throws {
        fs.add("/w/.git", .directory)
        fs.add("/w/.git/objects", .directory)
        var watching = WatchTree(root: "/w")
        try watching.start(using: &fs)
        #expect(Set(watching.directories.values.map(\.path)).isSuperset(of: ["/w/.git", "/w/.git/objects"]))

        var skipping = WatchTree(root: "/w", skipsHiddenDirectories: true)
        try skipping.start(using: &fs)
        #expect(Set(skipping.directories.values.map(\.path)) == ["/w", "/w/a", "/w/a/b"])
    }

    @Test func createdHiddenDirectoryIsReportedButNotWatchedWhenSkipped() throws {
        var skipping = WatchTree(root: "/w", skipsHiddenDirectories: true)
        try skipping.start(using: &fs)
        let rootWd = try #require(fs.wd("/w"))
        fs.add("/w/.cache", .directory)
        fs.add("/w/.cache/inner", .directory)
        let events = skipping.handle(RawEvent(wd: rootWd, mask: [.create, .isDirectory], name: name(".cache")), using: &fs)
        #expect(events == [FileEvent(.created, "/w/.cache", isDirectory: true)])
        #expect(!skipping.directories.values.contains { $0.path.string.hasPrefix("/w/.cache") })
    }

    @Test func skippedHiddenDirectoryRenamedVisibleIsWatchedAndScanned() throws {
        fs.add("/w/.draft", .directory)
        fs.add("/w/.draft/d.swift", .regular)
        var skipping = WatchTree(root: "/w", skipsHiddenDirectories: true)
        try skipping.start(using: &fs)
        let rootWd = try #require(fs.wd("/w"))
        fs.move("/w/.draft", to: "/w/draft")
        _ = skipping.handle(RawEvent(wd: rootWd, mask: [.movedFrom, .isDirectory], cookie: 5, name: name(".draft")), using: &fs)
        let events = skipping.handle(RawEvent(wd: rootWd, mask: [.movedTo, .isDirectory], cookie: 5, name: name("draft")), using: &fs)
        #expect(events == [
            FileEvent(.movedTo, "/w/draft", isDirectory: true),
            FileEvent(.created, "/w/draft/d.swift"),
        ])
        #expect(skipping.directories.values.contains { $0.path == "/w/draft" })
    }

    @Test func createdRegularFileWaitsForCloseButSymlinkDoesNot() throws {
        let rootWd = try #require(fs.wd("/w"))
        fs.add("/w/new.swift", .regular)
        fs.add("/w/.#new.swift", .symbolicLink)
        let file = tree.handle(RawEvent(wd: rootWd, mask: .create, name: name("new.swift")), using: &fs)
        let link = tree.handle(RawEvent(wd: rootWd, mask: .create, name: name(".#new.swift")), using: &fs)
        #expect(file.isEmpty)
        #expect(link == [FileEvent(.created, "/w/.#new.swift")])
    }

    @Test func ignoredWatchIsForgottenWithoutRemovingIt() throws {
        let b = try #require(fs.wd("/w/a/b"))
        fs.remove("/w/a/b")
        _ = tree.handle(RawEvent(wd: b, mask: .deleteSelf), using: &fs)
        _ = tree.handle(RawEvent(wd: b, mask: .ignored), using: &fs)
        #expect(tree.directories[b] == nil)
        #expect(fs.removed.isEmpty)
    }

    @Test func deletedRootIsReportedAndFinishesTheTree() throws {
        let rootWd = try #require(fs.wd("/w"))
        let events = tree.handle(RawEvent(wd: rootWd, mask: .deleteSelf), using: &fs)
        #expect(events == [FileEvent(.removed, "/w", isDirectory: true)])
        #expect(tree.isFinished)
        #expect(!fs.removed.contains(rootWd))
        #expect(tree.handle(RawEvent(wd: rootWd, mask: .ignored), using: &fs).isEmpty)
    }

    @Test func rootMovedAwayRemovesEveryWatch() throws {
        let rootWd = try #require(fs.wd("/w"))
        let a = try #require(fs.wd("/w/a"))
        let b = try #require(fs.wd("/w/a/b"))
        fs.move("/w", to: "/elsewhere")
        let events = tree.handle(RawEvent(wd: rootWd, mask: .moveSelf), using: &fs)
        #expect(events == [FileEvent(.removed, "/w", isDirectory: true)])
        #expect(tree.isFinished)
        #expect(Set(fs.removed) == [rootWd, a, b])
        #expect(fs.abandoned.isEmpty)
    }

    @Test func watchLimitAtRuntimeIsReportedAsWatchFailed() throws {
        let rootWd = try #require(fs.wd("/w"))
        fs.add("/w/full", .directory)
        fs.failingWatches["/w/full"] = .noSpace
        let events = tree.handle(RawEvent(wd: rootWd, mask: [.create, .isDirectory], name: name("full")), using: &fs)
        let error = FileWatchError("inotify_add_watch", path: "/w/full", errno: .noSpace)
        #expect(events == [
            FileEvent(.created, "/w/full", isDirectory: true),
            FileEvent(.watchFailed(error), "/w/full", isDirectory: true),
        ])
    }

    @Test func watchLimitAtStartIsThrown() throws {
        var fs = FakeWatchSystem(root: "/w")
        fs.add("/w/a", .directory)
        fs.failingWatches["/w/a"] = .noSpace
        var tree = WatchTree(root: "/w")
        #expect(throws: FileWatchError("inotify_add_watch", path: "/w/a", errno: .noSpace)) {
            try tree.start(using: &fs)
        }
    }

    @Test func stopRemovesLiveWatchesAndAbandonsThoseOfDeletedDirectories() throws {
        let rootWd = try #require(fs.wd("/w"))
        let a = try #require(fs.wd("/w/a"))
        let b = try #require(fs.wd("/w/a/b"))
        fs.remove("/w/a/b")
        tree.stop(using: &fs)
        #expect(Set(fs.removed) == [rootWd, a])
        #expect(fs.abandoned == [b])
        #expect(tree.directories.isEmpty)
    }

    @Test func eventsForUnknownWatchesAreIgnored() {
        let events = tree.handle(RawEvent(wd: 999, mask: .closeWrite, name: name("x")), using: &fs)
        #expect(events.isEmpty)
    }
}
