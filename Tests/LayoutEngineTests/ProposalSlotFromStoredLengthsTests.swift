import Foundation
@testable import LayoutEngine
import Testing

/// A stack keeps each child's proposal as two lengths (NaN for unspecified) and places the
/// child from them, making the node's proposal slot straight from the lengths: the slot
/// holds what the sanitised proposal would, and placing a node again compares slots as
/// `==` compares proposals.
struct ProposalSlotFromStoredLengthsTests {
    @Test func aNaNLengthIsUnspecified() {
        #expect(ProposalSlot(sanitizingWidth: .nan, height: 10).proposal == ProposedViewSize(width: nil, height: 10))
        #expect(ProposalSlot(sanitizingWidth: 4, height: .nan).proposal == ProposedViewSize(width: 4, height: nil))
    }

    @Test func theSlotHoldsTheSanitisedProposal() {
        let lengths: [CGFloat] = [0, -0.0, -3, 2.5, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        for width in lengths {
            for height in lengths {
                #expect(ProposalSlot(sanitizingWidth: width, height: height).proposal == ProposedViewSize(width: width, height: height).sanitized)
            }
        }
    }

    @Test func aNaNOfAnyPayloadIsAnUnspecifiedLengthNotNoProposal() {
        let noneLike = CGFloat(Double(bitPattern: 0x7FF8_0000_0000_0001))
        #expect(ProposalSlot(sanitizingWidth: noneLike, height: 1).proposal == ProposedViewSize(width: nil, height: 1))
    }

    @Test func slotsOfEqualProposalsHoldEachOther() {
        let zero = ProposalSlot(ProposedViewSize(width: 0, height: nil))
        let negativeZero = ProposalSlot(ProposedViewSize(width: -0.0, height: nil))
        #expect(zero.holds(negativeZero))
        #expect(ProposalSlot(sanitizingWidth: 5, height: .nan).holds(ProposalSlot(ProposedViewSize(width: 5, height: nil))))
        #expect(!ProposalSlot(sanitizingWidth: 5, height: 6).holds(ProposalSlot(ProposedViewSize(width: 5, height: nil))))
    }

    @Test func noProposalHoldsNothingAndIsHeldByNothing() {
        #expect(!ProposalSlot.none.holds(.none))
        #expect(!ProposalSlot.none.holds(ProposalSlot(sanitizingWidth: 1, height: 1)))
        #expect(!ProposalSlot(sanitizingWidth: 1, height: 1).holds(.none))
    }
}
