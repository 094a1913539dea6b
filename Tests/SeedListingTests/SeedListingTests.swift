import Foundation
import LayoutEngine
import Testing

// The seed articles' own code, compiled against LayoutEngine, laid out, with frames worked
// by hand. Text sizes follow the standard measurer: "Hello" in largeTitle is 80.92×40.8,
// "World" in title 71.4×33.6, "!!!" in title3 18×24.

@Suite("Seed listings")
struct SeedListingTests {
    @Test func articleFlowLayoutWithSpacingCountsSpacingAfterTheLastView() {
        let placement = LayoutHost().place(FlowLayoutSpacingArticle.ContentView(), proposal: ProposedViewSize(width: 400, height: 300))
        // The listing adds 8 after "!!!": 80.92 + 8 + 71.4 + 8 + 18 + 8 = 194.32 wide.
        #expect(placement.root.kind == "border")
        #expect(abs(placement.root.frame.width - 194.32) < 0.001)
        let texts = placement.root.allNodes.filter { $0.kind == "Text" }
        #expect(texts.map(\.frame.minX).map { ($0 * 100).rounded() / 100 } == [102.84, 191.76, 271.16])
        #expect(texts.allSatisfy { abs($0.frame.minY - 129.6) < 0.001 })
    }

    @Test func articleFlowLayoutWithUnspecifiedWidthPutsEachViewOnItsOwnLine() {
        let placement = LayoutHost().place(FlowLayoutSpacingArticle.ContentView(), proposal: .unspecified)
        // `proposal.width ?? 0` makes every view overflow: three lines, as wide as "Hello".
        #expect(abs(placement.size.width - 80.92) < 0.001)
        #expect(abs(placement.size.height - 98.4) < 0.001)
    }

    @Test func articlePreferredSpacingIsEightBetweenTexts() {
        let placement = LayoutHost().place(FlowLayoutSpacingArticle.PreferredContentView(), proposal: ProposedViewSize(width: 400, height: 300))
        let texts = placement.root.allNodes.filter { $0.kind == "Text" }
        #expect(abs(texts[1].frame.minX - texts[0].frame.maxX - 8) < 0.001)
        #expect(abs(texts[2].frame.minX - texts[1].frame.maxX - 8) < 0.001)
    }

