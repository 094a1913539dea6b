/// A binary operator of Swift's that computes a value from two: the one table that layout
/// code (picked once at compile, with in-place paths for two `CGFloat`s), compound
/// assignment, operators as function values (`reduce(0, +)`) and the view builder's values
/// (once its untyped numbers have taken a type, see `Evaluator.binary`) all compute with.
///
/// `&&`, `||` and `??` are not here: they decide whether their right operand runs at all.
/// An enum rather than a function value, so that applying one is a switch and a direct
/// call, with no closure to reabstract.
enum BinaryOperator {
    case add, subtract, multiply, divide, remainder
    case less, greater, lessOrEqual, greaterOrEqual, equal, notEqual
    case halfOpenRange, closedRange
    /// On integers only, as Swift's `BinaryInteger` has them (colour literals, bit flags).
    case bitwiseAnd, bitwiseOr, bitwiseXor, shiftLeft, shiftRight

    /// The operator spelled `spelling`; nil for one that is not in the table. (A switch over
    /// the spellings, where a `String` raw value's initializer searches a table.)
    init?(_ spelling: String) {
        switch spelling {
        case "+": self = .add
        case "-": self = .subtract
        case "*": self = .multiply
        case "/": self = .divide
        case "%": self = .remainder
        case "<": self = .less
        case ">": self = .greater
        case "<=": self = .lessOrEqual
        case ">=": self = .greaterOrEqual
        case "==": self = .equal
        case "!=": self = .notEqual
        case "..<": self = .halfOpenRange
        case "...": self = .closedRange
        case "&": self = .bitwiseAnd
        case "|": self = .bitwiseOr
        case "^": self = .bitwiseXor
        case "<<": self = .shiftLeft
        case ">>": self = .shiftRight
        default: return nil
        }
    }

    /// `lhs op rhs`, or a ``Trap`` (without an offset: the caller knows where it is).
    func apply(_ lhs: Value, _ rhs: Value) throws -> Value {
        switch self {
        case .add: return try Operators.add(lhs, rhs)
        case .subtract: return try Operators.subtract(lhs, rhs)
        case .multiply: return try Operators.multiply(lhs, rhs)
        case .divide: return try Operators.divide(lhs, rhs)
        case .remainder: return try Operators.remainder(lhs, rhs)
        case .less: return .bool(try Operators.less(lhs, rhs))
        case .greater: return .bool(try Operators.less(rhs, lhs))
        case .lessOrEqual: return .bool(try Operators.compare("<=", lhs, rhs))
        case .greaterOrEqual: return .bool(try Operators.compare(">=", lhs, rhs))
        case .equal: return .bool(lhs == rhs)
        case .notEqual: return .bool(lhs != rhs)
        case .halfOpenRange: return try Operators.range(lhs, rhs, closed: false)
        case .closedRange: return try Operators.range(lhs, rhs, closed: true)
        case .bitwiseAnd, .bitwiseOr, .bitwiseXor, .shiftLeft, .shiftRight: return try bitwise(lhs, rhs)
        }
    }

    private func bitwise(_ lhs: Value, _ rhs: Value) throws -> Value {
        guard case .int(let a) = lhs, case .int(let b) = rhs else {
            throw Trap("binary operator '\(spelling)' cannot be applied to operands of type '\(lhs.typeName)' and '\(rhs.typeName)'", at: nil)
        }
        switch self {
        case .bitwiseAnd: return .int(a & b)
        case .bitwiseOr: return .int(a | b)
        case .bitwiseXor: return .int(a ^ b)
        case .shiftLeft: return .int(a << b)
        default: return .int(a >> b)
        }
    }

    private var spelling: String {
        switch self {
        case .bitwiseAnd: return "&"
        case .bitwiseOr: return "|"
        case .bitwiseXor: return "^"
        case .shiftLeft: return "<<"
        default: return ">>"
        }
    }

    /// `lhs op rhs` written at `offset`: a ``Trap`` says where, as compiled code's traps do.
    @inline(__always)
    func apply(_ lhs: Value, _ rhs: Value, at offset: Int?) throws -> Value {
        do { return try apply(lhs, rhs) } catch var trap as Trap where trap.offset == nil {
            trap.offset = offset
            throw trap
        }
    }

    var isRange: Bool { self == .halfOpenRange || self == .closedRange }

    /// Whether the operator compares its operands, making a `Bool`.
    var isComparison: Bool {
        switch self {
        case .less, .greater, .lessOrEqual, .greaterOrEqual, .equal, .notEqual: return true
        default: return false
        }
    }
}
