import Foundation

/// A type that names an alignment guide and gives its value when a view states none.
///
/// SwiftUI's built-in guides (leading, center, top, firstTextBaseline, …) are such types;
/// a custom guide is a new conforming type passed to `HorizontalAlignment(_:)` or
/// `VerticalAlignment(_:)`.
public protocol AlignmentID {
    /// The guide's value in a view that does not state it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the `n`th explicit value a container's children state for this guide (already
    /// in the container's coordinates) into the container's own explicit value, so that a
    /// guide set deep inside stacks still aligns the stacks ("aligning views across stacks").
    /// SwiftUI's default, kept here, makes the container's value the mean of its children's;
    /// the built-in edge and centre guides fold nothing, so they stop at the first container.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The running mean of the children's values: after the `n`th, the mean of `n + 1`.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        AlignmentKey.foldMean(childValue: childValue, n, into: &parentValue)
    }
}

/// A guide's identity: what names it (a compiled `AlignmentID` type, or a guide a scene
/// declared, see ``DeclaredAlignment``) and the axis it measures. Two keys are the same
/// guide when they name the same type or the same declared guide, so a compiled stack and
/// an interpreted one align on it alike.
///
/// It holds the type itself (or an unretained reference to a declared guide, which lives
/// for the process) rather than a closure, so a key (and every Alignment, frame and stack
/// holding one) is plain data: copying it retains nothing.
struct AlignmentKey: Hashable {
    private let definition: Definition
    let axis: Axis
    /// The fraction of the size the guide stands at when that is a constant (top 0,
    /// centre 0.5, …).
    let fraction: CGFloat?

    /// What gives the guide its identity and its default value.
    private enum Definition {
        case type(any AlignmentID.Type)
        case declared(Unmanaged<DeclaredAlignment>)
    }

    init(_ type: any AlignmentID.Type, axis: Axis) {
        definition = .type(type)
        self.axis = axis
        fraction = (type as? any FractionalAlignmentID.Type)?.fraction
    }

    init(_ declared: DeclaredAlignment, axis: Axis) {
        definition = .declared(.passUnretained(declared))
        self.axis = axis
        fraction = nil
    }

    var id: ObjectIdentifier {
        switch definition {
        case .type(let type): return ObjectIdentifier(type)
        case .declared(let declared): return ObjectIdentifier(declared.takeUnretainedValue())
        }
    }

    /// The guide's value in a view of the given dimensions when nothing is explicit.
    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat {
        switch definition {
        case .type(let type): return type.defaultValue(in: dimensions)
        case .declared(let declared): return declared.takeUnretainedValue().defaultValue(in: dimensions)
        }
    }

    /// The explicit value a container states for this guide given its children's (in the
    /// container's coordinates, nil where a child states none), folded by the guide's
    /// `_combineExplicit` (a declared guide folds as a custom type that keeps SwiftUI's
    /// default does); nil when no child states one or the guide folds nothing.
    func combineExplicit(_ values: some Sequence<CGFloat?>) -> CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            switch definition {
            case .type(let type): type._combineExplicit(childValue: value, n, into: &result)
            case .declared: Self.foldMean(childValue: value, n, into: &result)
            }
            n += 1
        }
        return result
    }

    /// SwiftUI's default fold of a custom guide: after the `n`th child's value, the mean of
    /// the `n + 1` values so far.
    static func foldMean(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        guard n > 0, let mean = parentValue else {
            parentValue = childValue
            return
        }
        parentValue = (mean * CGFloat(n) + childValue) / CGFloat(n + 1)
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

    /// Edge and centre guides are frame guides in SwiftUI: a container states none of its
    /// own from its children's, so an explicit `.leading` aligns a view in its own stack
    /// only.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
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
