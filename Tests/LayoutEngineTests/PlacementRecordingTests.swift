import Foundation
import LayoutEngine
import Testing

/// What a placement records of each view for inspectors: the proposal its parent made,
/// what the engine did for it in the pass, and where it is written.
@Suite("Placement recording")
struct PlacementRecordingTests {
    @Test func eachViewRecordsTheProposalItsParentMade() {
        let placement = LayoutHost().place(HStack(spacing: 0) { Text("a"); Color.red.frame(width: 30) }, proposal: ProposedViewSize(width: 100, height: 40))
        #expect(placement.root.proposal == ProposedViewSize(width: 100, height: 40))
        let frame = placement.root.children[1]
        #expect(frame.kind == "frame")
        // The stack proposes its remaining width to its last child.
        #expect(frame.proposal?.height == 40)
        #expect(frame.children[0].proposal == ProposedViewSize(width: 30, height: 40))
    }

    @Test func aNodeMadeByHandHasNoProposalOrLocation() {
        let node = PlacedNode(kind: "Text", frame: .zero)
        #expect(node.proposal == nil)
        #expect(node.sourcePosition == nil)
    }

    @Test func aLayoutRecordsItsCallsAndMakingItsCacheInTheFirstPass() {
        let placement = LayoutHost().place(VStack { Text("a"); Text("b") }, proposal: .unspecified)
        let activity = placement.root.activity(inPass: placement.stats.pass)
        #expect(activity.cache == .made)
        #expect(activity.placeSubviewsCalls == 1)
        #expect(activity.sizeThatFitsCalls >= 1)
    }

    @Test func anEditedLayoutRecordsUpdatingItsCache() {
        let host = LayoutHost()
        _ = host.place(VStack { Text("a"); Text("b") }, proposal: .unspecified)
        let second = host.place(VStack { Text("a"); Text("bb") }, proposal: .unspecified)
        #expect(second.root.activity(inPass: second.stats.pass).cache == .updated)
    }

    @Test func anUntouchedViewRecordsNoActivityInALaterPass() {
        let host = LayoutHost()
        let view = HStack { VStack { Text("a") }; Text("b") }
        _ = host.place(view, proposal: .unspecified)
        let second = host.place(view, proposal: .unspecified)
        #expect(second.root.activity(inPass: second.stats.pass) == NodeActivity())
        #expect(second.root.children[0].activity(inPass: second.stats.pass) == NodeActivity())
    }

    @Test func aSourcePositionIsRecordedOnTheViewItIsGiven() {
        let view = Text("a").sourcePosition(SourcePosition(line: 3, column: 5)).padding().sourcePosition(SourcePosition(line: 3, column: 14))
        let placement = LayoutHost().place(view, proposal: .unspecified)
        #expect(placement.root.sourcePosition == SourcePosition(line: 3, column: 14))
        #expect(placement.root.children[0].sourcePosition == SourcePosition(line: 3, column: 5))
    }

    @Test func aMovedSourcePositionIsRecordedInTheNextPass() {
        let host = LayoutHost()
        _ = host.place(VStack { Text("a").sourcePosition(SourcePosition(line: 2, column: 1)) }, proposal: .unspecified)
        let second = host.place(VStack { Text("a").sourcePosition(SourcePosition(line: 3, column: 1)) }, proposal: .unspecified)
        #expect(second.root.children[0].sourcePosition == SourcePosition(line: 3, column: 1))
    }
}
