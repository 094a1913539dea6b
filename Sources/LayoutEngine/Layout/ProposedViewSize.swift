import Foundation

/// The size a parent offers a child: each dimension a number, or `nil` for "your ideal".
///
/// As in SwiftUI, `0` asks for a view's minimum, `.infinity` for its maximum and `nil`
/// for its ideal size along that axis.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` to ask for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` to ask for the ideal height.
    public var height: CGFloat?

    /// A proposal with the given dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// This proposal with each `nil` dimension replaced by the matching one of `size`
    /// (10×10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed extent along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from its extents along a major axis and the axis crossing it.
    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    /// This proposal with NaN treated as unspecified and negative values as zero, so bad
    /// numbers from a scene or a caller give a defined layout instead of a poisoned one.
    @inline(__always)
    var sanitized: ProposedViewSize {
        ProposedViewSize(width: Self.sanitize(width), height: Self.sanitize(height))
    }

    @inline(__always)
    private static func sanitize(_ value: CGFloat?) -> CGFloat? {
        // Positive values, the common case, pass on one comparison (false for NaN).
        guard let value else { return nil }
        if value > 0 { return value }
        return value.isNaN ? nil : max(0, value)
    }
}
