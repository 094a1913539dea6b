import Foundation
import LayoutEngine
import Testing
@testable import Rendering

@Suite struct ASCIIPreviewTests {
    @Test func viewsAreBoxedWithTheirTextOrKindInZOrder() {
        let root = node("HStack", 0, 0, 48, 24, [
            node("Text", 0, 0, 20, 24, text: "Hi"),
            node("Color", 20, 0, 28, 24, color: "#FF0000"),
        ])
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 48, height: 24)) == """
        Test — 48×24 pt (proposal 48×24)
        ╔════════════╗
        ║┌───┐┌─────┐║
        ║│Hi ││Color│║
        ║└───┘└─────┘║
        ╚════════════╝

        1 column = 4 pt, 1 row = 8 pt

        """)
    }

    @Test func containerLabelShowsWhereChildrenLeaveRoom() {
        let root = node("VStack", 0, 0, 48, 40, [node("Text", 8, 16, 32, 16, text: "Hello")])
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 48, height: 40)) == """
        Test — 48×40 pt (proposal 48×40)
        ╔════════════╗
        ║┌VStack────┐║
        ║│          │║
        ║│ Hello    │║
        ║│          │║
        ║└──────────┘║
        ╚════════════╝

        1 column = 4 pt, 1 row = 8 pt

        """)
    }

    @Test func negativeOriginsAreClippedAtTheCanvasEdge() {
        // A root larger than the canvas is centred, so its origin is negative.
        let root = node("Color", -8, -8, 24, 24, name: "abc", color: "#00FF00")
        let lines = ASCIIPreview(scale: 4).render(preview(root, width: 40, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1...5].joined(separator: "\n") == """
        ╔══════════╗
        ║①░░│      ║
        ║───┘      ║
        ║          ║
        ╚══════════╝
        """)
        #expect(lines[6] == "①  #abc  -8,-8 24×24")
    }

    @Test func namedModifierLabelsTheChildSharingItsFrame() {
        let root = node("frame", 0, 0, 32, 24, name: "back", [node("Color", 0, 0, 32, 24, color: "#FF0000")])
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 32, height: 24)).contains("║│#back░│║"))
    }

    @Test func largerScaleDrawsSmallerPicture() {
        let root = node("Color", 0, 0, 80, 48, color: "#FF0000")
        let fine = ASCIIPreview(scale: 4).render(preview(root, width: 80, height: 48)).split(separator: "\n")
        let coarse = ASCIIPreview(scale: 8).render(preview(root, width: 80, height: 48)).split(separator: "\n")
        #expect(fine[1] == "╔" + String(repeating: "═", count: 20) + "╗")
        #expect(coarse[1] == "╔" + String(repeating: "═", count: 10) + "╗")
        #expect(fine.filter { $0.hasPrefix("║") }.count == 6)
        #expect(coarse.filter { $0.hasPrefix("║") }.count == 3)
        #expect(coarse.last == "1 column = 8 pt, 1 row = 16 pt")
    }

    @Test func oneRowViewIsAFlatBoxWithItsLabel() {
        let root = node("Color", 0, 0, 32, 8)
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 32, height: 8)).contains("║├Color─┤║"))
    }

    @Test func viewWithNoAreaIsNotDrawnButItsChildrenAre() {
        let root = node("Spacer", 0, 0, 0, 16, [node("Color", 0, 0, 8, 8, color: "#FF0000")])
        let text = ASCIIPreview(scale: 4).render(preview(root, width: 16, height: 16))
        #expect(text.contains("║①┤  ║\n║    ║"))
    }

    @Test func emptyTreeDrawsOnlyTheCanvas() {
        #expect(ASCIIPreview(scale: 4).render(preview(node("EmptyView", 8, 8, 0, 0), width: 16, height: 16)) == """
        Test — 16×16 pt (proposal 16×16)
        ╔════╗
        ║    ║
        ║    ║
        ╚════╝

        1 column = 4 pt, 1 row = 8 pt

        """)
    }

    @Test func hugeCanvasIsCutAndSaysSo() {
        let text = ASCIIPreview(scale: 4).render(preview(node("Color", 0, 0, 10_000, 10_000, color: "#FF0000"), width: 10_000, height: 10_000))
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("║") }.count == ASCIIPreview.maximumRows)
        #expect(lines[1].count == ASCIIPreview.maximumColumns + 2)
        #expect(text.contains("(cut to 400×400 cells from 2500×1250; a larger scale shows all of it)"))
    }

    @Test func longLabelIsCutWithAnEllipsis() {
        let root = node("Text", 0, 0, 24, 24, text: "Hello, world")
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 24, height: 24)).contains("║│Hel…│║"))
    }

    @Test func leafTextWrapsAtSpacesOverItsRows() {
        let root = node("Text", 0, 0, 40, 40, text: "one two three four")
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 40, height: 40)).contains("""
        ║┌────────┐║
        ║│one two │║
        ║│three   │║
        ║│four    │║
        ║└────────┘║
        """))
    }

    @Test func wrappedTextLongerThanItsRowsEndsWithAnEllipsis() {
        let root = node("Text", 0, 0, 40, 40, text: "one two three four five")
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 40, height: 40)).contains("║│four fi…│║"))
    }

    @Test func wideCharactersTakeTwoCellsAndKeepRowsAligned() {
        let root = node("HStack", 0, 0, 48, 24, [node("Text", 0, 0, 24, 24, text: "日本"), node("Text", 24, 0, 24, 24, text: "日本語")])
        let text = ASCIIPreview(scale: 4).render(preview(root, width: 48, height: 24))
        #expect(text.contains("║│日本││日… │║"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("║") || $0.hasPrefix("╔") || $0.hasPrefix("╚") }
        #expect(Set(rows.map { TerminalWidth.of(String($0)) }) == [14])
    }

    @Test func labelsAreKeptOnOneLine() {
        let root = node("Text", 0, 0, 40, 24, text: "a\nb\tc\u{0}d")
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 40, height: 24)).contains("║│a b c d │║"))
    }

    @Test func carriageReturnAndNewlineInALabelAreOneSpace() {
        let root = node("Text", 0, 0, 40, 24, text: "a\r\nb")
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 40, height: 24)).contains("║│a b     │║"))
    }

    @Test func viewOffTheCanvasIsNotDrawnButItsChildrenOnTheCanvasAre() {
        let root = node("VStack", 200, 0, 40, 24, [node("Color", 8, 8, 16, 8, color: "#FF0000")])
        let lines = ASCIIPreview(scale: 4).render(preview(root, width: 40, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1...5].joined(separator: "\n") == """
        ╔══════════╗
        ║          ║
        ║  ①──┤    ║
        ║          ║
        ╚══════════╝
        """)
    }

    @Test func previewsAreSeparatedByABlankLineAndWarningsFollowTheirPicture() {
        let first = preview(node("Color", 0, 0, 8, 8), width: 8, height: 8, name: "One", warnings: ["stack ran out\nof space"])
        let second = preview(node("Color", 0, 0, 8, 8), width: 8, height: 8, name: "Two", proposal: ProposedViewSize(width: nil, height: .infinity))
        #expect(ASCIIPreview(scale: 4).render([first, second]) == """
        One — 8×8 pt (proposal 8×8)
        ╔══╗
        ║①┤║
        ╚══╝
        ①  Color  0,0 8×8
        warning: stack ran out of space

        Two — 8×8 pt (proposal nil×∞)
        ╔══╗
        ║①┤║
        ╚══╝
        ①  Color  0,0 8×8

        1 column = 4 pt, 1 row = 8 pt

        """)
    }

    @Test func noPreviewsRenderAsEmptyText() {
        #expect(ASCIIPreview(scale: 4).render([]) == "")
    }

    @Test func scaleThatIsNotPositiveDrawsAtTheDefaultScale() {
        let sample = preview(node("Color", 0, 0, 40, 24), width: 40, height: 24)
        #expect(ASCIIPreview(scale: 0).render(sample) == ASCIIPreview().render(sample))
        #expect(ASCIIPreview(scale: .nan).render(sample) == ASCIIPreview().render(sample))
        #expect(ASCIIPreview(scale: -3).render(sample) == ASCIIPreview().render(sample))
    }

    @Test func engineLayoutIsDrawnTheSameEveryTime() {
        func render() -> String {
            let view = HStack(spacing: 8) {
                Text("Hi")
                Color.red.frame(width: 40, height: 16).id("swatch")
            }
            .padding(8)
            return ASCIIPreview(scale: 4).render(laidOut(view, width: 120, height: 48))
        }
        #expect(render() == render())
        #expect(render().contains("#swatch"))
    }

    @Test func paintingOverHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = CharacterGrid(columns: 4, rows: 1)
        grid.write("日本", column: 0, row: 0)
        grid.put("x", column: 1, row: 0)
        grid.put("y", column: 2, row: 0)
        #expect(rows(of: grid) == [" xy "])
    }

    @Test func charactersOfSeveralScalarsArePaintedWhole() {
        var grid = CharacterGrid(columns: 5, rows: 1)
        grid.write("e\u{301}🇯🇵x", column: 0, row: 0)
        #expect(rows(of: grid) == ["e\u{301}🇯🇵x "])
    }

    @Test(arguments: [(-2, "llo… "), (0, "Hello"), (3, "   He")])
    func labelIsClippedAtTheGridsEdges(column: Int, expected: String) {
        var grid = CharacterGrid(columns: 5, rows: 1)
        grid.write("Hello…", column: column, row: 0)
        #expect(rows(of: grid) == [expected])
    }

    @Test func asciiLabelNextToAWideCharacterClearsItsOtherHalf() {
        var grid = CharacterGrid(columns: 4, rows: 1)
        grid.write("日本", column: 0, row: 0)
        grid.write("ab", column: 1, row: 0)
        #expect(rows(of: grid) == [" ab "])
    }

    @Test func wideCharacterAtTheRightEdgeBecomesASpace() {
        var grid = CharacterGrid(columns: 3, rows: 1)
        grid.write("ab日", column: 0, row: 0)
        #expect(rows(of: grid) == ["ab "])
    }
}

/// The grid's rows as text, as a picture writes them.
private func rows(of grid: CharacterGrid) -> [String] {
    (0..<grid.rows).map { row in
        var output = TextBuffer()
        grid.write(row: row, to: &output)
        return output.text
    }
}
