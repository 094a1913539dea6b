import Foundation
import LayoutEngine
import Testing

/// Each line of a `Text + Text` in several fonts is as tall as the largest font on it, as a
/// Core Text line is, so the text is as tall as its lines added up, and its baselines are
/// its first and last lines'.
///
/// Every number is worked by hand from ``StandardTextMeasurer``'s model: a lower-case
/// letter 0.55 em wide and a space 0.28 em; a line 1.2 em tall with its baseline 0.95 em
/// down. Body (17 pt): "aa" 18.7 wide, a space 4.76, a line 20.4 tall, baseline 16.15.
/// Large title (34 pt): "aa" 37.4 wide, a space 9.52, a line 40.8 tall, baseline 32.3.
struct TextLineHeightTests {
    let canvas = ProposedViewSize(width: 200, height: 200)
    let measurer = StandardTextMeasurer()

    /// `text` laid out 40 pt wide at the canvas's top left: its frame.
    func frameOf(_ text: some View, width: CGFloat = 40) -> CGRect? {
        let view = text.id("t").frame(width: width, alignment: .leading)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        return frame(LayoutHost().place(view, proposal: canvas), "t")
    }

    /// "aa " in the large title then "aa" in body, 40 pt wide: the body word does not fit
    /// beside the large one (37.4 + 9.52 + 18.7 = 65.62), so it wraps.
    var largeThenBody: [TextRun] { [TextRun("aa ", font: .largeTitle), TextRun("aa", font: .body)] }

    @Test func aWrappedLineOfBodyWordsIsABodyLineTall() {
        // The large title's line (40.8) then the body word's (20.4): 61.2, not two large lines' 81.6.
        let frame = frameOf(Text("aa ").font(.largeTitle) + Text("aa"))
        #expect(near(frame?.width, 37.4) && near(frame?.height, 61.2))
    }

    @Test func theFirstBaselineIsTheFirstLinesAndTheLastTheLastLines() {
        let measured = measurer.measure(largeThenBody, lineSpacing: 0, lineLimit: nil, proposal: ProposedViewSize(width: 40, height: nil))
        #expect(measured.lines == ["aa", "aa"])
        // The large title's baseline, 32.3; then the body line's 16.15 below the 40.8 pt line.
        #expect(measured.firstBaseline == 32.3)
        #expect(abs(measured.lastBaseline - (40.8 + 16.15)) < 0.001)
    }

    @Test func aLargeFontOnTheLastLineOnlyLowersTheLastBaseline() {
        // "aa " in body then "aa" in the large title: 18.7 + 4.76 + 37.4 = 60.86 > 40 wraps.
        let runs = [TextRun("aa ", font: .body), TextRun("aa", font: .largeTitle)]
        let measured = measurer.measure(runs, lineSpacing: 0, lineLimit: nil, proposal: ProposedViewSize(width: 40, height: nil))
        #expect(abs(measured.size.height - (20.4 + 40.8)) < 0.001)
        #expect(measured.firstBaseline == 16.15)
        #expect(abs(measured.lastBaseline - (20.4 + 32.3)) < 0.001)
    }

    @Test func aLastTextBaselineAlignmentMeetsTheLastLinesBaseline() {
        // A body "b" beside the text, aligned on last baselines: its baseline (16.15 down)
        // meets the text's last, the large title's 32.3 below the 20.4 pt body line, so
        // the "b" starts 20.4 + 32.3 - 16.15 = 36.55 below the text's top.
        let stack = HStack(alignment: .lastTextBaseline, spacing: 0) {
            (Text("aa ") + Text("aa").font(.largeTitle)).id("t").frame(width: 40, alignment: .leading)
            Text("b").id("b")
        }
        let placement = LayoutHost().place(stack.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), proposal: canvas)
        let text = frame(placement, "t")
        #expect(near(text.map { frame(placement, "b")!.minY - $0.minY }, 36.55))
    }

    @Test func aSingleLineOfSeveralFontsIsAsTallAsItsLargestFont() {
        let measured = measurer.measure(largeThenBody, lineSpacing: 0, lineLimit: nil, proposal: .unspecified)
        // 37.4 + 9.52 + 18.7 on one line, 40.8 tall, both baselines the large title's.
        #expect(measured.size == CGSize(width: 65.62, height: 40.8))
        #expect(measured.firstBaseline == 32.3 && measured.lastBaseline == 32.3)
    }

    @Test func lineSpacingGoesBetweenLinesOfDifferentHeights() {
        let frame = frameOf((Text("aa ").font(.largeTitle) + Text("aa")).lineSpacing(10))
        // 40.8 + 10 + 20.4.
        #expect(near(frame?.height, 71.2))
        let measured = measurer.measure(largeThenBody, lineSpacing: 10, lineLimit: nil, proposal: ProposedViewSize(width: 40, height: nil))
        #expect(abs(measured.lastBaseline - (40.8 + 10 + 16.15)) < 0.001)
    }

    @Test func aNewlineInTheLargeFontKeepsItsLineLarge() {
        // The first "aa" ends its line with a large-title newline; the "aa" below is a body line.
        let frame = frameOf(Text("aa\n").font(.largeTitle) + Text("aa"), width: 100)
        #expect(near(frame?.width, 37.4) && near(frame?.height, 61.2))
    }

    @Test func aLineLimitKeepsTheHeightsOfTheLinesItKeeps() {
        // "aa " large, then "aa aa" body, 40 pt wide: "aa" large; "aa" body (18.7 + 4.76 +
        // 18.7 = 42.16 > 40 wraps again); "aa" body. Two lines kept: 40.8 + 20.4.
        let text = (Text("aa ").font(.largeTitle) + Text("aa aa")).lineLimit(2)
        #expect(near(frameOf(text)?.height, 61.2))
        #expect(near(frameOf(Text("aa ").font(.largeTitle) + Text("aa aa"))?.height, 81.6))
    }

    @Test func aProposedHeightKeepsTheLinesOfDifferentHeightsThatFit() {
        let runs = largeThenBody + [TextRun(" aa", font: .body)]
        // 40.8 + 20.4 = 61.2 fits 70; a third body line (81.6) would not.
        let measured = measurer.measure(runs, lineSpacing: 0, lineLimit: nil, proposal: ProposedViewSize(width: 40, height: 70))
        #expect(measured.lines.count == 2)
        #expect(abs(measured.size.height - 61.2) < 0.001)
    }

    @Test func runsOfOneSizeMeasureAsOneFontDoes() {
        // Bold changes widths, not heights: every line is a body line, as a single font's.
        let runs = [TextRun("aa ", font: .body), TextRun("aa aa", font: Font.body.bold())]
        let measured = measurer.measure(runs, lineSpacing: 0, lineLimit: nil, proposal: ProposedViewSize(width: 20, height: nil))
        let single = measurer.measure("aa aa aa", font: .body, proposal: ProposedViewSize(width: 20, height: nil))
        #expect(measured.lines.count == 3)
        #expect(measured.size.height == single.size.height && measured.lastBaseline == single.lastBaseline)
    }
}
