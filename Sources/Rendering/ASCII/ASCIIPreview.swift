import Foundation
import LayoutEngine

/// Draws `NAME.preview.txt`: each preview as a box-drawing picture for a terminal.
///
/// ```
/// Narrow — 40×24 pt (proposal 40×24)
/// ╔══════════╗
/// ║┌────────┐║
/// ║│Hello   │║
/// ║└────────┘║
/// ╚══════════╝
///
/// 1 column = 4 pt, 1 row = 8 pt
/// ```
///
/// - A column is ``scale`` points wide and a row is twice that tall, because a terminal
///   cell is about twice as tall as it is wide; a picture keeps the layout's proportions.
/// - A view's edges are its frame's edges rounded to the nearest cell boundary. A view
///   with any area takes at least one cell (a lone `□`, a one-row `├──┤`, a one-column
///   `│`); a view with no area (zero width or height) is not drawn, its children are.
/// - Views are painted in z-order, parents before children and children back to front,
///   each over what is already there. A leaf (no children: Text, Color, shapes) blanks its
///   inside first, as it would hide what is behind it; a container is only an outline.
/// - The label is a Text's string, otherwise `#name` for a view given `.id("name")` (or
///   wrapped by a named modifier with the same frame), otherwise the kind (`HStack`,
///   `padding`). It goes on the first row inside a container, in the middle of a leaf
///   (wrapped at spaces over the rows it has), or on the top edge of a box two rows tall; it
///   is cut with `…` when it does not fit.
/// - The canvas is the double-line frame around the picture; anything outside it, such as
///   a view with a negative origin, is clipped. A picture is at most
///   ``maximumColumns`` × ``maximumRows`` cells; a note says when a canvas was cut.
/// - The placement's warnings follow its picture; previews are separated by a blank line
///   and a legend with the scale ends the text.
public struct ASCIIPreview: Hashable, Sendable {
    /// The scale used when none is given: a 390-point-wide phone is 98 columns.
    public static let defaultScale: CGFloat = 4
    /// The widest picture drawn, in cells.
    public static let maximumColumns = 400
    /// The tallest picture drawn, in cells.
    public static let maximumRows = 400

    /// Points per column; a row is `2 × scale` points. A value that is not a positive
    /// finite number draws at ``defaultScale``: configuration is validated where it is read,
    /// and a renderer never fails.
    public var scale: CGFloat

    public init(scale: CGFloat = ASCIIPreview.defaultScale) {
        self.scale = scale
    }

    /// The text of `NAME.preview.txt` for `previews`, ending with a newline; empty for none.
    public func render(_ previews: [RenderedPreview]) -> String {
        pictures(of: previews).text
    }

    /// The same text as UTF-8 bytes, as the daemon writes it: no `String` made.
    package func renderedBytes(_ previews: [RenderedPreview]) -> RenderedBytes {
        pictures(of: previews).takeBytes()
    }

    private func pictures(of previews: [RenderedPreview]) -> TextBuffer {
        var output = TextBuffer()
        guard !previews.isEmpty else { return output }
        for preview in previews {
            writePicture(of: preview, to: &output)
            output.append("\n")
        }
        let unit = CanonicalNumber.display(columnWidth)
        let rowUnit = CanonicalNumber.display(columnWidth * 2)
        output.append(contentsOf: "1 column = \(unit) pt, 1 row = \(rowUnit) pt\n")
        return output
    }

    /// The text for one preview; the same as `render([preview])`.
    public func render(_ preview: RenderedPreview) -> String {
        render([preview])
    }

    private var columnWidth: Double {
        scale.isFinite && scale > 0 ? Double(scale) : Double(Self.defaultScale)
    }

