import Foundation
import Glibc
import Testing

extension EndToEndTests {
    /// `layoutd watch DIR` with its standard output piped, as in a CI log or `| tee`.
    @Suite struct WatchMode {
        private func lines(_ watch: Child, naming scene: String) -> [String] {
            watch.stdoutLines.filter { $0.contains(" \(scene):") }
        }

        @Test func pipedWatchPrintsOnePlainLinePerPassNamingTheScene() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("one"), "a.swift")
            try scenes.write(Scenes.named("two"), "sub/b.swift")
            let watch = try Child(arguments: ["watch", scenes.path], environment: Layoutd.environment())
            defer { watch.kill() }
            #expect(eventually { lines(watch, naming: "a.swift").count == 1 && lines(watch, naming: "sub/b.swift").count == 1 }, "\(watch.stdout)\(watch.stderr)")
            try scenes.write(Scenes.named("edited"), "a.swift")
            #expect(eventually { lines(watch, naming: "a.swift").count == 2 }, "\(watch.stdout)")
            try scenes.write(Scenes.broken, "sub/b.swift")
            #expect(eventually { lines(watch, naming: "sub/b.swift").count == 2 }, "\(watch.stdout)")
            #expect(lines(watch, naming: "sub/b.swift").last?.contains("errors") == true)
            #expect(!watch.stdout.contains("\u{1B}["), "no terminal control sequences on a pipe")
            // Each pass is one line starting with the time; only diagnostics follow a failed one.
            let passes = watch.stdoutLines.filter { $0.range(of: #"^\d\d:\d\d:\d\d "#, options: .regularExpression) != nil }
            #expect(passes.count == 4, "\(watch.stdout)")
            #expect(watch.stdout.contains("sub/b.swift:3:9: error:"), "\(watch.stdout)")
            #expect(scenes.read("a.placement.json")?.contains("\"edited\"") == true)
            // The edit's replaced outputs are kept as spares while watch runs, not after.
            let spares = scenes.path + "/.layoutd-spares"
            #expect(FileManager.default.fileExists(atPath: spares))
            watch.signal(SIGINT)
            #expect(watch.waitForExit() != nil)
            #expect(!FileManager.default.fileExists(atPath: spares))
        }

        @Test func aFixedScenesLineSaysItsDiagnosticsFileWasRemovedNotWritten() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.broken, "a.swift")
            let watch = try Child(arguments: ["watch", scenes.path], environment: Layoutd.environment())
            defer { watch.kill() }
            #expect(eventually { lines(watch, naming: "a.swift").count == 1 }, "\(watch.stdout)\(watch.stderr)")
            #expect(scenes.exists("a.diagnostics.txt"))
            try scenes.write(Scenes.named("fixed"), "a.swift")
            #expect(eventually { lines(watch, naming: "a.swift").count == 2 }, "\(watch.stdout)")
            let fixed = lines(watch, naming: "a.swift").last ?? ""
            #expect(fixed.hasSuffix("(wrote a.placement.json, a.preview.txt; removed a.diagnostics.txt)"), "\(fixed)")
            #expect(!scenes.exists("a.diagnostics.txt"))
        }

        @Test func watchWritesPreviewsAtTheScaleGiven() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("one"), "a.swift")
            let watch = try Child(arguments: ["watch", "--scale", "10", scenes.path], environment: Layoutd.environment())
            defer { watch.kill() }
            #expect(eventually { lines(watch, naming: "a.swift").count == 1 }, "\(watch.stdout)\(watch.stderr)")
            #expect(scenes.read("a.preview.txt")?.hasSuffix("1 column = 10 pt, 1 row = 20 pt\n") == true, "\(scenes.read("a.preview.txt") ?? "")")
        }

        /// Ctrl-C and a TERM end the loop between passes, and watch exits 0.
        @Test(arguments: [SIGINT, SIGTERM])
        func watchExitsCleanlyOnSignal(_ signal: Int32) throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Scenes.named("one"), "a.swift")
            let watch = try Child(arguments: ["watch", scenes.path], environment: Layoutd.environment())
            defer { watch.kill() }
            #expect(eventually { lines(watch, naming: "a.swift").count == 1 })
            watch.signal(signal)
            #expect(watch.waitForExit() == 0)
        }
    }
}
