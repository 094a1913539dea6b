import Foundation
import LayoutEngine

/// Draws `NAME.preview.txt`: each preview as a box-drawing picture for a terminal, the
/// way a person would sketch the layout.
///
/// ```
/// Dots — 40×24 pt (proposal 40×24)
/// ╔══════════╗
/// ║┌ZStack──┐║
/// ║│①┤   ②─┤│║
/// ║└────────┘║
/// ╚══════════╝
/// ①  #dot    4,8 8×8
/// ②  Circle  24,8 12×8
///
/// 1 column = 4 pt, 1 row = 8 pt
/// ```
///
/// - A column is ``scale`` points wide and a row is twice that tall, because a terminal
///   cell is about twice as tall as it is wide; a picture keeps the layout's proportions.
/// - A view's edges are its frame's edges rounded to the nearest cell boundary. A view
///   with any area takes at least one cell (a lone `□`, a one-row `├──┤`, a one-column
///   `│`); a view with no area (zero width or height) is not drawn, its children are.
/// - Views are painted back to front, parents before children. An opaque Color or filled
///   shape is shaded (`░`) and hides what is behind it; a stroked shape (`.stroke`,
///   `.strokeBorder`), a `border`, a layout, a Text are lines only, so what they cover
///   stays readable. Rounded shapes have rounded corners. Spacers are not drawn.
/// - Views whose frames take the same cells are one box: a modifier (`padding`, `frame`,
///   `background`) that coincides with its child draws no box of its own.
/// - A box's label is the `.id` of one of its views (`#name`), else its text, else the kind
///   of its most telling view. It goes in the middle of a leaf (wrapped over the rows it
///   has), else on the box's top edge, a free line inside or its bottom edge; labels never
///   cover another label or any line, and one that does not fit is cut with `…`.
/// - A view too small to show three characters of its label, smaller than a cell
///   included, gets a marker (`①`–`⑳`, `Ⓐ`–`Ⓩ`, `ⓐ`–`ⓩ`, then `·`) at its first free
///   cell, numbered in reading order, and the legend under the picture gives each
///   marker's label and frame. A layout or
///   modifier with no name and no room is left unlabelled: its children tell what it is.
/// - A scroll view's content is cut to the scroll view's cells, with `▾` `▴` `◂` `▸` in
///   the middle of each edge it continues past; a `.hidden()` view is not drawn.
/// - The canvas is the double-line frame around the picture; anything outside it, such as
///   a view with a negative origin, is clipped. A picture is at most
///   ``maximumColumns`` × ``maximumRows`` cells; a note says when a canvas was cut.
/// - The placement's warnings follow its picture; previews are separated by a blank line
///   and a line with the scale ends the text.
public struct ASCIIPreview: Hashable, Sendable {
    /// The scale used when none is given, and the configuration's default: a 400-point
    /// canvas is 80 columns, a terminal's width.
    public static let defaultScale: CGFloat = 5
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
    /// picture, legend, notes and warnings.
    private func writePicture(of preview: RenderedPreview, to output: inout TextBuffer) {
        let canvas = preview.drawableCanvas
        let fullColumns = Self.cellCount(Double(canvas.width) / columnWidth)
        let fullRows = Self.cellCount(Double(canvas.height) / (columnWidth * 2))
        let columns = min(fullColumns, Self.maximumColumns), rows = min(fullRows, Self.maximumRows)
        var collector = SketchCollector(columnWidth: columnWidth, columns: columns, rows: rows)
        collector.collect(preview.placement.root)
        var painter = SketchPainter(columns: columns, rows: rows)
        let markers = painter.draw(collector.boxes, edgeMarks: collector.edgeMarks)
        let grid = painter.grid

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
        writeLegend(markers, boxes: collector.boxes, to: &output)
        if fullColumns > grid.columns || fullRows > grid.rows {
            output.append(contentsOf: "(cut to \(grid.columns)×\(grid.rows) cells from \(fullColumns)×\(fullRows); a larger scale shows all of it)\n")
        }
        for warning in preview.placement.warnings {
            output.append("warning: ")
            output.append(contentsOf: warning.singleLineForDisplay)
            output.append("\n")
        }
    }

