import Foundation
@testable import LayoutEngine
import Testing

/// A node's memo of sizes by proposal: three entries inline, five more in a block made on
/// demand, the oldest replaced first.
struct SizeMemoTests {
    private static func proposal(_ index: Int) -> ProposedViewSize {
        ProposedViewSize(width: CGFloat(index) * 10, height: index.isMultiple(of: 2) ? nil : 5)
    }

    private static func size(_ index: Int) -> CGSize {
        CGSize(width: CGFloat(index), height: CGFloat(index) + 0.5)
    }

    /// A memo told size N for proposal N, for each N from 0 up to `count`, in turn.
    private static func memo(storing count: Int) -> SizeMemo {
        var memo = SizeMemo()
        for index in 0..<count { memo.store(size(index), for: .init(proposal(index))) }
        return memo
    }

    @Test func everyOneOfEightSizesIsFoundWhicheverBlockHoldsIt() {
        var memo = Self.memo(storing: 8)
        for index in 0..<8 {
            #expect(memo.lookup(.init(Self.proposal(index))) == Self.size(index))
        }
    }

    @Test func aNinthSizeReplacesTheOldest() {
        var memo = Self.memo(storing: 9)
        #expect(memo.lookup(.init(Self.proposal(0))) == nil)
        for index in 1..<9 {
            #expect(memo.lookup(.init(Self.proposal(index))) == Self.size(index))
        }
    }

    @Test func anUnaskedProposalIsNotFoundAndRemoveAllForgetsEverything() {
        var memo = Self.memo(storing: 3)
        #expect(memo.lookup(.init(Self.proposal(3))) == nil)
        #expect(memo.anySize == Self.size(0))
        memo.removeAll()
        #expect(memo.lookup(.init(Self.proposal(0))) == nil)
        #expect(memo.anySize == nil)
    }

    @Test func nanAndNegativeProposalsShareTheKeyOfTheirSanitisedValue() {
        var memo = SizeMemo()
        memo.store(CGSize(width: 1, height: 1), for: .init(ProposedViewSize(width: -5, height: .nan)))
        #expect(memo.lookup(.init(ProposedViewSize(width: 0, height: nil))) == CGSize(width: 1, height: 1))
    }
}
