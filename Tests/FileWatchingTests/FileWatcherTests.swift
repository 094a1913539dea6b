@testable import FileWatching
import Foundation
import SystemPackage
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The watcher on real temporary directories. Serialized: the process has one
/// inotify queue, and the flood test overflows it for every watcher.
@Suite(.serialized)
struct FileWatcherTests {
    // MARK: - Writes

    @Test func fileClosedAfterWritingIsReportedAsModified() async throws {
        try await withWatchedDirectory { dir in
            Files.write(dir("scene.swift"), "struct A {}")
            #expect(await dir.waitFor(.modified, "scene.swift"))
        }
    }

    @Test func writeWithoutCloseIsNotReportedUntilClosed() async throws {
        try await withWatchedDirectory { dir in
            let fd = Files.openForWriting(dir("half.swift"))
            Files.writeAll(fd, "struct Half")
            #expect(await dir.sync())
            #expect(await dir.events.allSatisfy { $0.path != dir("half.swift") })
            Files.writeAll(fd, " {}")
            close(fd)
            #expect(await dir.waitFor(.modified, "half.swift"))
        }
    }

    @Test func fileInExistingNestedDirectoryIsReported() async throws {
        try await withWatchedDirectory(prepare: { tmp in
            Files.mkdir(tmp("a"))
            Files.mkdir(tmp("a/b"))
        }) { dir in
            Files.write(dir("a/b/deep.swift"))
            #expect(await dir.waitFor(.modified, "a/b/deep.swift"))
        }
    }

    @Test func existingFilesAreNotReportedAtStart() async throws {
        try await withWatchedDirectory(prepare: { tmp in
            Files.write(tmp("old.swift"))
        }) { dir in
            #expect(await dir.sync())
            #expect(await dir.events.allSatisfy { $0.path != dir("old.swift") })
        }
    }

    // MARK: - Directories

    @Test func directoryCreatedLaterIsWatched() async throws {
        try await withWatchedDirectory { dir in
            Files.mkdir(dir("later"))
            #expect(await dir.waitFor(.created, "later"))
            Files.write(dir("later/new.swift"))
            #expect(await dir.waitFor(.modified, "later/new.swift"))
        }
    }

    @Test func nestedDirectoriesCreatedAtOnceAreScanned() async throws {
        try await withWatchedDirectory { dir in
            // What `mkdir -p a/b/c && echo > a/b/c/f` does, faster than the
            // watcher can add watches: the inner entries exist before a/b is
            // watched, so only a scan finds them.
            Files.mkdir(dir("a"))
            Files.mkdir(dir("a/b"))
            Files.mkdir(dir("a/b/c"))
            Files.write(dir("a/b/c/f.swift"))
            #expect(await dir.waitFor(.created, "a"))
            #expect(await dir.waitFor(.created, "a/b"))
            #expect(await dir.waitFor(.created, "a/b/c"))
            #expect(await dir.waitForAny([.created, .modified], "a/b/c/f.swift"))
            Files.write(dir("a/b/c/g.swift"))
            #expect(await dir.waitFor(.modified, "a/b/c/g.swift"))
        }
    }

