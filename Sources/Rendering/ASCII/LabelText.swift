/// A label cut to the cells it may take: on one line with `…`, or wrapped over lines.
enum LabelText {
    /// The fewest cells a cut label takes: three characters and the `…`. Fewer tells a
    /// reader nothing (`C…`), and the box gets a marker instead.
    static let shortestCut = 4

    /// `label` on one line of `room` cells: whole, cut with `…`, or `nil` when the cut
    /// would keep fewer than three cells of it.
    static func fitted(_ label: String, room: Int) -> String? {
        if TerminalWidth.of(label) <= room { return label }
        guard room >= shortestCut else { return nil }
        return TerminalWidth.prefix(of: label, fitting: room - 1) + "…"
    }

    /// `label` broken at spaces (inside a word only when it is longer than a line) into at
    /// most `lineLimit` lines of `room` cells, the last cut with `…` if text is left over; a
    /// leaf's text reads as it is laid out. Empty when even one line cannot show it.
    static func wrapped(_ label: String, room: Int, lineLimit: Int) -> [String] {
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
}
