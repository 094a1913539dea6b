/// A rectangle of terminal cells that boxes and labels are painted on, later over earlier.
///
/// Writes outside the grid are dropped, which is how views partly outside the canvas are
/// clipped. A wide character takes two cells; painting over either half of one blanks the
/// other half, so no row ever has a half character shifting the rest of it.
///
/// A cell is a number, not a `Character`: a picture is thousands of cells painted many
/// times over, and comparing, storing and finally joining `Character`s was most of the time
/// a picture took.
struct CharacterGrid {
    let columns: Int
    let rows: Int
    /// Row after row, one code per cell: the scalar value of a character of one scalar, a
    /// `clusterBase`-based index into `clusters`, or `continuation`.
    private var cells: [UInt32]
    /// The characters of more than one scalar (flags, emoji with modifiers, letters with
    /// combining marks) that were painted, in order.
    private var clusters: [Character] = []
    /// Whether a wide character was ever painted; until one is, no cell is half of one.
    private var hasWideCharacters = false

    /// Marks the right half of a wide character; never drawn.
    private static let continuation: UInt32 = .max
    /// The code of `clusters[0]`: the first value above every Unicode scalar.
    private static let clusterBase: UInt32 = 0x11_0000
    private static let space = UInt32(UInt8(ascii: " "))

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: Self.space, count: self.columns * self.rows)
    }

    /// Whether the cell at (`column`, `row`) is on the grid.
    func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    /// The code of the cell at `index` (row after row): the scalar value of a one-scalar
    /// character, for telling what a cell shows.
    func code(at index: Int) -> UInt32 { cells[index] }

    /// Paints `scalar`, a character one cell wide (a space, box drawing, ASCII), at
    /// (`column`, `row`).
    mutating func put(_ scalar: Unicode.Scalar, column: Int, row: Int) {
        put(code: scalar.value, width: 1, column: column, row: row)
    }

    /// Paints `scalar`, a character one cell wide, on every cell of `columns` × `rows`.
    mutating func fill(_ scalar: Unicode.Scalar, columns: Range<Int>, rows: Range<Int>) {
        let (left, right) = (max(columns.lowerBound, 0), min(columns.upperBound, self.columns))
        let (top, bottom) = (max(rows.lowerBound, 0), min(rows.upperBound, self.rows))
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            let start = row * self.columns
            guard hasWideCharacters else {
                cells.withUnsafeMutableBufferPointer { cells in
                    (cells.baseAddress! + start + left).update(repeating: scalar.value, count: right - left)
                }
                continue
            }
            for column in left..<right {
                release(start + column, column: column)
                cells[start + column] = scalar.value
            }
        }
    }

    /// Paints `text` from (`column`, `row`) rightwards. A wide character that would stick
    /// out of the right edge is painted as a space.
    mutating func write(_ text: String, column: Int, row: Int) {
        guard row >= 0, row < rows else { return }
        if !hasWideCharacters, writeOneCellText(text, column: column, row: row) { return }
        var cursor = column
        for character in text {
            let width = TerminalWidth.of(character)
            let scalars = character.unicodeScalars
            if scalars.count == 1 {
                put(code: scalars[scalars.startIndex].value, width: width, column: cursor, row: row)
            } else if cursor >= 0, cursor < columns {
                // Kept only when it lands on the grid.
                put(code: Self.clusterBase + UInt32(clusters.count), width: width, column: cursor, row: row)
                clusters.append(character)
            }
            cursor += width
        }
    }

    /// Paints `text` straight into its cells when every character of it takes one cell and
    /// is told by its bytes: the printable ASCII of nearly every label, perhaps ended by the
    /// `…` that cuts it. Painting cell by cell through the general path was a thousand
    /// instructions a label. Only while no wide character is on the grid (none to clear
    /// around); false, with nothing painted, for any other text.
    private mutating func writeOneCellText(_ text: String, column: Int, row: Int) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var count = bytes.count
            let isCut = count >= 3 && bytes[count - 3] == 0xE2 && bytes[count - 2] == 0x80 && bytes[count - 1] == 0xA6
            if isCut { count -= 3 }
            guard String.isPrintableASCII(bytes[..<count]) else { return false }
            let first = max(column, 0), end = min(column + count + (isCut ? 1 : 0), columns)
            guard first < end else { return true }
            let rowStart = row * columns
            cells.withUnsafeMutableBufferPointer { cells in
                for cell in first..<end {
                    let index = cell - column
                    cells[rowStart + cell] = index < count ? UInt32(bytes[index]) : 0x2026
                }
            }
            return true
        }
    }

    /// Appends row `row` as text, wide characters once each.
    func write(row: Int, to output: inout TextBuffer) {
        let rowCells = cells[(row * columns)..<((row + 1) * columns)]
        guard clusters.isEmpty else {
            for code in rowCells { write(code, to: &output) }
            return
        }
        // Every cell is one scalar, at most four bytes of UTF-8: encoded in one go.
        rowCells.withUnsafeBufferPointer { codes in
            output.append(maximumCount: 4 * codes.count) { start in
                var end = start
                for code in codes where code != Self.continuation {
                    end = TextBuffer.encode(code, at: end)
                }
                return end - start
            }
        }
    }

    /// Appends one cell's character; a continuation cell adds nothing.
    private func write(_ code: UInt32, to output: inout TextBuffer) {
        if code < 0x80 {
            output.append(byte: UInt8(code))
        } else if code < Self.clusterBase {
            output.append(scalar: Unicode.Scalar(code).unsafelyUnwrapped)
        } else if code != Self.continuation {
            output.append(contentsOf: String(clusters[Int(code - Self.clusterBase)]))
        }
    }

    private mutating func put(code: UInt32, width: Int, column: Int, row: Int) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        let index = row * columns + column
        release(index, column: column)
        guard width == 2 else {
            cells[index] = code
            return
        }
        guard column + 1 < columns else {
            cells[index] = Self.space
            return
        }
        release(index + 1, column: column + 1)
        cells[index] = code
        cells[index + 1] = Self.continuation
        hasWideCharacters = true
    }

    /// Blanks the other half of a wide character the cell at `index` belongs to, before
    /// the caller paints the cell itself. (Inlined: a picture paints a cell at a time, and
    /// nearly always no wide character is on its grid.)
    @inline(__always)
    private mutating func release(_ index: Int, column: Int) {
        guard hasWideCharacters else { return }
        if cells[index] == Self.continuation {
            if column > 0 { cells[index - 1] = Self.space }
        } else if column + 1 < columns, cells[index + 1] == Self.continuation {
            cells[index + 1] = Self.space
        }
    }
}
