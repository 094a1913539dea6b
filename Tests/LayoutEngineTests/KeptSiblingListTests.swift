import Foundation
import LayoutEngine
import Testing

// A re-layout keeps a node's old list of children, without building a new one, when the
// views resolve to the old nodes in the old order and none of them changed; only a list
// that is kept holds its nodes. Each test changes one thing that check reads (how many
// nodes there are, which node stands at a place, whether a node changed) and expects what
// a fresh host lays out, and the last ones expect every node a host made to be let go with
// the host.

private func relaidOut<First: View, Second: View>(_ first: First, then second: Second, host: LayoutHost = LayoutHost()) -> Placement {
    _ = host.place(first, proposal: ProposedViewSize(width: 100, height: 100))
    return host.place(second, proposal: ProposedViewSize(width: 100, height: 100))
}

private func fresh<V: View>(_ view: V) -> Placement {
    LayoutHost().place(view, proposal: ProposedViewSize(width: 100, height: 100))
}

/// One square per width, identified by its width.
private func squares(_ widths: [Int]) -> some View {
    HStack(spacing: 0) {
        ForEach(widths, id: \.self) { width in Color.red.frame(width: CGFloat(width), height: 10) }
    }
}

/// A column of two rows of squares; the second row's last square is `width` wide.
private func rows(lastWidth width: CGFloat) -> some View {
    VStack(spacing: 0) {
        HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }
        HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: width, height: 10) }
    }
}

/// Counts the caches a ``CountingRow`` made and the ones let go.
private final class CacheTally {
    var made = 0
    var freed = 0
}

private final class CountedCache {
    let tally: CacheTally

    init(_ tally: CacheTally) {
        self.tally = tally
        tally.made += 1
    }

    deinit { tally.freed += 1 }
}

/// A row whose every node keeps a cache counted in `tally`: a node that is never let go
/// keeps its cache.
private struct CountingRow: Layout {
    let tally: CacheTally

    func makeCache(subviews: Subviews) -> CountedCache { CountedCache(tally) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CountedCache) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CountedCache) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

@Suite("A re-layout keeps a list of children only when it is the old nodes in order, unchanged")
struct KeptSiblingListTests {
    @Test func aViewAddedAtTheEndIsLaidOut() {
        let placement = relaidOut(squares([10, 20]), then: squares([10, 20, 30]))
        #expect(placement.root.children.map(\.frame.width) == [10, 20, 30])
        #expect(placement.root == fresh(squares([10, 20, 30])).root)
    }

    @Test func aViewTakenFromTheEndIsGone() {
        let placement = relaidOut(squares([10, 20, 30]), then: squares([10, 20]))
        #expect(placement.root.children.map(\.frame.width) == [10, 20])
        #expect(placement.root == fresh(squares([10, 20])).root)
    }

    @Test func theSameViewsReorderedArePlacedInTheNewOrder() {
        let placement = relaidOut(squares([10, 20, 30]), then: squares([30, 10, 20]))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.children.map(\.frame.width) == [30, 10, 20])
        #expect(placement.root == fresh(squares([30, 10, 20])).root)
    }

    @Test func aChangeBelowAnUnchangedListIsLaidOut() {
        // The column's rows are its old nodes in order; the second row changed inside.
        let placement = relaidOut(rows(lastWidth: 10), then: rows(lastWidth: 30))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.frame.width == 40)
        #expect(placement.root == fresh(rows(lastWidth: 30)).root)
    }

    @Test func aHostLetGoLetsGoOfEveryNodeItMade() {
        let tally = CacheTally()
        do {
            let host = LayoutHost()
            let row = { (count: Int) in CountingRow(tally: tally) { ForEach(0..<count) { _ in CountingRow(tally: tally) { Color.red.frame(width: 10, height: 10) } } } }
            _ = relaidOut(row(3), then: row(4), host: host)
            _ = host.place(row(2), proposal: ProposedViewSize(width: 100, height: 100))
        }
        #expect(tally.made > 0)
        #expect(tally.freed == tally.made)
    }

    @Test func aSecondReLayoutAfterAChangedListReadsEveryNodeKept() {
        let host = LayoutHost()
        _ = relaidOut(squares([10, 20]), then: squares([20, 10, 30]), host: host)
        let placement = host.place(squares([20, 10, 30]), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root == fresh(squares([20, 10, 30])).root)
    }
}
