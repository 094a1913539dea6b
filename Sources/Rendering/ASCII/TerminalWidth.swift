/// How many terminal cells a character takes: two for East Asian wide and fullwidth
/// characters and emoji, one for everything else.
///
/// The same ranges as LayoutEngine's `StandardTextMeasurer`, so what layout measured as wide
/// is drawn wide. Text reaching the grid has been through `singleLineForDisplay`, so no
/// character has zero width.
enum TerminalWidth {
    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        // Fast path for what pictures are mostly made of: ASCII, Latin and box drawing.
        if character.unicodeScalars.count == 1, scalar.value < 0x1100 || (0x2500...0x25FF).contains(scalar.value) { return 1 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    static func of(_ text: String) -> Int {
        if text.isPrintableASCII { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The longest prefix of `text` that fits in `width` cells.
    static func prefix(of text: String, fitting width: Int) -> String {
        if text.isPrintableASCII { return String(decoding: text.utf8.prefix(max(width, 0)), as: UTF8.self) }
        var result = ""
        var used = 0
        for character in text {
            let cells = of(character)
            if used + cells > width { break }
            result.append(character)
            used += cells
        }
        return result
    }
}
