import Foundation

/// The units a text is broken into lines by, and what ``LineBreaker`` asks of each.
protocol LineUnits {
    associatedtype Index: Comparable
    var startIndex: Index { get }
    var endIndex: Index { get }
    func index(after index: Index) -> Index
    /// The unit's width in points.
    func advance(at index: Index) -> CGFloat
    func isSpace(at index: Index) -> Bool
    func isNewline(at index: Index) -> Bool
    /// The text of the units in `range`.
    func text(_ range: Range<Index>) -> String
    /// Where ``LineBreaker`` notes each line's start: an array for units of several fonts,
    /// whose lines differ in height by the fonts on them; for one font, nothing, so a
    /// single-font breaker carries no array to make and drop.
    associatedtype LineStarts: LineStartRecord = UnrecordedLineStarts<Index> where LineStarts.Position == Index
}

/// Where a ``LineBreaker`` notes the index each line starts at.
protocol LineStartRecord {
    associatedtype Position
    init()
    mutating func record(_ start: Position)
}

/// Line starts that are not kept.
struct UnrecordedLineStarts<Position>: LineStartRecord {
    init() {}
    func record(_ start: Position) {}
}

extension Array: LineStartRecord {
    mutating func record(_ start: Element) { append(start) }
}

/// The bytes of an ASCII text without carriage returns, where each byte is a character.
struct ASCIIUnits: LineUnits {
    let bytes: UnsafeBufferPointer<UInt8>
    let font: Font
    /// `StandardTextMeasurer.emWidth(of:)` of each ASCII scalar.
    let emWidths: UnsafeBufferPointer<CGFloat>

    var startIndex: Int { 0 }
    var endIndex: Int { bytes.count }
    func index(after index: Int) -> Int { index + 1 }
    func advance(at index: Int) -> CGFloat { emWidths[Int(bytes[index])] * font.size * font.weight.widthFactor }
    func isSpace(at index: Int) -> Bool { bytes[index] == 0x20 }
    func isNewline(at index: Int) -> Bool { bytes[index] == 0x0A }
    func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
}

/// The characters of any text.
struct CharacterUnits: LineUnits {
    let string: String
    let font: Font

    var startIndex: String.Index { string.startIndex }
    var endIndex: String.Index { string.endIndex }
    func index(after index: String.Index) -> String.Index { string.index(after: index) }
    func advance(at index: String.Index) -> CGFloat { StandardTextMeasurer.advance(of: string[index], font: font) }
    func isSpace(at index: String.Index) -> Bool { string[index] == " " }
    func isNewline(at index: String.Index) -> Bool { string[index] == "\n" }
    func text(_ range: Range<String.Index>) -> String { String(string[range]) }
}

/// The characters of several runs in their own fonts, each advance computed once, with the
/// run's kerning added to every character.
struct RunUnits: LineUnits {
    private var characters: [Character] = []
    private var advances: [CGFloat] = []
    /// Each run's end (the index after its last character) and its font's size, in order.
    private var runs: [(end: Int, fontSize: CGFloat)] = []

    init(_ runs: [TextRun]) {
        for run in runs {
            for character in run.content {
                characters.append(character)
                advances.append(StandardTextMeasurer.advance(of: character, font: run.font) + run.kerning)
            }
            self.runs.append((characters.count, run.font.size))
        }
    }

    typealias LineStarts = [Int]

    var startIndex: Int { 0 }
    var endIndex: Int { characters.count }
    func index(after index: Int) -> Int { index + 1 }
    func advance(at index: Int) -> CGFloat { advances[index] }
    func isSpace(at index: Int) -> Bool { characters[index] == " " }
    func isNewline(at index: Int) -> Bool { characters[index] == "\n" }
    func text(_ range: Range<Int>) -> String { String(characters[range]) }

    /// The largest font size on each line, for lines starting at `starts` (each running to
    /// the next one's start, the last to the end).
    func largestFontSizes(ofLinesStartingAt starts: [Int]) -> [CGFloat] {
        starts.indices.map { line in
            largestFontSize(in: starts[line] ..< (line + 1 < starts.count ? starts[line + 1] : endIndex))
        }
    }

    /// The largest font size among the characters in `range`. A line without characters
    /// (the one after a text's last newline) is in the font of the character before it, as
    /// Core Text gives it the newline's; a text without any, its largest run's (body's when
    /// it has no runs).
    private func largestFontSize(in range: Range<Int>) -> CGFloat {
        var range = range
        if range.isEmpty {
            guard range.lowerBound > 0 else { return runs.lazy.map(\.fontSize).max() ?? Font.body.size }
            range = range.lowerBound - 1 ..< range.lowerBound
        }
        var largest: CGFloat = 0
        var start = 0
        for run in runs {
            if run.end > range.lowerBound, start < range.upperBound, run.end > start { largest = max(largest, run.fontSize) }
            start = run.end
        }
        return largest
    }
}