    /// One line per marker: the marker, the box's whole label, its frame in points
    /// (`x,y width×height`, as the SVG's titles give it). Markers past the last glyph share
    /// one line that counts them.
    private func writeLegend(_ markers: [SketchPainter.Marker], boxes: [SketchBox], to output: inout TextBuffer) {
        let numbered = markers.prefix(SketchPainter.markerGlyphs.count)
        let labelWidth = min(numbered.map { TerminalWidth.of(boxes[$0.box].label) }.max() ?? 0, 32)
        for (number, marker) in numbered.enumerated() {
            let box = boxes[marker.box]
            let label = LabelText.fitted(box.label, room: labelWidth) ?? box.label
            output.append(scalar: SketchPainter.markerGlyphs[number])
            output.append(byte: UInt8(ascii: " "), count: 2)
            output.append(contentsOf: label)
            output.append(byte: UInt8(ascii: " "), count: 2 + max(0, labelWidth - TerminalWidth.of(label)))
            // Written straight into the output: the legend is a line per small view.
            let f = box.frame
            writeNumber(f.origin.x, to: &output)
            output.append(byte: UInt8(ascii: ","))
            writeNumber(f.origin.y, to: &output)
            output.append(byte: UInt8(ascii: " "))
            writeNumber(f.size.width, to: &output)
            output.append("×")
            writeNumber(f.size.height, to: &output)
            output.append(byte: UInt8(ascii: "\n"))
        }
        if markers.count > numbered.count {
            output.append(scalar: SketchPainter.overflowMarker)
            output.append(contentsOf: "  \(markers.count - numbered.count) more views too small to label\n")
        }
    }

    /// `value` as the caption writes numbers (canonical, `∞` or `nan` when not finite).
    private func writeNumber(_ value: CGFloat, to output: inout TextBuffer) {
        if !CanonicalNumber.write(Double(value), to: &output) { output.append(contentsOf: CanonicalNumber.display(Double(value))) }
    }

    /// The cells from `start` for `length` points, edges rounded to the nearest cell
    /// boundary (halves up, so moving a view by whole cells moves its picture exactly),
    /// at least one cell; `nil` for no length. Far-off edges are pulled in to just outside
    /// the largest grid, which keeps them off the picture and the arithmetic in range.
    @inline(__always)
    static func span(start: CGFloat, length: CGFloat, unit: Double) -> ClosedRange<Int>? {
        let start = Double(start), length = Double(length)
        guard start.isFinite, length.isFinite, length > 0 else { return nil }
        let limit = max(maximumColumns, maximumRows) + 2
        // Each edge pulled in to a few cells past the clamp's range and then floored: floor
        // and clamping by whole numbers commute, so the clamped results are those of the
        // edges floored first, and the floor of a number that small is its truncation
        // corrected below zero, without a call into the C library. (Twice a view.)
        // Inlined: as calls, these two were a third of the picture's cost of a span.
        @inline(__always)
        func flooredEdge(_ value: Double) -> Int {
            let pulled = min(max(value, -8), Double(limit + 8))
            let truncated = Int(pulled)
            return Double(truncated) > pulled ? truncated - 1 : truncated
        }
        let first = flooredEdge(start / unit + 0.5)
        let end = flooredEdge((start + length) / unit + 0.5)
        @inline(__always)
        func clamped(_ value: Int) -> Int { min(max(value, -2), limit) }
        return clamped(first)...clamped(max(first, end - 1))
    }

    /// Cells for `extent` (in cells, finite and non-negative), rounded as edges are.
    private static func cellCount(_ extent: Double) -> Int {
        Int(min((extent + 0.5).rounded(.down), 1e12))
    }
}
