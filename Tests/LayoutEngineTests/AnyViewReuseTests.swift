import Foundation
import LayoutEngine
import Testing

/// A row that makes a subtree (a padded HStack of a Text and a Color), wrapped once.
private func row(_ label: String) -> AnyView {
    AnyView(HStack { Text(label); Color.blue.frame(width: 20, height: 10) }.padding(2))
}

private let canvas = ProposedViewSize(width: 300, height: 400)

@Suite("AnyView reuse")
struct AnyViewReuseTests {
    @Test func theSameErasedViewsAreTakenWholeOnTheNextPass() {
        let rows = (0..<4).map { row("row \($0)") }
        let host = LayoutHost()
        let first = host.place(VStack { ViewList(rows) }, proposal: canvas)
        let second = host.place(VStack { ViewList(rows) }, proposal: canvas)
        #expect(second.stats.reusedSubtrees == 4)
        #expect(second.stats.sizeThatFitsCalls == 0)
        #expect(second.root == first.root)
    }

    @Test func anEditedRowIsResolvedAndItsSiblingsAreTaken() {
        var rows = (0..<4).map { row("row \($0)") }
        let host = LayoutHost()
        _ = host.place(VStack { ViewList(rows) }, proposal: canvas)
        rows[2] = row("a much longer row two")
        let edited = host.place(VStack { ViewList(rows) }, proposal: canvas)
        #expect(edited.stats.reusedSubtrees == 3)
        #expect(edited.stats.createdNodes == 0)
        #expect(edited.root == LayoutHost().place(VStack { ViewList(rows) }, proposal: canvas).root)
    }

    @Test func anEqualButNewErasedViewIsResolvedAgain() {
        let host = LayoutHost()
        _ = host.place(VStack { row("a") }, proposal: canvas)
        let second = host.place(VStack { row("a") }, proposal: canvas)
        #expect(second.stats.reusedSubtrees == 0)
        #expect(second.stats.createdNodes == 0)
    }

    @Test func theSameErasedViewInAnotherEnvironmentIsResolvedAgain() {
        let shared = row("label")
        let host = LayoutHost()
        _ = host.place(VStack { shared }.font(.body), proposal: canvas)
        let larger = host.place(VStack { shared }.font(.largeTitle), proposal: canvas)
        #expect(larger.stats.reusedSubtrees == 0)
        #expect(larger.root == LayoutHost().place(VStack { shared }.font(.largeTitle), proposal: canvas).root)
    }

    @Test func aMovedErasedViewIsResolvedInItsNewPlace() {
        let rows = (0..<3).map { row("row \($0)") }
        let host = LayoutHost()
        _ = host.place(VStack { ViewList(rows) }, proposal: canvas)
        let inserted = [row("new")] + rows
        let second = host.place(VStack { ViewList(inserted) }, proposal: canvas)
        #expect(second.root == LayoutHost().place(VStack { ViewList(inserted) }, proposal: canvas).root)
    }

    @Test func anErasedViewGivenAttributesFromOutsideIsResolved() {
        let shared = row("label")
        let host = LayoutHost()
        _ = host.place(HStack { shared.layoutPriority(1); Text("other") }, proposal: canvas)
        let second = host.place(HStack { shared.layoutPriority(1); Text("other") }, proposal: canvas)
        #expect(second.stats.reusedSubtrees == 0)
        #expect(second.root == LayoutHost().place(HStack { shared.layoutPriority(1); Text("other") }, proposal: canvas).root)
    }

    @Test func oneErasedViewShownTwiceIsLaidOutInBothPlaces() {
        let shared = row("twice")
        let host = LayoutHost()
        _ = host.place(VStack { shared; shared }, proposal: canvas)
        let second = host.place(VStack { shared; shared }, proposal: canvas)
        #expect(second.root.children.count == 2)
        #expect(second.root == LayoutHost().place(VStack { shared; shared }, proposal: canvas).root)
    }

    @Test func aNodeProducedByOtherCodeForgetsWhatTheErasedViewGave() {
        // The erased view's two Texts, then a Group producing the first of them (same place,
        // same type) and another, then the erased view again: it must not take the other.
        let pair = AnyView(Group { Text("a"); Text("b") })
        let host = LayoutHost()
        _ = host.place(VStack { pair }, proposal: canvas)
        _ = host.place(VStack { Group { Text("a"); Color.red.frame(width: 5, height: 5) } }, proposal: canvas)
        let third = host.place(VStack { pair }, proposal: canvas)
        #expect(third.root.children.map(\.kind) == ["Text", "Text"])
        #expect(third.root == LayoutHost().place(VStack { pair }, proposal: canvas).root)
    }
}
