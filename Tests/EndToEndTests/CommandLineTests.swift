import Foundation
import Glibc
import Testing

/// Every end-to-end test runs one after the other: they start real processes and watch
/// real directories, and must stay reliable on a loaded two-core machine.
@Suite(.serialized) struct EndToEndTests {}

extension EndToEndTests {
    /// `layoutd render`, `check`, usage errors and `--help`: exit codes and output.
    @Suite struct CommandLine {
        @Test func renderWritesPlacementAndPreviewNextToEachSceneAndExitsZero() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            try scenes.write(Scenes.named("beta"), "sub/b.swift")
            let result = try Layoutd.run(["render", scenes.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(scenes.files() == ["a.placement.json", "a.preview.txt", "a.swift", "sub/b.placement.json", "sub/b.preview.txt", "sub/b.swift"])
            #expect(scenes.read("a.placement.json")?.contains("\"a.swift\"") == true)
            #expect(scenes.read("sub/b.placement.json")?.contains("\"beta\"") == true)
            #expect(scenes.read("a.preview.txt")?.contains("alpha") == true)
            #expect(result.stdout.contains("rendered 2 scenes"))
        }

        @Test func renderOfOneSceneFileWritesOnlyItsOutputs() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            try scenes.write(Scenes.named("beta"), "b.swift")
            let result = try Layoutd.run(["render", "a.swift"], in: scenes.path)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(scenes.files() == ["a.placement.json", "a.preview.txt", "a.swift", "b.swift"])
        }

        @Test func renderOfASceneWithErrorsExitsOneWithDiagnosticsAndKeepsTheLastGoodOutputs() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("good"), "a.swift")
            try #require(try Layoutd.run(["render", scenes.path]).status == 0)
            let placement = try #require(scenes.stamp("a.placement.json"))
            let preview = try #require(scenes.stamp("a.preview.txt"))
            let bytes = scenes.read("a.placement.json")

