import Foundation

/// A font, reduced to what layout needs: a point size, a weight, whether it is italic or
/// monospaced, and the text style it was made from.
///
/// The text styles carry SwiftUI's point sizes at the default Dynamic Type size, so text
/// measures the same in every scene on every machine; a text style keeps its style, so a
/// `dynamicTypeSize` other than `.large` scales it (``DynamicTypeSize/pointSize(of:)``),
/// while a font of a fixed size (`.system(size: 17)`) stays as it is, as in SwiftUI.
public struct Font: Hashable, Sendable {
    /// The point size at the default Dynamic Type size.
    public var size: CGFloat
    /// The weight; bold text is wider.
    public var weight: Weight
    /// Whether the font is italic (no effect on width here).
    public var isItalic: Bool
    /// Whether every character has the same advance, as in SF Mono.
    public var isMonospaced = false
    /// The text style this font is, which Dynamic Type scales; nil for a fixed size.
    public var textStyle: TextStyle?

    /// SwiftUI's text styles, each a size that follows the Dynamic Type size.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
    }

    /// A font weight, from ultraLight to black.
    public struct Weight: Hashable, Sendable {
        /// How much wider than regular a glyph of this weight is.
        let widthFactor: CGFloat
        public static let ultraLight = Weight(widthFactor: 0.96)
        public static let thin = Weight(widthFactor: 0.97)
        public static let light = Weight(widthFactor: 0.98)
        public static let regular = Weight(widthFactor: 1)
        public static let medium = Weight(widthFactor: 1.02)
        public static let semibold = Weight(widthFactor: 1.04)
        public static let bold = Weight(widthFactor: 1.06)
        public static let heavy = Weight(widthFactor: 1.08)
        public static let black = Weight(widthFactor: 1.1)
    }

    /// A font design; only the monospaced design changes widths.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public init(size: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let body = Font(.body)
    public static let callout = Font(.callout)
    public static let subheadline = Font(.subheadline)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)
    public static let caption2 = Font(.caption2)

    /// A text style at the default Dynamic Type size, in its own weight (semibold for the
    /// headline, regular for the others).
    private init(_ style: TextStyle) {
        self.init(size: DynamicTypeSize.large.pointSize(of: style), weight: style == .headline ? .semibold : .regular)
        textStyle = style
    }

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        var font = Font(size: size, weight: weight)
        font.isMonospaced = design == .monospaced
        return font
    }

    /// The system font for a text style.
    public static func system(_ style: Font, design: Design = .default) -> Font {
        design == .monospaced ? style.monospaced() : style
    }

    /// The system font for a text style, as SwiftUI names it with `Font.TextStyle`.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = Font(style)
        if let weight { font.weight = weight }
        return design == .monospaced ? font.monospaced() : font
    }

    /// This font with every character as wide as the others.
    public func monospaced() -> Font {
        var copy = self
        copy.isMonospaced = true
        return copy
    }

    /// This font with digits of one width. The text measurer gives every digit the same
    /// advance already (``StandardTextMeasurer``), so it changes no width.
    public func monospacedDigit() -> Font { self }

    /// This font at `dynamicTypeSize`: a text style takes that size's point size from Apple's
    /// table; a fixed size stays.
    public func scaled(to dynamicTypeSize: DynamicTypeSize) -> Font {
        guard let textStyle, dynamicTypeSize != .large else { return self }
        var copy = self
        copy.size = dynamicTypeSize.pointSize(of: textStyle)
        return copy
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }
}
