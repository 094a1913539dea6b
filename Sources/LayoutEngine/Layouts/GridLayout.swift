import Foundation

/// SwiftUI's grid as a `Layout` value: rows of cells in shared columns.
///
/// Structure: each run of children from one `GridRow` is a row, a cell per child, filling
/// the next column (or the next `gridCellColumns(_:)` columns). Any other child is a row of
/// its own whose one cell spans every column. The grid has as many columns as its widest
/// row.
///
/// Sizing, first the columns, then the rows:
/// 1. With no width proposed, each column is as wide as its widest one-column cell's ideal
///    width. With a width proposed, the spacing is taken out and the columns share the
///    rest as a stack's children do: the least flexible column first (a column's
///    flexibility is its cells' widest maximum less their widest minimum), each offered an
///    equal share of what is left; the column is as wide as its widest cell for that offer,
///    so a fixed column leaves its unused share to the flexible ones.
/// 2. Spans (cells over several columns, including the rows that are not a `GridRow`) are
///    then offered the width of their columns and the spacing between them, plus whatever
///    of the proposed width the columns leave unused (nothing, for their ideal width, when
///    no width is proposed). A span that comes out wider than its columns widens them: the
///    excess is shared equally among the columns it spans. Spans are taken in the order
///    they are written. So a fixed span wider than its columns widens them, and a flexible
///    one (a `Divider` between rows) widens the grid to the width it was offered, as
///    Apple's `Grid` documentation says of a divider that is not in a row; a
///    `gridCellUnsizedAxes(.horizontal)` keeps it to the width the other cells need.
/// 3. Rows share the proposed height in the same way, each cell offered its columns' width;
///    with no height proposed, each row is as tall as its tallest cell.
/// 4. Each cell is proposed its columns' width and its row's height and aligned in that
///    rectangle: by its `gridCellAnchor`, else horizontally by its column's
///    `gridColumnAlignment` (a `GridRow` span: its first column's; a row that is not a
///    `GridRow`: the grid's), or the grid's, and vertically by its row's alignment (or the
///    grid's).
///
/// A cell with `gridCellUnsizedAxes` sizes no column (`.horizontal`) or row (`.vertical`),
/// and is still proposed the size the others decided.
///
/// Spacing left nil is the default distance between two views, 8 points.
public struct GridLayout: Layout, Equatable {
    /// How cells are aligned in their cells' rectangles.
    public var alignment: Alignment
    /// The distance between columns, or nil for the default.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or nil for the default.
    public var verticalSpacing: CGFloat?

