import Foundation

/// Paints boxes on a grid back to front and then finds each its label or marker, so that
/// no label covers another label or any line.
///
/// Labels are placed after every line is drawn, in cells that belong to their box: a cell
/// belongs to the smallest box over it that nothing opaque in front of it hides (a row
/// inside a stroked overlay belongs to the row, not to the overlay), so a label sits where
/// a reader looks for it and boxes never compete for a cell. (An unnamed layout or
/// modifier, labelled only on its lines, owns only the cells of its lines.) A label goes, by preference,
/// in the middle of a leaf, on its box's top edge, on a free line inside, on the bottom
/// edge; what does not fit is cut with `…`; a box that cannot show three characters gets a
/// marker, numbered in reading order and explained in the legend.
struct SketchPainter {
    private(set) var grid: CharacterGrid
    /// The box each cell belongs to for labels, `unowned`, or `claimed` once a label or
    /// marker is written there.
    private var owners: [Int32]
    /// The box whose line was drawn last in each cell, or `unowned`.
    private var lineOwners: [Int32]
    private var areas: [Int] = []
    /// The label of the last box labelled by its kind alone, and its width: most boxes are,
    /// and a picture has few kinds, so each is worked out about once.
    private var kindLabel = (kind: "", text: "", width: 0)

    private static let unowned: Int32 = -1
    private static let horizontalLine = UInt32(("─" as Unicode.Scalar).value)
    private static let claimed: Int32 = -2
    /// One character per marker, in the order they are handed out: circled numbers and
    /// letters, which no label is mistaken for (a plain `6` beside a text `5` read `65`),
    /// one cell wide as the box-drawing characters are.
    static let markerGlyphs: [Unicode.Scalar] = [
        (0x2460...0x2473), // ① … ⑳
        (0x24B6...0x24CF), // Ⓐ … Ⓩ
        (0x24D0...0x24E9), // ⓐ … ⓩ
    ].flatMap { $0.map { Unicode.Scalar($0)! } }
    /// The marker of boxes past the last numbered one.
    static let overflowMarker: Unicode.Scalar = "·"

    init(columns: Int, rows: Int) {
        grid = CharacterGrid(columns: columns, rows: rows)
        owners = Array(repeating: Self.unowned, count: grid.columns * grid.rows)
        lineOwners = owners
    }

    /// Paints `boxes`, then `edgeMarks` over their lines, and labels the boxes; the boxes
    /// that got a marker, in reading order.
    mutating func draw(_ boxes: [SketchBox], edgeMarks: [EdgeMark] = []) -> [Marker] {
        guard grid.columns > 0, grid.rows > 0 else { return [] }
        // Each box read in place, through a pointer's addressor: a box copied out of an
        // array is a copy of its strings, and a grid of views is thousands of boxes.
        return boxes.withUnsafeBufferPointer { draw($0, edgeMarks: edgeMarks) }
    }

    private mutating func draw(_ boxes: UnsafeBufferPointer<SketchBox>, edgeMarks: [EdgeMark]) -> [Marker] {
        // Only called for indices of `boxes`, so never for an empty buffer's missing address.
        func box(_ index: Int) -> UnsafePointer<SketchBox> { boxes.baseAddress.unsafelyUnwrapped + index }
        areas = boxes.indices.map { box($0).pointee.area }
        for index in boxes.indices { paint(box(index), index: Int32(index)) }
        for mark in edgeMarks where grid.contains(column: mark.column, row: mark.row) {
            grid.put(mark.glyph, column: mark.column, row: mark.row)
            owners[mark.row * grid.columns + mark.column] = Self.claimed
        }
        var markers: [Marker] = []
        // Room for a marker a box: in a dense grid most boxes get one.
        markers.reserveCapacity(boxes.count)
        // Texts and names first: where labels meet, what the view says wins over its kind.
        var order: [Int] = []
        order.reserveCapacity(boxes.count)
        for index in boxes.indices where box(index).pointee.labelIsContent || box(index).pointee.name != nil { order.append(index) }
        for index in boxes.indices where !box(index).pointee.labelIsContent && box(index).pointee.name == nil { order.append(index) }
        for index in order where !label(box(index), index: Int32(index)) && box(index).pointee.mustBeShown {
            if let cell = markerCell(box(index), index: Int32(index)) {
                markers.append(Marker(box: index, column: cell.column, row: cell.row))
            }
        }
        markers.sort { ($0.row, $0.column) < ($1.row, $1.column) }
        for (number, marker) in markers.enumerated() {
            let glyph = number < Self.markerGlyphs.count ? Self.markerGlyphs[number] : Self.overflowMarker
            grid.put(glyph, column: marker.column, row: marker.row)
        }
        return markers
    }

