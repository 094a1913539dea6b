import Foundation
import LayoutEngine
import Testing

struct GeometryReaderTests {
    let canvas = ProposedViewSize(width: 200, height: 100)

    @Test func localFrameIsTheReadersBoundsAtTheOrigin() {
        let view = GeometryReader { proxy in
            let local = proxy.frame(in: .local)
            Color.red.frame(width: local.maxX / 4, height: local.maxY / 4 + local.minY).id("probe")
        }
        #expect(frame(LayoutHost().place(view, proposal: canvas), "probe") == CGRect(x: 0, y: 0, width: 50, height: 25))
    }

    @Test func safeAreaInsetsAreZeroHeadless() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: 10 + proxy.safeAreaInsets.leading + proxy.safeAreaInsets.top, height: 10).id("probe")
        }
        #expect(frame(LayoutHost().place(view, proposal: canvas), "probe")?.width == 10)
    }

    @Test func everyContentViewGoesToTheTopLeadingCorner() {
        let view = GeometryReader { _ in
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 30, height: 20).id("b")
        }
        .frame(width: 100, height: 50)
        let placement = LayoutHost().place(view, proposal: canvas)
        #expect(frame(placement, "a")?.origin == CGPoint(x: 50, y: 25))
        #expect(frame(placement, "b")?.origin == CGPoint(x: 50, y: 25))
    }

    @Test func readerNestedInAReaderLearnsItsPlace() {
        let view = GeometryReader { outer in
            VStack(spacing: 0) {
                Color.red.frame(width: outer.size.width / 4, height: 20)
                GeometryReader { inner in
                    Color.blue.frame(width: inner.frame(in: .global).minY, height: 10).id("probe")
                }
            }
        }
        // The outer reader is 200x100; its VStack is as wide as the inner reader's 200 and
        // starts at the top, so the inner reader begins 20 pt down.
        #expect(frame(LayoutHost().place(view, proposal: canvas), "probe")?.width == 20)
    }

    @Test func secondPlacementOfTheSameTreeGivesTheSameFrames() {
        let host = LayoutHost()
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40)
            GeometryReader { proxy in Color.blue.frame(width: proxy.frame(in: .global).minX, height: proxy.size.height).id("probe") }
        }
        let first = host.place(view, proposal: canvas)
        let second = host.place(view, proposal: canvas)
        #expect(frame(first, "probe") == CGRect(x: 40, y: 0, width: 40, height: 100))
        #expect(frame(second, "probe") == frame(first, "probe"))
    }

    @Test func movedReaderRemakesItsContent() {
        let host = LayoutHost()
        func view(_ lead: CGFloat) -> some View {
            HStack(spacing: 0) {
                Color.red.frame(width: lead)
                GeometryReader { proxy in Color.blue.frame(width: proxy.frame(in: .global).minX, height: 10).id("probe") }
            }
        }
        _ = host.place(view(40), proposal: canvas)
        #expect(frame(host.place(view(70), proposal: canvas), "probe")?.width == 70)
    }
}
