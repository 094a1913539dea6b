import Foundation

/// Measures text for layout. The engine has no font files on Linux, so measurement is a
/// pluggable model; the default, ``StandardTextMeasurer``, is deterministic.
public protocol TextMeasurer: Sendable {
    /// The size of `text` in `font` for `proposal`, wrapping words when the proposed width is
    /// shorter than the text.
    func measure(_ text: String, font: Font, proposal: ProposedViewSize) -> TextMeasurement
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
