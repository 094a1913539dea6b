import Foundation
@testable import LayoutEngine
import Testing

/// A node whose behaviour changes is replaced by a successor (see ``LayoutNode``), which
/// takes the old node's place in the tree and in its parent's snapshot.
struct SuccessorNodeTests {
    private static func frameNode(width: CGFloat) -> LayoutNode {
        LayoutNode.make(behavior: FrameBehavior(width: width, height: 10, alignment: .center), attributes: NodeAttributes(), key: ViewKey(path: 1))
    }

    @Test func aSuccessorTakesOverWhereItsPredecessorsEntryWent() {
        let old = Self.frameNode(width: 10)
        old.entrySerial = 41
        old.entryIndex = 7
        let successor = LayoutNode.make(succeeding: old, behavior: FrameBehavior(width: 20, height: 10, alignment: .center), bytes: nil)
        #expect(successor.entrySerial == 41)
        #expect(successor.entryIndex == 7)
    }

    @Test func aSuccessorKeepsItsPredecessorsIdentityAndForgetsItsSizes() {
        let old = Self.frameNode(width: 10)
        old.changedInPass = 3
        let successor = LayoutNode.make(succeeding: old, behavior: FrameBehavior(width: 20, height: 10, alignment: .center), bytes: nil)
        #expect(successor.key == old.key)
        #expect(successor.changedInPass == 3)
        #expect(successor.needsPlacement)
        #expect(!successor.placedChildrenAreCurrent)
    }
}
