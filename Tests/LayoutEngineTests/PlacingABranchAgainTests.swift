import Foundation
@testable import LayoutEngine
import Testing

/// A branch whose children are placed keeps them as they are when its parent places it
/// again at the same size for the same proposal (or for any proposal, when it is rigid),
/// and places them again otherwise: the node works that out as it is placed, against the
/// frame and proposal it gives up, and keeps no copy of what its children were placed for.
struct PlacingABranchAgainTests {
    private static func framedColour(_ behavior: FrameBehavior) -> (LayoutNode, LayoutContext) {
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        let frame = LayoutNode.make(behavior: behavior, attributes: NodeAttributes(), key: ViewKey(path: 1))
        frame.children = NodeChildren(LayoutNode.make(behavior: ShapeBehavior(shape: .rectangle, color: "red"), attributes: NodeAttributes(), key: ViewKey(path: 2)))
        return (frame, context)
    }

    /// Places `node` as a parent would (size asked, then placed) and then its subtree;
    /// returns how many times children were placed.
    private static func place(_ node: LayoutNode, proposal: ProposedViewSize, at point: CGPoint = .zero, context: LayoutContext) -> Int {
        let before = context.statistics.placeSubviewsCalls
        let size = node.size(for: proposal, context: context)
        context.place(node, at: point, anchor: .topLeading, proposal: proposal, size: size)
        node.placeSubtree(context: context)
        return context.statistics.placeSubviewsCalls - before
    }

    private static let fixed = FrameBehavior(width: 10, height: 10, alignment: .center)
    private static let widthOnly = FrameBehavior(width: 10, height: nil, alignment: .center)

    @Test func aBranchPlacedAgainAtTheSameSizeAndProposalKeepsItsChildren() {
        let (frame, context) = Self.framedColour(Self.widthOnly)
        let proposal = ProposedViewSize(width: 50, height: 40)
        #expect(Self.place(frame, proposal: proposal, context: context) == 1)
        #expect(Self.place(frame, proposal: proposal, at: CGPoint(x: 5, y: 7), context: context) == 0)
        #expect(frame.frame == CGRect(x: 5, y: 7, width: 10, height: 40))
    }

    @Test func aBranchPlacedAtAnotherSizePlacesItsChildrenAgain() {
        let (frame, context) = Self.framedColour(Self.widthOnly)
        #expect(Self.place(frame, proposal: ProposedViewSize(width: 50, height: 40), context: context) == 1)
        #expect(Self.place(frame, proposal: ProposedViewSize(width: 50, height: 30), context: context) == 1)
        #expect(frame.children[0].frame.size == CGSize(width: 10, height: 30))
    }

    @Test func aBranchThatIsNotRigidPlacedForAnotherProposalPlacesItsChildrenAgain() {
        // Height unspecified, then 10: the colour is 10 high either way, so the frame's size
        // is the same, but the frame is not rigid (its height is its child's).
        let (frame, context) = Self.framedColour(Self.widthOnly)
        #expect(Self.place(frame, proposal: ProposedViewSize(width: 50, height: 10), context: context) == 1)
        #expect(!frame.isRigid)
        let before = context.statistics.placeSubviewsCalls
        context.place(frame, at: .zero, anchor: .topLeading, proposal: ProposedViewSize(width: 60, height: 10), size: CGSize(width: 10, height: 10))
        frame.placeSubtree(context: context)
        #expect(context.statistics.placeSubviewsCalls == before + 1)
    }

    @Test func aRigidBranchPlacedForAnotherProposalKeepsItsChildren() {
        let (frame, context) = Self.framedColour(Self.fixed)
        #expect(Self.place(frame, proposal: ProposedViewSize(width: 50, height: 40), context: context) == 1)
        #expect(Self.place(frame, proposal: ProposedViewSize(width: 70, height: 20), context: context) == 0)
    }

    @Test func aChangedBranchPlacesItsChildrenAgainAtTheSameSize() {
        let (frame, context) = Self.framedColour(Self.fixed)
        let proposal = ProposedViewSize(width: 50, height: 40)
        #expect(Self.place(frame, proposal: proposal, context: context) == 1)
        frame.markChanged(in: 2)
        #expect(Self.place(frame, proposal: proposal, context: context) == 1)
    }

    @Test func aRowPlacedAgainInAWiderCanvasPlacesOnlyWhatMoved() {
        let host = LayoutHost()
        func row(_ width: CGFloat) -> some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: width, height: 10)
            }
        }
        _ = host.place(row(10), proposal: ProposedViewSize(width: 100, height: 100))
        let same = host.place(row(10), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(same.stats.placeSubviewsCalls == 0)
        let wider = host.place(row(20), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(wider.root.children.map(\.frame.size.width) == [10, 20])
        // The row, 30 wide, is centred in the canvas.
        #expect(wider.root.children[1].children[0].frame == CGRect(x: 95, y: 45, width: 20, height: 10))
    }
}
