import Foundation

/// ``StandardTextMeasurer``'s line breaking, written once over any units of a string: its
/// bytes, when every byte is a character, or its characters.
///
/// Paragraphs end at newlines. A paragraph that fits is one line, as written; otherwise its
/// words (runs between spaces) fill lines joined by single spaces, and a word wider than a
/// line breaks between units, at least one per line. Widths are sums of the units'
/// advances, added in order, so both kinds of units give the same numbers. For units of
/// several fonts it also notes where each line starts (``lineStarts``).
struct LineBreaker<Units: LineUnits> {
    /// The text's units.
    let units: Units
    /// The widest a line may be, unless one unit is wider.
    let maxWidth: CGFloat

    /// The lines found so far.
    private var found: [(text: String, width: CGFloat)] = []

    /// Where each line found starts, as far as the units keep it (`Units.LineStarts`). A
    /// line runs to where the next one starts, so it holds the spaces it wrapped at and the
    /// newline that ends its paragraph, as a Core Text line does; the first line of a
    /// paragraph starts at the paragraph's start, its leading spaces included.
    private(set) var lineStarts = Units.LineStarts()

    init(_ units: Units, maxWidth: CGFloat) {
        self.units = units
        self.maxWidth = maxWidth
    }

    /// Every line of the text, each with its width.
    mutating func lines() -> [(text: String, width: CGFloat)] {
        var start = units.startIndex
        while true {
            var end = start
            while end != units.endIndex, !units.isNewline(at: end) { end = units.index(after: end) }
            wrap(start..<end)
            guard end != units.endIndex else { return found }
            start = units.index(after: end)
        }
    }

    /// Whether `width` fits a line (within the outputs' precision).
    private func fits(_ width: CGFloat) -> Bool { width <= maxWidth + 0.0005 }

    /// Breaks one paragraph into lines.
    private mutating func wrap(_ paragraph: Range<Units.Index>) {
        var full: CGFloat = 0
        var index = paragraph.lowerBound
        while index != paragraph.upperBound {
            full += units.advance(at: index)
            index = units.index(after: index)
        }
        if fits(full) {
            append(units.text(paragraph), width: full, startingAt: paragraph.lowerBound)
            return
        }
        let firstLine = found.count
        // Room for a few lines at once: a text probed at zero width has a line per
        // character, and growing the array one line at a time was a tenth of a layout.
        found.reserveCapacity(found.count + 8)
        var line = ""
        var lineWidth: CGFloat = 0
        var lineStart = paragraph.lowerBound
        var space: CGFloat = 0
        index = paragraph.lowerBound
        while index != paragraph.upperBound {
            if units.isSpace(at: index) {
                space = units.advance(at: index)
                index = units.index(after: index)
                continue
            }
            var end = index
            var wordWidth: CGFloat = 0
            while end != paragraph.upperBound, !units.isSpace(at: end) {
                wordWidth += units.advance(at: end)
                end = units.index(after: end)
            }
            if line.isEmpty {
                start(&line, &lineWidth, &lineStart, with: index..<end, width: wordWidth)
            } else if fits(lineWidth + space + wordWidth) {
                line += " "
                line += units.text(index..<end)
                lineWidth += space + wordWidth
            } else {
                append(line, width: lineWidth, startingAt: lineStart)
                lineStart = index
                start(&line, &lineWidth, &lineStart, with: index..<end, width: wordWidth)
            }
            index = end
        }
        if !line.isEmpty || found.count == firstLine { append(line, width: lineWidth, startingAt: lineStart) }
    }

    /// Starts a line at `lineStart` with `word`, first breaking off the lines of a word
    /// wider than a line (then `lineStart` is where the last piece starts).
    private mutating func start(_ line: inout String, _ lineWidth: inout CGFloat, _ lineStart: inout Units.Index, with word: Range<Units.Index>, width: CGFloat) {
        if fits(width) {
            line = units.text(word)
            lineWidth = width
            return
        }
        var pieceStart = word.lowerBound
        lineWidth = 0
        var index = word.lowerBound
        while index != word.upperBound {
            let unitWidth = units.advance(at: index)
            // Not `!fits(…)`: under a NaN width a word stays whole instead of breaking at every unit.
            if index != pieceStart, lineWidth + unitWidth > maxWidth + 0.0005 {
                append(units.text(pieceStart..<index), width: lineWidth, startingAt: lineStart)
                pieceStart = index
                lineStart = index
                lineWidth = 0
            }
            lineWidth += unitWidth
            index = units.index(after: index)
        }
        line = units.text(pieceStart..<word.upperBound)
    }

    /// Adds a line found, and notes where it starts.
    private mutating func append(_ text: String, width: CGFloat, startingAt start: Units.Index) {
        found.append((text, width))
        lineStarts.record(start)
    }
}
