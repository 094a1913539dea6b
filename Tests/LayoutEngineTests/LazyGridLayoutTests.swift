import Foundation
import LayoutEngine
import Testing

/// `LazyGridLayout`'s edges: inputs no case of SwiftUI's measures, where the engine must
/// still give a defined layout.
struct LazyGridLayoutTests {
    @Test func adaptiveItemWithNoMinimumAndNoSpacingMakesTheCappedNumberOfColumns() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) {
            Color.red.id("first")
            Color.red.id("second")
        }
        let placement = LayoutHost().place(view, proposal: ProposedViewSize(width: 100, height: 100))
        expectFrames(placement, ["first": [0, nil, 0.01, nil], "second": [0.01, nil, 0.01, nil]])
    }

    @Test func gridWithNoColumnsPutsItsViewsAtItsOriginWithNoSize() {
        let view = LazyVGrid(columns: []) { Color.red.id("a") }.id("grid")
        let placement = LayoutHost().place(view, proposal: ProposedViewSize(width: 200, height: 100))
        expectFrames(placement, ["grid": [0, 50, 200, 0], "a": [0, 50, 0, 0]])
    }

    @Test func unspecifiedWidthGivesFlexibleItemsTheirMinimumAndAdaptiveItemsOneColumn() {
        let view = LazyVGrid(columns: [GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 20))]) {
            Color.red.frame(height: 10).id("a")
            Color.red.frame(height: 10).id("b")
        }
        .id("grid")
        let placement = LayoutHost().place(view, proposal: ProposedViewSize(width: nil, height: nil))
        expectFrames(placement, ["grid": [0, 0, 58, 10], "a": [0, 0, 30, 10], "b": [38, 0, 20, 10]])
    }
}
