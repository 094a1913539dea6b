import SwiftSyntax

/// One-sided ranges (`..<n`, `...n`, `n...`), which layouts write in two places: slicing
/// (`subviews[1...]`, `sizes[..<count]`) and `switch` cases (`case ..<100:`). Swift types
/// them as `PartialRangeUpTo`, `PartialRangeThrough` and `PartialRangeFrom`; here a slice
/// takes the missing end from the collection it slices, and a case compares the value with
/// the one bound, so no value of a new kind is made.
extension Compiler {
    /// Which end of a one-sided range its bound is.
    enum OneSidedRange {
        /// `..<upper`
        case upTo
        /// `...upper`
        case through
        /// `lower...`
        case from
    }

    /// `expression`'s bound and side, if it is a one-sided range.
    static func oneSidedRange(_ expression: ExprSyntax) -> (bound: ExprSyntax, side: OneSidedRange)? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            switch prefix.operator.text {
            case "..<": return (prefix.expression, .upTo)
            case "...": return (prefix.expression, .through)
            default: return nil
            }
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return (postfix.expression, .from)
        }
        return nil
    }

    /// `base[range]` for a one-sided `range`: the range completed with the base's start or
    /// end index, then read through the library's range subscript (which checks bounds).
    func compileOneSidedSlice(base: Compiled, bound: ExprSyntax, side: OneSidedRange, getter: @escaping (Value, [Value]) throws -> Value, offset: Int?) -> Compiled {
        let boundCode = compileExpression(bound, expected: .builtin(.int)).code
        let baseCode = base.code
        return Compiled(code: { frame in
            guard case .int(let position) = try boundCode(frame) else { throw Trap("a range's bound must be an Int", at: offset) }
            let value = try baseCode(frame)
            let start: Int, end: Int
            switch value {
            case .array(let elements): (start, end) = (0, elements.count)
            case .subviews(let subviews): (start, end) = (subviews.startIndex, subviews.endIndex)
            default: throw Trap("cannot slice a value of type \(value.typeName) with a one-sided range", at: offset)
            }
            let lower: Int, upper: Int
            switch side {
            case .upTo: (lower, upper) = (start, position)
            case .through:
                guard position < Int.max else { throw Trap("Range's upper bound overflows", at: offset) }
                (lower, upper) = (start, position + 1)
            case .from: (lower, upper) = (position, end)
            }
            // Past either end is Swift's bounds trap, as for a two-sided range.
            guard lower <= upper, lower >= start, upper <= end else { throw Trap("Index out of range", at: offset) }
            let range = lower..<upper
            do { return try getter(value, [.range(range)]) } catch var trap as Trap where trap.offset == nil {
                trap.offset = offset
                throw trap
            }
        }, type: base.type)
    }

    /// A `case` of a one-sided range: whether the subject is below, at most, or at least
    /// its bound.
    func compileOneSidedPattern(bound: ExprSyntax, side: OneSidedRange, subjectType: TypeRef) -> Matcher {
        let code = compileExpression(bound, expected: subjectType.unwrapped).code
        return { subject, frame in
            let limit = try code(frame)
            // Integers compare as integers, exactly; any other numbers as `Double`s.
            if case .int(let value) = subject, case .int(let bound) = limit { return Self.isWithin(value, bound, side) }
            guard let value = subject.asDouble, let bound = limit.asDouble else { return false }
            return Self.isWithin(value, bound, side)
        }
    }

    /// Whether `value` is in the one-sided range of `bound` on `side`.
    private static func isWithin<Number: Comparable>(_ value: Number, _ bound: Number, _ side: OneSidedRange) -> Bool {
        switch side {
        case .upTo: value < bound
        case .through: value <= bound
        case .from: value >= bound
        }
    }
}
