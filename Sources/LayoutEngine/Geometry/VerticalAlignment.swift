import Foundation

/// A guide that aligns views along the vertical axis (their y positions), as an HStack's
/// `alignment` does.
///
/// (Sendable because it holds only an `AlignmentID` metatype, an axis and a constant:
/// nothing mutable; the compiler does not take a protocol's metatype as Sendable.)
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let key: AlignmentKey

    /// A guide named by a custom `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool { lhs.key == rhs.key }
}
