import Foundation
import LayoutEngine

/// A range argument converted to its parameter's bound type, its bounds in order: what
/// ``ParameterType/range(of:)`` makes of a ``SceneRange`` (or of an integer range).
struct TypedRange {
    /// The lower bound, nil for `...upper` and `..<upper`.
    var lower: TypedValue?
    /// The upper bound, nil for `lower...`.
    var upper: TypedValue?
    /// Whether the upper bound is in the range (`...`, not `..<`).
    var includesUpper: Bool

    /// The range as the standard library's range of the shape it was written in
    /// (`ClosedRange`, `Range`, `PartialRangeThrough`, `PartialRangeUpTo`,
    /// `PartialRangeFrom`), so an API generic over `RangeExpression` gets what a compiled
    /// scene would pass it; nil when a bound is not a `Bound`.
    func expression<Bound: Comparable>(_ bound: (TypedValue) -> Bound?) -> (any RangeExpression<Bound>)? {
        let low = lower.map(bound), high = upper.map(bound)
        switch (low, high) {
        case (let low??, let high??): return includesUpper ? low...high : low..<high
        case (nil, let high??): return includesUpper ? ...high : ..<high
        case (let low??, nil): return low...
        default: return nil
        }
    }

    /// Whether `lower` is above `upper` in their type's order, which Swift's ranges forbid;
    /// nil when the values have no order layoutd knows.
    static func isDescending(_ lower: TypedValue, _ upper: TypedValue) -> Bool? {
        switch (lower, upper) {
        case (.number(let a), .number(let b)): return a > b
        case (.int(let a), .int(let b)): return a > b
        case (.string(let a), .string(let b)): return a > b
        case (.dynamicTypeSize(let a), .dynamicTypeSize(let b)): return a > b
        default: return nil
        }
    }
}

extension Arguments {
    func range(_ index: Int) -> TypedRange? {
        if case .range(let value)? = self[index] { return value }
        return nil
    }
}
