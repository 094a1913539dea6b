import Foundation
import LayoutEngine
import Testing

/// A row of modifiers around leaves, whose leaves' entries the snapshot keeps in the row's
/// list beside their modifiers' (`PlacedEntry.onlyChild`), and a padded stack, whose child
/// is not a leaf and keeps a list of its own.
private struct ModifiedLeaves: View {
    var firstColor: Color = .red
    var firstWidth: CGFloat = 10

    var body: some View {
        HStack(spacing: 2) {
            firstColor.frame(width: firstWidth, height: 10).id("first")
            Color.blue.frame(minWidth: 0, maxWidth: .infinity).id("flexible")
            Text("ab").padding(3).id("padded")
            VStack { Color.green.frame(width: 4, height: 4) }.padding(1)
        }
    }
}

@Suite("A modifier's one leaf kept beside its siblings' entries")
struct OnlyChildEntryTests {
    private let canvas = ProposedViewSize(width: 200, height: 50)

    @Test func aModifiersLeafIsReadAsItsOnlyChild() {
        let root = LayoutHost().place(ModifiedLeaves(), proposal: canvas).root
        let first = root.first(named: "first")!
        #expect(first.children.count == 1)
        #expect(first.children.map(\.kind) == ["Color"])
        #expect(first.children[0].frame == first.frame)
        #expect(first.nodeCount == 2)
        let padded = root.first(named: "padded")!
        #expect(padded.children.map(\.kind) == ["Text"])
        #expect(padded.children[0].frame == padded.frame.insetBy(dx: 3, dy: 3))
    }

    @Test func aPlacementCountsEveryModifiersLeaf() {
        let placement = LayoutHost().place(ModifiedLeaves(), proposal: canvas)
        // HStack; three modifiers and their leaves; padding, VStack, frame, Color.
        #expect(placement.stats.nodes == 11)
        #expect(placement.root.nodeCount == 11)
        #expect(placement.root.allNodes.count == 11)
    }

    @Test func twoModifiersAtOnePlaceAreEqualOnlyWhenTheirLeavesAre() {
        let root = LayoutHost().place(
            ZStack {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
            },
            proposal: canvas
        ).root
        #expect(root.children[0] != root.children[1])
        #expect(root.children[0] == root.children[2])
        #expect(!root.children[0].children.elementsEqual(root.children[1].children))
    }

    @Test func aModifierTakenIntoANodeBuiltByHandKeepsItsLeaf() {
        let first = LayoutHost().place(ModifiedLeaves(), proposal: canvas).root.first(named: "first")!
        let byHand = PlacedNode(kind: "VStack", frame: CGRect(x: 0, y: 0, width: 100, height: 50), children: [first])
        #expect(byHand.children[0] == first)
        #expect(byHand.children[0].children[0].frame == first.children[0].frame)
        #expect(byHand.children[0].children[0].color == first.children[0].color)
        #expect(byHand.nodeCount == 3)
    }

    @Test func aLeafEditedInPlaceShowsItsNewLabels() {
        let host = LayoutHost()
        _ = host.place(ModifiedLeaves(), proposal: canvas)
        let edited = host.place(ModifiedLeaves(firstColor: .green), proposal: canvas)
        #expect(edited.root.first(named: "first")!.children[0].color == Color.green.hex)
        #expect(edited.root == LayoutHost().place(ModifiedLeaves(firstColor: .green), proposal: canvas).root)
    }

    @Test func aLeafEditedWhileAPlacementIsHeldShowsItsNewLabelsInTheNewPlacementOnly() {
        let host = LayoutHost()
        let held = host.place(ModifiedLeaves(), proposal: canvas)
        let edited = host.place(ModifiedLeaves(firstColor: .green), proposal: canvas)
        #expect(edited.root == LayoutHost().place(ModifiedLeaves(firstColor: .green), proposal: canvas).root)
        #expect(held.root == LayoutHost().place(ModifiedLeaves(), proposal: canvas).root)
    }

    @Test func leavesMovedAndResizedByAnEditAreWhereANewHostPutsThem() {
        let host = LayoutHost()
        var held: [Placement] = []
        for width: CGFloat in [10, 40, 20, 20, 10] {
            // Every other placement is held, so the row's list is alternately rewritten in
            // place and made anew from the last one.
            let placement = host.place(ModifiedLeaves(firstWidth: width), proposal: canvas)
            if width == 40 || width == 20 && held.count == 1 { held.append(placement) }
            #expect(placement.root == LayoutHost().place(ModifiedLeaves(firstWidth: width), proposal: canvas).root)
            #expect(placement.stats.nodes == 11)
        }
    }

    @Test func aHostThatRecordsDetailsGivesAModifiersLeafItsProposal() {
        let host = LayoutHost()
        host.recordsNodeDetails = true
        let first = host.place(ModifiedLeaves(), proposal: canvas).root.first(named: "first")!
        #expect(first.children[0].proposal == ProposedViewSize(width: 10, height: 10))
    }
}
