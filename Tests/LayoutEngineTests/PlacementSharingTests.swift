import Foundation
import LayoutEngine
import Testing

/// Rows of fixed squares in columns in a row: three levels of stacks, `fanOut` children
/// each, with one leaf's width and one Text's content open to edits.
private struct Nested: View {
    var fanOut = 4
    var editedWidth: CGFloat = 10
    var label: String? = "ab"

    var body: some View {
        HStack(spacing: 1) {
            ForEach(0..<fanOut) { i in
                VStack(spacing: 1) {
                    ForEach(0..<fanOut) { j in
                        HStack(spacing: 1) {
                            ForEach(0..<fanOut) { k in
                                Color.red.frame(width: i == 1 && j == 2 && k == 3 ? editedWidth : 10, height: 10)
                            }
                        }
                    }
                }
            }
            if let label { Text(label).id("label") }
        }
    }
}

/// Four rows of five 10×10 squares in a grid, with square (1, 2) open to edits: widening it
/// moves every square after it in its column's right, in every row. The squares after the
/// edited one in its row are named ("r1c3", "r1c4").
private struct Squares: View {
    var editedWidth: CGFloat = 10
    var columns = 5

    var body: some View {
        Grid(horizontalSpacing: 2, verticalSpacing: 2) {
            ForEach(0..<4) { row in
                GridRow {
                    ForEach(0..<columns) { column in
                        Color.red.frame(width: row == 1 && column == 2 ? editedWidth : 10, height: 10).id("r\(row)c\(column)")
                    }
                }
            }
        }
    }
}

@Suite("Placements share what a pass did not move")
struct PlacementSharingTests {
    private let canvas = ProposedViewSize(width: 400, height: 300)

    @Test func aOneLeafEditRecordsOnlyTheViewsItMovedOrChanged() {
        let host = LayoutHost()
        let first = host.place(Nested(), proposal: canvas)
        let edited = host.place(Nested(editedWidth: 30), proposal: canvas)
        #expect(first.stats.snapshotNodes == first.stats.nodes)
        // The edited leaf's row, its column's rows and the outer row's children moved; the
        // other 12 columns' 48 rows of 4 leaves did not.
        #expect(edited.stats.snapshotNodes < edited.stats.nodes / 4)
        #expect(edited.root == LayoutHost().place(Nested(editedWidth: 30), proposal: canvas).root)
    }

    @Test func aPlacementIsUnchangedByTheHostsLaterPasses() {
        let host = LayoutHost()
        let first = host.place(Nested(), proposal: canvas)
        let copy = first.root.allNodes.map(\.frame)
        _ = host.place(Nested(editedWidth: 30), proposal: canvas)
        _ = host.place(Nested(fanOut: 2), proposal: canvas)
        #expect(first.root.allNodes.map(\.frame) == copy)
        #expect(first.root == LayoutHost().place(Nested(), proposal: canvas).root)
    }

    @Test func aPlacementHeldAcrossRelayoutsStillShowsItsFrames() {
        let host = LayoutHost()
        let first = host.place(Squares(), proposal: canvas)
        let frames = first.root.allNodes.map(\.frame)
        _ = host.place(Squares(editedWidth: 30), proposal: canvas)
        // The lists of the second pass are the host's alone now, and rewritten by the third.
        _ = host.place(Squares(), proposal: canvas)
        #expect(first.root.allNodes.map(\.frame) == frames)
        #expect(first.root == LayoutHost().place(Squares(), proposal: canvas).root)
    }

    @Test func aViewHeldFromAnEarlierPlacementStillShowsItsFrame() {
        let host = LayoutHost()
        // Only the square is held: the grid's list of squares is then not the host's alone.
        let square = host.place(Squares(), proposal: canvas).root.first(named: "r1c4")!
        let frame = square.frame
        let moved = host.place(Squares(editedWidth: 30), proposal: canvas)
        // 20 points further right in a grid 20 wider, centred: 10 in the canvas.
        #expect(moved.root.first(named: "r1c4")!.frame.minX == frame.minX + 10)
        #expect(square.frame == frame)
        #expect(square.kind == "frame")
    }

