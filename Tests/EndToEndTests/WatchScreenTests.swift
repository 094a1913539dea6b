import Foundation
import Glibc
import Testing

extension EndToEndTests {
    /// `layoutd watch` on a terminal: status first, then diagnostics, then the picture, all
    /// fitted to the terminal's size.
    @Suite struct WatchScreen {
        /// A scene on the default 400 × 300 pt canvas, whose picture at the configured 5 pt
        /// per column is 82 columns wide and taller than 24 rows.
        static func canvasScene(_ word: String) -> String {
            """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Text("\(word)").font(.title)
                        Color.red.frame(height: 40)
                    }
                }
            }
            """
        }

        private func width(_ line: String) -> Int { line.count }

        /// Runs `layoutd watch --no-color arguments… DIR` on an 80 × 24 terminal over a
        /// directory holding `canvasScene("hello")` as `a.swift`, for `body`.
        private func watching(_ arguments: [String] = [], _ body: (Scratch, PseudoTerminal, Process) throws -> Void) throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write(Self.canvasScene("hello"), "a.swift")
            let terminal = try PseudoTerminal(columns: 80, rows: 24)
            let watch = try terminal.run(["watch", "--no-color"] + arguments + [scenes.path])
            defer { terminal.finish(watch) }
            try body(scenes, terminal, watch)
        }

        /// The last screen drawn that `condition` accepts, waiting for it.
        private func screen(_ terminal: PseudoTerminal, _ condition: ([String]) -> Bool) -> [String]? {
            var found: [String]?
            _ = eventually { () -> Bool in
                found = terminal.screens.last(where: condition)
                return found != nil
            }
            return found
        }

        @Test func eightyByTwentyFourScreenShowsTheStatusFirstAndThePictureFittedAndCut() throws {
            try watching { _, terminal, _ in
                let drawn = try #require(screen(terminal) { $0.contains { $0.contains("╔") } }, "\(terminal.output)")
                #expect(drawn.first?.hasPrefix("✓ a.swift — ") == true, "\(drawn)")
                #expect(drawn.count <= 24, "\(drawn.count) lines")
                #expect(drawn.allSatisfy { width($0) <= 80 }, "\(drawn.map { width($0) })")
                // Scaled down to fit: the frame's top edge is whole, not cut with an ellipsis.
                let top = try #require(drawn.first { $0.hasPrefix("╔") })
                #expect(top.hasSuffix("╗"), "\(top)")
                #expect(drawn.last?.hasPrefix("… ") == true && drawn.last?.contains("more rows below; a taller terminal or a larger --scale shows them") == true, "\(drawn)")
            }
        }

        @Test func errorIsDrawnUnderTheStatusAboveTheLastGoodPicture() throws {
            try watching { scenes, terminal, _ in
                _ = try #require(screen(terminal) { $0.first?.hasPrefix("✓ a.swift") == true }, "\(terminal.output)")
                try scenes.write(Scenes.broken, "a.swift")
                let drawn = try #require(screen(terminal) { $0.first?.hasPrefix("✗ a.swift") == true }, "\(terminal.output)")
                let error = try #require(drawn.firstIndex { $0.contains("a.swift:3:9: error: unknown view 'Txt'") }, "\(drawn)")
                let lastGood = try #require(drawn.firstIndex { $0.hasPrefix("last good layout, from ") }, "\(drawn)")
                #expect(error < lastGood)
                #expect(drawn.count <= 24)
                #expect(drawn.contains { $0.hasPrefix("╔") }, "the last good picture stays on screen: \(drawn)")
            }
        }

        @Test func resizedTerminalIsRedrawnForItsNewSize() throws {
            try watching { _, terminal, watch in
                _ = try #require(screen(terminal) { $0.contains { $0.hasPrefix("╔") } }, "\(terminal.output)")
                let drawnBefore = terminal.screens.count
                terminal.resize(columns: 50, rows: 16)
                // The test's terminal is not the child's controlling terminal, so the kernel does
                // not signal it; a terminal emulator's would.
                kill(watch.processIdentifier, SIGWINCH)
                #expect(eventually { terminal.screens.count > drawnBefore }, "\(terminal.output)")
                let drawn = try #require(terminal.screens.last)
                #expect(drawn.count <= 16, "\(drawn)")
                #expect(drawn.allSatisfy { width($0) <= 50 }, "\(drawn)")
                let top = try #require(drawn.first { $0.hasPrefix("╔") }, "\(drawn)")
                #expect(top.hasSuffix("╗") && width(top) <= 50, "\(top)")
            }
        }

        @Test func deletedSceneIsClearedFromTheScreen() throws {
            try watching { scenes, terminal, _ in
                _ = try #require(screen(terminal) { $0.contains { $0.hasPrefix("╔") } }, "\(terminal.output)")
                try scenes.delete("a.swift")
                let drawn = try #require(screen(terminal) { $0.first?.hasPrefix("− a.swift") == true }, "\(terminal.output)")
                #expect(!drawn.contains { $0.contains("╔") || $0.contains("║") }, "\(drawn)")
            }
        }

        @Test func givenScaleIsKeptAndLinesAreCutToTheWidthInsteadOfWrapping() throws {
            try watching(["--scale", "5"]) { _, terminal, _ in
                let drawn = try #require(screen(terminal) { $0.contains { $0.hasPrefix("╔") } }, "\(terminal.output)")
                let top = try #require(drawn.first { $0.hasPrefix("╔") })
                #expect(top.hasSuffix("…") && width(top) == 80, "at 5 pt per column the frame is 82 wide: \(top)")
                #expect(drawn.allSatisfy { width($0) <= 80 })
            }
        }
    }
}