    /// A grid layout aligning cells by `alignment`, with the given spacings (nil: 8 points).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// A grid's rows stack vertically: a `Divider` written directly in a grid is a
    /// horizontal line, as in a `VStack`.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let views = Array(subviews)
        return arrange(proposal, views, structure(of: views)).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let views = Array(subviews)
        let grid = structure(of: views)
        let arrangement = arrange(proposal, views, grid)
        let (hs, vs) = spacings
        var columnX: [CGFloat] = [], rowY: [CGFloat] = []
        var x = bounds.minX, y = bounds.minY
        for width in arrangement.widths { columnX.append(x); x += width + hs }
        for height in arrangement.heights { rowY.append(y); y += height + vs }
        let proposals = grid.cells.map { ProposedViewSize(width: arrangement.width(of: $0, hs), height: arrangement.heights[$0.row]) }
        let dimensions = grid.cells.indices.map { views[grid.cells[$0].index].dimensions(in: proposals[$0]) }
        // Guides that are not a fraction of the cell (text baselines, custom guides) line up
        // across a row or a column, as in a stack.
        var rowGuides = [CGFloat](repeating: -.infinity, count: grid.rowCount)
        var columnGuides = [CGFloat](repeating: -.infinity, count: grid.columnCount)
        for (offset, cell) in grid.cells.enumerated() {
            let vertical = grid.rowAlignments[cell.row] ?? alignment.vertical
            if vertical.key.fraction == nil { rowGuides[cell.row] = max(rowGuides[cell.row], dimensions[offset][vertical]) }
            let horizontal = horizontalAlignment(of: cell, grid)
            if horizontal.key.fraction == nil { columnGuides[cell.column] = max(columnGuides[cell.column], dimensions[offset][horizontal]) }
        }
        for (offset, cell) in grid.cells.enumerated() {
            let size = CGSize(width: proposals[offset].width ?? 0, height: proposals[offset].height ?? 0)
            let child = dimensions[offset]
            var origin = CGPoint(x: columnX[cell.column], y: rowY[cell.row])
            if let anchor = cell.anchor {
                origin.x += anchor.x * (size.width - child.width)
                origin.y += anchor.y * (size.height - child.height)
            } else {
                let horizontal = horizontalAlignment(of: cell, grid)
                origin.x += (horizontal.key.fraction.map { $0 * size.width } ?? columnGuides[cell.column]) - child[horizontal]
                let vertical = grid.rowAlignments[cell.row] ?? alignment.vertical
                origin.y += (vertical.key.fraction.map { $0 * size.height } ?? rowGuides[cell.row]) - child[vertical]
            }
            views[cell.index].place(at: origin, proposal: proposals[offset])
        }
    }

    /// One child's place in the grid.
    struct Cell {
        let index: Int
        let row: Int
        let column: Int
        var span: Int
        /// Whether the child is not in a `GridRow` and so spans every column.
        let spansRow: Bool
        let unsized: Axis.Set
        let anchor: UnitPoint?
    }

    /// The rows and columns the children make.
    struct Structure {
        var cells: [Cell] = []
        var rowCount = 0
        var columnCount = 0
        var rowAlignments: [VerticalAlignment?] = []
        var columnAlignments: [HorizontalAlignment?] = []
    }

    /// The sizes of the columns and rows for one proposal.
    struct Arrangement {
        var widths: [CGFloat] = []
        var heights: [CGFloat] = []
        var size = CGSize.zero

        /// The width of `cell`'s columns and the spacing between them.
        func width(of cell: Cell, _ spacing: CGFloat) -> CGFloat {
            widths[cell.column..<cell.column + cell.span].reduce(0, +) + spacing * CGFloat(cell.span - 1)
        }
    }

    private var spacings: (CGFloat, CGFloat) {
        let horizontal = horizontalSpacing.map { $0.isFinite ? $0 : 0 } ?? ViewSpacing().distance(to: ViewSpacing(), along: .horizontal)
        let vertical = verticalSpacing.map { $0.isFinite ? $0 : 0 } ?? ViewSpacing().distance(to: ViewSpacing(), along: .vertical)
        return (horizontal, vertical)
    }

    private func horizontalAlignment(of cell: Cell, _ grid: Structure) -> HorizontalAlignment {
        (cell.spansRow ? nil : grid.columnAlignments[cell.column]) ?? alignment.horizontal
    }

    func structure(of views: [LayoutSubview]) -> Structure {
        var grid = Structure()
        var currentRow: GridRowMark?
        var column = 0
        for (index, view) in views.enumerated() {
            let unsized = view[GridCellUnsizedAxesKey.self], anchor = view[GridCellAnchorKey.self]
            guard let mark = view[GridRowKey.self] else {
                currentRow = nil
                grid.rowCount += 1
                grid.rowAlignments.append(nil)
                grid.cells.append(Cell(index: index, row: grid.rowCount - 1, column: 0, span: 0, spansRow: true, unsized: unsized, anchor: anchor))
                continue
            }
            if mark != currentRow {
                currentRow = mark
                grid.rowCount += 1
                grid.rowAlignments.append(mark.alignment)
                column = 0
            }
            let span = view[GridCellColumnsKey.self]
            grid.cells.append(Cell(index: index, row: grid.rowCount - 1, column: column, span: span, spansRow: false, unsized: unsized, anchor: anchor))
            column += span
            grid.columnCount = max(grid.columnCount, column)
        }
        if !grid.cells.isEmpty { grid.columnCount = max(grid.columnCount, 1) }
        grid.columnAlignments = Array(repeating: nil, count: grid.columnCount)
        for offset in grid.cells.indices {
            if grid.cells[offset].spansRow { grid.cells[offset].span = grid.columnCount; continue }
            if let guide = views[grid.cells[offset].index][GridColumnAlignmentKey.self] {
                grid.columnAlignments[grid.cells[offset].column] = guide
            }
        }
        return grid
    }

    func arrange(_ proposal: ProposedViewSize, _ views: [LayoutSubview], _ grid: Structure) -> Arrangement {
        var arrangement = Arrangement()
        guard grid.rowCount > 0 else { return arrangement }
        let (hs, vs) = spacings
        // Columns, from the one-column cells that size them.
        var columnMembers = [[Cell]](repeating: [], count: grid.columnCount)
        for cell in grid.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) { columnMembers[cell.column].append(cell) }
        arrangement.widths = Self.share(proposal.width.map { $0 - hs * CGFloat(grid.columnCount - 1) }, columnMembers) { cell, offer in
            views[cell.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
        }
        // Spans wider than their columns widen them equally.
        for cell in grid.cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
            let current = arrangement.width(of: cell, hs)
            let used = arrangement.widths.reduce(0, +) + hs * CGFloat(grid.columnCount - 1)
            let offer = proposal.width.map { current + max(0, $0 - used) }
            let wanted = views[cell.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard wanted > current else { continue }
            for column in cell.column..<cell.column + cell.span { arrangement.widths[column] += (wanted - current) / CGFloat(cell.span) }
        }
        // Rows, each cell offered its columns' width.
        var rowMembers = [[Cell]](repeating: [], count: grid.rowCount)
        for cell in grid.cells where !cell.unsized.contains(.vertical) { rowMembers[cell.row].append(cell) }
        let widths = arrangement
        arrangement.heights = Self.share(proposal.height.map { $0 - vs * CGFloat(grid.rowCount - 1) }, rowMembers) { cell, offer in
            views[cell.index].sizeThatFits(ProposedViewSize(width: widths.width(of: cell, hs), height: offer)).height
        }
        // A row aligned on a guide that is not a fraction of the cell (a text baseline) is
        // as tall as its cells once their guides meet, as a stack is.
        for row in 0..<grid.rowCount {
            let guide = grid.rowAlignments[row] ?? alignment.vertical
            guard guide.key.fraction == nil, !rowMembers[row].isEmpty else { continue }
            var above: CGFloat = 0, below: CGFloat = 0
            for cell in rowMembers[row] {
                let dimensions = views[cell.index].dimensions(in: ProposedViewSize(width: arrangement.width(of: cell, hs), height: arrangement.heights[row]))
                above = max(above, dimensions[guide])
                below = max(below, dimensions.height - dimensions[guide])
            }
            arrangement.heights[row] = max(arrangement.heights[row], above + below)
        }
        arrangement.size = CGSize(
            width: arrangement.widths.reduce(0, +) + hs * CGFloat(grid.columnCount - 1),
            height: arrangement.heights.reduce(0, +) + vs * CGFloat(grid.rowCount - 1)
        )
        return arrangement
    }

    /// The lengths of a set of lines (columns or rows), each as long as its longest member:
    /// their ideal lengths when `available` is nil, else shared out as a stack shares its
    /// length, least flexible line first, each offered an equal share of what is left.
    static func share(_ available: CGFloat?, _ members: [[Cell]], _ measure: (Cell, CGFloat?) -> CGFloat) -> [CGFloat] {
        func length(_ line: Int, _ offer: CGFloat?) -> CGFloat { members[line].map { measure($0, offer) }.max() ?? 0 }
        guard let available else { return members.indices.map { length($0, nil) } }
        let flexibility = members.indices.map { length($0, .infinity) - length($0, 0) }
        let order = members.indices.sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var lengths = [CGFloat](repeating: 0, count: members.count)
        var remaining = available
        var left = members.count
        for line in order {
            lengths[line] = length(line, max(0, remaining / CGFloat(left)))
            remaining -= lengths[line]
            left -= 1
        }
        return lengths
    }
}
