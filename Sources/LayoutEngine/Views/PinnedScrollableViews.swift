import Foundation

/// Which views a lazy stack keeps pinned to its scroll view's edge while scrolling: section
/// headers and footers. Headless nothing scrolls, so pinning changes no frame.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers stay at the top (or leading edge).
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay at the bottom (or trailing edge).
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
