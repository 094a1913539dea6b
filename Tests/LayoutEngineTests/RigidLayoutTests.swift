import Foundation
import LayoutEngine
import Testing

/// Fixed 10×10 squares in rows of `columns`, in a column: every node's size is the same
/// whatever it is proposed.
private struct Grid: View {
    var rows = 3
    var columns = 4
    var editedWidth: CGFloat = 10

    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<rows) { row in
                HStack(spacing: 2) {
                    ForEach(0..<columns) { column in
                        Color.red.frame(width: row == 0 && column == 0 ? editedWidth : 10, height: 10)
                    }
                }
                .padding(1)
            }
        }
    }
}

@Suite("Rigid subtrees")
struct RigidLayoutTests {
    @Test(arguments: [CGFloat(0), 35, 200, 10_000])
    func aRigidTreeLaysOutAsAFreshHostWouldForAnyCanvas(width: CGFloat) {
        let host = LayoutHost()
        _ = host.place(Grid(), proposal: ProposedViewSize(width: 300, height: 300))
        let again = host.place(Grid(), proposal: ProposedViewSize(width: width, height: 300))
        #expect(again.root == LayoutHost().place(Grid(), proposal: ProposedViewSize(width: width, height: 300)).root)
    }

    @Test func aNewProposalMeasuresNothingInARigidTree() {
        let host = LayoutHost()
        _ = host.place(Grid(), proposal: ProposedViewSize(width: 300, height: 300))
        let again = host.place(Grid(), proposal: ProposedViewSize(width: 120, height: 80))
        #expect(again.stats.sizeThatFitsCalls == 0)
        #expect(again.stats.placeSubviewsCalls == 0)
    }

    @Test func aRigidSiblingIsNotMeasuredAgainWhenAnotherGrows() {
        // The stack proposes every row a new width when the first grows; the others are rigid.
        let host = LayoutHost()
        let first = host.place(Grid(rows: 6), proposal: ProposedViewSize(width: 300, height: 300))
        let edited = host.place(Grid(rows: 6, editedWidth: 30), proposal: ProposedViewSize(width: 300, height: 300))
        #expect(edited.root == LayoutHost().place(Grid(rows: 6, editedWidth: 30), proposal: ProposedViewSize(width: 300, height: 300)).root)
        #expect(edited.stats.sizeThatFitsCalls < first.stats.sizeThatFitsCalls / 4)
    }

    @Test func contentThatFillsItsProposalIsMeasuredAgain() {
        // Color takes what it is offered: a frame of one fixed length around it is not rigid.
        let view = HStack { Color.red.frame(width: 20); Color.blue }
        let host = LayoutHost()
        _ = host.place(view, proposal: ProposedViewSize(width: 100, height: 50))
        let taller = host.place(view, proposal: ProposedViewSize(width: 100, height: 90))
        #expect(taller.root == LayoutHost().place(view, proposal: ProposedViewSize(width: 100, height: 90)).root)
        #expect(taller.root.children[0].frame.height == 90)
    }

    @Test func aFixedFrameIsRigidWhateverItHolds() {
        let view = VStack { Text("a long line of text that wraps").frame(width: 60, height: 40) }
        let host = LayoutHost()
        _ = host.place(view, proposal: ProposedViewSize(width: 300, height: 300))
        let narrow = host.place(view, proposal: ProposedViewSize(width: 30, height: 300))
        #expect(narrow.stats.sizeThatFitsCalls == 0)
        #expect(narrow.root == LayoutHost().place(view, proposal: ProposedViewSize(width: 30, height: 300)).root)
    }

    @Test func aCustomLayoutOfRigidViewsStillAnswersItsProposal() {
        // FlowLayout wraps by the width it is offered, whatever its subviews are.
        let view = FlowLayout(spacing: 4) { ForEach(0..<6) { _ in Color.red.frame(width: 30, height: 10) } }
        let host = LayoutHost()
        _ = host.place(view, proposal: ProposedViewSize(width: 300, height: 300))
        let narrow = host.place(view, proposal: ProposedViewSize(width: 70, height: 300))
        #expect(narrow.root == LayoutHost().place(view, proposal: ProposedViewSize(width: 70, height: 300)).root)
        #expect(Set(narrow.root.children.map(\.frame.minY)).count == 3)
    }
}
