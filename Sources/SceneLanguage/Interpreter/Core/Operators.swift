import Foundation
import LayoutEngine

/// Swift's operators over values, as they behave on the types a layout uses: integer
/// arithmetic traps on overflow and on division by zero, floating-point arithmetic follows
/// IEEE 754, an `Int` meeting a `CGFloat` becomes a `CGFloat` (as a literal would).
enum Operators {
    static func add(_ lhs: Value, _ rhs: Value) throws -> Value {
        switch (lhs, rhs) {
        case (.double(let a), .double(let b)): return .double(a + b)
        case (.int(let a), .int(let b)):
            let (result, overflow) = a.addingReportingOverflow(b)
            if overflow { throw Trap("arithmetic overflow: \(a) + \(b) does not fit in an Int", at: nil) }
            return .int(result)
        case (.int(let a), .double(let b)): return .double(Double(a) + b)
        case (.double(let a), .int(let b)): return .double(a + Double(b))
        case (.string(let a), .string(let b)): return .string(a + b)
        case (.array(let a), .array(let b)): return .array(a + b)
        case (.angle(let a), .angle(let b)): return .angle(a + b)
        default:
            if let (a, b) = resolvingImplicit(lhs, rhs) { return try add(a, b) }
            throw mismatch("+", lhs, rhs)
        }
    }

    static func subtract(_ lhs: Value, _ rhs: Value) throws -> Value {
        switch (lhs, rhs) {
        case (.double(let a), .double(let b)): return .double(a - b)
        case (.int(let a), .int(let b)):
            let (result, overflow) = a.subtractingReportingOverflow(b)
            if overflow { throw Trap("arithmetic overflow: \(a) - \(b) does not fit in an Int", at: nil) }
            return .int(result)
        case (.int(let a), .double(let b)): return .double(Double(a) - b)
        case (.double(let a), .int(let b)): return .double(a - Double(b))
        case (.angle(let a), .angle(let b)): return .angle(a - b)
        default:
            if let (a, b) = resolvingImplicit(lhs, rhs) { return try subtract(a, b) }
            throw mismatch("-", lhs, rhs)
        }
    }

    static func multiply(_ lhs: Value, _ rhs: Value) throws -> Value {
        switch (lhs, rhs) {
        case (.double(let a), .double(let b)): return .double(a * b)
        case (.int(let a), .int(let b)):
            let (result, overflow) = a.multipliedReportingOverflow(by: b)
            if overflow { throw Trap("arithmetic overflow: \(a) * \(b) does not fit in an Int", at: nil) }
            return .int(result)
        case (.int(let a), .double(let b)): return .double(Double(a) * b)
        case (.double(let a), .int(let b)): return .double(a * Double(b))
        case (.angle(let a), _): if let b = rhs.asDouble { return .angle(a * b) }
        case (_, .angle(let b)): if let a = lhs.asDouble { return .angle(b * a) }
        default: break
        }
        if let (a, b) = resolvingImplicit(lhs, rhs) { return try multiply(a, b) }
        throw mismatch("*", lhs, rhs)
    }

    static func divide(_ lhs: Value, _ rhs: Value) throws -> Value {
        switch (lhs, rhs) {
        case (.double(let a), .double(let b)): return .double(a / b)
        case (.int(let a), .int(let b)):
            if b == 0 { throw Trap("division by zero", at: nil) }
            let (result, overflow) = a.dividedReportingOverflow(by: b)
            if overflow { throw Trap("arithmetic overflow: \(a) / \(b) does not fit in an Int", at: nil) }
            return .int(result)
        case (.int(let a), .double(let b)): return .double(Double(a) / b)
        case (.double(let a), .int(let b)): return .double(a / Double(b))
        case (.angle(let a), _): if let b = rhs.asDouble { return .angle(a / b) }
        default: break
        }
        if let (a, b) = resolvingImplicit(lhs, rhs) { return try divide(a, b) }
        throw mismatch("/", lhs, rhs)
    }

