import Foundation
import LayoutEngine

/// `Int` and `CGFloat` (which is also `Double` here): their members, initializers and
/// constants. A number keeps its kind through a member as in Swift (`rounded()` of a
/// CGFloat is a CGFloat); an `Int` where Swift would only accept a floating-point number
/// is taken as one, since a literal the compiler could not type arrives as an `Int`.
extension Library {
    static let numberProperties: [String: Getter] = [
        "magnitude": { value in
            switch value {
            case .int(let number):
                guard number != .min else { throw Trap("Int.min.magnitude does not fit in an Int", at: nil) }
                return .int(abs(number))
            case .double(let number): return .double(number.magnitude)
            default: return nil
            }
        },
        "isFinite": { value in
            switch value {
            case .int: return .bool(true)
            case .double(let number): return .bool(number.isFinite)
            default: return nil
            }
        },
        "isInfinite": { value in
            switch value {
            case .int: return .bool(false)
            case .double(let number): return .bool(number.isInfinite)
            default: return nil
            }
        },
        "isNaN": { value in
            switch value {
            case .int: return .bool(false)
            case .double(let number): return .bool(number.isNaN)
            default: return nil
            }
        },
        "isZero": { value in
            switch value {
            case .int(let number): return .bool(number == 0)
            case .double(let number): return .bool(number.isZero)
            default: return nil
            }
        },
    ]

    static let numberMethods: [String: MethodEntry] = [
        "rounded()": entry { receiver, _ in
            switch receiver {
            case .int: return receiver
            case .double(let number): return .double(number.rounded())
            default: return nil
            }
        },
        "rounded(_:)": entry { receiver, arguments in
            switch receiver {
            case .int: return receiver
            case .double(let number): return .double(number.rounded(try roundingRule(arguments[0])))
            default: return nil
            }
        },
        "round()": entry(mutating: true) { receiver, _ in
            switch receiver {
            case .int: return .void
            case .double(let number): receiver = .double(number.rounded()); return .void
            default: return nil
            }
        },
        "round(_:)": entry(mutating: true) { receiver, arguments in
            switch receiver {
            case .int: return .void
            case .double(let number): receiver = .double(number.rounded(try roundingRule(arguments[0]))); return .void
            default: return nil
            }
        },
        "squareRoot()": entry { receiver, _ in
            guard let number = receiver.asDouble else { return nil }
            return .double(number.squareRoot())
        },
        "truncatingRemainder(dividingBy:)": entry([.builtin(.double)]) { receiver, arguments in
            guard let number = receiver.asDouble else { return nil }
            return .double(number.truncatingRemainder(dividingBy: try double(arguments[0])))
        },
        "remainder(dividingBy:)": entry([.builtin(.double)]) { receiver, arguments in
            guard let number = receiver.asDouble else { return nil }
            return .double(number.remainder(dividingBy: try double(arguments[0])))
        },
        "isMultiple(of:)": entry([.builtin(.int)]) { receiver, arguments in
            guard case .int(let number) = receiver else { return nil }
            return .bool(number.isMultiple(of: try int(arguments[0])))
        },
        "quotientAndRemainder(dividingBy:)": entry([.builtin(.int)]) { receiver, arguments in
            guard case .int(let number) = receiver else { return nil }
            let divisor = try int(arguments[0])
            guard divisor != 0 else { throw Trap("Division by zero", at: nil) }
            guard !(number == .min && divisor == -1) else { throw Trap("Division results in an overflow", at: nil) }
            let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
            return quotientAndRemainder(quotient, remainder)
        },
        "signum()": entry { receiver, _ in
            switch receiver {
            case .int(let number): return .int(number.signum())
            case .double(let number): return .double(number > 0 ? 1 : number < 0 ? -1 : number)
            default: return nil
            }
        },
    ]

