import Foundation
@testable import LayoutEngine
import Testing

/// A node's children: none, one held directly, or several in an array, read the same way
/// whichever holds them, and readable unretained.
struct NodeChildrenTests {
    private static func nodes(_ count: Int) -> [LayoutNode] {
        (0..<count).map { LayoutNode.make(behavior: SpacerBehavior(minLength: CGFloat($0), axis: nil), attributes: NodeAttributes(), key: ViewKey(path: $0)) }
    }

    @Test func noChildrenIsEmpty() {
        let children = NodeChildren()
        #expect(children.isEmpty)
        #expect(children.count == 0)
    }

    @Test func oneChildIsItsOnlyElement() {
        let node = Self.nodes(1)[0]
        let children = NodeChildren(node)
        #expect(!children.isEmpty)
        #expect(children.count == 1)
        #expect(children[0] === node)
        #expect(children.first === node && children.last === node)
    }

    @Test func anArrayOfOneIsTheSameAsOneChild() {
        let node = Self.nodes(1)[0]
        let children = NodeChildren([node])
        #expect(children.count == 1)
        #expect(children[0] === node)
    }

    @Test func severalChildrenKeepTheirOrder() {
        let nodes = Self.nodes(5)
        let children = NodeChildren(nodes)
        #expect(children.count == 5)
        #expect(zip(children, nodes).allSatisfy { $0 === $1 })
        #expect(children.dropFirst().first === nodes[1])
    }

    @Test func anUnmanagedChildIsTheChildItself() {
        for count in [1, 3] {
            let nodes = Self.nodes(count)
            let children = NodeChildren(nodes)
            for index in 0..<count {
                #expect(children.unmanaged(at: index).takeUnretainedValue() === nodes[index])
            }
        }
    }

    @Test func aNodeCallsItsChildrenInOrderWithoutChangingThem() {
        let parent = Self.nodes(1)[0]
        let nodes = Self.nodes(4)
        parent.children = NodeChildren(nodes)
        var visited: [ObjectIdentifier] = []
        parent.forEachChild { visited.append(ObjectIdentifier($0)) }
        #expect(visited == nodes.map(ObjectIdentifier.init))
        #expect(parent.withFirstChild { $0 } === nodes[0])
        #expect(parent.withChild(2) { $0 } === nodes[2])
        #expect(Self.nodes(1)[0].withFirstChild { $0 } == nil)
    }
}