    @Test func directoryMovedIntoTreeIsWatchedAndScanned() async throws {
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        Files.mkdir(outside("d"))
        Files.mkdir(outside("d/e"))
        Files.write(outside("d/e/f.swift"))
        try await withWatchedDirectory { dir in
            Files.rename(outside("d"), dir("d"))
            #expect(await dir.log.wait { events, _ in
                events.contains(FileEvent(.movedTo, dir("d"), isDirectory: true))
                    && events.contains(FileEvent(.created, dir("d/e"), isDirectory: true))
                    && events.contains(FileEvent(.created, dir("d/e/f.swift")))
            })
            Files.write(dir("d/e/g.swift"))
            #expect(await dir.waitFor(.modified, "d/e/g.swift"))
        }
    }

    @Test func directoryMovedOutOfTreeIsNoLongerReported() async throws {
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        try await withWatchedDirectory(prepare: { tmp in
            Files.mkdir(tmp("gone"))
            Files.mkdir(tmp("gone/inner"))
        }) { dir in
            Files.rename(dir("gone"), outside("gone"))
            #expect(await dir.log.wait { events, _ in
                events.contains(FileEvent(.movedFrom, dir("gone"), isDirectory: true))
            })
            Files.write(outside("gone/after.swift"))
            Files.write(outside("gone/inner/after.swift"))
            #expect(await dir.sync())
            let late = await dir.events.filter { $0.path.starts(with: dir("gone")) && $0.kind != .movedFrom }
            #expect(late.isEmpty)
        }
    }

    @Test func directoryRenamedWithinTreeReportsNewPaths() async throws {
        try await withWatchedDirectory(prepare: { tmp in
            Files.mkdir(tmp("a"))
            Files.mkdir(tmp("a/b"))
        }) { dir in
            Files.rename(dir("a"), dir("z"))
            #expect(await dir.log.wait { events, _ in
                events.contains(FileEvent(.movedFrom, dir("a"), isDirectory: true))
                    && events.contains(FileEvent(.movedTo, dir("z"), isDirectory: true))
                    && events.contains(FileEvent(.created, dir("z/b"), isDirectory: true))
            })
            Files.write(dir("z/b/x.swift"))
            Files.write(dir("z/top.swift"))
            #expect(await dir.waitFor(.modified, "z/b/x.swift"))
            #expect(await dir.waitFor(.modified, "z/top.swift"))
            #expect(await dir.events.allSatisfy { !$0.path.starts(with: dir("a")) || $0.kind == .movedFrom })
        }
    }

    @Test func oldNameOfRenamedDirectoryCanBeReused() async throws {
        // libinotifytools keeps the old name of a renamed directory: a watcher
        // that trusts it reports events in the new `a` under the old one's
        // watch, or the other way round.
        try await withWatchedDirectory(prepare: { tmp in
            Files.mkdir(tmp("a"))
        }) { dir in
            Files.rename(dir("a"), dir("z"))
            Files.mkdir(dir("a"))
            #expect(await dir.waitFor(.created, "a"))
            Files.write(dir("a/new.swift"))
            Files.write(dir("z/old.swift"))
            #expect(await dir.waitFor(.modified, "a/new.swift"))
            #expect(await dir.waitFor(.modified, "z/old.swift"))
            #expect(await dir.sync())
            let paths = await dir.events.map(\.path)
            #expect(!paths.contains(dir("a/old.swift")))
            #expect(!paths.contains(dir("z/new.swift")))
        }
    }

    @Test func renamedDirectoryCanBeRenamedAgain() async throws {
        try await withWatchedDirectory(prepare: { tmp in
            Files.mkdir(tmp("a"))
            Files.mkdir(tmp("a/b"))
        }) { dir in
            Files.rename(dir("a"), dir("m"))
            Files.rename(dir("m/b"), dir("m/c"))
            Files.rename(dir("m"), dir("z"))
            Files.write(dir("z/c/x.swift"))
            #expect(await dir.waitFor(.modified, "z/c/x.swift"))
        }
    }

    @Test func removedFileAndDirectoryAreReported() async throws {
        try await withWatchedDirectory(prepare: { tmp in
            Files.write(tmp("f.swift"))
            Files.mkdir(tmp("d"))
            Files.write(tmp("d/inner.swift"))
        }) { dir in
            Files.unlink(dir("f.swift"))
            Files.removeTree(dir("d"))
            #expect(await dir.log.wait { events, _ in
                events.contains(FileEvent(.removed, dir("f.swift")))
                    && events.contains(FileEvent(.removed, dir("d/inner.swift")))
                    && events.contains(FileEvent(.removed, dir("d"), isDirectory: true))
            })
            // The name can come back as a new directory.
            Files.mkdir(dir("d"))
            Files.write(dir("d/again.swift"))
            #expect(await dir.waitForAny([.created, .modified], "d/again.swift"))
        }
    }

    @Test func fileRenamedWithinTreeReportsMovedFromAndMovedTo() async throws {
        try await withWatchedDirectory(prepare: { tmp in
            Files.write(tmp("old.swift"))
            Files.mkdir(tmp("sub"))
        }) { dir in
            Files.rename(dir("old.swift"), dir("sub/new.swift"))
            #expect(await dir.waitFor(.movedFrom, "old.swift"))
            #expect(await dir.waitFor(.movedTo, "sub/new.swift"))
        }
    }

    @Test func hardLinkIsReportedAsCreated() async throws {
        try await withWatchedDirectory(prepare: { tmp in
            Files.write(tmp("original.swift"))
        }) { dir in
            Files.link(dir("original.swift"), dir("linked.swift"))
            #expect(await dir.waitFor(.created, "linked.swift"))
        }
    }

    // MARK: - Symbolic links

    @Test func symlinkToOutsideDirectoryIsNotFollowed() async throws {
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        try await withWatchedDirectory(prepare: { tmp in
            Files.symlink(outside.path.description, at: tmp("link"))
        }) { dir in
            Files.write(outside("escaped.swift"))
            Files.mkdir(outside("escaped-dir"))
            #expect(await dir.sync())
            let paths = await dir.events.map(\.path)
            #expect(!paths.contains { $0.starts(with: dir("link")) })
        }
    }

    @Test func symlinkCreatedLaterToDirectoryIsNotFollowed() async throws {
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        Files.write(outside("there.swift"))
        try await withWatchedDirectory { dir in
            Files.symlink(outside.path.description, at: dir("link"))
            #expect(await dir.log.wait { events, _ in
                events.contains(FileEvent(.created, dir("link"), isDirectory: false))
            })
            Files.write(outside("later.swift"))
            #expect(await dir.sync())
            #expect(await dir.events.allSatisfy { !$0.path.starts(with: dir("link/")) || $0.path == dir("link") })
        }
    }

    @Test func symlinkLoopsDoNotHangWatching() async throws {
        try await withWatchedDirectory(prepare: { tmp in
            Files.mkdir(tmp("sub"))
            Files.symlink("..", at: tmp("sub/up"))
            Files.symlink(".", at: tmp("self"))
        }) { dir in
            Files.mkdir(dir("new"))
            Files.symlink("../new", at: dir("new/loop"))
            Files.mkdir(dir("moved-in-loop"))
            #expect(await dir.waitFor(.created, "new"))
            #expect(await dir.waitFor(.created, "moved-in-loop"))
            Files.write(dir("sub/x.swift"))
            #expect(await dir.waitFor(.modified, "sub/x.swift"))
        }
    }

    @Test func symlinkedRootIsFollowed() async throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        Files.mkdir(tmp("real"))
        Files.mkdir(tmp("real/sub"))
        Files.symlink(tmp("real").description, at: tmp("link"))
        let watched = try WatchedDirectory(TemporaryDirectory(existing: tmp("link")))
        Files.write(tmp("real/sub/x.swift"))
        #expect(await watched.waitFor(.modified, "sub/x.swift"))
        await watched.stop()
    }

    @Test func danglingSymlinkIsReportedAsCreated() async throws {
        try await withWatchedDirectory { dir in
            Files.symlink("user@host.1234:1700000000", at: dir(".#scene.swift"))
            #expect(await dir.waitFor(.created, ".#scene.swift"))
        }
    }

    // MARK: - Overflow

    @Test func floodOfTenThousandFilesArrivesOrOverflows() async throws {
        // 10,000 files make 20,000 events (IN_CREATE and IN_CLOSE_WRITE), more
        // than the default queue of 16,384: depending on how fast the watcher
        // reads, every file is reported or an overflow is.
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        Files.mkdir(tmp("flood"))
        let watcher = try FileWatcher(root: tmp.path)
        // Bounds the test without timing it: a stuck watcher is stopped, which
        // ends the loops below with the condition unmet.
        let deadline = Task {
            try? await Task.sleep(for: .seconds(120))
            watcher.stop()
        }
        defer { deadline.cancel() }

        let count = 10_000
        // Plain strings: FilePath arithmetic is slow in debug builds.
        let flood = tmp("flood").description
        for index in 0..<count {
            Files.write("\(flood)/\(index).swift")
        }
        let after = tmp("flood/after.swift")
        Files.write(after)

        // Only the flood directory is written to, so distinct `.modified` paths
        // other than after.swift are flood files.
        var reported = Set<FilePath>()
        var overflowed = false
        var sawAfter = false
        for await event in watcher.events {
            switch event.kind {
            case .overflow: overflowed = true
            case .modified where event.path == after: sawAfter = true
            case .modified: reported.insert(event.path)
            default: break
            }
            if overflowed || (sawAfter && reported.count == count) { break }
        }
        #expect(overflowed || reported.count == count)

        // Whatever happened, the watcher still works.
        Files.write(tmp("flood/later.swift"))
        var sawLater = false
        for await event in watcher.events where event == FileEvent(.modified, tmp("flood/later.swift")) {
            sawLater = true
            break
        }
        #expect(sawLater)
        watcher.stop()
    }

    // MARK: - Lifecycle

    @Test func missingRootThrowsErrorNamingThePath() throws {
        let error = #expect(throws: FileWatchError.self) {
            _ = try FileWatcher(root: "/nonexistent/filewatching-test")
        }
        #expect(error?.errno == .noSuchFileOrDirectory)
        #expect(error?.description == "inotify_add_watch(/nonexistent/filewatching-test): no such file or directory")
    }

    @Test func regularFileAsRootThrows() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        Files.write(tmp("file"))
        let error = #expect(throws: FileWatchError.self) {
            _ = try FileWatcher(root: tmp("file"))
        }
        #expect(error?.errno == .notDirectory)
    }

    @Test func relativeRootIsMadeAbsolute() async throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        Files.mkdir(tmp("scenes"))
        // Relative to the current directory, without changing it (other tests
        // in the process may rely on it): up to / and down again.
        let cwd = try #require(getcwd(nil, 0))
        let depth = FilePath(platformString: cwd).components.count
        free(cwd)
        let up = String(repeating: "../", count: depth)
        let relative = FilePath(up + tmp("scenes").components.map(\.description).joined(separator: "/") + "/../scenes")
        #expect(relative.isRelative)
        let watcher = try FileWatcher(root: relative)
        watcher.stop()
        #expect(watcher.root == tmp("scenes"))
    }

    @Test func stopFinishesTheStream() async throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let watcher = try FileWatcher(root: tmp.path)
        watcher.stop()
        watcher.stop()
        var count = 0
        for await _ in watcher.events { count += 1 }
        #expect(count == 0)
    }

    @Test func deliverHandlerGetsEachEventOnTheWatcherThreadAndFinishedOnStop() async throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let received = Received()
        let watcher = try FileWatcher(root: tmp.path, deliver: { received.add($0) }, finished: { received.finish() })
        Files.write(tmp("handed.swift"))
        #expect(await received.eventually { $0.events.contains(FileEvent(.modified, tmp("handed.swift"))) })
        #expect(!received.snapshot.finished)
        var count = 0
        for await _ in watcher.events { count += 1 }
        #expect(count == 0)
        watcher.stop()
        #expect(await received.eventually { $0.finished })
    }

    /// What a `deliver`/`finished` pair was given, from the watcher thread.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [FileEvent] = []
        private var finished = false

        func add(_ event: FileEvent) { lock.withLock { events.append(event) } }
        func finish() { lock.withLock { finished = true } }
        var snapshot: (events: [FileEvent], finished: Bool) { lock.withLock { (events, finished) } }

        /// Polls `condition` for up to 10 seconds.
        func eventually(_ condition: ((events: [FileEvent], finished: Bool)) -> Bool) async -> Bool {
            for _ in 0 ..< 1000 {
                if condition(snapshot) { return true }
                try? await Task.sleep(nanoseconds: 10_000_000)
            }
            return condition(snapshot)
        }
    }

    @Test func watcherCanBeStartedAgainAfterStop() async throws {
        for round in 0..<3 {
            try await withWatchedDirectory { dir in
                Files.write(dir("round\(round).swift"))
                #expect(await dir.waitFor(.modified, "round\(round).swift"))
            }
        }
    }

    @Test func cancellingTheConsumerStopsTheWatcher() async throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let watcher = try FileWatcher(root: tmp.path)
        let consumer = Task {
            for await _ in watcher.events {}
        }
        consumer.cancel()
        await consumer.value
        // The watcher is stopped: a new one starts and works.
        try await withWatchedDirectory { dir in
            Files.write(dir("x.swift"))
            #expect(await dir.waitFor(.modified, "x.swift"))
        }
        watcher.stop()
    }

    @Test func twoWatchersOnOverlappingTreesBothReport() async throws {
        try await withWatchedDirectory(prepare: { tmp in
            Files.mkdir(tmp("inner"))
        }) { outer in
            let inner = try WatchedDirectory(TemporaryDirectory(existing: outer("inner")))
            Files.write(outer("inner/both.swift"))
            #expect(await outer.waitFor(.modified, "inner/both.swift"))
            #expect(await inner.log.wait { events, _ in
                events.contains(FileEvent(.modified, outer("inner/both.swift")))
            })
            // Stopping one leaves the other's watches in place.
            await inner.stop()
            Files.write(outer("inner/outer-only.swift"))
            #expect(await outer.waitFor(.modified, "inner/outer-only.swift"))
        }
    }

    @Test func removingTheRootReportsItAndFinishesTheStream() async throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        Files.mkdir(tmp("root"))
        Files.mkdir(tmp("root/sub"))
        let watched = try WatchedDirectory(TemporaryDirectory(existing: tmp("root")))
        Files.removeTree(tmp("root"))
        #expect(await watched.log.wait { events, finished in
            finished && events.last == FileEvent(.removed, tmp("root"), isDirectory: true)
        })
        await watched.stop()
    }
}
