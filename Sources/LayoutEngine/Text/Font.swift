import Foundation

/// A font, reduced to what layout needs: a point size, a weight and whether it is italic.
///
/// The text styles carry SwiftUI's point sizes at the default Dynamic Type size, so text
/// measures the same in every scene on every machine.
public struct Font: Hashable, Sendable {
    /// The point size.
    public var size: CGFloat
    /// The weight; bold text is wider.
    public var weight: Weight
    /// Whether the font is italic (no effect on width here).
    public var isItalic: Bool

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

    public static let largeTitle = Font(size: 34)
    public static let title = Font(size: 28)
    public static let title2 = Font(size: 22)
    public static let title3 = Font(size: 20)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let body = Font(size: 17)
    public static let callout = Font(size: 16)
    public static let subheadline = Font(size: 15)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let caption2 = Font(size: 11)

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight)
    }

    /// The system font for a text style.
    public static func system(_ style: Font, design: Design = .default) -> Font { style }

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
