import Foundation
import Glibc
import Testing

extension EndToEndTests {
    /// `layoutd daemon` on a scenes directory, driven the way editors and tools change files.
    @Suite struct Daemon {
        /// Starts a daemon on a directory holding `a.swift` and waits for its first outputs.
        private func start(_ scenes: Scratch, word: String = "before") throws -> RunningDaemon {
            try scenes.write(Scenes.named(word), "a.swift")
            let daemon = try RunningDaemon(scenes: scenes)
            try #require(eventually { scenes.read("a.placement.json")?.contains("\"\(word)\"") == true })
            return daemon
        }

        private func placementSays(_ scenes: Scratch, _ word: String, _ scene: String = "a") -> Bool {
            scenes.read("\(scene).placement.json")?.contains("\"\(word)\"") == true
                && scenes.read("\(scene).preview.txt")?.contains(word) == true
        }

        @Test func startupLaysOutEverySceneAlreadyThere() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("one"), "one.swift")
            try scenes.write(Scenes.named("two"), "x/y/two.swift")
            let daemon = try RunningDaemon(scenes: scenes)
            #expect(placementSays(scenes, "one", "one"))
            #expect(placementSays(scenes, "two", "x/y/two"))
            #expect(daemon.stop() == 0)
        }

        @Test func editInPlaceUpdatesTheOutputs() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            try scenes.write(Scenes.named("after"), "a.swift")
            #expect(eventually { placementSays(scenes, "after") }, "\(daemon.child.stderr)")
            #expect(daemon.problems == [])
            #expect(daemon.stop() == 0)
        }

        /// Each save writes the outputs over the files the save before replaced, kept in a
        /// hidden, git-ignored directory that the daemon deletes when it stops.
        @Test func repeatedSavesKeepSparesThatAreGoneAfterTheDaemonStops() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            for word in ["second", "third", "fourth"] {
                try scenes.write(Scenes.named(word), "a.swift")
                #expect(eventually { placementSays(scenes, word) }, "\(daemon.child.stderr)")
            }
            let spares = scenes.path + "/.layoutd-spares"
            // The ignore file and one spare per output.
            let kept = (try? FileManager.default.contentsOfDirectory(atPath: spares)) ?? []
            #expect(kept.contains(".gitignore") && kept.count == 3, "\(kept)")
            #expect(daemon.problems == [])
            #expect(daemon.stop() == 0)
            #expect(!FileManager.default.fileExists(atPath: spares))
            #expect(placementSays(scenes, "fourth"))
        }

        // MARK: - Editors' saves: once per save

        @Test func vimSaveByRenameIsLaidOutOnce() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            let before = daemon.lines(about: "a.swift").count
            try daemon.whileStopped {
                try scenes.write("", "4913")
                try scenes.delete("4913")
                try scenes.write("swap", ".a.swift.swp")
                try scenes.rename("a.swift", "a.swift~")
                try scenes.write(Scenes.named("after"), "a.swift")
                try scenes.delete("a.swift~")
                try scenes.write("swap 2", ".a.swift.swp")
            }
            #expect(eventually { placementSays(scenes, "after") })
            try daemon.sync()
            #expect(Array(daemon.lines(about: "a.swift").dropFirst(before)).count == 1, "\(daemon.child.stderr)")
            #expect(daemon.problems == [])
            #expect(scenes.files().filter { $0.hasPrefix("a.") } == ["a.placement.json", "a.preview.txt", "a.swift"])
            #expect(daemon.stop() == 0)
        }

        @Test func jetBrainsSafeWriteIsLaidOutOnce() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            let before = daemon.lines(about: "a.swift").count
            try daemon.whileStopped {
                try scenes.write(Scenes.named("after"), "a.swift___jb_tmp___")
                try scenes.rename("a.swift", "a.swift___jb_old___")
                try scenes.rename("a.swift___jb_tmp___", "a.swift")
                try scenes.delete("a.swift___jb_old___")
            }
            #expect(eventually { placementSays(scenes, "after") })
            try daemon.sync()
            #expect(Array(daemon.lines(about: "a.swift").dropFirst(before)).count == 1, "\(daemon.child.stderr)")
            #expect(daemon.problems == [])
            #expect(daemon.stop() == 0)
        }

        @Test func deleteThenCreateIsLaidOutOnceAndNeverLosesItsOutputs() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            let before = daemon.lines(about: "a.swift").count
            try daemon.whileStopped {
                try scenes.delete("a.swift")
                try scenes.write(Scenes.named("after"), "a.swift")
            }
            #expect(eventually { placementSays(scenes, "after") })
            try daemon.sync()
            let lines = Array(daemon.lines(about: "a.swift").dropFirst(before))
            #expect(lines.count == 1, "\(daemon.child.stderr)")
            #expect(!lines.contains { $0.contains("removed") })
            #expect(daemon.stop() == 0)
        }

        /// Saves by rename while the daemon runs, so a save may straddle two of its passes:
        /// the outputs must never disappear and must end with the last save.
        @Test func savesByRenameWhileRunningNeverRemoveTheOutputs() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            for save in 1 ... 20 {
                try scenes.rename("a.swift", "a.swift~")
                try scenes.write(Scenes.named("save\(save)"), "a.swift")
                try scenes.delete("a.swift~")
                #expect(scenes.exists("a.placement.json") && scenes.exists("a.preview.txt"))
            }
            #expect(eventually { placementSays(scenes, "save20") })
            try daemon.sync()
            #expect(!daemon.lines(about: "a.swift").contains { $0.contains("removed") })
            #expect(scenes.exists("a.placement.json") && scenes.exists("a.preview.txt"))
            #expect(daemon.stop() == 0)
        }

        /// vim saves whose new file takes a moment to write (two writes, 2 ms apart): the
        /// rename is seen first, but the new file is read only once closed, so no pass fails.
        @Test func slowSavesByRenameAreNeverReadHalfWritten() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            for save in 1 ... 30 {
                try scenes.rename("a.swift", "a.swift~")
                let text = Array(Scenes.named("slow\(save)").utf8)
                let descriptor = open(scenes.child("a.swift"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
                try #require(descriptor >= 0)
                _ = text[..<100].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                usleep(2_000)
                _ = text[100...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                try scenes.delete("a.swift~")
                #expect(eventually { placementSays(scenes, "slow\(save)") })
            }
            try daemon.sync()
            #expect(!daemon.lines(about: "a.swift").contains { $0.contains("has errors") || $0.contains("removed") }, "\(daemon.child.stderr)")
            #expect(!scenes.exists("a.diagnostics.txt"))
            #expect(daemon.problems == [])
            #expect(daemon.stop() == 0)
        }

        /// VS Code truncates, then writes in place: two closes, so possibly two passes; the
        /// empty scene between them is transient bad input that must not cost the outputs.
        @Test func vsCodeTruncateThenWriteKeepsTheOutputsAndEndsWithTheNewScene() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            let stamp = scenes.stamp("a.placement.json")
            try scenes.write("", "a.swift")
            #expect(eventually { daemon.lines(about: "a.swift").contains { $0.contains("has errors") } })
            #expect(scenes.stamp("a.placement.json") == stamp)
            #expect(placementSays(scenes, "before"))
            try scenes.write(Scenes.named("after"), "a.swift")
            #expect(eventually { placementSays(scenes, "after") })
            #expect(eventually { !scenes.exists("a.diagnostics.txt") })
            #expect(daemon.stop() == 0)
        }

        // MARK: - What never triggers work

        @Test func editorTemporariesAndOwnOutputsTriggerNothing() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            try daemon.sync()
            let before = daemon.lines(about: "a.swift").count
            let placement = scenes.stamp("a.placement.json")
            let preview = scenes.stamp("a.preview.txt")
            for name in ["4913", "5036", ".a.swift.swp", "a.swift~", "#a.swift#", "a.swift___jb_tmp___", "a.swift.vsctmp", "notes.txt", ".hidden.swift", ".git/objects/x.swift"] {
                try scenes.write(Scenes.named("noise"), name)
                try scenes.delete(name)
            }
            try scenes.link(".#a.swift", to: "user@host.1234:1700000000")
            try scenes.write(Scenes.named("noise"), "a.swift.vsctmp")
            try daemon.sync()
            #expect(daemon.lines(about: "a.swift").count == before, "\(daemon.child.stderr)")
            #expect(daemon.lines(about: "4913") == [] && daemon.lines(about: ".hidden.swift") == [])
            #expect(scenes.stamp("a.placement.json") == placement)
            #expect(scenes.stamp("a.preview.txt") == preview)

            // Its own outputs, edited by hand: no pass, so the hand edits stay.
            try scenes.write("{}", "a.placement.json")
            try scenes.write("hand edit\n", "a.preview.txt")
            try daemon.sync()
            #expect(daemon.lines(about: "a.swift").count == before, "\(daemon.child.stderr)")
            #expect(scenes.read("a.placement.json") == "{}")
            #expect(scenes.read("a.preview.txt") == "hand edit\n")
            #expect(daemon.problems == [])
            #expect(daemon.stop() == 0)
        }

        /// A save that changes no byte is not laid out again and touches no output.
        ///
        /// The saves are waited for one at a time: two in-place saves microseconds apart may
        /// let the daemon read the file between the second one's truncation and its write,
        /// which is a (briefly empty) change it must lay out.
        @Test func unchangedSaveIsNotLaidOutAgain() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            let placement = scenes.stamp("a.placement.json")
            let preview = scenes.stamp("a.preview.txt")
            let before = daemon.lines(about: "a.swift").count
            for _ in 1 ... 2 {
                try scenes.write(Scenes.named("before"), "a.swift")
                try daemon.sync()
            }
            #expect(daemon.lines(about: "a.swift").count == before, "\(daemon.child.stderr)")
            #expect(scenes.stamp("a.placement.json") == placement)
            #expect(scenes.stamp("a.preview.txt") == preview)
            #expect(daemon.stop() == 0)
        }

        // MARK: - Directories and links

        @Test func sceneWrittenRightAfterMkdirPIsLaidOut() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            try scenes.makeDirectories("a/b/c")
            try scenes.write(Scenes.named("deep"), "a/b/c/deep.swift")
            #expect(eventually { placementSays(scenes, "deep", "a/b/c/deep") }, "\(daemon.child.stderr)")
            // The new directories are watched: a later edit is seen too.
            try scenes.write(Scenes.named("deeper"), "a/b/c/deep.swift")
            #expect(eventually { placementSays(scenes, "deeper", "a/b/c/deep") })
            #expect(daemon.stop() == 0)
        }

        @Test func directoryMovedIntoTheTreeIsLaidOutAndWatched() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let outside = try Scratch()
            defer { outside.remove() }
            let daemon = try start(scenes)
            try outside.write(Scenes.named("one"), "pack/one.swift")
            try outside.write(Scenes.named("two"), "pack/inner/two.swift")
            guard Glibc.rename(outside.child("pack"), scenes.child("pack")) == 0 else { throw POSIXError(.EXDEV) }
            #expect(eventually { placementSays(scenes, "one", "pack/one") && placementSays(scenes, "two", "pack/inner/two") }, "\(daemon.child.stderr)")
            try scenes.write(Scenes.named("edited"), "pack/inner/two.swift")
            #expect(eventually { placementSays(scenes, "edited", "pack/inner/two") })
            #expect(daemon.stop() == 0)
        }

        @Test func deletedSceneLosesItsOutputs() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            try scenes.delete("a.swift")
            #expect(eventually { !scenes.exists("a.placement.json") && !scenes.exists("a.preview.txt") }, "\(daemon.child.stderr)")
            #expect(eventually { daemon.lines(about: "a.swift").last?.contains("removed") == true })
            #expect(daemon.problems == [])
            #expect(daemon.stop() == 0)
        }

        @Test func deletedDirectoryForgetsItsScenesWithoutErrors() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("one"), "sub/one.swift")
            try scenes.write(Scenes.named("two"), "sub/deeper/two.swift")
            let daemon = try start(scenes)
            try scenes.delete("sub")
            #expect(eventually { daemon.lines(about: "sub/one.swift").last?.contains("removed") == true && daemon.lines(about: "sub/deeper/two.swift").last?.contains("removed") == true }, "\(daemon.child.stderr)")
            #expect(daemon.problems == [], "\(daemon.child.stderr)")
            #expect(daemon.stop() == 0)
        }

        /// A directory moved out of the tree takes its scenes away: the daemon forgets them
        /// (a `removed` line each) but leaves the files where they went, outside its root, and
        /// ignores later edits there.
        @Test func directoryMovedOutIsForgottenAndItsFilesLeftAlone() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let outside = try Scratch()
            defer { outside.remove() }
            try scenes.write(Scenes.named("one"), "sub/one.swift")
            let daemon = try start(scenes)
            try #require(placementSays(scenes, "one", "sub/one"))
            guard Glibc.rename(scenes.child("sub"), outside.child("sub")) == 0 else { throw POSIXError(.EXDEV) }
            #expect(eventually { daemon.lines(about: "sub/one.swift").last?.contains("removed") == true }, "\(daemon.child.stderr)")
            #expect(outside.files("sub") == ["one.placement.json", "one.preview.txt", "one.swift"])
            let placement = outside.stamp("sub/one.placement.json")
            try outside.write(Scenes.named("moved"), "sub/one.swift")
            try daemon.sync()
            #expect(outside.stamp("sub/one.placement.json") == placement)
            #expect(daemon.lines(about: "sub/one.swift").count == 2)
            #expect(daemon.problems == [], "\(daemon.child.stderr)")
            #expect(daemon.stop() == 0)
        }

        @Test func linkToAnOutsideDirectoryNeverLeadsToAWriteOutside() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let outside = try Scratch()
            defer { outside.remove() }
            try outside.write(Scenes.named("outside"), "o.swift")
            try scenes.link("early", to: outside.path)
            let daemon = try start(scenes)
            try scenes.link("late", to: outside.path)
            try scenes.link("l.swift", to: outside.child("o.swift"))
            try outside.write(Scenes.named("edited"), "o.swift")
            try outside.write(Scenes.named("new"), "n.swift")
            try daemon.sync()
            #expect(outside.files() == ["n.swift", "o.swift"])
            #expect(!scenes.exists("l.placement.json"))
            #expect(daemon.stop() == 0)
        }

        // MARK: - Bad input

        @Test func badSceneKeepsTheDaemonRunningAndTheLastGoodOutputs() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            let placement = scenes.stamp("a.placement.json")
            let preview = scenes.stamp("a.preview.txt")
            try scenes.write(Scenes.broken, "a.swift")
            #expect(eventually { scenes.read("a.diagnostics.txt")?.contains("a.swift:3:9: error:") == true }, "\(daemon.child.stderr)")
            // The error is logged after the pass that wrote the diagnostics.
            #expect(eventually { daemon.child.stderr.contains("a.swift:3:9: error:") })
            #expect(scenes.stamp("a.placement.json") == placement)
            #expect(scenes.stamp("a.preview.txt") == preview)
            #expect(daemon.child.process.isRunning)

            try scenes.write(Scenes.named("fixed"), "a.swift")
            #expect(eventually { placementSays(scenes, "fixed") && !scenes.exists("a.diagnostics.txt") })
            #expect(daemon.stop() == 0)
        }

        @Test func unreadableBinaryJunkIsAnErrorNotACrash() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            let junk = Data((0 ..< 4096).map { UInt8(truncatingIfNeeded: $0 &* 37) })
            try junk.write(to: URL(fileURLWithPath: scenes.child("junk.swift")))
            try junk.write(to: URL(fileURLWithPath: scenes.child("junk.scene.json")))
            #expect(eventually { scenes.exists("junk.diagnostics.txt") }, "\(daemon.child.stderr)")
            try scenes.write(Scenes.named("after"), "a.swift")
            #expect(eventually { placementSays(scenes, "after") })
            #expect(daemon.child.process.isRunning)
            #expect(daemon.stop() == 0)
        }

        // MARK: - Floods

        /// 10,000 saves of one scene as fast as they can be made: the outputs end equal to
        /// what a fresh `layoutd render` of the final source writes, and the daemon still
        /// answers an edit afterwards.
        @Test func tenThousandWritesToOneSceneEndWithTheFinalSource() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            for save in 1 ... 10_000 {
                try scenes.write(Scenes.named("w\(save)", width: 150 + save % 100), "a.swift")
            }
            let fresh = try renderedCopy(of: scenes, scenes: ["a.swift"])
            defer { fresh.remove() }
            #expect(eventually(timeout: 60) { sameOutputs(scenes, fresh, scene: "a") }, "\(daemon.child.stderr.suffix(2000))")
            try scenes.write(Scenes.named("responsive"), "a.swift")
            #expect(eventually { placementSays(scenes, "responsive") })
            #expect(daemon.stop() == 0)
        }

        /// 300 scenes created in nested directories, then each edited: every output ends up
        /// current, and `layoutd check` agrees. (The benchmark does 1,000 with a release build.)
        @Test func hundredsOfNewScenesEndUpLaidOut() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let daemon = try start(scenes)
            let names = (0 ..< 300).map { "d\($0 % 10)/e\($0 % 7)/s\($0).swift" }
            for (index, name) in names.enumerated() { try scenes.write(Scenes.named("c\(index)"), name) }
            for (index, name) in names.enumerated() { try scenes.write(Scenes.named("e\(index)"), name) }
            #expect(eventually(timeout: 120) {
                names.indices.allSatisfy { scenes.read(String(names[$0].dropLast(6)) + ".placement.json")?.contains("\"e\($0)\"") == true }
            }, "\(daemon.child.stderr.suffix(2000))")
            #expect(try Layoutd.run(["check", scenes.path]).status == 0)
            try scenes.write(Scenes.named("responsive"), "a.swift")
            #expect(eventually { placementSays(scenes, "responsive") })
            #expect(daemon.stop() == 0)
        }

        /// More events than the kernel queues (fs.inotify.max_queued_events, 16384 by default)
        /// while the daemon is stopped: IN_Q_OVERFLOW, then a rescan that misses nothing —
        /// the scene edited in the flood is laid out, and so is every other scene.
        @Test func queueOverflowRescansAndMissesNothing() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let limit = (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 16384
            try #require(limit <= 100_000, "max_queued_events is \(limit): too many files to overflow it here")
            try scenes.write(Scenes.named("untouched"), "b.swift")
            try scenes.makeDirectories("noise")
            let daemon = try start(scenes)
            let untouched = daemon.layouts(of: "b.swift").count
            // The files go into a watched directory, so each is an event the kernel must queue.
            try daemon.whileStopped {
                for index in 0 ... limit { try scenes.write("", "noise/\(index).txt") }
                try scenes.write(Scenes.named("lost"), "a.swift")
                try scenes.write(Scenes.named("new"), "deep/er/n.swift")
            }
            #expect(eventually(timeout: 120) { placementSays(scenes, "lost") && placementSays(scenes, "new", "deep/er/n") }, "\(daemon.child.stderr.suffix(2000))")
            // Only a rescan lays out the scene no event named.
            #expect(eventually { daemon.layouts(of: "b.swift").count > untouched })
            try scenes.write(Scenes.named("responsive"), "a.swift")
            #expect(eventually { placementSays(scenes, "responsive") })
            #expect(daemon.stop() == 0)
        }

        // MARK: - Helpers

        /// A copy of `scenes` (only the named scenes) rendered by a fresh `layoutd render`.
        private func renderedCopy(of source: Scratch, scenes names: [String]) throws -> Scratch {
            let copy = try Scratch()
            for name in names { try copy.write(try #require(source.read(name)), name) }
            let result = try Layoutd.run(["render", copy.path])
            try #require(result.status == 0, "\(result.stderr)")
            return copy
        }

        /// Whether `scene`'s outputs in `scenes` equal those in `fresh`, stats aside (they
        /// describe the pass, and the daemon's passes reuse caches).
        private func sameOutputs(_ scenes: Scratch, _ fresh: Scratch, scene: String) -> Bool {
            guard scenes.read("\(scene).preview.txt") == fresh.read("\(scene).preview.txt"),
                  let mine = scenes.read("\(scene).placement.json"), let theirs = fresh.read("\(scene).placement.json") else { return false }
            return withoutStats(mine) == withoutStats(theirs)
        }

        private func withoutStats(_ placement: String) -> NSDictionary? {
            guard var object = (try? JSONSerialization.jsonObject(with: Data(placement.utf8))) as? [String: Any] else { return nil }
            if let previews = object["previews"] as? [[String: Any]] {
                object["previews"] = previews.map { $0.filter { $0.key != "stats" } }
            }
            return object as NSDictionary
        }
    }
}
