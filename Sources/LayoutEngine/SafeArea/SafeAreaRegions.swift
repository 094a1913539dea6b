import Foundation

/// Which kinds of safe area `ignoresSafeArea(_:edges:)` lets a view extend into: the
/// container's (the device's bars and rounded corners, and what `safeAreaInset` and
/// `safeAreaPadding` add) and the keyboard's.
///
/// A still layout shows no keyboard, so ignoring only `.keyboard` changes nothing.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The safe area a container (the screen, an inset, safe-area padding) defines.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
