import Foundation
@testable import LayoutEngine
import Testing

/// A flow without a spacing of its own puts between two neighbours on a line the larger of
/// the first's trailing and the second's leading preference, pair by pair.
struct FlowLayoutPreferredSpacingTests {
    /// A 10 × 10 view preferring `leading` before it and `trailing` after it.
    private struct Spaced: Layout {
        var leading: CGFloat
        var trailing: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            var spacing = ViewSpacing()
            spacing.leading = leading
            spacing.trailing = trailing
            return spacing
        }
    }

    @Test func eachGapIsTheLargerOfTheFacingPreferencesOfItsPair() {
        let view = FlowLayout {
            Spaced(leading: 1, trailing: 3) { EmptyView() }.id("a")
            Spaced(leading: 20, trailing: 12) { EmptyView() }.id("b")
            Spaced(leading: 5, trailing: 30) { EmptyView() }.id("c")
            Spaced(leading: 2, trailing: 1) { EmptyView() }.id("d")
        }
        let placement = LayoutHost().place(view, proposal: .unspecified)
        let a = frame(placement, "a")!, b = frame(placement, "b")!, c = frame(placement, "c")!, d = frame(placement, "d")!
        // a→b: max(3, 20); b→c: max(12, 5); c→d: max(30, 2); nothing after the last view.
        #expect(b.minX - a.maxX == 20)
        #expect(c.minX - b.maxX == 12)
        #expect(d.minX - c.maxX == 30)
        #expect(near(placement.root.frame.width, 40 + 20 + 12 + 30))
    }

    @Test func aViewWithoutPreferenceMeetsItsNeighboursWithoutAGap() {
        let view = FlowLayout {
            Spaced(leading: 4, trailing: 4) { EmptyView() }.id("a")
            Spacer(minLength: 10).frame(width: 10).id("b")
            Spaced(leading: 4, trailing: 4) { EmptyView() }.id("c")
        }
        let placement = LayoutHost().place(view, proposal: .unspecified)
        let a = frame(placement, "a")!, b = frame(placement, "b")!, c = frame(placement, "c")!
        #expect(b.minX - a.maxX == 0)
        #expect(c.minX - b.maxX == 0)
    }
}