    /// A box that could not be labelled, and the cell of its marker.
    struct Marker {
        let box: Int
        let column: Int
        let row: Int
    }

    // MARK: - Lines

    @inline(__always)
    private mutating func paint(_ box: UnsafePointer<SketchBox>, index: Int32) {
        let (left, right, top, bottom) = (box.pointee.columns.lowerBound, box.pointee.columns.upperBound, box.pointee.rows.lowerBound, box.pointee.rows.upperBound)
        let columns = max(left, 0)...min(right, grid.columns - 1)
        let rows = max(top, 0)...min(bottom, grid.rows - 1)
        let opaque = box.pointee.fill == .opaque
        let width = grid.columns, count = columns.count
        if opaque || box.pointee.mustBeShown || rows.count <= 2 {
            own(rows: rows, columns: columns, index: index, unconditionally: opaque)
        } else {
            // A layout or modifier with no name labels only its own lines: owning its
            // inside would only be overwritten by what it holds, at the cost of every cell.
            own(rows: rows.lowerBound...rows.lowerBound, columns: columns, index: index, unconditionally: false)
            own(rows: rows.upperBound...rows.upperBound, columns: columns, index: index, unconditionally: false)
            let inside = (rows.lowerBound + 1)...(rows.upperBound - 1)
            own(rows: inside, columns: columns.lowerBound...columns.lowerBound, index: index, unconditionally: false)
            own(rows: inside, columns: columns.upperBound...columns.upperBound, index: index, unconditionally: false)
        }
        if opaque {
            // A fill hides the lines behind it.
            for row in rows { markLine(Self.unowned, at: row * width + columns.lowerBound, count: count) }
        }
        let inside = right - left >= 2 && bottom - top >= 2
        if opaque, inside {
            grid.fill("░", columns: (left + 1)..<right, rows: (top + 1)..<bottom)
        }
        guard !box.pointee.isBare else { return }
        switch (box.pointee.columns.count, box.pointee.rows.count) {
        case (1, 1):
            put("□", left, top, index)
        case (_, 1):
            put("├", left, top, index)
            line("─", columns: (left + 1)..<right, rows: top..<(top + 1), index)
            put("┤", right, top, index)
        case (1, _):
            line("│", columns: left..<(left + 1), rows: top..<(bottom + 1), index)
        default:
            let rounded = box.pointee.isRounded
            put(rounded ? "╭" : "┌", left, top, index)
            put(rounded ? "╮" : "┐", right, top, index)
            put(rounded ? "╰" : "└", left, bottom, index)
            put(rounded ? "╯" : "┘", right, bottom, index)
            line("─", columns: (left + 1)..<right, rows: top..<(top + 1), index)
            line("─", columns: (left + 1)..<right, rows: bottom..<(bottom + 1), index)
            line("│", columns: left..<(left + 1), rows: (top + 1)..<bottom, index)
            line("│", columns: right..<(right + 1), rows: (top + 1)..<bottom, index)
        }
    }

