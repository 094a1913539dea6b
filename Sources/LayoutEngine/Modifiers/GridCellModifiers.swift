import Foundation

/// Which `GridRow` a view belongs to: the row's structural position (distinct for every
/// row among its siblings) and its vertical alignment. A child of a grid without one is not
/// in a row and spans every column, as a `Divider` does in Apple's examples.
struct GridRowMark: Equatable {
    let path: Int
    let alignment: VerticalAlignment?
}

/// The layout values a grid reads from its cells.
enum GridRowKey: LayoutValueKey { static let defaultValue: GridRowMark? = nil }
enum GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
enum GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
enum GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
enum GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
    /// Makes this cell of a `GridRow` span `count` columns (at least one), so one cell can
    /// stand over several narrower ones.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`, overriding the
    /// grid's alignment for that column (the last cell of a column that sets one wins).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell by `anchor` instead of by the grid's, row's and column's alignments:
    /// the view's anchor point goes on the cell's anchor point.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): the cell
    /// is offered the size the other cells decided, so a flexible view such as a `Divider`
    /// takes no more room than they need.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
