import Foundation
@testable import LayoutEngine
import Testing

/// A node's flags and its two remembered answers share one 16-bit word (``NodeFlags``), so
/// that the node of a framed colour fits a 240-byte block: each reads back what was set,
/// whatever the others hold.
struct NodeFlagsInTwoBytesTests {
    private static let flags: [NodeFlags] = [.cacheIsStale, .needsPlacement, .isPlaced, .placedChildrenAreCurrent, .spacingIsRemembered]

    @Test func aNewNodesFlagsRememberNothingAndAskForPlacement() {
        let flags = NodeFlags.newNode
        #expect(flags.rigidMemo == -1)
        #expect(flags.fractionalGuidesMemo == -1)
        #expect(flags == .needsPlacement)
    }

    @Test func eachFlagSetsAndClearsAloneWithTheAnswersKept() {
        for flag in Self.flags {
            var flags: NodeFlags = []
            flags.rigidMemo = 1
            flags.fractionalGuidesMemo = 0
            flags.set(flag, true)
            #expect(flags.contains(flag))
            #expect(Self.flags.filter { flags.contains($0) } == [flag])
            #expect(flags.rigidMemo == 1)
            #expect(flags.fractionalGuidesMemo == 0)
            flags.set(flag, false)
            #expect(!flags.contains(flag))
            #expect(flags.rigidMemo == 1)
            #expect(flags.fractionalGuidesMemo == 0)
        }
    }

    @Test func theTwoAnswersReadBackEachOfTheirThreeValuesWithTheFlagsKept() {
        for rigid in [-1, 0, 1] as [Int8] {
            for fractional in [-1, 0, 1] as [Int8] {
                var flags: NodeFlags = [.cacheIsStale, .isPlaced, .spacingIsRemembered]
                flags.rigidMemo = rigid
                flags.fractionalGuidesMemo = fractional
                #expect(flags.rigidMemo == rigid)
                #expect(flags.fractionalGuidesMemo == fractional)
                #expect(Self.flags.filter { flags.contains($0) } == [.cacheIsStale, .isPlaced, .spacingIsRemembered])
            }
        }
    }

    @Test func aNodesFlagsReadBackThroughItsMembers() {
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        let node = LayoutNode.make(behavior: FrameBehavior(width: 10, height: 10, alignment: .center), attributes: NodeAttributes(), key: ViewKey(path: 1))
        node.children = NodeChildren(LayoutNode.make(behavior: ShapeBehavior(shape: .rectangle, color: "red"), attributes: NodeAttributes(), key: ViewKey(path: 2)))
        #expect(node.needsPlacement && !node.isPlaced && !node.placedChildrenAreCurrent && !node.cacheIsStale)
        node.isPlaced = true
        node.placedChildrenAreCurrent = true
        #expect(node.isRigid)
        #expect(node.isKnownRigid)
        #expect(node.isPlaced && node.placedChildrenAreCurrent && node.needsPlacement)
        node.invalidate()
        #expect(!node.isKnownRigid)
        #expect(node.isPlaced && !node.placedChildrenAreCurrent && node.needsPlacement)
        _ = node.spacing(context: context)
        #expect(node.isPlaced)
    }
}
