import Foundation
import LayoutEngine
import Testing

/// A stack serves its children least flexible first (then by position), whichever way it
/// finds that order: a scan per value when the children take at most four flexibilities,
/// a sort otherwise. Both cases here list the children most flexible first, so serving
/// them in position order would give other widths.
@Suite("Stack serving order")
struct StackServingOrderTests {
    private func widths<V: View>(_ view: V, width: CGFloat) -> [CGFloat] {
        LayoutHost().place(view, proposal: ProposedViewSize(width: width, height: 10)).root.children.map(\.frame.width)
    }

    @Test func fourFlexibilitiesAreServedLeastFlexibleFirst() {
        let row = HStack(spacing: 0) {
            Color.red.frame(minWidth: 0, maxWidth: 40)
            Color.red.frame(minWidth: 0, maxWidth: 30)
            Color.red.frame(minWidth: 0, maxWidth: 20)
            Color.red.frame(width: 10)
        }
        // Offers: 10 of 25, then 20 of 30, 30 of 35, and the last 40 to the most flexible.
        #expect(widths(row, width: 100) == [40, 30, 20, 10])
    }

    @Test func fiveFlexibilitiesAreServedLeastFlexibleFirst() {
        let row = HStack(spacing: 0) {
            Color.red.frame(minWidth: 0, maxWidth: 50)
            Color.red.frame(minWidth: 0, maxWidth: 40)
            Color.red.frame(minWidth: 0, maxWidth: 30)
            Color.red.frame(minWidth: 0, maxWidth: 20)
            Color.red.frame(minWidth: 0, maxWidth: 10)
        }
        // 10 and 20 take their maximum; the 70 left is shared by the other three.
        let result = widths(row, width: 100)
        #expect(result.count == 5)
        #expect(result[3] == 20 && result[4] == 10)
        for width in result[0..<3] { #expect(abs(width - 70.0 / 3) < 1e-9) }
    }

    @Test func equalFlexibilitiesKeepTheirPositions() {
        // Two flexibilities, alternating: the fixed views first, then the flexible ones in
        // position order, each offered an equal share of what is left.
        let row = HStack(spacing: 0) {
            ForEach(0..<6) { index in
                if index.isMultiple(of: 2) {
                    Color.red.frame(width: 10)
                } else {
                    Color.blue.frame(minWidth: 0, maxWidth: .infinity)
                }
            }
        }
        #expect(widths(row, width: 90) == [10, 20, 10, 20, 10, 20])
    }
}

@Suite("ViewSpacing union")
struct ViewSpacingUnionTests {
    @Test func unionKeepsTheLargerPreferenceOnTheGivenEdgesOnly() {
        let merged = ViewSpacing.zero.union(ViewSpacing(), edges: .horizontal)
        #expect(merged.distance(to: .zero, along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: merged, along: .horizontal) == 8)
        #expect(merged.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing().union(.zero) == ViewSpacing())
        var all = ViewSpacing.zero
        all.formUnion(ViewSpacing())
        #expect(all == ViewSpacing())
    }
}
