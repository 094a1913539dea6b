import Foundation
@testable import LayoutEngine
import Testing

/// A stack keeps one slot per child and proposal, written afresh on a cold pass, and no
/// list of measures besides: while it shares out space a child's slot holds its minimum
/// size and flexibility, written over when the child is served. Serving by priority, then
/// least flexible first, is as before.
struct StackSlotHoldsItsMeasuresTests {
    @Test func aSlotIs48Bytes() {
        #expect(MemoryLayout<StackLayout.Slot>.stride == 48)
    }

    @Test func aSlotReadsBackAnUnspecifiedLengthOfItsProposal() {
        var slot = StackLayout.Slot(proposal: ProposedViewSize(width: nil, height: 30), size: .zero, guide: 0, mayStateGuide: false)
        #expect(slot.proposal == ProposedViewSize(width: nil, height: 30))
        slot.proposal = ProposedViewSize(width: 0, height: nil)
        #expect(slot.proposal == ProposedViewSize(width: 0, height: nil))
        slot.proposal = .infinity
        #expect(slot.proposal == .infinity)
    }

    @Test func aHigherPriorityGroupIsServedFirst() {
        let placement = LayoutHost().place(
            HStack(spacing: 0) {
                Color.blue.frame(minWidth: 20, maxWidth: .infinity)
                Color.red.frame(minWidth: 10, maxWidth: .infinity).layoutPriority(1)
            },
            proposal: ProposedViewSize(width: 100, height: 10)
        )
        #expect(placement.root.children.map(\.frame.width) == [20, 80])
    }

    @Test func theLeastFlexibleChildIsServedFirstWhateverItsPlace() {
        // An equal share is 30; the middle frame takes at most 20, leaving 35 for each of the
        // flexible ones.
        let placement = LayoutHost().place(
            HStack(spacing: 0) {
                Color.blue.frame(minWidth: 0, maxWidth: .infinity)
                Color.green.frame(minWidth: 0, maxWidth: 20)
                Color.red.frame(minWidth: 0, maxWidth: .infinity)
            },
            proposal: ProposedViewSize(width: 90, height: 10)
        )
        #expect(placement.root.children.map(\.frame.width) == [35, 20, 35])
    }

    @Test func aRigidChildKeepsItsSizeAmongFlexibleOnes() {
        let placement = LayoutHost().place(
            VStack(spacing: 0) {
                Color.blue.frame(minHeight: 0, maxHeight: .infinity)
                Color.red.frame(width: 7, height: 12)
                Color.blue.frame(minHeight: 0, maxHeight: .infinity)
            },
            proposal: ProposedViewSize(width: 50, height: 100)
        )
        #expect(placement.root.children.map(\.frame.height) == [44, 12, 44])
        #expect(placement.root.children[1].frame.width == 7)
    }
}
