import Foundation
@testable import LayoutEngine
import Testing

/// Only a node that works out its own spacing or keeps a layout cache carries the storage
/// for them (a ``ContainerNode``): a modifier's node, whose spacing is its child's, is a
/// plain ``BranchNode``, and a colour's a plain ``LayoutNode``.
struct ContainerNodeTests {
    private static func node(_ behavior: some NodeBehavior) -> LayoutNode {
        LayoutNode.make(behavior: behavior, attributes: NodeAttributes(), key: ViewKey(path: 1))
    }

    @Test func aModifiersNodeIsABranchWithoutContainerStorage() {
        let node = Self.node(PaddingBehavior(insets: EdgeInsets()))
        #expect(node.isBranch && !node.isContainer)
        #expect(!(node is ContainerNode))
        #expect(node.cacheBox == nil)
    }

    @Test func aStacksNodeIsAContainer() {
        let node = Self.node(LayoutBehavior(HStackLayout()))
        #expect(node.isContainer)
        #expect(node is ContainerNode)
    }

    @Test func aViewWithSpacingOfItsOwnIsAContainer() {
        // A spacer prefers no spacing, which its behaviour says and its node remembers.
        let node = Self.node(SpacerBehavior(minLength: 0, axis: nil))
        #expect(node.isContainer)
    }

    @Test func aColoursNodeIsNeitherBranchNorContainer() {
        let node = Self.node(ShapeBehavior(shape: .color, color: "#FF0000"))
        #expect(!node.isBranch && !node.isContainer)
        #expect(node.cacheBox == nil)
    }

    @Test func aModifierSucceedingAnotherKeepsItsChildren() {
        let old = Self.node(PaddingBehavior(insets: EdgeInsets()))
        old.children = NodeChildren(Self.node(SpacerBehavior(minLength: 0, axis: nil)))
        let successor = LayoutNode.make(succeeding: old, behavior: PaddingBehavior(insets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), bytes: nil)
        #expect(successor.children.count == 1)
        #expect(!successor.isContainer)
    }
}
