import Foundation
import LayoutEngine
import Testing

/// `.environment(\.layoutDirection, .rightToLeft)` lays views out as SwiftUI does for a
/// right-to-left language: the left-to-right layout seen in a mirror, each frame flipped
/// within its parent's width, so what is leading sits on the right.
struct RightToLeftTests {
    let canvas = ProposedViewSize(width: 200, height: 100)

    func place(_ view: some View) -> Placement {
        LayoutHost().place(view.environment(\.layoutDirection, .rightToLeft), proposal: canvas)
    }

    func bar(_ width: CGFloat, _ name: String) -> some View {
        Color.red.frame(width: width, height: 10).id(name)
    }

    @Test func anHStacksFirstChildIsOnTheRight() {
        let placement = place(HStack(spacing: 0) { bar(50, "a"); bar(30, "b") })
        // The stack is 80 wide, centred at 60: "a" takes its right 50 points.
        #expect(frame(placement, "a")?.minX == 90)
        #expect(frame(placement, "b")?.minX == 60)
    }

    @Test func leadingPaddingIsOnTheRight() {
        let placement = place(bar(50, "a").padding(.leading, 20))
        #expect(frame(placement, "a")?.minX == 65)
    }

    @Test func leadingAlignmentLinesUpRightEdges() {
        let placement = place(VStack(alignment: .leading, spacing: 0) { bar(50, "a"); bar(100, "b") })
        #expect(frame(placement, "a")?.maxX == 150)
        #expect(frame(placement, "b")?.maxX == 150)
    }

    @Test func aFramesLeadingAlignmentIsItsRightEdge() {
        let placement = place(bar(50, "a").frame(width: 200, height: 100, alignment: .leading))
        #expect(frame(placement, "a")?.minX == 150)
    }

    @Test func aPositiveOffsetMovesTowardTheLeft() {
        let placement = place(bar(50, "a").offset(x: 10))
        #expect(frame(placement, "a")?.minX == 65)
    }

    @Test func aPositionIsMeasuredFromTheRightEdge() {
        let placement = place(bar(50, "a").position(x: 25, y: 5))
        #expect(frame(placement, "a")?.maxX == 200)
    }

    @Test func aCustomLayoutsPlacementsAreMirrored() {
        struct Row: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 200, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 60, y: bounds.minY), proposal: .unspecified)
                }
            }
        }
        let placement = place(Row { bar(50, "a"); bar(50, "b") })
        #expect(frame(placement, "a")?.maxX == 200)
        #expect(frame(placement, "b")?.maxX == 140)
    }

    @Test func leftToRightInsideRightToLeftKeepsItsOwnOrder() {
        let inner = HStack(spacing: 0) { bar(50, "a"); bar(30, "b") }.environment(\.layoutDirection, .leftToRight)
        let placement = place(inner.frame(width: 200, alignment: .leading))
        // The inner stack sits on the right, its children left to right within it.
        #expect(frame(placement, "a")?.minX == 120)
        #expect(frame(placement, "b")?.minX == 170)
    }

    @Test func leftToRightIsTheDefaultAndMirrorsNothing() {
        let placement = LayoutHost().place(HStack(spacing: 0) { bar(50, "a"); bar(30, "b") }, proposal: canvas)
        #expect(frame(placement, "a")?.minX == 60)
        #expect(frame(placement, "b")?.minX == 110)
    }
}
