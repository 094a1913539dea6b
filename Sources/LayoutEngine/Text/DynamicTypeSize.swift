import Foundation

/// The reader's preferred text size, from `xSmall` to the five accessibility sizes; text
/// styles (`.body`, `.headline`, …) take their point size from it, fixed sizes do not.
///
/// `.large` is the default, where every text style has SwiftUI's usual size. The sizes are
/// Apple's published table: Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic
/// Type sizes" (developer.apple.com/design/human-interface-guidelines/typography).
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The point size of `style` at this size.
    public func pointSize(of style: Font.TextStyle) -> CGFloat {
        Self.table[rawValue][Self.column(of: style)]
    }

    /// The table's column of a text style.
    private static func column(of style: Font.TextStyle) -> Int {
        switch style {
        case .largeTitle: return 0
        case .title: return 1
        case .title2: return 2
        case .title3: return 3
        case .headline: return 4
        case .body: return 5
        case .callout: return 6
        case .subheadline: return 7
        case .footnote: return 8
        case .caption: return 9
        case .caption2: return 10
        }
    }

    /// A row per size, `xSmall` first; columns: large title, title 1, title 2, title 3,
    /// headline, body, callout, subheadline, footnote, caption 1, caption 2 (the HIG's
    /// order), in points.
    private static let table: [[CGFloat]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11], // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11], // small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11], // medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11], // large (the default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13], // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15], // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17], // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20], // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24], // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29], // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34], // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40], // AX5
    ]
}