    /// Makes box `index` the owner of the cells `columns` × `rows` (on the grid) that no
    /// smaller box owns, or of all of them (`unconditionally`, for a fill that hides them).
    private mutating func own(rows: ClosedRange<Int>, columns: ClosedRange<Int>, index: Int32, unconditionally: Bool) {
        let area = areas[Int(index)], width = grid.columns, count = columns.count
        // Thousands of cells a picture, each visited once per box over it: through pointers,
        // without a bounds check a cell.
        areas.withUnsafeBufferPointer { areas in
            owners.withUnsafeMutableBufferPointer { owners in
                for row in rows {
                    let start = owners.baseAddress.unsafelyUnwrapped + row * width + columns.lowerBound
                    if unconditionally {
                        start.update(repeating: index, count: count)
                        continue
                    }
                    for offset in 0..<count {
                        let owner = start[offset]
                        if owner < 0 || area <= areas[Int(owner)] { start[offset] = index }
                    }
                }
            }
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar, _ column: Int, _ row: Int, _ index: Int32) {
        guard grid.contains(column: column, row: row) else { return }
        grid.put(scalar, column: column, row: row)
        markLine(index, at: row * grid.columns + column, count: 1)
    }

    private mutating func line(_ scalar: Unicode.Scalar, columns: Range<Int>, rows: Range<Int>, _ index: Int32) {
        grid.fill(scalar, columns: columns, rows: rows)
        let (left, right) = (max(columns.lowerBound, 0), min(columns.upperBound, grid.columns))
        let (top, bottom) = (max(rows.lowerBound, 0), min(rows.upperBound, grid.rows))
        guard left < right, top < bottom else { return }
        for row in top..<bottom { markLine(index, at: row * grid.columns + left, count: right - left) }
    }

    /// Records `count` cells from `start` as showing a line of box `owner` (or none).
    private mutating func markLine(_ owner: Int32, at start: Int, count: Int) {
        lineOwners.withUnsafeMutableBufferPointer { $0.baseAddress.unsafelyUnwrapped.advanced(by: start).update(repeating: owner, count: count) }
    }

    /// Whether the cell shows a horizontal line (not a corner or a vertical line): a label
    /// may sit on a box's top or bottom edge there, even where a box in front draws the same
    /// line, as an overlay does along the edge of what it covers.
    private func isHorizontal(_ cell: Int) -> Bool {
        lineOwners[cell] != Self.unowned && grid.code(at: cell) == Self.horizontalLine
    }

    // MARK: - Labels

    /// Writes the box's label where it fits; false when it fits nowhere.
    @inline(__always)
    private mutating func label(_ box: UnsafePointer<SketchBox>, index: Int32) -> Bool {
        let columnCount = box.pointee.columns.count, rowCount = box.pointee.rows.count
        // A box too narrow for a label inside or on its lines shows one only over its whole
        // top line, and only if it must be shown and its label fits there: most boxes of a
        // dense grid, told apart before their label is read.
        if columnCount < 3, !box.pointee.isBare, !box.pointee.mustBeShown || labelWidth(of: box) > columnCount { return false }
        let (text, width) = label(of: box)
        guard !text.isEmpty else { return false }
        let (left, right, top, bottom) = (box.pointee.columns.lowerBound, box.pointee.columns.upperBound, box.pointee.rows.lowerBound, box.pointee.rows.upperBound)
        if box.pointee.isBare {
            // From its left edge, or just past a line there (a text at the very edge of
            // the stack holding it starts on the stack's line).
            var best = (run: 0, row: 0, column: 0)
            for row in box.pointee.rows {
                var start = left
                while start <= right, run(index, row: row, from: start, to: start, .freeOrHorizontalLine) == 0, start - left < 2 { start += 1 }
                let run = run(index, row: row, from: start, to: right, .freeOrHorizontalLine)
                if run >= width {
                    write(text, column: start, row: row)
                    return true
                }
                if run > best.run { best = (run, row, start) }
            }
            guard best.run > 0, let cut = LabelText.fitted(text, room: best.run) else { return false }
            write(cut, column: best.column, row: best.row)
            return true
        }
        if columnCount >= 3 {
            // A leaf's own content reads best in its middle, wrapped as the view wraps it.
            if box.pointee.isLeaf, rowCount >= 3 {
                let lines = LabelText.wrapped(text, room: columnCount - 2, lineLimit: rowCount - 2)
                let first = top + 1 + (rowCount - 2 - lines.count) / 2
                let fits = !lines.isEmpty && lines.enumerated().allSatisfy { offset, line in
                    run(index, row: first + offset, from: left + 1, to: right - 1, .free) >= TerminalWidth.of(line)
                }
                if fits {
                    for (offset, line) in lines.enumerated() { write(line, column: left + 1, row: first + offset) }
                    return true
                }
            }
            var best = (run: 0, row: 0)
            // Top line, the lines inside, bottom line; a layout's kind inside it would read
            // as a text it holds, so a layout's label goes only on its lines.
            let insideToo = box.pointee.isLeaf || box.pointee.name != nil
            for row in box.pointee.rows where row == top || row == bottom || insideToo {
                let run = run(index, row: row, from: left + 1, to: right - 1, row == top || row == bottom ? .horizontalLine : .free)
                if run >= width {
                    write(text, column: left + 1, row: row)
                    return true
                }
                if run > best.run { best = (run, row) }
            }
            // Too narrow for its corners and its text: the text whole over the top line,
            // corners included, says more than a cut one (a kind is cut, keeping corners).
            if box.pointee.labelIsContent, spansTopLine(text, width: width, box: box, index: index) { return true }
            // A layout or modifier is told by what it holds: a cut kind would be noise.
            guard box.pointee.mustBeShown else { return false }
            if best.run >= LabelText.shortestCut, let cut = LabelText.fitted(text, room: best.run) {
                write(cut, column: left + 1, row: best.row)
                return true
            }
            return false
        }
        return box.pointee.mustBeShown && spansTopLine(text, width: width, box: box, index: index)
    }

    /// The box's label and its width in cells.
    @inline(__always)
    private mutating func label(of box: UnsafePointer<SketchBox>) -> (text: String, width: Int) {
        guard box.pointee.name == nil, box.pointee.text == nil else {
            return SketchBox.label(name: box.pointee.name, text: box.pointee.text, kind: box.pointee.kind)
        }
        if box.pointee.kind != kindLabel.kind {
            let label = SketchBox.label(name: nil, text: nil, kind: box.pointee.kind)
            kindLabel = (box.pointee.kind, label.text, label.width)
        }
        return (kindLabel.text, kindLabel.width)
    }

    /// The width of the box's label, in cells.
    @inline(__always)
    private mutating func labelWidth(of box: UnsafePointer<SketchBox>) -> Int {
        if box.pointee.name == nil, box.pointee.text == nil, box.pointee.kind == kindLabel.kind { return kindLabel.width }
        return label(of: box).width
    }

    /// Writes `text` over the box's whole top line, corners included, if it fits there.
    private mutating func spansTopLine(_ text: String, width: Int, box: UnsafePointer<SketchBox>, index: Int32) -> Bool {
        let (left, right, top) = (box.pointee.columns.lowerBound, box.pointee.columns.upperBound, box.pointee.rows.lowerBound)
        guard width <= box.pointee.columns.count, run(index, row: top, from: left, to: right, .topLine) >= width else { return false }
        write(text, column: left, row: top)
        return true
    }

    /// Which of the cells a box owns a label may cover.
    private enum Cells {
        /// Cells with no line: the inside of a box.
        case free
        /// Cells of a horizontal line: a box's top or bottom edge.
        case horizontalLine
        /// Either: text written without a box sits on the line it lies on.
        case freeOrHorizontalLine
        /// A horizontal line or a corner of the box's own: its whole top line.
        case topLine
    }

    /// How many cells from `start` towards `end` on `row` box `index` may write in: cells
    /// it owns, of the kind `cells`.
    private func run(_ index: Int32, row: Int, from start: Int, to end: Int, _ cells: Cells) -> Int {
        guard row >= 0, row < grid.rows, start >= 0, start <= end else { return 0 }
        let base = row * grid.columns
        let last = min(end, grid.columns - 1)
        var column = start
        while column <= last, owners[base + column] == index {
            let cell = base + column
            let usable = switch cells {
            case .free: lineOwners[cell] == Self.unowned
            case .horizontalLine: isHorizontal(cell)
            case .freeOrHorizontalLine: isHorizontal(cell) || lineOwners[cell] == Self.unowned
            case .topLine: isHorizontal(cell) || lineOwners[cell] == index
            }
            guard usable else { break }
            column += 1
        }
        return column - start
    }

    /// Writes a label and claims its cells, and the cell on either side of it: two labels
    /// side by side would read as one (`Div…Settings`).
    private mutating func write(_ text: String, column: Int, row: Int) {
        grid.write(text, column: column, row: row)
        let first = max(column - 1, 0), end = min(column + TerminalWidth.of(text) + 1, grid.columns)
        guard first < end else { return }
        for cell in first..<end { owners[row * grid.columns + cell] = Self.claimed }
    }

    /// The first cell of the box, in reading order, that it owns and where no other box's
    /// line is (its top-left corner unless something covers it); else the first cell of a
    /// line of its own that smaller boxes own, as an overlay's corner; else any cell it
    /// owns; nil when nothing of the box shows.
    @inline(__always)
    private mutating func markerCell(_ box: UnsafePointer<SketchBox>, index: Int32) -> (column: Int, row: Int)? {
        let columns = max(box.pointee.columns.lowerBound, 0)...min(box.pointee.columns.upperBound, grid.columns - 1)
        let rows = max(box.pointee.rows.lowerBound, 0)...min(box.pointee.rows.upperBound, grid.rows - 1)
        for pass in 0..<3 {
            for row in rows {
                for column in columns {
                    let cell = row * grid.columns + column
                    let owner = owners[cell], line = lineOwners[cell]
                    // Text written bare has no line of its own: its marker goes where it is.
                    // Last, a cell it owns under another box's line: a view whose lines all
                    // coincide with others' (a Divider under a stack's edge) still shows.
                    let usable = pass == 0 ? owner == index && (line == index || line == Self.unowned || box.pointee.isBare)
                        : pass == 1 ? owner != Self.claimed && line == index
                        : owner == index
                    if usable {
                        owners[cell] = Self.claimed
                        return (column, row)
                    }
                }
            }
        }
        return nil
    }
}