    /// Appends the lines of one preview, each ending with a newline: caption, framed
    /// picture, notes and warnings.
    private func writePicture(of preview: RenderedPreview, to output: inout TextBuffer) {
        let canvas = preview.drawableCanvas
        let fullColumns = Self.cellCount(Double(canvas.width) / columnWidth)
        let fullRows = Self.cellCount(Double(canvas.height) / (columnWidth * 2))
        var grid = CharacterGrid(columns: min(fullColumns, Self.maximumColumns), rows: min(fullRows, Self.maximumRows))
        draw(preview.placement.root, inheritedName: nil, on: &grid)

        output.append(contentsOf: preview.singleLineCaption)
        output.append("\n╔")
        for _ in 0..<grid.columns { output.append("═") }
        output.append("╗\n")
        for row in 0..<grid.rows {
            output.append("║")
            grid.write(row: row, to: &output)
            output.append("║\n")
        }
        output.append("╚")
        for _ in 0..<grid.columns { output.append("═") }
        output.append("╝\n")
        if fullColumns > grid.columns || fullRows > grid.rows {
            output.append(contentsOf: "(cut to \(grid.columns)×\(grid.rows) cells from \(fullColumns)×\(fullRows); a larger scale shows all of it)\n")
        }
        for warning in preview.placement.warnings {
            output.append("warning: ")
            output.append(contentsOf: warning.singleLineForDisplay)
            output.append("\n")
        }
    }

    /// Paints `node` and then its children.
    private func draw(_ node: PlacedNode, inheritedName: String?, on grid: inout CharacterGrid) {
        draw(node, frame: node.frame, inheritedName: inheritedName, on: &grid)
    }

    /// Paints `node`, whose canvas frame is `frame` (read once: each read looks the node
    /// up in its list and offsets it), and then its children.
    private func draw(_ node: PlacedNode, frame: CGRect, inheritedName: String?, on grid: inout CharacterGrid) {
        let name = node.name ?? inheritedName
        let children = node.children
        // A box off the grid paints nothing, nor does its label, which is inside it.
        if let columns = Self.span(start: frame.origin.x, length: frame.size.width, unit: columnWidth),
           let rows = Self.span(start: frame.origin.y, length: frame.size.height, unit: columnWidth * 2),
           grid.overlaps(columns: columns, rows: rows) {
            let isLeaf = children.isEmpty
            Self.drawBox(columns: columns, rows: rows, blankingInside: isLeaf, on: &grid)
            Self.drawLabel(Self.label(of: node, name: name), columns: columns, rows: rows, isLeaf: isLeaf, on: &grid)
        }
        for child in children {
            let childFrame = child.frame
            // A named modifier's child with the same frame is the same box on screen.
            draw(child, frame: childFrame, inheritedName: childFrame == frame ? name : nil, on: &grid)
        }
    }

    private static func label(of node: PlacedNode, name: String?) -> String {
        if let text = node.text { return text.singleLineForDisplay }
        if let name { return ("#" + name).singleLineForDisplay }
        return node.kind.singleLineForDisplay
    }

    private static func drawBox(columns: ClosedRange<Int>, rows: ClosedRange<Int>, blankingInside: Bool, on grid: inout CharacterGrid) {
        let (left, right, top, bottom) = (columns.lowerBound, columns.upperBound, rows.lowerBound, rows.upperBound)
        // Every cell is painted once, with a one-cell character, so the order of the cells
        // does not change the picture.
        if blankingInside, right - left >= 2, bottom - top >= 2 {
            grid.fill(" ", columns: (left + 1)..<right, rows: (top + 1)..<bottom)
        }
        switch (columns.count, rows.count) {
        case (1, 1):
            grid.put("□", column: left, row: top)
        case (_, 1):
            grid.put("├", column: left, row: top)
            grid.fill("─", columns: (left + 1)..<right, rows: top..<(top + 1))
            grid.put("┤", column: right, row: top)
        case (1, _):
            grid.fill("│", columns: left..<(left + 1), rows: top..<(bottom + 1))
        default:
            grid.put("┌", column: left, row: top)
            grid.put("┐", column: right, row: top)
            grid.put("└", column: left, row: bottom)
            grid.put("┘", column: right, row: bottom)
            grid.fill("─", columns: (left + 1)..<right, rows: top..<(top + 1))
            grid.fill("─", columns: (left + 1)..<right, rows: bottom..<(bottom + 1))
            grid.fill("│", columns: left..<(left + 1), rows: (top + 1)..<bottom)
            grid.fill("│", columns: right..<(right + 1), rows: (top + 1)..<bottom)
        }
    }

