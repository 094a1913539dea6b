import Foundation
import LayoutEngine
import Testing
@testable import Rendering

/// Watch mode's screen: status, then diagnostics, then picture, fitted to the terminal.
@Suite struct WatchScreenTests {
    private let status = ["✓ a.swift — 12:00:00 — 0.81 ms", "  cache: makeCache 0"]

    private func numbered(_ prefix: String, _ count: Int) -> [String] {
        (1...count).map { "\(prefix) \($0)" }
    }

    @Test func statusComesFirstThenDiagnosticsThenAGapAndThePicture() {
        let lines = WatchScreen(columns: 80, rows: 24).lines(status: status, diagnostics: ["a.swift:3:9: error: unknown view 'Txt'"], picture: ["╔═╗", "╚═╝"])
        #expect(lines == status + ["a.swift:3:9: error: unknown view 'Txt'", "", "╔═╗", "╚═╝"])
    }

    @Test func pictureTallerThanTheScreenIsCutWithAMarkerOnTheLastRow() {
        let lines = WatchScreen(columns: 200, rows: 10).lines(status: status, diagnostics: [], picture: numbered("row", 30))
        #expect(lines.count == 10)
        #expect(Array(lines[2...3]) == ["", "row 1"])
        #expect(lines[8] == "row 6")
        #expect(lines[9] == "… 24 more rows below; a taller terminal or a larger --scale shows them")
    }

    @Test func diagnosticsArePlacedBeforeThePictureAndCanFillTheScreen() {
        let lines = WatchScreen(columns: 80, rows: 6).lines(status: status, diagnostics: numbered("error", 10), picture: ["╔═╗"])
        #expect(lines == status + ["error 1", "error 2", "error 3", "… 7 more rows of diagnostics"])
    }

    @Test func pictureGetsOnlyTheRowsTheDiagnosticsLeave() {
        let lines = WatchScreen(columns: 200, rows: 8).lines(status: status, diagnostics: numbered("error", 2), picture: numbered("row", 5))
        #expect(lines == status + ["error 1", "error 2", "", "row 1", "row 2", "… 3 more rows below; a taller terminal or a larger --scale shows them"])
    }

    @Test func everyLineIsCutToTheWidthWithAnEllipsis() {
        let lines = WatchScreen(columns: 10, rows: 24).lines(status: ["✓ a-very-long-scene-name.swift"], diagnostics: [], picture: ["╔════════════════╗"])
        #expect(lines == ["✓ a-very-…", "", "╔════════…"])
        #expect(lines.allSatisfy { TerminalLine($0).width <= 10 })
    }

    @Test func longDiagnosticIsWrappedAtASpaceNotCut() {
        let lines = WatchScreen(columns: 20, rows: 24).lines(status: [], diagnostics: ["a.swift:3:9: error: unknown view 'Txt'"], picture: [])
        #expect(lines == ["a.swift:3:9: error:", "unknown view 'Txt'"])
    }

    @Test func screenSmallerThanTheStatusShowsTheFirstStatusLines() {
        #expect(WatchScreen(columns: 80, rows: 1).lines(status: status, diagnostics: ["error"], picture: ["row"]) == [status[0]])
    }

    @Test func redrawIsOneUpdateThatHomesClearsEachLineBeforeWritingItAndClearsBelow() {
        let screen = WatchScreen(columns: 80, rows: 24)
        #expect(screen.redraw(["a", "b"]) == "\u{1B}[?2026h\u{1B}[H\u{1B}[Ka\n\u{1B}[Kb\n\u{1B}[J\u{1B}[?2026l")
    }

    @Test func redrawOfAFullScreenEndsWithoutANewlineSoNothingScrolls() {
        let screen = WatchScreen(columns: 80, rows: 2)
        #expect(screen.redraw(["a", "b"]) == "\u{1B}[?2026h\u{1B}[H\u{1B}[Ka\n\u{1B}[Kb\u{1B}[?2026l")
    }

    @Test func the400PointCanvasIsScaledToFitAn80ColumnTerminal() {
        let canvas = preview(node("Color", 0, 0, 400, 300), width: 400, height: 300)
        let screen = WatchScreen(columns: 80, rows: 24)
        let scale = screen.fittingScale(for: [canvas], preferred: 5)
        #expect(scale == 5.25)
        let picture = ASCIIPreview(scale: scale).render(canvas).split(separator: "\n").map(String.init)
        #expect(picture.map { TerminalLine($0).width }.max() ?? 0 <= 80)
        #expect(ASCIIPreview(scale: 5).render(canvas).split(separator: "\n").map { TerminalLine(String($0)).width }.max() == 82)
    }

    @Test func pictureThatFitsKeepsThePreferredScale() {
        let canvas = preview(node("Color", 0, 0, 120, 200), width: 120, height: 200)
        #expect(WatchScreen(columns: 80, rows: 24).fittingScale(for: [canvas], preferred: 5) == 5)
    }

    @Test func theWidestOfSeveralPreviewsSetsTheScale() {
        let narrow = preview(node("Color", 0, 0, 120, 200), width: 120, height: 200)
        let wide = preview(node("Color", 0, 0, 780, 100), width: 780, height: 100)
        #expect(WatchScreen(columns: 80, rows: 24).fittingScale(for: [narrow, wide], preferred: 5) == 10)
    }
}

/// Lines as a terminal shows them: escapes take no cells, wide characters two.
@Suite struct TerminalLineTests {
    @Test func colourEscapesTakeNoCells() {
        #expect(TerminalLine("\u{1B}[1;31merror\u{1B}[0m: x").width == 8)
    }

    @Test func wideCharactersTakeTwoCells() {
        #expect(TerminalLine("日本").width == 4)
    }

    @Test func cutKeepsEscapesWholeAndResetsTheColour() {
        let cut = TerminalLine("\u{1B}[31mabcdefgh\u{1B}[0m").cut(to: 5)
        #expect(cut == "\u{1B}[31mabcd…\u{1B}[0m")
        #expect(TerminalLine(cut).width == 5)
    }

    @Test func wordLongerThanARowIsBrokenAtTheEdge() {
        #expect(TerminalLine("abcdefghij").wrapped(to: 4) == ["abcd", "efgh", "ij"])
    }

    @Test func wrappingKeepsEscapesOnTheRowTheyWereOn() {
        #expect(TerminalLine("\u{1B}[31mred text\u{1B}[0m").wrapped(to: 4) == ["\u{1B}[31mred", "text\u{1B}[0m"])
    }

    @Test func lineThatFitsIsUnchanged() {
        #expect(TerminalLine("\u{1B}[31mabc\u{1B}[0m").cut(to: 3) == "\u{1B}[31mabc\u{1B}[0m")
    }

    @Test func cutNeverSplitsAWideCharacter() {
        #expect(TerminalLine("日本語").cut(to: 4) == "日…")
    }

    @Test func tabsAreCountedAndDrawnAsOneSpace() {
        #expect(TerminalLine("a\tb").width == 3)
        #expect(TerminalLine("a\tb").cut(to: 80) == "a b")
    }
}
