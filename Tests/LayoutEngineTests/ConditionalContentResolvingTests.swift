import Foundation
import LayoutEngine
import Testing

/// An `if`/`else` inside a `ForEach` (a `_ConditionalContent` per element, handed over to
/// the resolver rather than kept) resolves the branch its condition picks, under that
/// branch's own identity: the element lays out the branch's views, and an element whose
/// condition flips gets new nodes while its siblings keep theirs.
@Suite("Conditional content resolving")
struct ConditionalContentResolvingTests {
    /// A row whose element `index` is a 10-point frame when `isNarrow(index)`, else a
    /// 20-point one.
    private struct Row: View {
        var count: Int
        var flipped: Int?

        func isNarrow(_ index: Int) -> Bool { index.isMultiple(of: 2) != (index == flipped) }

        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<count) { index in
                    if isNarrow(index) {
                        Color.red.frame(width: 10, height: 10)
                    } else {
                        Color.blue.frame(width: 20, height: 10)
                    }
                }
            }
        }
    }

    @Test func eachElementLaysOutTheBranchItsConditionPicks() {
        // Exactly as wide as the row, so the row starts at the canvas's leading edge.
        let placement = LayoutHost().place(Row(count: 4), proposal: ProposedViewSize(width: 60, height: 10))
        #expect(placement.root.children.map(\.frame.width) == [10, 20, 10, 20])
        #expect(placement.root.children.map(\.frame.minX) == [0, 10, 30, 40])
    }

    @Test func eachElementIsTheBranchsModifierOverItsLeaf() {
        let placement = LayoutHost().place(Row(count: 2), proposal: ProposedViewSize(width: 100, height: 10))
        // The row, two frames and their two colours: the conditional adds no node.
        #expect(placement.stats.nodes == 5)
        #expect(placement.root.children.allSatisfy { $0.children.count == 1 })
    }

    @Test func anElementWhoseConditionFlipsIsReplacedAndItsSiblingsAreKept() {
        let host = LayoutHost()
        let proposal = ProposedViewSize(width: 100, height: 10)
        _ = host.place(Row(count: 4), proposal: proposal)
        let placement = host.place(Row(count: 4, flipped: 1), proposal: proposal)
        #expect(placement.root.children.map(\.frame.width) == [10, 10, 10, 20])
        // The flipped element's frame and colour are new; nothing else is.
        #expect(placement.stats.createdNodes == 2)
    }
}
