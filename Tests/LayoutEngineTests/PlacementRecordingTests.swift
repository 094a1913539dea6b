import Foundation
import LayoutEngine
import Testing

/// What a placement records of each view for inspectors, when its host is asked to: the
/// proposal its parent made, what the engine did for it in the pass, and where it is written.
@Suite("Placement recording")
struct PlacementRecordingTests {
    /// A host that records node details.
    private func recordingHost() -> LayoutHost {
        let host = LayoutHost()
        host.recordsNodeDetails = true
        return host
    }

    @Test func eachViewRecordsTheProposalItsParentMade() {
        let placement = recordingHost().place(HStack(spacing: 0) { Text("a"); Color.red.frame(width: 30) }, proposal: ProposedViewSize(width: 100, height: 40))
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
        let placement = recordingHost().place(VStack { Text("a"); Text("b") }, proposal: .unspecified)
        let activity = placement.root.activity(inPass: placement.stats.pass)
        #expect(activity.cache == .made)
        #expect(activity.placeSubviewsCalls == 1)
        #expect(activity.sizeThatFitsCalls >= 1)
    }

    @Test func anEditedLayoutRecordsUpdatingItsCache() {
        let host = recordingHost()
        _ = host.place(VStack { Text("a"); Text("b") }, proposal: .unspecified)
        let second = host.place(VStack { Text("a"); Text("bb") }, proposal: .unspecified)
        #expect(second.root.activity(inPass: second.stats.pass).cache == .updated)
    }

    @Test func anUntouchedViewRecordsNoActivityInALaterPass() {
        let host = recordingHost()
        let view = HStack { VStack { Text("a") }; Text("b") }
        _ = host.place(view, proposal: .unspecified)
        let second = host.place(view, proposal: .unspecified)
        #expect(second.root.activity(inPass: second.stats.pass) == NodeActivity())
        #expect(second.root.children[0].activity(inPass: second.stats.pass) == NodeActivity())
    }

    @Test func aSourcePositionIsRecordedOnTheViewItIsGiven() {
        let view = Text("a").sourcePosition(SourcePosition(line: 3, column: 5)).padding().sourcePosition(SourcePosition(line: 3, column: 14))
        let placement = recordingHost().place(view, proposal: .unspecified)
        #expect(placement.root.sourcePosition == SourcePosition(line: 3, column: 14))
        #expect(placement.root.children[0].sourcePosition == SourcePosition(line: 3, column: 5))
    }

    @Test func aMovedSourcePositionIsRecordedInTheNextPass() {
        let host = recordingHost()
        _ = host.place(VStack { Text("a").sourcePosition(SourcePosition(line: 2, column: 1)) }, proposal: .unspecified)
        let second = host.place(VStack { Text("a").sourcePosition(SourcePosition(line: 3, column: 1)) }, proposal: .unspecified)
        #expect(second.root.children[0].sourcePosition == SourcePosition(line: 3, column: 1))
    }

    @Test func aHostRecordsNothingUnlessAsked() {
        let view = HStack { Text("a").sourcePosition(SourcePosition(line: 2, column: 1)); Color.red.frame(width: 30) }
        let placement = LayoutHost().place(view, proposal: ProposedViewSize(width: 100, height: 40))
        for node in placement.root.allNodes {
            #expect(node.proposal == nil)
            #expect(node.sourcePosition == nil)
            #expect(node.activity(inPass: placement.stats.pass) == NodeActivity())
        }
    }

    /// The text of an unchanged tree in a host's second pass, the host recording
    /// `first` in the first pass and `second` in the second: the text's subtree is one the
    /// second snapshot would share with the first.
    private func textInSecondPass(recording first: Bool, then second: Bool) -> PlacedNode {
        let host = LayoutHost()
        let view = VStack { HStack { Text("a").sourcePosition(SourcePosition(line: 4, column: 7)) } }
        host.recordsNodeDetails = first
        _ = host.place(view, proposal: .unspecified)
        host.recordsNodeDetails = second
        return host.place(view, proposal: .unspecified).root.children[0].children[0]
    }

    @Test func recordingTurnedOnRecordsSubtreesTheLastPassDidNotRecord() {
        let text = textInSecondPass(recording: false, then: true)
        #expect(text.sourcePosition == SourcePosition(line: 4, column: 7))
        #expect(text.proposal != nil)
    }

    @Test func recordingTurnedOffDropsWhatTheLastPassRecorded() {
        let text = textInSecondPass(recording: true, then: false)
        #expect(text.sourcePosition == nil)
        #expect(text.proposal == nil)
    }

    @Test func aNodeMadeByHandKeepsWhatItsChildrenRecorded() {
        let placed = recordingHost().place(Text("a").sourcePosition(SourcePosition(line: 1, column: 2)), proposal: .unspecified)
        let node = PlacedNode(kind: "group", frame: .zero, children: [placed.root])
        #expect(node.children[0].sourcePosition == SourcePosition(line: 1, column: 2))
        #expect(node.sourcePosition == nil)
    }
}
