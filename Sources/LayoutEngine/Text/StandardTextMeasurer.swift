import Foundation

/// The default text measurer: the same numbers on every machine, so checked-in outputs
/// stay valid.
///
/// Each character has an advance of a fixed fraction of the point size, by class (narrow
/// punctuation and i/l/t, regular lower case, digits, wide capitals, CJK and other wide
/// characters at a full em, combining marks at nothing); bold weights widen it. A line is
/// 1.2 em tall with its baseline at 0.95 em. Under a width shorter than the text, words
/// wrap; a word longer than a line breaks between characters. Under a height too short for
/// every line, the lines that fit are kept (at least one).
public struct StandardTextMeasurer: TextMeasurer {
    public init() {}

    public func measure(_ text: String, font: Font, proposal: ProposedViewSize) -> TextMeasurement {
        let lineHeight = (font.size * 1.2).roundedToThousandth
        let baseline = (font.size * 0.95).roundedToThousandth
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        let maxWidth = proposal.width ?? .infinity
        var lines: [(String, CGFloat)] = []
        for paragraph in paragraphs {
            lines.append(contentsOf: wrap(Substring(paragraph), font: font, maxWidth: maxWidth))
        }
        if let height = proposal.height, height.isFinite {
            // Compared as a float first: a height of 1e300 fits every line, and as an Int
            // it would not be representable.
            let fitting = ((height + 0.001) / lineHeight).rounded(.down)
            if fitting < CGFloat(lines.count) { lines.removeLast(lines.count - Int(max(1, fitting))) }
        }
        let width = lines.map(\.1).max() ?? 0
        let height = lineHeight * CGFloat(max(lines.count, 1))
        return TextMeasurement(
            size: CGSize(width: width.roundedToThousandth, height: height),
            firstBaseline: baseline,
            lastBaseline: baseline + lineHeight * CGFloat(max(lines.count, 1) - 1),
            lines: lines.map(\.0)
        )
    }

    /// The advance of one character, in points.
    public static func advance(of character: Character, font: Font) -> CGFloat {
        var em: CGFloat = 0
        for scalar in character.unicodeScalars {
            em = max(em, emWidth(of: scalar))
        }
        return em * font.size * font.weight.widthFactor
    }

    private static func emWidth(of scalar: Unicode.Scalar) -> CGFloat {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        let value = scalar.value
        if value == 0x20 { return 0.28 }
        if isWide(value) || properties.isEmojiPresentation { return 1 }
        switch scalar {
        case "i", "l", "j", "!", ".", ",", ":", ";", "'", "|", "I", "f", "t", "r", "(", ")", "[", "]", "`", "\"": return 0.3
        case "M", "W", "m", "w", "@", "%", "&": return 0.85
        case "0"..."9": return 0.58
        case "A"..."Z": return 0.68
        default: return 0.55
        }
    }

    /// East Asian wide and fullwidth ranges (CJK ideographs, kana, hangul, fullwidth forms).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    private func width(of text: Substring, font: Font) -> CGFloat {
        var total: CGFloat = 0
        // Nearly every label is ASCII, where a byte is a character (CR LF, the one pair that
        // is not, measures 0 either way): summing a table beats breaking graphemes and
        // looking up Unicode properties, and adds the very same numbers in the same order.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { total += Self.asciiEmWidths[Int(byte)] * font.size * font.weight.widthFactor }
            return total
        }
        for character in text { total += Self.advance(of: character, font: font) }
        return total
    }

    /// `emWidth(of:)` of each ASCII scalar.
    private static let asciiEmWidths: [CGFloat] = (0 ..< 128).map { emWidth(of: Unicode.Scalar(UInt8($0))) }

    /// Breaks a paragraph into lines no wider than `maxWidth` where words allow.
    private func wrap(_ paragraph: Substring, font: Font, maxWidth: CGFloat) -> [(String, CGFloat)] {
        let full = width(of: paragraph, font: font)
        if full <= maxWidth + 0.0005 { return [(String(paragraph), full)] }
        var lines: [(String, CGFloat)] = []
        var line = ""
        var lineWidth: CGFloat = 0
        let space = Self.advance(of: " ", font: font)
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = width(of: word, font: font)
            if line.isEmpty {
                if wordWidth <= maxWidth + 0.0005 {
                    line = String(word)
                    lineWidth = wordWidth
                } else {
                    let (broken, last, lastWidth) = breakWord(word, font: font, maxWidth: maxWidth)
                    lines.append(contentsOf: broken)
                    line = last
                    lineWidth = lastWidth
                }
            } else if lineWidth + space + wordWidth <= maxWidth + 0.0005 {
                line += " " + word
                lineWidth += space + wordWidth
            } else {
                lines.append((line, lineWidth))
                if wordWidth <= maxWidth + 0.0005 {
                    line = String(word)
                    lineWidth = wordWidth
                } else {
                    let (broken, last, lastWidth) = breakWord(word, font: font, maxWidth: maxWidth)
                    lines.append(contentsOf: broken)
                    line = last
                    lineWidth = lastWidth
                }
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append((line, lineWidth)) }
        return lines
    }

    /// Breaks a word wider than a line between characters, at least one per line.
    private func breakWord(_ word: Substring, font: Font, maxWidth: CGFloat) -> ([(String, CGFloat)], String, CGFloat) {
        var lines: [(String, CGFloat)] = []
        var line = ""
        var lineWidth: CGFloat = 0
        for character in word {
            let advance = Self.advance(of: character, font: font)
            if !line.isEmpty, lineWidth + advance > maxWidth + 0.0005 {
                lines.append((line, lineWidth))
                line = ""
                lineWidth = 0
            }
            line.append(character)
            lineWidth += advance
        }
        return (lines, line, lineWidth)
    }
}

extension CGFloat {
    /// This value rounded to 1/1000, the precision outputs are written with.
    var roundedToThousandth: CGFloat { (self * 1000).rounded() / 1000 }
}
