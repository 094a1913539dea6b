/// One line of text as a terminal shows it: how many cells it takes and how to cut it to
/// fit, with its colour escapes (`ESC [ … m`) taking no cells and kept whole.
///
/// Diagnostics arrive coloured from swift-syntax's formatter and the status line is
/// coloured by watch mode, so counting characters would cut a line short, or cut an escape
/// in half and leave the rest of the screen red.
public struct TerminalLine: Hashable, Sendable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    /// The cells the line takes: escapes take none, wide characters two.
    public var width: Int {
        var cells = 0
        forEachPiece { piece, isEscape in
            if !isEscape { cells += TerminalWidth.of(piece) }
            return true
        }
        return cells
    }

    /// The line cut to at most `columns` cells, ending with `…` when anything was cut, and
    /// with a colour reset when it held an escape (a cut may drop the one that ended a
    /// colour). Control characters other than escapes (a tab) become spaces, as ``width``
    /// counts them.
    public func cut(to columns: Int) -> String {
        guard columns > 0 else { return "" }
        let isCut = width > columns
        var room = isCut ? columns - 1 : Int.max
        var result = ""
        var sawEscape = false
        forEachPiece { piece, isEscape in
            if isEscape {
                result += piece
                sawEscape = true
                return true
            }
            let kept = isCut ? TerminalWidth.prefix(of: piece, fitting: room) : piece
            result += kept
            room -= isCut ? TerminalWidth.of(kept) : 0
            return kept.count == piece.count
        }
        guard isCut else { return result }
        result += "…"
        if sawEscape { result += "\u{1B}[0m" }
        return result
    }

    /// The line broken into rows of at most `columns` cells, at the last space before the
    /// edge where there is one (a message's words stay whole), escapes kept in place: a
    /// colour set on one row carries on to the next, as a terminal keeps it. Control
    /// characters become spaces, as in ``cut(to:)``.
    public func wrapped(to columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        guard width > columns else { return [cut(to: columns)] }
        var rows: [String] = []
        var row = ""
        var used = 0
        forEachPiece { piece, isEscape in
            if isEscape {
                row += piece
                return true
            }
            for character in piece {
                let cells = TerminalWidth.of(character)
                if used + cells > columns {
                    if let space = row.lastIndex(of: " "), space > row.startIndex {
                        rows.append(String(row[..<space]))
                        row = String(row[row.index(after: space)...])
                    } else {
                        rows.append(row)
                        row = ""
                    }
                    used = TerminalLine(row).width
                }
                row.append(character)
                used += cells
            }
            return true
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// Calls `body` with each run of plain text and each escape sequence in order, until it
    /// returns false.
    private func forEachPiece(_ body: (String, Bool) -> Bool) {
        var plain = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\u{1B}", let end = escapeEnd(from: index) {
                if !plain.isEmpty {
                    guard body(plain, false) else { return }
                    plain = ""
                }
                guard body(String(text[index..<end]), true) else { return }
                index = end
                continue
            }
            // A tab or other control character would move the cursor by an amount the
            // width cannot know: it is drawn as a space.
            plain.append(character.isASCII && character.asciiValue! < 0x20 ? " " : character)
            index = text.index(after: index)
        }
        if !plain.isEmpty { _ = body(plain, false) }
    }

    /// The end of the control sequence `ESC [ parameters final-byte` starting at `start`,
    /// or nil when there is none (a lone ESC is then drawn as text).
    private func escapeEnd(from start: String.Index) -> String.Index? {
        let scalars = text.unicodeScalars
        var index = scalars.index(after: start)
        guard index < scalars.endIndex, scalars[index] == "[" else { return nil }
        index = scalars.index(after: index)
        while index < scalars.endIndex {
            let value = scalars[index].value
            if (0x40...0x7E).contains(value) { return scalars.index(after: index) }
            guard (0x20...0x3F).contains(value) else { return nil }
            index = scalars.index(after: index)
        }
        return nil
    }
}
