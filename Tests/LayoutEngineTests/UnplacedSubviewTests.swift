import Foundation
import LayoutEngine
import Testing

/// Places its subviews in a row from its top-leading corner: all of them while `placesAll`,
/// otherwise the first alone.
private struct FirstOrAllLayout: Layout {
    var placesAll: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() where index == 0 || placesAll {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

@Suite("Subviews a layout leaves unplaced")
struct UnplacedSubviewTests {
    private func row(placesAll: Bool) -> some View {
        FirstOrAllLayout(placesAll: placesAll) {
            Color.red.frame(width: 10, height: 10).id("first")
            Color.blue.frame(width: 20, height: 20).id("second")
        }
    }

    /// The host skips marking children unplaced only for layouts that place every subview
    /// (the standard stacks, the flow layout, modifiers); a custom layout's subview placed in
    /// one pass and left out in the next must not keep its old frame, but sit in the middle
    /// of the layout's bounds, as SwiftUI puts it.
    @Test func aSubviewPlacedLastPassButLeftOutThisPassSitsInTheMiddle() {
        let host = LayoutHost()
        let canvas = ProposedViewSize(width: 100, height: 100)
        let all = host.place(row(placesAll: true), proposal: canvas)
        #expect(frame(all, "second") == CGRect(x: 10, y: 0, width: 20, height: 20))
        let firstOnly = host.place(row(placesAll: false), proposal: canvas)
        #expect(frame(firstOnly, "first") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(frame(firstOnly, "second") == CGRect(x: 40, y: 40, width: 20, height: 20))
    }
}
