import Foundation

/// Measures text for layout. The engine has no font files on Linux, so measurement is a
/// pluggable model; the default, ``StandardTextMeasurer``, is deterministic.
public protocol TextMeasurer: Sendable {
    /// The size of `text` in `font` for `proposal`, wrapping words when the proposed width is
    /// shorter than the text.
    func measure(_ text: String, font: Font, proposal: ProposedViewSize) -> TextMeasurement

    /// The size of `runs` laid end to end for `proposal`, with `lineSpacing` points added
    /// between lines and at most `lineLimit` lines kept: what a `Text` with parts in several
    /// fonts, kerning, line spacing or a line limit measures. Each line is as tall as the
    /// fonts of the runs on it make it, as a Core Text line is, so the lines of a text of
    /// several fonts can differ in height.
    func measure(_ runs: [TextRun], lineSpacing: CGFloat, lineLimit: Int?, proposal: ProposedViewSize) -> TextMeasurement
}

extension TextMeasurer {
    /// For a measurer that knows only single fonts: the runs' text in the tallest run's
    /// font, kerning left out, then the line spacing added between its lines, whose heights
    /// are all one, and the lines past `lineLimit` cut.
    public func measure(_ runs: [TextRun], lineSpacing: CGFloat, lineLimit: Int?, proposal: ProposedViewSize) -> TextMeasurement {
        let font = runs.max { $0.font.size < $1.font.size }?.font ?? .body
        var measurement = measure(runs.map(\.content).joined(), font: font, proposal: proposal)
        let gaps = CGFloat(max(measurement.lines.count, 1) - 1)
        measurement.size.height += lineSpacing * gaps
        measurement.lastBaseline += lineSpacing * gaps
        if let lineLimit = lineLimit.map({ max(1, $0) }), measurement.lines.count > lineLimit {
            let count = CGFloat(measurement.lines.count)
            let lineHeight = (measurement.size.height - lineSpacing * (count - 1)) / count
            measurement.lines.removeLast(measurement.lines.count - lineLimit)
            measurement.size.height = lineHeight * CGFloat(lineLimit) + lineSpacing * CGFloat(lineLimit - 1)
            measurement.lastBaseline = measurement.firstBaseline + (lineHeight + lineSpacing) * CGFloat(lineLimit - 1)
        }
        return measurement
    }
}

/// The measured size of a text and where its first and last baselines fall.
public struct TextMeasurement: Hashable, Sendable {
    public var size: CGSize
    /// The first line's baseline, from the text's top.
    public var firstBaseline: CGFloat
    /// The last line's baseline, from the text's top.
    public var lastBaseline: CGFloat
    /// The text broken into the lines it is drawn on.
    public var lines: [String]

    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: [String]) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
    }
}
