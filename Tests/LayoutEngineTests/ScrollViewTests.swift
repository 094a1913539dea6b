import Foundation
import LayoutEngine
import Testing

struct ScrollViewTests {
    let canvas = ProposedViewSize(width: 200, height: 100)

    @Test func scrollingBothWaysProposesNothingAndStartsTopLeading() {
        let view = ScrollView([.horizontal, .vertical]) {
            Color.red.id("fill")
        }
        let placement = LayoutHost().place(view, proposal: canvas)
        #expect(frame(placement, "fill") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func severalContentViewsStackAlongTheScrollingAxisAtTheDefaultSpacing() {
        let view = ScrollView(showsIndicators: false) {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.blue.frame(width: 40, height: 10).id("b")
        }
        let placement = LayoutHost().place(view, proposal: canvas)
        #expect(frame(placement, "a") == CGRect(x: 90, y: 0, width: 20, height: 10))
        #expect(frame(placement, "b") == CGRect(x: 80, y: 18, width: 40, height: 10))
    }

    @Test func unspecifiedProposalTakesTheContentsSize() {
        let view = ScrollView { Color.red.frame(width: 30, height: 50) }.id("scroll").fixedSize()
        #expect(frame(LayoutHost().place(view, proposal: canvas), "scroll")?.size == CGSize(width: 30, height: 50))
    }

    @Test func zIndexDrawsAViewInFrontOfLaterSiblings() {
        let view = ZStack {
            Color.red.frame(width: 60, height: 60).zIndex(1).id("front")
            Color.blue.frame(width: 40, height: 40).id("back")
        }
        let placement = LayoutHost().place(view, proposal: canvas)
        // Children are listed back to front.
        #expect(placement.root.children.map(\.name) == ["back", "front"])
    }

    @Test func equalZIndicesKeepTheWrittenOrder() {
        let view = ZStack {
            Color.red.zIndex(2).id("a")
            Color.blue.zIndex(2).id("b")
            Color.green.id("c")
        }
        #expect(LayoutHost().place(view, proposal: canvas).root.children.map(\.name) == ["c", "a", "b"])
    }

    @Test func spacerInALazyHStackLiesAlongTheRow() {
        let view = LazyHStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).id("a")
            Spacer()
            Color.blue.frame(width: 20, height: 20).id("b")
        }
        let placement = LayoutHost().place(view, proposal: canvas)
        #expect(frame(placement, "a")?.minX == 0)
        #expect(frame(placement, "b")?.maxX == 200)
    }

    /// Two cards, each half the container's width (Apple's carousel), as one type-erased
    /// value that every version of the tree below shares, as a scene's unchanged views do.
    let cards = AnyView(HStack(spacing: 0) {
        Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).id("a")
        Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 0).id("b")
    })

    private func carousel(width: CGFloat) -> some View {
        ScrollView(.horizontal) { cards }.frame(width: width)
    }

    @Test func aScrollViewResizedByAnEditGivesTheFramesInsideNewLengths() {
        let host = LayoutHost()
        #expect(frame(host.place(carousel(width: 100), proposal: canvas), "a")?.width == 50)
        // The type-erased content is the same value: the host must still redo its lengths.
        #expect(frame(host.place(carousel(width: 160), proposal: canvas), "a")?.width == 80)
        #expect(frame(host.place(carousel(width: 160), proposal: canvas), "b")?.width == 80)
    }

    @Test func theStatisticsOfALayoutThatTookASecondPassCoverTheFirst() {
        // The frames inside learn the scroll view's size from the first pass and are laid
        // out again in a second, which finds nothing left to make or measure.
        let placement = LayoutHost().place(carousel(width: 100), proposal: canvas)
        #expect(placement.stats.pass == 2)
        #expect(placement.stats.createdNodes == placement.stats.nodes)
        #expect(placement.stats.makeCacheCalls > 0)
        #expect(placement.stats.sizeThatFitsCalls > 0)
    }
}
