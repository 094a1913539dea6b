import Foundation

/// A guide that aligns views along the horizontal axis (their x positions), as a VStack's
/// `alignment` does.
///
/// (Sendable because it holds only an `AlignmentID` metatype, an axis and a constant:
/// nothing mutable; the compiler does not take a protocol's metatype as Sendable.)
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let key: AlignmentKey

    /// A guide named by a custom `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)

    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool { lhs.key == rhs.key }
}
