import Foundation
import LayoutEngine
import Testing

/// Grid behaviours the cases in `Cases/grid-cases.json` do not pin: no proposal, rows
/// outside a grid, empty grids, `GridLayout` called directly.
struct GridLayoutTests {
    let canvas = ProposedViewSize(width: 200, height: 100)

    @Test func fixedSizeGridGivesFlexibleCellsTheirIdealSize() {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.id("flexible")
                Color.blue.frame(width: 30, height: 30).id("fixed")
            }
        }.id("grid").fixedSize()
        let placement = LayoutHost().place(view, proposal: canvas)
        #expect(frame(placement, "grid")?.size == CGSize(width: 40, height: 30))
        #expect(frame(placement, "flexible")?.size == CGSize(width: 10, height: 30))
    }

    @Test func gridRowOutsideAGridLaysOutItsCellsInTheParent() {
        let view = HStack(spacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 20, height: 10).id("b")
            }
        }.id("stack")
        let placement = LayoutHost().place(view, proposal: canvas)
        #expect(frame(placement, "stack") == CGRect(x: 85, y: 45, width: 30, height: 10))
        #expect(frame(placement, "b") == CGRect(x: 95, y: 45, width: 20, height: 10))
    }

    @Test func emptyGridHasNoSize() {
        let view = Grid { EmptyView() }.id("grid").fixedSize()
        #expect(frame(LayoutHost().place(view, proposal: canvas), "grid")?.size == .zero)
    }

    @Test func spanCountBelowOneSpansOneColumn() {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).gridCellColumns(0).id("a")
                Color.blue.frame(width: 20, height: 10).id("b")
            }
        }.id("grid")
        let placement = LayoutHost().place(view, proposal: canvas)
        #expect(frame(placement, "grid")?.size == CGSize(width: 30, height: 10))
        #expect(frame(placement, "b")?.minX == 95)
    }

    @Test func cellsAfterASpanningCellInTheSameRowSpanOneColumn() {
        // Cells without attributes of their own share their row's, and the grid reads the
        // layout values once for each run of cells sharing them: the spanning cell's own
        // value must not carry over to the cells after it.
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).gridCellColumns(2)
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
            }
            GridRow {
                ForEach(0..<5) { _ in Color.blue.frame(width: 10, height: 10) }
            }
        }.id("grid")
        let grid = LayoutHost().place(view, proposal: canvas).root.first(named: "grid")
        let cells = grid.map { Array($0.children) } ?? []
        #expect(grid?.frame.width == 50)
        #expect(cells.count == 9)
        #expect(cells.prefix(4).map { $0.frame.minX - (grid?.frame.minX ?? 0) } == [5, 20, 30, 40])
    }

    @Test func gridLayoutValueLaysOutAsTheGridView() {
        let cells = {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 20, height: 20).id("b")
            }
        }
        let direct = LayoutHost().place(GridLayout(horizontalSpacing: 4) { cells() }, proposal: canvas)
        let view = LayoutHost().place(Grid(horizontalSpacing: 4) { cells() }, proposal: canvas)
        #expect(frame(direct, "a") == frame(view, "a"))
        #expect(frame(direct, "b") == CGRect(x: 97, y: 40, width: 20, height: 20))
    }

    @Test func rowAlignedOnBaselinesIsTallEnoughForItsAlignedCells() {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .firstTextBaseline) {
                Color.red.frame(width: 10, height: 20).alignmentGuide(.firstTextBaseline) { _ in 5 }.id("a")
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { _ in 8 }.id("b")
            }
        }.id("grid")
        let placement = LayoutHost().place(view, proposal: canvas)
        // The guides meet 8 below the row's top: a starts 3 down and ends 23 down.
        #expect(frame(placement, "grid") == CGRect(x: 90, y: 38.5, width: 20, height: 23))
        #expect(frame(placement, "a") == CGRect(x: 90, y: 41.5, width: 10, height: 20))
        #expect(frame(placement, "b") == CGRect(x: 100, y: 38.5, width: 10, height: 10))
    }
}
