import Foundation
@testable import LayoutEngine
import Testing

/// A node keeps the state that only some hosts or views set (an ``AnyView``'s record, its
/// share of the safe area, the activity counted for an inspector) in a box of its own,
/// made the first time one of them is set: a node that sets none holds no box, and one
/// that does reads back what it set.
struct RareNodeStateInABoxTests {
    private static func node() -> LayoutNode {
        LayoutNode.make(behavior: ShapeBehavior(shape: .rectangle, color: "red"), attributes: NodeAttributes(), key: ViewKey(path: 1))
    }

    @Test func aNewNodeHoldsNoBox() {
        let node = Self.node()
        #expect(!node.holdsRareState)
        #expect(node.erasedOutput == nil)
        #expect(node.safeArea == nil)
        #expect(node.activity.activity(in: 0) == NodeActivity())
    }

    @Test func clearingWhatWasNeverSetMakesNoBox() {
        let node = Self.node()
        node.erasedOutput = nil
        node.setSafeArea(nil)
        #expect(!node.holdsRareState)
    }

    @Test func aSafeAreaShareIsKeptInTheBoxAndPlacesTheChildrenAgain() {
        let node = Self.node()
        node.needsPlacement = false
        let share = SafeArea(inner: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), outer: EdgeInsets())
        node.setSafeArea(share)
        #expect(node.holdsRareState)
        #expect(node.safeArea == share)
        #expect(node.needsPlacement)
    }

    @Test func theActivityCountedInAPassReadsBack() {
        let node = Self.node()
        node.activity.countSizeThatFits(in: 3)
        node.activity.countSizeThatFits(in: 3)
        node.activity.countPlaceSubviews(in: 3)
        #expect(node.holdsRareState)
        #expect(node.activity.activity(in: 3) == NodeActivity(sizeThatFitsCalls: 2, placeSubviewsCalls: 1, cache: .none))
        #expect(node.activity.activity(in: 4) == NodeActivity())
    }
}