    /// The `FloatingPointRoundingRule` an argument names. It has no case in ``Value``: the
    /// compiler passes `.up` as an implicit member, which this reads by name each call.
    static func roundingRule(_ value: Value) throws -> FloatingPointRoundingRule {
        if case .implicitMember(let name) = value {
            switch name {
            case "up": return .up
            case "down": return .down
            case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
            case "toNearestOrEven": return .toNearestOrEven
            case "towardZero": return .towardZero
            case "awayFromZero": return .awayFromZero
            default: break
            }
        }
        throw Trap("expected a FloatingPointRoundingRule (.up, .down, .toNearestOrAwayFromZero, .toNearestOrEven, .towardZero, .awayFromZero), got \(value.description)", at: nil)
    }

    /// `Int(_:)` of a floating-point number: truncated toward zero, trapping as Swift does
    /// on a number no `Int` holds.
    static func truncatedInt(_ number: Double) throws -> Int {
        guard number.isFinite else {
            throw Trap("Double value cannot be converted to Int because it is either infinite or NaN", at: nil)
        }
        // 2^63 is the first Double above Int.max; -2^63 is Int.min itself.
        guard number > -9_223_372_036_854_777_856.0 else {
            throw Trap("Double value cannot be converted to Int because the result would be less than Int.min", at: nil)
        }
        guard number < 9_223_372_036_854_775_808.0 else {
            throw Trap("Double value cannot be converted to Int because the result would be greater than Int.max", at: nil)
        }
        return Int(number)
    }

    static let numberInitializers: [BuiltinType: [String: FunctionEntry]] = [
        .double: [
            "init()": function(returns: .builtin(.double)) { _ in .double(0) },
            // `Double("1.5")` is optional in Swift; from a number it is not.
            "init(_:)": function(returns: .builtin(.double)) { arguments in
                switch arguments[0] {
                case .int(let number): return .double(Double(number))
                case .double: return arguments[0]
                case .string(let text): return Double(text).map(Value.double) ?? Value.none
                default: throw Trap("cannot make a CGFloat from \(arguments[0].typeName)", at: nil)
                }
            },
        ],
        .int: [
            "init()": function(returns: .builtin(.int)) { _ in .int(0) },
            "init(_:)": function(returns: .builtin(.int)) { arguments in
                switch arguments[0] {
                case .int: return arguments[0]
                case .double(let number): return .int(try truncatedInt(number))
                case .string(let text): return Int(text).map(Value.int) ?? Value.none
                default: throw Trap("cannot make an Int from \(arguments[0].typeName)", at: nil)
                }
            },
        ],
    ]

    // nonisolated(unsafe): constants of built-in types, which hold no reference to anything
    // mutable; `Value` is not Sendable only because other values of it (a scene's
    // instances and closures) are.
    nonisolated(unsafe) static let numberStaticMembers: [BuiltinType: [String: Value]] = [
        .double: [
            "infinity": .double(.infinity),
            "nan": .double(.nan),
            "pi": .double(.pi),
            "greatestFiniteMagnitude": .double(.greatestFiniteMagnitude),
            "leastNonzeroMagnitude": .double(.leastNonzeroMagnitude),
            "leastNormalMagnitude": .double(.leastNormalMagnitude),
            "ulpOfOne": .double(.ulpOfOne),
            "zero": .double(0),
        ],
        .int: [
            "max": .int(.max),
            "min": .int(.min),
            "zero": .int(0),
        ],
    ]

    static let numberStaticFunctions: [BuiltinType: [String: FunctionEntry]] = [
        .double: [
            "maximum(_:_:)": function([.builtin(.double), .builtin(.double)], returns: .builtin(.double)) { arguments in
                .double(Double.maximum(try double(arguments[0]), try double(arguments[1])))
            },
            "minimum(_:_:)": function([.builtin(.double), .builtin(.double)], returns: .builtin(.double)) { arguments in
                .double(Double.minimum(try double(arguments[0]), try double(arguments[1])))
            },
        ],
    ]
}
