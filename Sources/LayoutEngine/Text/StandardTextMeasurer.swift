import Foundation

/// The default text measurer: the same numbers on every machine, so checked-in outputs
/// stay valid.
///
/// Each character has an advance of a fixed fraction of the point size, by class (narrow
/// punctuation and i/l/t, regular lower case, digits, wide capitals, CJK and other wide
/// characters at a full em, combining marks at nothing); bold weights widen it. A line is
/// 1.2 em tall with its baseline at 0.95 em, in the largest font on it. Under a width
/// shorter than the text, words wrap; a word longer than a line breaks between characters.
/// Under a height too short for every line, the lines that fit are kept (at least one).
public struct StandardTextMeasurer: TextMeasurer {
    public init() {}

    public func measure(_ text: String, font: Font, proposal: ProposedViewSize) -> TextMeasurement {
        measure([TextRun(text, font: font)], lineSpacing: 0, lineLimit: nil, proposal: proposal)
    }

    /// Runs in several fonts share lines: widths add up run by run, and each line is as
    /// tall as the largest font among the characters on it (its spaces and the newline that
    /// ends it included, as in a Core Text line), with its baseline that font's. Every font
    /// here has its ascent (0.95 em), descent (0.25 em) and leading (none) in the same
    /// proportion to its size, so the largest font gives a line its ascent, its descent and
    /// its leading alike. Kerning adds to every character's advance, the last one's too, as
    /// Core Text kerns after each glyph; line spacing goes between lines only.
    public func measure(_ runs: [TextRun], lineSpacing: CGFloat, lineLimit: Int?, proposal: ProposedViewSize) -> TextMeasurement {
        let maxWidth = proposal.width ?? .infinity
        var lines: [(text: String, width: CGFloat)]
        var stack: LineStack
        if runs.count == 1, runs[0].kerning == 0 {
            lines = Self.lines(of: runs[0].content, font: runs[0].font, maxWidth: maxWidth)
            stack = LineStack(lineCount: lines.count, fontSize: runs[0].font.size)
        } else {
            let units = RunUnits(runs)
            var breaker = LineBreaker(units, maxWidth: maxWidth)
            lines = breaker.lines()
            stack = LineStack(fontSizes: units.largestFontSizes(ofLinesStartingAt: breaker.lineStarts))
        }
        if let height = proposal.height, height.isFinite {
            stack.keepLines(fitting: height, lineSpacing: lineSpacing)
            if stack.count < lines.count { lines.removeLast(lines.count - stack.count) }
        }
        // Taken before the line limit cuts: the last line kept is drawn cut short with an
        // ellipsis, as wide as the lines it stands for would allow.
        let width = lines.lazy.map(\.width).max() ?? 0
        if let lineLimit {
            stack.keepLines(max(1, lineLimit))
            if stack.count < lines.count { lines.removeLast(lines.count - stack.count) }
        }
        return TextMeasurement(
            size: CGSize(width: width.roundedToThousandth, height: stack.height(lineSpacing: lineSpacing)),
            firstBaseline: stack.firstBaseline,
            lastBaseline: stack.lastBaseline(lineSpacing: lineSpacing),
            lines: lines.map(\.text)
        )
    }

    /// `text` broken into lines no wider than `maxWidth` where words allow, each with its
    /// width. `byCharacter` measures character by character even where a byte would do (for
    /// tests that hold the two ways to the same numbers).
    static func lines(of text: String, font: Font, maxWidth: CGFloat, byCharacter: Bool = false) -> [(text: String, width: CGFloat)] {
        // Nearly every label is ASCII, where a byte is a character (but for CR LF, left to
        // the general way): breaking the bytes with a table of advances beats breaking
        // graphemes and looking up Unicode properties, and adds the very same numbers in the
        // same order. A layout measures each text under several proposals (a stack probes
        // its children at zero and infinite widths), so this is most of laying out a text.
        if !byCharacter {
            var text = text
            let lines = text.withUTF8 { bytes -> [(text: String, width: CGFloat)]? in
                guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
                return (font.isMonospaced ? asciiMonospacedEmWidths : asciiEmWidths).withUnsafeBufferPointer { emWidths in
                    var breaker = LineBreaker(ASCIIUnits(bytes: bytes, font: font, emWidths: emWidths), maxWidth: maxWidth)
                    return breaker.lines()
                }
            }
            if let lines { return lines }
        }
        var breaker = LineBreaker(CharacterUnits(string: text, font: font), maxWidth: maxWidth)
        return breaker.lines()
    }

    /// The advance of one character, in points.
    public static func advance(of character: Character, font: Font) -> CGFloat {
        var em: CGFloat = 0
        for scalar in character.unicodeScalars {
            em = max(em, font.isMonospaced ? monospacedEmWidth(of: scalar) : emWidth(of: scalar))
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

    /// The advance of a character of a monospaced font: SF Mono's 0.6 em for every
    /// character of one column (its advance is 1233 of 2048 units), wide ones and marks as
    /// in any font.
    private static func monospacedEmWidth(of scalar: Unicode.Scalar) -> CGFloat {
        let em = emWidth(of: scalar)
        return em == 0 || em == 1 ? em : 0.6
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

    /// `emWidth(of:)` of each ASCII scalar.
    private static let asciiEmWidths: [CGFloat] = (0 ..< 128).map { emWidth(of: Unicode.Scalar(UInt8($0))) }

    /// `monospacedEmWidth(of:)` of each ASCII scalar.
    private static let asciiMonospacedEmWidths: [CGFloat] = (0 ..< 128).map { monospacedEmWidth(of: Unicode.Scalar(UInt8($0))) }
}

extension CGFloat {
    /// This value rounded to 1/1000, the precision outputs are written with.
    var roundedToThousandth: CGFloat { (self * 1000).rounded() / 1000 }
}