    private static func drawLabel(_ label: String, columns: ClosedRange<Int>, rows: ClosedRange<Int>, isLeaf: Bool, on grid: inout CharacterGrid) {
        let room = columns.count - 2
        guard room >= 1, !label.isEmpty else { return }
        let top = rows.lowerBound
        guard rows.count >= 3 else {
            if let line = fitted(label, room: room) { grid.write(line, column: columns.lowerBound + 1, row: top) }
            return
        }
        let inside = rows.count - 2
        let lines = isLeaf ? wrapped(label, room: room, lineLimit: inside) : fitted(label, room: room).map { [$0] } ?? []
        let first = isLeaf ? top + 1 + (inside - lines.count) / 2 : top + 1
        for (index, line) in lines.enumerated() {
            grid.write(line, column: columns.lowerBound + 1, row: first + index)
        }
    }

    /// `label` on one line of `room` cells: whole, cut with `…`, or `nil` when even that
    /// leaves too little to read.
    private static func fitted(_ label: String, room: Int) -> String? {
        if TerminalWidth.of(label) <= room { return label }
        guard room >= 3 else { return nil }
        return TerminalWidth.prefix(of: label, fitting: room - 1) + "…"
    }

    /// `label` broken at spaces (inside a word only when it is longer than a line) into at
    /// most `lineLimit` lines of `room` cells, the last cut with `…` if text is left over;
    /// a leaf's text reads as it is laid out.
    private static func wrapped(_ label: String, room: Int, lineLimit: Int) -> [String] {
        guard TerminalWidth.of(label) > room, lineLimit > 1, room >= 3 else {
            return fitted(label, room: room).map { [$0] } ?? []
        }
        var lines: [String] = []
        var line = ""
        for word in label.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            if line.isEmpty {
                line = word
            } else if TerminalWidth.of(line) + 1 + TerminalWidth.of(word) <= room {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
            while TerminalWidth.of(line) > room {
                let head = TerminalWidth.prefix(of: line, fitting: room)
                lines.append(head)
                line = String(line.dropFirst(head.count))
            }
        }
        if !line.isEmpty { lines.append(line) }
        guard lines.count > lineLimit else { return lines }
        let kept = lines[lineLimit - 1] + " " + lines[lineLimit...].joined(separator: " ")
        return lines.prefix(lineLimit - 1) + [fitted(kept, room: room) ?? ""]
    }

    /// The cells from `start` for `length` points, edges rounded to the nearest cell
    /// boundary (halves up, so moving a view by whole cells moves its picture exactly),
    /// at least one cell; `nil` for no length. Far-off edges are pulled in to just outside
    /// the largest grid, which keeps them off the picture and the arithmetic in range.
    static func span(start: CGFloat, length: CGFloat, unit: Double) -> ClosedRange<Int>? {
        let start = Double(start), length = Double(length)
        guard start.isFinite, length.isFinite, length > 0 else { return nil }
        let first = (start / unit + 0.5).rounded(.down)
        let end = ((start + length) / unit + 0.5).rounded(.down)
        let limit = Double(max(maximumColumns, maximumRows) + 2)
        func clamped(_ value: Double) -> Int { Int(min(max(value, -2), limit)) }
        return clamped(first)...clamped(max(first, end - 1))
    }

    /// Cells for `extent` (in cells, finite and non-negative), rounded as edges are.
    private static func cellCount(_ extent: Double) -> Int {
        Int(min((extent + 0.5).rounded(.down), 1e12))
    }
}