    @Test func aSnapshotRewrittenInPlaceIsTheOneANewHostMakes() {
        let host = LayoutHost()
        _ = host.place(Squares(), proposal: canvas)
        let wider = host.place(Squares(editedWidth: 30), proposal: canvas)
        #expect(wider.root == LayoutHost().place(Squares(editedWidth: 30), proposal: canvas).root)
        let narrower = host.place(Squares(), proposal: canvas)
        #expect(narrower.root == LayoutHost().place(Squares(), proposal: canvas).root)
        // Recorded again: the grid, the edited square and its colour, the other squares of
        // its column (centred in it) and the two after it in each row, which moved; the
        // other squares and their colours kept their entries.
        #expect(narrower.stats.snapshotNodes == 1 + 2 + 3 + 2 * 4)
    }

    @Test func aSnapshotRewrittenWithFewerOrMoreChildrenIsTheOneANewHostMakes() {
        let host = LayoutHost()
        _ = host.place(Squares(), proposal: canvas)
        let fewer = host.place(Squares(editedWidth: 30, columns: 4), proposal: canvas)
        #expect(fewer.root == LayoutHost().place(Squares(editedWidth: 30, columns: 4), proposal: canvas).root)
        let more = host.place(Squares(editedWidth: 30, columns: 6), proposal: canvas)
        #expect(more.root == LayoutHost().place(Squares(editedWidth: 30, columns: 6), proposal: canvas).root)
        let again = host.place(Squares(columns: 5), proposal: canvas)
        #expect(again.root == LayoutHost().place(Squares(columns: 5), proposal: canvas).root)
    }

    @Test func aHostThatKeepsWhatItLetsGoOfHandsOverTheSnapshotsOfViewsGone() {
        let host = LayoutHost()
        host.keepsDiscarded = true
        _ = host.place(Squares(), proposal: canvas)
        _ = host.takeDiscarded()
        _ = host.place(Squares(columns: 4), proposal: canvas)
        #expect(!host.takeDiscarded().isEmpty)
        #expect(host.takeDiscarded().isEmpty)
    }

    @Test func aHostKeepsNothingItLetsGoOfUnlessAsked() {
        let host = LayoutHost()
        _ = host.place(Squares(), proposal: canvas)
        _ = host.place(Squares(editedWidth: 30, columns: 4), proposal: canvas)
        #expect(host.takeDiscarded().isEmpty)
    }

    @Test func whatTheHostLetsGoOfChangesNoLaterPlacement() {
        let keeping = LayoutHost()
        keeping.keepsDiscarded = true
        // Held across the passes, as a caller that frees it later does.
        var held: [LayoutHost.Discarded] = []
        for squares in [Squares(), Squares(editedWidth: 30), Squares(editedWidth: 30, columns: 4), Squares(columns: 6), Squares()] {
            let kept = keeping.place(squares, proposal: canvas)
            held.append(keeping.takeDiscarded())
            #expect(kept.root == LayoutHost().place(squares, proposal: canvas).root)
        }
        #expect(held.contains { !$0.isEmpty })
    }

    @Test func aPlacementHeldWhileTheHostLetsGoOfItsListsStillShowsItsFrames() {
        let host = LayoutHost()
        host.keepsDiscarded = true
        let first = host.place(Squares(), proposal: canvas)
        let frames = first.root.children.map(\.frame)
        _ = host.place(Squares(editedWidth: 30, columns: 4), proposal: canvas)
        let discarded = host.takeDiscarded()
        _ = host.place(Squares(columns: 6), proposal: canvas)
        #expect(!discarded.isEmpty)
        #expect(first.root.children.map(\.frame) == frames)
    }

    @Test func childrenDrawnInANewOrderAreRecordedInIt() {
        func stack(front: Bool) -> some View {
            ZStack {
                Color.red.frame(width: 20, height: 20).id("red").zIndex(front ? 1 : 0)
                Color.blue.frame(width: 10, height: 10).id("blue")
            }
        }
        let host = LayoutHost()
        _ = host.place(stack(front: false), proposal: canvas)
        let reordered = host.place(stack(front: true), proposal: canvas)
        #expect(reordered.root.children.map(\.name) == ["blue", "red"])
        #expect(reordered.root == LayoutHost().place(stack(front: true), proposal: canvas).root)
    }

    @Test func aTextEditOfTheSameSizeShowsTheNewText() {
        let host = LayoutHost()
        _ = host.place(Nested(), proposal: canvas)
        let edited = host.place(Nested(label: "ba"), proposal: canvas)
        #expect(edited.root.first(named: "label")?.text == "ba")
        #expect(edited.root == LayoutHost().place(Nested(label: "ba"), proposal: canvas).root)
    }

