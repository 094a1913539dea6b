import Foundation
import LayoutEngine
import Testing

/// What a placement says about paint and modifiers, for pictures: `paint` and `isModifier`.
@Suite struct PlacedPaintTests {
    private func placed(_ view: some View) -> PlacedNode {
        LayoutHost().place(view, proposal: ProposedViewSize(width: 100, height: 100)).root
    }

    @Test func strokedShapesAreOutlinesAndOtherShapesFills() {
        let root = placed(VStack {
            Circle().stroke(Color.gray, lineWidth: 1).id("stroked")
            Capsule().strokeBorder(Color.red).id("bordered")
            Rectangle().fill(Color.red).id("filled")
            Color.blue.id("color")
        })
        #expect(root.first(named: "stroked")?.paint == .stroke)
        #expect(root.first(named: "bordered")?.paint == .stroke)
        #expect(root.first(named: "filled")?.paint == .fill)
        #expect(root.first(named: "color")?.paint == .fill)
    }

    @Test func borderIsAStrokingModifierAndLayoutsAndTextPaintNothing() {
        let root = placed(HStack { Text("a").padding(2).border(Color.red) })
        let border = root.children[0]
        #expect(root.kind == "HStack" && root.paint == nil && !root.isModifier)
        #expect(border.kind == "border" && border.paint == .stroke && border.isModifier)
        #expect(border.children[0].kind == "padding" && border.children[0].paint == nil && border.children[0].isModifier)
        #expect(border.children[0].children[0].kind == "Text" && border.children[0].children[0].paint == nil)
    }

    @Test func editingAFillIntoAStrokeChangesTheNextPlacement() {
        let host = LayoutHost()
        let proposal = ProposedViewSize(width: 50, height: 50)
        _ = host.place(VStack { Circle().fill(Color.red) }, proposal: proposal)
        let edited = host.place(VStack { Circle().stroke(Color.red) }, proposal: proposal)
        #expect(edited.root.children[0].paint == .stroke)
    }
}
