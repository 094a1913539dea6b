import FileWatching
import Foundation
import Testing
@testable import layoutd

extension EndToEndTests {
    /// Each outcome's exit code, as `--help` and the README list them: 0 success, 1 scene
    /// errors or stale outputs, 64 bad usage or configuration, 70 an internal failure, 74 an
    /// output that could not be written.
    @Suite struct ExitStatus {
        @Test func helpListsEveryExitCode() throws {
            let result = try Layoutd.run(["--help"])
            #expect(result.status == 0)
            let help = result.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
            for code in ["0 success", "1 a scene has errors or an output is stale", "64 bad usage or configuration", "70 an internal failure", "74 an output could not be written"] {
                #expect(help.contains(code), "\(result.stdout)")
            }
        }

        @Test func checkOfUpToDateOutputsExitsZero() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            try #require(try Layoutd.run(["render", scenes.path]).status == 0)
            let result = try Layoutd.run(["check", scenes.path])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        }

        @Test func checkOfAStaleOutputExitsOne() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            try #require(try Layoutd.run(["render", scenes.path]).status == 0)
            try scenes.write(Scenes.named("changed"), "a.swift")
            let result = try Layoutd.run(["check", scenes.path])
            #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        }

        @Test(arguments: [["render"], ["check"], ["watch"], ["daemon", "--scenes"]])
        func aMissingDirectoryExits64NamingIt(command: [String]) throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let result = try Layoutd.run(command + [scenes.child("missing")], timeout: 30)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.contains(scenes.child("missing")), "\(result.stderr)")
        }

        @Test func anOutputThatCannotBeWrittenExits74NamingIt() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            // A directory where the placement goes: no file can be renamed over it.
            try FileManager.default.createDirectory(atPath: scenes.child("a.placement.json"), withIntermediateDirectories: false)
            let result = try Layoutd.run(["render", scenes.path])
            #expect(result.status == 74, "\(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains("could not write 1 output: a.placement.json"), "\(result.stderr)")
            #expect(scenes.exists("a.preview.txt"), "the outputs that can be written still are")
        }
    }

    /// What no test can make the system do on demand (refuse an inotify instance, fail
    /// where nothing should), mapped by the code every command exits through.
    @Suite struct InternalFailures {
        @Test func aWatchTheSystemRefusesIsAnInternalFailure() {
            let status = layoutd.ExitStatus.of(FileWatchError("inotify_init", errno: .tooManyOpenFiles))
            #expect(status?.code == 70)
            #expect(status?.message?.hasPrefix("layoutd: inotify_init: too many open files; raise fs.inotify.max_user_instances") == true, "\(status?.message ?? "")")
        }

        @Test func anErrorNoCommandMeansToThrowIsAnInternalFailureNotOne() {
            struct Unexpected: Error {}
            let status = layoutd.ExitStatus.of(Unexpected())
            #expect(status?.code == 70)
            #expect(status?.message?.hasPrefix("layoutd: internal error: ") == true)
        }
    }

    /// `layoutd --version`: the release and the commit it was built from.
    @Suite struct VersionOption {
        @Test func versionPrintsTheReleaseAndTheCommitAndExitsZero() throws {
            let result = try Layoutd.run(["--version"])
            #expect(result.status == 0, "\(result.stderr)")
            let line = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(line.range(of: #"^\d+\.\d+\.\d+ \(commit ([0-9a-f]{12}(-modified)?|unknown)\)$"#, options: .regularExpression) != nil, "\(line)")
        }
    }
}
