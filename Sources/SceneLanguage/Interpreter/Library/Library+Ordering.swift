import Foundation
import LayoutEngine

extension Library {
    /// Swift's `<` for the values the library orders without a closure (`sorted()`,
    /// `min()`, `max(_:_:)`): numbers (an `Int` against a `CGFloat` as a literal would
    /// be), strings, angles, tuples element by element, and the cases of a scene's enum in
    /// declaration order (Swift's synthesized `Comparable`); a scene's struct or enum that
    /// declares `static func <` by it, as its `Comparable` conformance is.
    static func less(_ lhs: Value, _ rhs: Value) throws -> Bool {
        if let function = declaredOperator("<", of: lhs, rhs) { return try bool(callDeclared(function, lhs, rhs)) }
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a < b
        case (.double(let a), .double(let b)): return a < b
        case (.int(let a), .double(let b)): return Double(a) < b
        case (.double(let a), .int(let b)): return a < Double(b)
        case (.string(let a), .string(let b)): return a < b
        case (.angle(let a), .angle(let b)): return a < b
        case (.tuple(let a), .tuple(let b)) where a.elements.count == b.elements.count:
            for (left, right) in zip(a.elements, b.elements) {
                if try less(left, right) { return true }
                if try less(right, left) { return false }
            }
            return false
        case (.enumCase(let a), .enumCase(let b)) where a.type === b.type:
            if a.index != b.index { return a.index < b.index }
            for (left, right) in zip(a.payload, b.payload) {
                if try less(left, right) { return true }
                if try less(right, left) { return false }
            }
            return false
        default:
            throw Trap("cannot order \(lhs.typeName) and \(rhs.typeName) with '<': pass a closure, as in sorted(by:)", at: nil)
        }
    }

    /// Swift's `min(_:_:)`: the second argument only when it is smaller (so `min(x, .nan)`
    /// is `x` and `min(.nan, x)` is NaN). An `Int` and a `CGFloat` give a `CGFloat`.
    static func minimum(_ x: Value, _ y: Value) throws -> Value {
        if case .double(let a) = x, case .double(let b) = y { return .double(minimum(a, b)) }
        return numberKind(try less(y, x) ? y : x, matching: x, y)
    }

    /// Swift's `max(_:_:)`: the second argument when `y >= x` (so `max(x, .nan)` is `x`).
    static func maximum(_ x: Value, _ y: Value) throws -> Value {
        if case .double(let a) = x, case .double(let b) = y { return .double(maximum(a, b)) }
        return numberKind(try lessOrEqual(x, y) ? y : x, matching: x, y)
    }

    /// `min(_:_:)` of two `CGFloat`s, for values and for typed code alike.
    @Sendable @inline(__always)
    static func minimum(_ a: Double, _ b: Double) -> Double { b < a ? b : a }

    /// `max(_:_:)` of two `CGFloat`s, for values and for typed code alike.
    @Sendable @inline(__always)
    static func maximum(_ a: Double, _ b: Double) -> Double { a <= b ? b : a }

    /// Swift's `<=`: for numbers IEEE's (false when either is NaN), otherwise `!(b < a)`.
    static func lessOrEqual(_ lhs: Value, _ rhs: Value) throws -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a <= b
        case (.double(let a), .double(let b)): return a <= b
        case (.int(let a), .double(let b)): return Double(a) <= b
        case (.double(let a), .int(let b)): return a <= Double(b)
        default: return try !less(rhs, lhs)
        }
    }

    /// `value` as a `CGFloat` when either operand was one: Swift converts the `Int` literal
    /// of a mixed `min(1, width)` to the other's type.
    @inline(__always)
    private static func numberKind(_ value: Value, matching x: Value, _ y: Value) -> Value {
        if case .int(let number) = value {
            if case .double = x { return .double(Double(number)) }
            if case .double = y { return .double(Double(number)) }
        }
        return value
    }
}
