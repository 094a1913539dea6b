import Foundation
@testable import LayoutEngine
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A leaf that fills its proposal (a colour or a shape) is made as a plain ``LayoutNode``,
/// without the storage of a ``BranchNode`` (children, size memo, remembered spacing, layout
/// cache, last placement, snapshot), and every member that reads that storage answers for
/// it as for a leaf; every other view's node is a ``BranchNode`` and remembers as before.
struct LeafNodesHoldNoBranchStorageTests {
    private static func node(_ behavior: some NodeBehavior) -> LayoutNode {
        LayoutNode.make(behavior: behavior, attributes: NodeAttributes(), key: ViewKey(path: 1))
    }

    private static let colour = ShapeBehavior(shape: .rectangle, color: "red")

    @Test func aColoursNodeIsNotABranch() {
        let node = Self.node(Self.colour)
        #expect(!(node is BranchNode))
        #expect(!node.isBranch)
    }

    #if canImport(Glibc)
    /// The point of the split: a large tree of framed colours holds one colour node per
    /// frame node, and each is written and paged in on a cold pass. (The allocator's usable
    /// size of the object, which is at least the instance size.)
    @Test func aColoursNodeTakesAtMost232BytesAndABranchMore() {
        let colour = Self.node(Self.colour)
        let frame = Self.node(FrameBehavior(width: 10, height: 10, alignment: .center))
        // `malloc.h`'s function, which the Glibc module does not import.
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        guard let symbol = dlsym(nil, "malloc_usable_size") else { return }
        let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
        let colourBytes = usableSize(Unmanaged.passUnretained(colour).toOpaque())
        let frameBytes = usableSize(Unmanaged.passUnretained(frame).toOpaque())
        #expect(colourBytes <= 232)
        #expect(frameBytes >= colourBytes + 128)
    }
    #endif

    @Test func aModifiersAndALeafNotFillingItsProposalAreBranches() {
        #expect(Self.node(FrameBehavior(width: 10, height: 10, alignment: .center)) is BranchNode)
        #expect(Self.node(ImageBehavior(name: "star", natural: CGSize(width: 20, height: 20), isResizable: false)) is BranchNode)
        #expect(Self.node(SpacerBehavior(minLength: 0, axis: nil)) is BranchNode)
    }

    @Test func aColoursNodeAnswersAsALeafWithNothingStored() {
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        let node = Self.node(Self.colour)
        node.children = NodeChildren()
        node.placedChildren = nil
        node.cacheBox = nil
        #expect(node.children.isEmpty)
        #expect(node.placedChildren == nil)
        #expect(node.cacheBox == nil)
        #expect(!node.placedChildrenAreUnshared)
        #expect(node.copyCount == 1)
        #expect(node.knownRigidSize == nil)
        #expect(node.size(for: ProposedViewSize(width: 30, height: nil), context: context) == CGSize(width: 30, height: 10))
        #expect(node.spacing(context: context) == ViewSpacing())
    }

    @Test func aSuccessorOfAColourIsALeafAndTakesOverItsPlace() {
        let old = Self.node(Self.colour)
        old.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        old.entrySerial = 41
        old.entryIndex = 7
        old.changedInPass = 3
        let successor = LayoutNode.make(succeeding: old, behavior: ShapeBehavior(shape: .rectangle, color: "blue"), bytes: nil)
        #expect(!successor.isBranch)
        #expect(successor.frame == old.frame)
        #expect(successor.entrySerial == 41)
        #expect(successor.entryIndex == 7)
        #expect(successor.changedInPass == 3)
        #expect(successor.needsPlacement)
    }

    @Test func aSuccessorOfABranchKeepsItsChildrenAndForgetsItsSizes() {
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        let old = Self.node(FrameBehavior(width: 10, height: 10, alignment: .center))
        let child = Self.node(Self.colour)
        old.children = NodeChildren(child)
        #expect(old.size(for: ProposedViewSize(width: 50, height: 50), context: context) == CGSize(width: 10, height: 10))
        let successor = LayoutNode.make(succeeding: old, behavior: FrameBehavior(width: 20, height: 10, alignment: .center), bytes: nil)
        #expect(successor.isBranch)
        #expect(successor.children.count == 1)
        #expect(successor.children[0] === child)
        #expect(successor.knownRigidSize == nil)
        #expect(successor.size(for: ProposedViewSize(width: 50, height: 50), context: context) == CGSize(width: 20, height: 10))
    }

    @Test func aBranchRemembersItsSizeUntilItChanges() {
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        let frame = Self.node(FrameBehavior(width: 10, height: 10, alignment: .center))
        frame.children = NodeChildren(Self.node(Self.colour))
        let proposal = ProposedViewSize(width: 50, height: 50)
        _ = frame.size(for: proposal, context: context)
        _ = frame.size(for: proposal, context: context)
        #expect(context.statistics.sizeThatFitsCalls == 1)
        frame.invalidate()
        _ = frame.size(for: proposal, context: context)
        #expect(context.statistics.sizeThatFitsCalls == 2)
    }

    @Test func aColourAsTheRootIsPlacedOnEveryPass() {
        let host = LayoutHost()
        let proposal = ProposedViewSize(width: 40, height: 30)
        let first = host.place(Color.red, proposal: proposal)
        let second = host.place(Color.red, proposal: proposal)
        let third = host.place(Color.blue, proposal: ProposedViewSize(width: 20, height: 30))
        #expect(first.root.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(second.root.frame == first.root.frame)
        #expect(third.root.frame == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(third.root.children.isEmpty)
    }

    @Test func aColourChangedInAFrameKeepsItsPlaceInTheSnapshot() {
        let host = LayoutHost()
        let proposal = ProposedViewSize(width: 100, height: 20)
        func row(_ colour: Color) -> some View {
            HStack(spacing: 0) {
                ForEach(0..<3) { index in
                    (index == 1 ? colour : Color.red).frame(width: 10, height: 10)
                }
            }
        }
        _ = host.place(row(.red), proposal: proposal)
        let edited = host.place(row(.blue), proposal: proposal)
        let fresh = LayoutHost().place(row(.blue), proposal: proposal)
        #expect(edited.root == fresh.root)
        #expect(edited.root.children[1].children[0].frame == CGRect(x: 45, y: 5, width: 10, height: 10))
    }
}
