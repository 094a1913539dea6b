import Foundation

/// A stretch of text in one font, the unit a ``TextMeasurer`` measures: a `Text` is one run,
/// `Text + Text` one run per part, so each part keeps its own font on a shared line.
public struct TextRun: Hashable, Sendable {
    /// The characters, already in the case they are drawn in (`.textCase`).
    public var content: String
    /// The font, already scaled to the Dynamic Type size.
    public var font: Font
    /// Points added after every character (`.kerning`, `.tracking`).
    public var kerning: CGFloat

    public init(_ content: String, font: Font, kerning: CGFloat = 0) {
        self.content = content
        self.font = font
        self.kerning = kerning
    }
}
