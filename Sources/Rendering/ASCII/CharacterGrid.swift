/// A rectangle of terminal cells that boxes and labels are painted on, later over earlier.
///
/// Writes outside the grid are dropped, which is how views partly outside the canvas are
/// clipped. A wide character takes two cells; painting over either half of one blanks the
/// other half, so no row ever has a half character shifting the rest of it.
struct CharacterGrid {
    let columns: Int
    let rows: Int
    private var cells: [Character]

    /// Marks the right half of a wide character; never drawn.
    private static let continuation: Character = "\u{0}"

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: " ", count: self.columns * self.rows)
    }

    /// Paints `character` with its left edge at (`column`, `row`). A wide character that
    /// would stick out of the right edge is painted as a space.
    mutating func put(_ character: Character, column: Int, row: Int) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        let index = row * columns + column
        let width = TerminalWidth.of(character)
        release(index, column: column)
        guard width == 2 else {
            cells[index] = character
            return
        }
        guard column + 1 < columns else {
            cells[index] = " "
            return
        }
        release(index + 1, column: column + 1)
        cells[index] = character
        cells[index + 1] = Self.continuation
    }

    /// Paints `text` from (`column`, `row`) rightwards, returning the cells used.
    @discardableResult
    mutating func write(_ text: String, column: Int, row: Int) -> Int {
        var cursor = column
        for character in text {
            put(character, column: cursor, row: row)
            cursor += TerminalWidth.of(character)
        }
        return cursor - column
    }

    /// The rows as text, wide characters once each.
    var lines: [String] {
        (0..<rows).map { row in
            String(cells[(row * columns)..<((row + 1) * columns)].filter { $0 != Self.continuation })
        }
    }

    /// Blanks the cell at `index` and the other half of a wide character it belongs to.
    private mutating func release(_ index: Int, column: Int) {
        if cells[index] == Self.continuation {
            if column > 0 { cells[index - 1] = " " }
        } else if column + 1 < columns, cells[index + 1] == Self.continuation {
            cells[index + 1] = " "
        }
        cells[index] = " "
    }
}
