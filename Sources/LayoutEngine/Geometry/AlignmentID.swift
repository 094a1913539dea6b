import Foundation

/// A type that names an alignment guide and gives its value when a view states none.
///
/// SwiftUI's built-in guides (leading, center, top, firstTextBaseline, …) are such types;
/// a custom guide is a new conforming type passed to `HorizontalAlignment(_:)` or
/// `VerticalAlignment(_:)`.
public protocol AlignmentID {
    /// The guide's value in a view that does not state it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide's identity: its `AlignmentID` type and the axis it measures.
///
/// It holds the type itself rather than a closure over it, so a key (and every Alignment,
/// frame and stack holding one) is plain data: copying it retains nothing.
struct AlignmentKey: Hashable {
    /// The `AlignmentID` type that names the guide and gives its default value.
    let type: any AlignmentID.Type
    let axis: Axis
    /// The fraction of the size the guide stands at when that is a constant (top 0,
    /// centre 0.5, …).
    let fraction: CGFloat?

    init(_ type: any AlignmentID.Type, axis: Axis) {
        self.type = type
        self.axis = axis
        self.fraction = (type as? any FractionalAlignmentID.Type)?.fraction
    }

    var id: ObjectIdentifier { ObjectIdentifier(type) }

    /// The guide's value in a view of the given dimensions when nothing is explicit.
    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat {
        type.defaultValue(in: dimensions)
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A built-in guide that stands at a fixed fraction of a view's extent.
protocol FractionalAlignmentID: AlignmentID {
    static var fraction: CGFloat { get }
}

extension FractionalAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        // A guide never knows its axis here; the built-in fractional IDs are split per axis.
        context.width * fraction
    }
}

enum LeadingID: FractionalAlignmentID { static let fraction: CGFloat = 0 }
enum HCenterID: FractionalAlignmentID { static let fraction: CGFloat = 0.5 }
enum TrailingID: FractionalAlignmentID { static let fraction: CGFloat = 1 }

enum TopID: FractionalAlignmentID {
    static let fraction: CGFloat = 0
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VCenterID: FractionalAlignmentID {
    static let fraction: CGFloat = 0.5
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomID: FractionalAlignmentID {
    static let fraction: CGFloat = 1
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
/// Text states its baselines explicitly; any other view's baseline is its bottom edge.
enum FirstTextBaselineID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum LastTextBaselineID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
