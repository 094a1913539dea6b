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

    @Test func anEditedRowIsTakenWholeOnThePassAfterItsEdit() {
        var rows = (0..<4).map { row("row \($0)") }
        let host = LayoutHost()
        _ = host.place(VStack { ViewList(rows) }, proposal: canvas)
        rows[2] = row("a much longer row two")
        _ = host.place(VStack { ViewList(rows) }, proposal: canvas)
        let third = host.place(VStack { ViewList(rows) }, proposal: canvas)
        #expect(third.stats.reusedSubtrees == 4)
        #expect(third.root == LayoutHost().place(VStack { ViewList(rows) }, proposal: canvas).root)
    }

    @Test func anErasedViewGivingMoreNodesThanTheOneBeforeItIsTakenWithAllOfThem() {
        func pair(_ texts: [String]) -> AnyView { AnyView(ViewList(texts.map { AnyView(Text($0)) })) }
        let host = LayoutHost()
        _ = host.place(VStack { pair(["a", "b"]); Text("after") }, proposal: canvas)
        let three = pair(["a", "b", "c"])
        _ = host.place(VStack { three; Text("after") }, proposal: canvas)
        let third = host.place(VStack { three; Text("after") }, proposal: canvas)
        #expect(third.stats.reusedSubtrees == 1)
        #expect(third.root.children.map(\.kind) == ["Text", "Text", "Text", "Text"])
        #expect(third.root == LayoutHost().place(VStack { three; Text("after") }, proposal: canvas).root)
    }

    @Test func aChangedErasedViewThatGivesALeafLeavesNoRecordToTake() {
        let shared = row("a")
        let host = LayoutHost()
        _ = host.place(VStack { shared }, proposal: canvas)
        _ = host.place(VStack { AnyView(Text("leaf")) }, proposal: canvas)
        let third = host.place(VStack { shared }, proposal: canvas)
        #expect(third.stats.reusedSubtrees == 0)
        #expect(third.root == LayoutHost().place(VStack { shared }, proposal: canvas).root)
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

    @Test func anErasedViewGivenTheSameAttributesFromOutsideIsTakenWhole() {
        let shared = row("label")
        let host = LayoutHost()
        _ = host.place(HStack { shared.layoutPriority(1); Text("other") }, proposal: canvas)
        let second = host.place(HStack { shared.layoutPriority(1); Text("other") }, proposal: canvas)
        #expect(second.stats.reusedSubtrees == 1)
        #expect(second.root == LayoutHost().place(HStack { shared.layoutPriority(1); Text("other") }, proposal: canvas).root)
    }

    @Test func anErasedViewGivenOtherAttributesFromOutsideIsResolvedWithThem() {
        // Too narrow for both: the view with the higher priority is offered its width first.
        let shared = row("label")
        let narrow = ProposedViewSize(width: 90, height: 100)
        func pair(_ priority: Double) -> some View { HStack { shared.layoutPriority(priority); Text("other words") } }
        let host = LayoutHost()
        _ = host.place(pair(1), proposal: narrow)
        let second = host.place(pair(-1), proposal: narrow)
        let fresh = LayoutHost().place(pair(-1), proposal: narrow)
        #expect(second.stats.reusedSubtrees == 0)
        #expect(fresh.root != LayoutHost().place(pair(1), proposal: narrow).root)
        #expect(second.root == fresh.root)
    }

    @Test func anErasedViewGivenAnotherIdentityFromOutsideIsANewView() {
        let shared = row("label")
        let host = LayoutHost()
        let first = host.place(VStack { shared.id(1) }, proposal: canvas)
        let second = host.place(VStack { shared.id(2) }, proposal: canvas)
        #expect(second.stats.reusedSubtrees == 0)
        // Every node of the view is new; only the VStack is kept.
        #expect(second.stats.createdNodes == first.stats.createdNodes - 1)
    }

    @Test func theUnchangedCellsOfAnErasedGridRowAreTakenWholeWhenTheRowChanges() {
        func cell(_ width: CGFloat) -> AnyView { AnyView(Color.red.frame(width: width, height: 10)) }
        func grid(_ cells: [AnyView]) -> some View { Grid { AnyView(GridRow { ViewList(cells) }) } }
        var cells = (0..<4).map { _ in cell(10) }
        let host = LayoutHost()
        _ = host.place(grid(cells), proposal: canvas)
        cells[2] = cell(30)
        let edited = host.place(grid(cells), proposal: canvas)
        // The row is a new view and is resolved, and so is the edited cell. The first cell's
        // node holds the row's record (a node holds one, and the row's nodes start with the
        // cell's), so it is resolved too: the other two cells are taken whole.
        #expect(edited.stats.reusedSubtrees == 2)
        #expect(edited.root == LayoutHost().place(grid(cells), proposal: canvas).root)
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
