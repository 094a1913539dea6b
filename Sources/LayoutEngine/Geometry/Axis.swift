import Foundation

/// The horizontal or vertical dimension of a layout.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    var crossing: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, for modifiers and views (`ViewThatFits(in:)`, `fixedSize`) that act
    /// on one axis, the other or both.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension CGSize {
    /// The extent of this size along `axis`.
    @inline(__always)
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size built from its extents along a major axis and the axis crossing it.
    @inline(__always)
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    /// The coordinate of this point along `axis`.
    @inline(__always)
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
