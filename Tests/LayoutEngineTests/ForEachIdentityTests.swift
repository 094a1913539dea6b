import Foundation
import LayoutEngine
import Testing

// A ForEach over integers (a range) identifies each view by its integer without a closure
// and a key path per element. These tests change which integers a range holds and expect
// the views of the integers it still holds to keep their nodes, as they do for any id.

private func relaidOut<First: View, Second: View>(_ first: First, then second: Second) -> Placement {
    let host = LayoutHost()
    _ = host.place(first, proposal: ProposedViewSize(width: 100, height: 100))
    return host.place(second, proposal: ProposedViewSize(width: 100, height: 100))
}

/// One square per integer of `range`, as wide as 10 plus the integer.
private func squares(_ range: Range<Int>) -> some View {
    HStack(spacing: 0) {
        ForEach(range) { i in Color.red.frame(width: CGFloat(10 + i), height: 10) }
    }
}

private func squares(_ range: ClosedRange<Int>) -> some View {
    HStack(spacing: 0) {
        ForEach(range) { i in Color.red.frame(width: CGFloat(10 + i), height: 10) }
    }
}

@Suite("A ForEach over integers identifies each view by its integer")
struct ForEachIdentityTests {
    @Test func aShiftedRangeKeepsTheNodesOfTheIntegersItStillHolds() {
        let placement = relaidOut(squares(0..<3), then: squares(1..<4))
        // Only 3's frame and colour are new.
        #expect(placement.stats.createdNodes == 2)
        #expect(placement.root.children.map(\.frame.width) == [11, 12, 13])
    }

    @Test func aShiftedClosedRangeKeepsTheNodesOfTheIntegersItStillHolds() {
        let placement = relaidOut(squares(0...2), then: squares(1...3))
        #expect(placement.stats.createdNodes == 2)
        #expect(placement.root.children.map(\.frame.width) == [11, 12, 13])
    }
}