    /// Lays out ten 10×10 squares in a row, then the same row with square `square` 30 wide
    /// on the same host; returns the second placement and whether it is the one a new host
    /// makes.
    private func widen(square: Int) -> (placement: Placement, isFresh: Bool) {
        func row(_ width: CGFloat) -> some View {
            HStack(spacing: 1) {
                ForEach(0..<10) { index in Color.red.frame(width: index == square ? width : 10, height: 10) }
            }
        }
        let host = LayoutHost()
        _ = host.place(row(10), proposal: canvas)
        let placement = host.place(row(30), proposal: canvas)
        return (placement, placement.root == LayoutHost().place(row(30), proposal: canvas).root)
    }

    @Test func aContainerPlacedAgainRecordsOnlyTheChildrenThatMoved() {
        // The last square grows: the row places all ten again, but the nine before it keep
        // their frames in the row, so their entries are copied, not made anew: only the
        // row, the grown square's frame and its colour are recorded.
        let edited = widen(square: 9)
        #expect(edited.placement.stats.snapshotNodes == 3)
        #expect(edited.isFresh)
    }

    @Test func childrenThatMovedAreRecordedWhereTheyWent() {
        // The first square grows, so the nine after it move right: each is recorded anew.
        let edited = widen(square: 0)
        #expect(edited.placement.stats.snapshotNodes == 12)
        #expect(edited.isFresh)
    }

    @Test func aRigidTreeMovedByTheCanvasRecordsOnlyItsRoot() {
        // Every node is rigid, so a wider canvas only centres the root somewhere else: its
        // descendants keep their places in it.
        let host = LayoutHost()
        _ = host.place(Nested(label: nil), proposal: canvas)
        let wider = host.place(Nested(label: nil), proposal: ProposedViewSize(width: 600, height: 300))
        #expect(wider.stats.snapshotNodes == 1)
        #expect(wider.root == LayoutHost().place(Nested(label: nil), proposal: ProposedViewSize(width: 600, height: 300)).root)
    }

    @Test func theSameTreeAgainSharesEveryNodeButTheRoot() {
        let host = LayoutHost()
        let first = host.place(Nested(), proposal: canvas)
        let again = host.place(Nested(), proposal: canvas)
        #expect(again.stats.snapshotNodes == 1)
        #expect(again.root == first.root)
        #expect(again.stats.nodes == first.stats.nodes)
    }

    @Test func aNodeBuiltByHandKeepsTheFramesItWasGiven() {
        let child = PlacedNode(kind: "Color", frame: CGRect(x: 0.1, y: 0.7, width: 3, height: 4))
        let parent = PlacedNode(kind: "frame", frame: CGRect(x: 0.2, y: 0.3, width: 5, height: 6), children: [child])
        let root = PlacedNode(kind: "VStack", frame: CGRect(x: 0, y: 0, width: 9, height: 9), children: [parent])
        #expect(root.children[0].children[0].frame == CGRect(x: 0.1, y: 0.7, width: 3, height: 4))
        #expect(root.nodeCount == 3)
    }

    @Test func nodesOfDifferentStorageAreEqualWhenTheyShowTheSame() {
        let placed = LayoutHost().place(Color.red.frame(width: 10, height: 20), proposal: ProposedViewSize(width: 30, height: 40)).root
        let byHand = PlacedNode(
            kind: "frame", frame: CGRect(x: 10, y: 10, width: 10, height: 20), color: nil, isModifier: true,
            children: [PlacedNode(kind: "Color", frame: CGRect(x: 10, y: 10, width: 10, height: 20), color: placed.children[0].color, paint: .fill)]
        )
        #expect(placed == byHand)
        #expect(placed.hashValue == byHand.hashValue)
        #expect(placed != PlacedNode(kind: "frame", frame: CGRect(x: 10, y: 10, width: 10, height: 20)))
    }

    @Test func aNodeDescribesItsSubtreeAsAnOutline() {
        let placed = LayoutHost().place(Text("Hi").id("greeting").padding(2), proposal: ProposedViewSize(width: 100, height: 50)).root
        let lines = placed.description.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("padding ("))
        #expect(lines[1].hasPrefix("  Text ("))
        #expect(lines[1].hasSuffix("\"Hi\" id=greeting"))
    }
}