    static func remainder(_ lhs: Value, _ rhs: Value) throws -> Value {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            if b == 0 { throw Trap("division by zero in remainder operation", at: nil) }
            let (result, overflow) = a.remainderReportingOverflow(dividingBy: b)
            if overflow { throw Trap("arithmetic overflow: \(a) % \(b)", at: nil) }
            return .int(result)
        default:
            throw Trap("'%' is unavailable for \(lhs.typeName): use truncatingRemainder(dividingBy:)", at: nil)
        }
    }

    static func negate(_ value: Value) throws -> Value {
        switch value {
        case .double(let a): return .double(-a)
        case .int(let a):
            if a == .min { throw Trap("arithmetic overflow: -(\(a)) does not fit in an Int", at: nil) }
            return .int(-a)
        case .angle(let a): return .angle(-a)
        default: throw Trap("unary '-' cannot be applied to \(value.typeName)", at: nil)
        }
    }

    /// `<`, and through it `<=`, `>`, `>=`: numbers, strings, angles.
    static func less(_ lhs: Value, _ rhs: Value) throws -> Bool {
        switch (lhs, rhs) {
        case (.double(let a), .double(let b)): return a < b
        case (.int(let a), .int(let b)): return a < b
        case (.int(let a), .double(let b)): return Double(a) < b
        case (.double(let a), .int(let b)): return a < Double(b)
        case (.string(let a), .string(let b)): return a < b
        case (.angle(let a), .angle(let b)): return a < b
        case (.enumCase(let a), .enumCase(let b)) where a.type === b.type:
            if let x = a.type.cases[a.index].rawValue, let y = b.type.cases[b.index].rawValue { return try less(x, y) }
            return a.index < b.index
        case (.tuple(let a), .tuple(let b)) where a.elements.count == b.elements.count && (2...6).contains(a.elements.count):
            // The standard library compares tuples of two to six comparable elements in order.
            for (x, y) in zip(a.elements, b.elements) {
                if try less(x, y) { return true }
                if try less(y, x) { return false }
            }
            return false
        default:
            if let (a, b) = resolvingImplicit(lhs, rhs) { return try less(a, b) }
            throw mismatch("<", lhs, rhs)
        }
    }

    /// How `Equatable` and `Comparable` derive `op` from a type's own `==` or `<`: `a != b`
    /// is `!(a == b)`, `a > b` is `b < a`, `a <= b` is `!(b < a)`, `a >= b` is `!(a < b)`.
    /// Nil for any other operator. Layout code and view code both derive through it.
    static func derivation(of op: String) -> (base: String, swapped: Bool, negated: Bool)? {
        switch op {
        case "!=": ("==", false, true)
        case ">": ("<", true, false)
        case "<=": ("<", true, true)
        case ">=": ("<", false, true)
        default: nil
        }
    }

    static func compare(_ op: String, _ lhs: Value, _ rhs: Value) throws -> Bool {
        switch op {
        case "<": return try less(lhs, rhs)
        case ">": return try less(rhs, lhs)
        case "<=":
            if lhs.asDouble?.isNaN == true || rhs.asDouble?.isNaN == true { return false }
            return try !less(rhs, lhs)
        default:
            if lhs.asDouble?.isNaN == true || rhs.asDouble?.isNaN == true { return false }
            return try !less(lhs, rhs)
        }
    }

    /// `lower..<upper` and `lower...upper`.
    static func range(_ lhs: Value, _ rhs: Value, closed: Bool) throws -> Value {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            if closed {
                guard a <= b else { throw Trap("Range requires lowerBound <= upperBound", at: nil) }
                return .range(a..<(b + 1), isClosed: true)
            }
            guard a <= b else { throw Trap("Range requires lowerBound <= upperBound", at: nil) }
            return .range(a..<b)
        default:
            guard let a = lhs.asDouble, let b = rhs.asDouble, a <= b else { throw mismatch(closed ? "..." : "..<", lhs, rhs) }
            return .doubleRange(a...b, upperIsOpen: !closed)
        }
    }

    /// An implicit member on one side (`x + .zero`) in the type of the other, or nil.
    static func resolvingImplicit(_ lhs: Value, _ rhs: Value) -> (Value, Value)? {
        switch (lhs, rhs) {
        case (.implicitMember(let name), let other):
            guard let value = ImplicitMembers.resolve(name, like: other) else { return nil }
            if case .implicitMember = value { return nil }
            return (value, rhs)
        case (let other, .implicitMember(let name)):
            guard let value = ImplicitMembers.resolve(name, like: other) else { return nil }
            if case .implicitMember = value { return nil }
            return (lhs, value)
        default:
            return nil
        }
    }

    static func mismatch(_ op: String, _ lhs: Value, _ rhs: Value) -> Trap {
        Trap("binary operator '\(op)' cannot be applied to operands of type '\(lhs.typeName)' and '\(rhs.typeName)'", at: nil)
    }

    /// The operator as a function value: `reduce(0, +)`.
    static func function(_ op: String) -> Callable? {
        // A range is made by an operator, never passed as a function.
        guard let operation = BinaryOperator(op), !operation.isRange else { return nil }
        return Callable(name: op) { arguments in
            guard arguments.count == 2 else { throw Trap("'\(op)' takes two arguments", at: nil) }
            return try operation.apply(arguments[0], arguments[1])
        }
    }
}