    @Test func articleCachingFlowLayoutUpdatesItsCacheOnTheSecondPass() {
        let host = LayoutHost()
        let view = { (text: String) in
            LayoutCachingArticle.FlowLayout() { Text(text); Text("b") }
        }
        let first = host.place(view("a"), proposal: ProposedViewSize(width: 200, height: 100))
        let second = host.place(view("a longer text"), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(first.stats.makeCacheCalls == 1)
        #expect(second.stats.makeCacheCalls == 0)
        #expect(second.stats.updateCacheCalls == 1)
    }

    @Test func stackSwitcherLaysOutFourMarksInARow() {
        let placement = LayoutHost().place(CustomLayoutsArticle.ContentView(), proposal: ProposedViewSize(width: 600, height: 400))
        let marks = placement.root.allNodes.filter { $0.kind == "Text" && ($0.text ?? "").hasPrefix("Mark") }
        #expect(marks.count == 4)
        // In an HStack the marks share one baseline row and go left to right.
        #expect(Set(marks.map(\.frame.minY)).count == 1)
        #expect(marks.map(\.frame.minX) == marks.map(\.frame.minX).sorted())
        let picker = placement.root.allNodes.first { $0.kind == "Picker" }
        #expect(picker?.frame.height == 32)
    }

    @Test func articleCornerLayoutPutsFourViewsInTheCorners() {
        let view = CustomLayoutsArticle.CornerLayout(spacing: 10) {
            Color.red.frame(width: 10, height: 20).id("a")
            Color.red.frame(width: 20, height: 10).id("b")
            Color.red.frame(width: 30, height: 30).id("c")
            Color.red.frame(width: 40, height: 40).id("d")
        }
        let placement = LayoutHost().place(view, proposal: .unspecified)
        // Width 3×10 + 100 = 130; height 3×10 + 100 = 130.
        #expect(placement.size == CGSize(width: 130, height: 130))
        #expect(placement.root.first(named: "a")?.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(placement.root.first(named: "b")?.frame == CGRect(x: 110, y: 0, width: 20, height: 10))
        #expect(placement.root.first(named: "c")?.frame == CGRect(x: 0, y: 100, width: 30, height: 30))
        #expect(placement.root.first(named: "d")?.frame == CGRect(x: 90, y: 90, width: 40, height: 40))
    }

    @Test func articleCircleLayoutPutsTheFirstViewAtTheTop() {
        let view = CustomLayoutsArticle.CircleLayout(radius: 50, rotation: .zero) {
            ForEach(0..<4) { index in Color.blue.frame(width: 10, height: 10).id("dot\(index)") }
        }
        let placement = LayoutHost().place(view, proposal: .unspecified)
        #expect(placement.size == CGSize(width: 110, height: 110))
        func center(_ name: String) -> CGPoint {
            let frame = placement.root.first(named: name)!.frame
            return CGPoint(x: (frame.midX * 1000).rounded() / 1000, y: (frame.midY * 1000).rounded() / 1000)
        }
        #expect(center("dot0") == CGPoint(x: 55, y: 5))
        #expect(center("dot1") == CGPoint(x: 105, y: 55))
        #expect(center("dot2") == CGPoint(x: 55, y: 105))
        #expect(center("dot3") == CGPoint(x: 5, y: 55))
    }

    @Test func articleBalancedHStackMakesEveryChildAsWideAsTheWidest() {
        let view = BalancedStackArticle.BalancedHStack() {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.red.frame(width: 30, height: 20).id("b")
        }
        let placement = LayoutHost().place(view, proposal: .unspecified)
        // Two 30×20 slots with 8 between them.
        #expect(placement.size == CGSize(width: 68, height: 20))
        #expect(placement.root.first(named: "a")?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(placement.root.first(named: "b")?.frame == CGRect(x: 38, y: 0, width: 30, height: 20))
    }

    @Test func articleViewThatFitsFallsBackToTheColumn() {
        let wide = LayoutHost().place(BalancedStackArticle.Example(), proposal: ProposedViewSize(width: 1000, height: 400))
        let narrow = LayoutHost().place(BalancedStackArticle.Example(), proposal: ProposedViewSize(width: 120, height: 400))
        let wideTexts = wide.root.allNodes.filter { $0.kind == "Text" }
        let narrowTexts = narrow.root.allNodes.filter { $0.kind == "Text" }
        #expect(Set(wideTexts.map(\.frame.midY)).count == 1)
        // Each text sits at the leading edge of its slot in the column.
        #expect(Set(narrowTexts.map(\.frame.minX)).count == 1)
        #expect(narrowTexts.map(\.frame.minY) == narrowTexts.map(\.frame.minY).sorted())
    }

    @Test func simpleLayoutEngineArticleScreens() throws {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(try SimpleLayoutEngineArticle.fullScreen(frame) == frame)
        let (top, bottom) = try SimpleLayoutEngineArticle.topAndBottom(frame)
        #expect(top == CGRect(x: 0, y: 0, width: 320, height: 280))
        #expect(bottom == CGRect(x: 0, y: 280, width: 320, height: 200))
        let frames = try SimpleLayoutEngineArticle.toolbarScreen(frame)
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 320, height: 236),
            CGRect(x: 0, y: 236, width: 320, height: 44),
            CGRect(x: 0, y: 280, width: 320, height: 200),
            CGRect(x: 0, y: 280, width: 160, height: 200),
            CGRect(x: 160, y: 280, width: 160, height: 200),
        ])
    }
}
