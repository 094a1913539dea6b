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

    public func makeCache(subviews: Subviews) -> Cache { Cache(subviews) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.update(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrangement(for: proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let arrangement = arrangement(for: proposal, subviews, &cache)
        let grid = cache.structure
        let (hs, vs) = spacings
        var columnX: [CGFloat] = [], rowY: [CGFloat] = []
        columnX.reserveCapacity(grid.columnCount)
        rowY.reserveCapacity(grid.rowCount)
        var x = bounds.minX, y = bounds.minY
        for width in arrangement.widths { columnX.append(x); x += width + hs }
        for height in arrangement.heights { rowY.append(y); y += height + vs }
        let context = subviews.context
        // Each line's guide is worked out once, not once per cell: a row's vertical guide,
        // a column's horizontal one (a cell that spans the row takes the grid's).
        let rowKeys = grid.rowAlignments.map { ($0 ?? alignment.vertical).key }
        let columnKeys = grid.columnAlignments.map { ($0 ?? alignment.horizontal).key }
        let gridKey = alignment.horizontal.key
        // Guides that are not a fraction of the cell (text baselines, custom guides) line up
        // across a row or a column, as in a stack; a grid aligned only by fractions (the
        // usual case) asks no cell for a guide it cannot state.
        var rowGuides = [CGFloat](), columnGuides = [CGFloat]()
        let everyGuideIsAFraction = gridKey.fraction != nil && !rowKeys.contains { $0.fraction == nil } && !columnKeys.contains { $0.fraction == nil }
        if !everyGuideIsAFraction, grid.cells.contains(where: { cell in rowKeys[cell.row].fraction == nil || (cell.spansRow ? gridKey : columnKeys[cell.column]).fraction == nil }) {
            rowGuides = [CGFloat](repeating: -.infinity, count: grid.rowCount)
            columnGuides = [CGFloat](repeating: -.infinity, count: grid.columnCount)
            for cell in grid.cells {
                let vertical = verticalAlignment(of: cell, grid), horizontal = horizontalAlignment(of: cell, grid)
                guard vertical.key.fraction == nil || horizontal.key.fraction == nil else { continue }
                let dimensions = subviews[subviews.startIndex + cell.index].dimensions(in: arrangement.proposal(for: cell, hs))
                if vertical.key.fraction == nil { rowGuides[cell.row] = max(rowGuides[cell.row], dimensions[vertical]) }
                if horizontal.key.fraction == nil { columnGuides[cell.column] = max(columnGuides[cell.column], dimensions[horizontal]) }
            }
        }
        // Each cell's node is read in place, without a retain and a release around every
        // use of it (its size, its guides, its placement), and each cell's fields where the
        // structure holds them: a grid places every cell, and an edit that widens one
        // column moves every cell after it. A cell aligned by fractions of its rectangle
        // that the view cannot state otherwise (nearly every cell) is placed here, the
        // others by `place(_:_:at:proposal:…)`.
        let children = subviews.parent.children, start = subviews.startIndex
        // Each line's offer (sanitised once per line, not once per cell) and the room it
        // gives a cell to be aligned in.
        let columnOffers = arrangement.widths.map { ProposedViewSize(width: $0, height: nil).sanitized.width }
        let rowOffers = arrangement.heights.map { ProposedViewSize(width: nil, height: $0).sanitized.height }
        let columnRooms = columnOffers.map { $0 ?? 0 }, rowRooms = rowOffers.map { $0 ?? 0 }
        let rowFractions = rowKeys.map { $0.fraction ?? .nan }
        let columnFractions = columnKeys.map { $0.fraction ?? .nan }, gridFraction = gridKey.fraction ?? .nan
        grid.cells.withUnsafeBufferPointer { cells in
            for offset in cells.indices {
                let row = cells[offset].row, column = cells[offset].column
                var proposal = ProposedViewSize(width: columnOffers[column], height: rowOffers[row])
                var room = CGSize(width: columnRooms[column], height: rowRooms[row])
                if cells[offset].span != 1 {
                    proposal.width = ProposedViewSize(width: arrangement.width(of: cells[offset], hs), height: nil).sanitized.width
                    room.width = proposal.width ?? 0
                }
                let origin = CGPoint(x: columnX[column], y: rowY[row])
                let x = cells[offset].spansRow ? gridFraction : columnFractions[column], y = rowFractions[row]
                let child = children.unmanaged(at: start + cells[offset].index)
                let placed = child._withUnsafeGuaranteedRef { node -> Bool in
                    guard !x.isNaN, !y.isNaN, cells[offset].anchor == nil, !node.mayStateFractionalGuides else { return false }
                    let size = node.knownRigidSize ?? node.size(for: proposal, context: context)
                    let position = CGPoint(x: origin.x + (x * room.width - size.width * x), y: origin.y + (y * room.height - size.height * y))
                    context.place(node, at: position, sanitizedProposal: proposal, size: size)
                    return true
                }
                guard !placed else { continue }
                let horizontal = cells[offset].spansRow ? gridKey : columnKeys[column]
                child._withUnsafeGuaranteedRef { node in
                    place(node, cells[offset], at: origin, proposal: proposal, horizontal: horizontal, vertical: rowKeys[row], rowGuides: rowGuides, columnGuides: columnGuides, context: context)
                }
            }
        }
    }

    /// Places `node`, the view of `cell`, in the cell's rectangle at `origin`, sized for
    /// `proposal`: by the cell's anchor, else by the guides `horizontal` and `vertical`,
    /// each a fraction of the rectangle or the guide the cell's row or column lines up on
    /// (`rowGuides`, `columnGuides`).
    @inline(never)
    private func place(
        _ node: LayoutNode, _ cell: Cell, at origin: CGPoint, proposal: ProposedViewSize, horizontal: AlignmentKey, vertical: AlignmentKey,
        rowGuides: [CGFloat], columnGuides: [CGFloat], context: LayoutContext
    ) {
        let size = node.size(for: proposal, context: context)
        let space = CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
        var origin = origin
        if let anchor = cell.anchor {
            origin.x += anchor.x * (space.width - size.width)
            origin.y += anchor.y * (space.height - size.height)
        } else {
            origin.x += (horizontal.fraction.map { $0 * space.width } ?? columnGuides[cell.column]) - guide(horizontal, of: node, size, proposal, context)
            origin.y += (vertical.fraction.map { $0 * space.height } ?? rowGuides[cell.row]) - guide(vertical, of: node, size, proposal, context)
        }
        context.place(node, at: origin, anchor: .topLeading, proposal: proposal, size: size)
    }

    /// The value of `key` in `node` sized `size` for `proposal`: a fraction of its size
    /// unless the node may state the guide itself.
    private func guide(_ key: AlignmentKey, of node: LayoutNode, _ size: CGSize, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGFloat {
        if let fraction = key.fraction, !node.mayStateGuide(key) { return size[key.axis] * fraction }
        return LayoutSubview(node: node, context: context).dimensions(in: proposal).value(of: key)
    }

    /// One child's place in the grid.
    struct Cell {
        let index: Int
        let row: Int
        let column: Int
        var span: Int
        /// Whether the child is not in a `GridRow` and so spans every column.
        let spansRow: Bool
        /// What the child's layout values say of its place, as read: an index into
        /// ``Structure/placings``. A cell holds it by index, and the two values a pass reads
        /// of it inline, so that the cells a grid walks several times a pass stay small.
        let placing: Int
        let unsized: Axis.Set
        let anchor: UnitPoint?

        /// Whether the cell sizes its column: a one-column cell not unsized horizontally.
        var sizesColumn: Bool { span == 1 && !unsized.contains(.horizontal) }
        /// Whether the cell sizes its row: one not unsized vertically.
        var sizesRow: Bool { !unsized.contains(.vertical) }

        /// The layout values a grid reads from a child: an update that finds them unchanged
        /// keeps the grid's structure.
        struct Placing: Equatable {
            let row: GridRowMark?
            let span: Int
            let unsized: Axis.Set
            let anchor: UnitPoint?
            let columnAlignment: HorizontalAlignment?

            init(_ view: LayoutSubview) {
                row = view[GridRowKey.self]
                span = view[GridCellColumnsKey.self]
                unsized = view[GridCellUnsizedAxesKey.self]
                anchor = view[GridCellAnchorKey.self]
                columnAlignment = view[GridColumnAlignmentKey.self]
            }
        }
    }

    /// The rows and columns the children make.
    struct Structure {
        var cells: [Cell] = []
        /// The placings the cells were read with, one per run of cells that share them.
        var placings: [Cell.Placing] = []
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
            if cell.span == 1 { return widths[cell.column] }
            return widths[cell.column..<cell.column + cell.span].reduce(0, +) + spacing * CGFloat(cell.span - 1)
        }

        /// What `cell` is proposed: its columns' width and its row's height.
        func proposal(for cell: Cell, _ spacing: CGFloat) -> ProposedViewSize {
            ProposedViewSize(width: width(of: cell, spacing), height: heights[cell.row])
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

    private func verticalAlignment(of cell: Cell, _ grid: Structure) -> VerticalAlignment {
        grid.rowAlignments[cell.row] ?? alignment.vertical
    }

    static func structure(of views: LayoutSubviews) -> Structure {
        var grid = Structure()
        grid.cells.reserveCapacity(views.count)
        var currentRow: GridRowMark?
        var column = 0
        // Cells whose attributes share one box of layout values (a row's cells share their
        // row's) have the same placing: read once per box, not five lookups per cell.
        var lastBox: ObjectIdentifier?
        var mark: GridRowMark?, span = 1, unsized: Axis.Set = [], anchor: UnitPoint?
        for (index, view) in zip(0..., views) {
            let box = view.withNode { node, _ in node.attributes.layoutValuesIdentity }
            if grid.placings.isEmpty || box != lastBox {
                let placing = Cell.Placing(view)
                grid.placings.append(placing)
                lastBox = box
                (mark, span, unsized, anchor) = (placing.row, placing.span, placing.unsized, placing.anchor)
            }
            let placing = grid.placings.count - 1
            guard let mark else {
                currentRow = nil
                grid.rowCount += 1
                grid.rowAlignments.append(nil)
                grid.cells.append(Cell(index: index, row: grid.rowCount - 1, column: 0, span: 0, spansRow: true, placing: placing, unsized: unsized, anchor: anchor))
                continue
            }
            if mark != currentRow {
                currentRow = mark
                grid.rowCount += 1
                grid.rowAlignments.append(mark.alignment)
                column = 0
            }
            grid.cells.append(Cell(index: index, row: grid.rowCount - 1, column: column, span: span, spansRow: false, placing: placing, unsized: unsized, anchor: anchor))
            column += span
            grid.columnCount = max(grid.columnCount, column)
        }
        if !grid.cells.isEmpty { grid.columnCount = max(grid.columnCount, 1) }
        grid.columnAlignments = Array(repeating: nil, count: grid.columnCount)
        for offset in grid.cells.indices {
            if grid.cells[offset].spansRow { grid.cells[offset].span = grid.columnCount; continue }
            if let guide = grid.placings[grid.cells[offset].placing].columnAlignment {
                grid.columnAlignments[grid.cells[offset].column] = guide
            }
        }
        return grid
    }

    /// The arrangement for `proposal`: the cache's last one when it was made for the same
    /// proposal, else a new one, which the cache keeps.
    func arrangement(for proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> Arrangement {
        if let last = cache.lastArrangement, last.proposal == proposal { return last.arrangement }
        let arrangement = arrange(proposal, subviews, &cache)
        cache.lastArrangement = (proposal, arrangement)
        return arrangement
    }

    func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> Arrangement {
        var arrangement = Arrangement()
        let grid = cache.structure
        guard grid.rowCount > 0 else { return arrangement }
        let (hs, vs) = spacings
        func view(_ cell: Cell) -> LayoutSubview { subviews[subviews.startIndex + cell.index] }
        // Columns, from the one-column cells that size them.
        Self.settle(&cache.columnLengths, along: .horizontal, cache.columnMembers, grid, subviews)
        arrangement.widths = Self.share(proposal.width.map { $0 - hs * CGFloat(grid.columnCount - 1) }, cache.columnLengths, cache.columnMembers) { offset, offer in
            view(grid.cells[offset]).sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
        }
        // Spans wider than their columns widen them equally.
        for cell in grid.cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
            let current = arrangement.width(of: cell, hs)
            let used = arrangement.widths.reduce(0, +) + hs * CGFloat(grid.columnCount - 1)
            let offer = proposal.width.map { current + max(0, $0 - used) }
            let wanted = view(cell).sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard wanted > current else { continue }
            for column in cell.column..<cell.column + cell.span { arrangement.widths[column] += (wanted - current) / CGFloat(cell.span) }
        }
        // Rows, each cell offered its columns' width.
        Self.settle(&cache.rowLengths, along: .vertical, cache.rowMembers, grid, subviews)
        let widths = arrangement
        arrangement.heights = Self.share(proposal.height.map { $0 - vs * CGFloat(grid.rowCount - 1) }, cache.rowLengths, cache.rowMembers) { offset, offer in
            let cell = grid.cells[offset]
            return view(cell).sizeThatFits(ProposedViewSize(width: widths.width(of: cell, hs), height: offer)).height
        }
        // A row aligned on a guide that is not a fraction of the cell (a text baseline) is
        // as tall as its cells once their guides meet, as a stack is.
        for row in 0..<grid.rowCount {
            let guide = grid.rowAlignments[row] ?? alignment.vertical
            guard guide.key.fraction == nil, !cache.rowMembers[row].isEmpty else { continue }
            var above: CGFloat = 0, below: CGFloat = 0
            for offset in cache.rowMembers[row] {
                let cell = grid.cells[offset]
                let dimensions = view(cell).dimensions(in: arrangement.proposal(for: cell, hs))
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

    /// Finds out, for each line not known yet, whether its sizing cells are all rigid (one
    /// size for every proposal), and if so its one length: the longest cell's width for a
    /// column, its height for a row.
    private static func settle(_ lengths: inout [LineLength], along axis: Axis, _ members: [[Int]], _ grid: Structure, _ subviews: LayoutSubviews) {
        for line in lengths.indices {
            guard case .unknown = lengths[line] else { continue }
            var longest: CGFloat = 0, rigid = true
            for offset in members[line] {
                let view = subviews[subviews.startIndex + grid.cells[offset].index]
                guard view.withNode({ node, _ in node.isRigid }) else {
                    rigid = false
                    break
                }
                longest = max(longest, view.withNode { node, context in node.knownRigidSize ?? node.size(for: .unspecified, context: context) }[axis])
            }
            lengths[line] = rigid ? .rigid(longest) : .flexible
        }
    }

    /// The lengths of a set of lines (columns or rows), each as long as its longest member:
    /// their ideal lengths when `available` is nil, else shared out as a stack shares its
    /// length, least flexible line first, each offered an equal share of what is left. A
    /// rigid line has its one length whatever it is offered, and is not measured.
    static func share(_ available: CGFloat?, _ known: [LineLength], _ members: [[Int]], _ measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        func length(_ line: Int, _ offer: CGFloat?) -> CGFloat {
            if case .rigid(let length) = known[line] { return length }
            var longest: CGFloat?
            for member in members[line] {
                let length = measure(member, offer)
                longest = max(longest ?? length, length)
            }
            return longest ?? 0
        }
        guard let available else { return members.indices.map { length($0, nil) } }
        let flexibility = members.indices.map { line -> CGFloat in
            if case .rigid = known[line] { return 0 }
            return length(line, .infinity) - length(line, 0)
        }
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

extension GridLayout: BuiltInLayout {}
// The structure has a cell for every subview, and `placeSubviews` places every cell.
extension GridLayout: PlacesEverySubviewLayout {}
