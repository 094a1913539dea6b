import Foundation

/// A glyph on the edge of a scroll view's box saying its content continues past that edge
/// (`▾` below, `▴` above, `◂` before, `▸` after). Painted over the lines and kept free of
/// labels.
struct EdgeMark: Hashable {
    let column: Int
    let row: Int
    let glyph: Unicode.Scalar

    /// The marks for a scroll view drawn in the cells `columns` × `rows` whose content
    /// continues past the edges in `overflow`: one in the middle of each such edge.
    static func marks(for overflow: ScrollOverflow, columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> [EdgeMark] {
        let middleColumn = (columns.lowerBound + columns.upperBound) / 2
        let middleRow = (rows.lowerBound + rows.upperBound) / 2
        var marks: [EdgeMark] = []
        if overflow.contains(.top) { marks.append(EdgeMark(column: middleColumn, row: rows.lowerBound, glyph: "▴")) }
        if overflow.contains(.bottom) { marks.append(EdgeMark(column: middleColumn, row: rows.upperBound, glyph: "▾")) }
        if overflow.contains(.leading) { marks.append(EdgeMark(column: columns.lowerBound, row: middleRow, glyph: "◂")) }
        if overflow.contains(.trailing) { marks.append(EdgeMark(column: columns.upperBound, row: middleRow, glyph: "▸")) }
        return marks
    }
}
