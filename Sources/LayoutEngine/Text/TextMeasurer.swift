import Foundation

/// Measures text for layout. The engine has no font files on Linux, so measurement is a
/// pluggable model; the default, ``StandardTextMeasurer``, is deterministic.
public protocol TextMeasurer: Sendable {
    /// The size of `text` in `font` for `proposal`, wrapping words when the proposed width is
    /// shorter than the text.
    func measure(_ text: String, font: Font, proposal: ProposedViewSize) -> TextMeasurement

    /// The size of `runs` laid end to end for `proposal`, with `lineSpacing` points added
    /// between lines: what a `Text` with parts in several fonts, kerning or line spacing
    /// measures.
    func measure(_ runs: [TextRun], lineSpacing: CGFloat, proposal: ProposedViewSize) -> TextMeasurement
}

extension TextMeasurer {
    /// For a measurer that knows only single fonts: the runs' text in the tallest run's
    /// font, kerning left out, then the line spacing added between its lines.
    public func measure(_ runs: [TextRun], lineSpacing: CGFloat, proposal: ProposedViewSize) -> TextMeasurement {
        let font = runs.max { $0.font.size < $1.font.size }?.font ?? .body
        var measurement = measure(runs.map(\.content).joined(), font: font, proposal: proposal)
        let gaps = CGFloat(max(measurement.lines.count, 1) - 1)
        measurement.size.height += lineSpacing * gaps
        measurement.lastBaseline += lineSpacing * gaps
        return measurement
    }
}

/// The measured size of a text and where its first and last baselines fall.
public struct TextMeasurement: Hashable, Sendable {
    public var size: CGSize
    public var firstBaseline: CGFloat
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