            try scenes.write(Scenes.broken, "a.swift")
            let result = try Layoutd.run(["render", scenes.path])
            #expect(result.status == 1)
            #expect(result.stderr.contains("a.swift:3:9: error:"), "\(result.stderr)")
            #expect(result.stderr.contains("Txt"))
            let diagnostics = try #require(scenes.read("a.diagnostics.txt"))
            #expect(diagnostics.contains("a.swift:3:9: error:"))
            #expect(result.stderr.contains(diagnostics))
            #expect(scenes.stamp("a.placement.json") == placement)
            #expect(scenes.stamp("a.preview.txt") == preview)
            #expect(scenes.read("a.placement.json") == bytes)
        }

        @Test func renderAfterTheFixRemovesTheDiagnosticsFile() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.broken, "a.swift")
            #expect(try Layoutd.run(["render", scenes.path]).status == 1)
            #expect(scenes.exists("a.diagnostics.txt"))
            try scenes.write(Scenes.named("fixed"), "a.swift")
            #expect(try Layoutd.run(["render", scenes.path]).status == 0)
            #expect(scenes.files() == ["a.placement.json", "a.preview.txt", "a.swift"])
        }

        @Test func checkExitsZeroWhenEveryOutputIsUpToDate() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            try scenes.write(Scenes.named("beta"), "sub/b.swift")
            try #require(try Layoutd.run(["render", scenes.path]).status == 0)
            let result = try Layoutd.run(["check", scenes.path])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("up to date"))
        }

        @Test func checkExitsOneWithAUnifiedDiffWhenAnOutputIsStale() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            try #require(try Layoutd.run(["render", scenes.path]).status == 0)
            try scenes.write(Scenes.named("alpha", width: 300), "a.swift")
            let stale = scenes.read("a.preview.txt")
            let result = try Layoutd.run(["check", scenes.path])
            #expect(result.status == 1)
            #expect(result.stdout.contains("--- a/a.preview.txt"), "\(result.stdout)")
            #expect(result.stdout.contains("+++ b/a.preview.txt"))
            #expect(result.stdout.contains("--- a/a.placement.json"))
            #expect(result.stdout.contains("\n@@ "))
            #expect(scenes.read("a.preview.txt") == stale, "check must not write")
        }

        @Test func checkExitsOneWhenAnOutputIsMissing() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            let result = try Layoutd.run(["check", scenes.path])
            #expect(result.status == 1)
            #expect(result.stdout.contains("a.placement.json"))
        }

        @Test func checkOfOneSceneFileChecksOnlyThatScene() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            try scenes.write(Scenes.named("beta"), "b.swift")
            try #require(try Layoutd.run(["render", "a.swift"], in: scenes.path).status == 0)
            let result = try Layoutd.run(["check", "a.swift"], in: scenes.path)
            #expect(result.status == 0, "b.swift's missing outputs are not a.swift's: \(result.stdout)")
            #expect(result.stdout.contains("checked 1 scene:"), "\(result.stdout)")
        }

        @Test func checkOfASceneThatIsNotUTF8ExitsOneNamingIt() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            try #require(try Layoutd.run(["render", scenes.path]).status == 0)
            try Data([0x73, 0x74, 0xFF, 0xFE, 0x80]).write(to: URL(fileURLWithPath: scenes.child("a.swift")))
            let result = try Layoutd.run(["check", scenes.path])
            #expect(result.status == 1)
            #expect(result.stderr.contains("a.swift: error: cannot read the scene: not UTF-8 text"), "\(result.stderr)")
        }

        @Test(arguments: ["render", "check"])
        func aDirectoryWithoutScenesIsAWarningNotAnError(command: String) throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write("not a scene\n", "notes.txt")
            let result = try Layoutd.run([command, scenes.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("warning: no scenes (NAME.swift or NAME.scene.json) in "), "\(result.stderr)")
            #expect(scenes.files() == ["notes.txt"])
        }

        @Test(arguments: [
            ["render", "--no-such-flag"],
            ["frobnicate"],
            ["daemon", "--log-level"],
            ["render", "--scale", "-3", "."],
        ])
        func badUsageExits64(arguments: [String]) throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let result = try Layoutd.run(arguments, in: scenes.path)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(!result.stderr.isEmpty)
        }

        @Test func unknownConfigurationKeyExits64NamingFileKeyAndLine() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("alpha"), "a.swift")
            try scenes.write("outputs = [\"placement\"]\nscael = 5\n", "layoutd.toml")
            let result = try Layoutd.run(["render", "--config", scenes.child("layoutd.toml"), scenes.path])
            #expect(result.status == 64)
            #expect(result.stderr.contains("\(scenes.child("layoutd.toml")):2"), "\(result.stderr)")
            #expect(result.stderr.contains("unknown key 'scael'"))
            #expect(!scenes.exists("a.placement.json"))
        }

        @Test func badConfigurationValueExits64NamingFileKeyAndLine() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write("# comment\n\nscale = \"big\"\n", "layoutd.toml")
            let result = try Layoutd.run(["render", scenes.path], environment: ["LAYOUTD_CONFIG": scenes.child("layoutd.toml")])
            #expect(result.status == 64)
            #expect(result.stderr.contains("layoutd.toml:3"), "\(result.stderr)")
            #expect(result.stderr.contains("'scale'"))
        }

        @Test func daemonWithAMissingScenesDirectoryExits64() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            let result = try Layoutd.run(["daemon", "--scenes", scenes.child("missing")])
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.contains("missing"))
        }

        @Test func helpNamesEverySubcommandAndExitsZero() throws {
            let result = try Layoutd.run(["--help"])
            #expect(result.status == 0)
            for command in ["render", "check", "watch", "daemon"] {
                #expect(result.stdout.contains(command))
            }
            let daemon = try Layoutd.run(["daemon", "--help"])
            #expect(daemon.status == 0)
            #expect(daemon.stdout.contains("--scenes"))
            #expect(daemon.stdout.contains("--config"))
        }
    }
}
