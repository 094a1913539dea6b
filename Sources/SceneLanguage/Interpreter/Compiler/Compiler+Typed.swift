import Foundation

/// Typed code for the expressions a layout's loops are made of (see `TypedCode.swift`):
/// each function here adds it to a compiled expression whose boxed code is already made,
/// and where it adds it to an expression built of others, makes the boxed code the typed
/// one boxed, falling back to the boxed code it had.
extension Compiler {
    /// A variable, or a stored field of one, of a type typed code computes with.
    static func typeRead(_ compiled: inout Compiled, at path: SlotPath) {
        switch compiled.type {
        case .builtin(.double):
            compiled.double = DoubleCode { frame in
                guard let number = path.double(in: frame) else { throw Untyped() }
                return number
            }
        case .builtin(.int) where path.fields.isEmpty:
            compiled.int = IntCode { frame in
                guard let number = path.int(in: frame) else { throw Untyped() }
                return number
            }
        case .builtin(.bool):
            compiled.bool = BoolCode { frame in
                guard let flag = path.bool(in: frame) else { throw Untyped() }
                return flag
            }
        default:
            break
        }
    }

    /// `size.width`, `bounds.minX`, `proposal.width` of a variable, read where it lives.
    static func typeMember(_ compiled: inout Compiled, _ member: GeometryMember, at path: SlotPath) {
        switch compiled.type {
        case .builtin(.double):
            compiled.double = DoubleCode { frame in
                guard let number = path.double(member, in: frame) else { throw Untyped() }
                return number
            }
        case .optional(.builtin(.double)):
            compiled.optionalDouble = OptionalDoubleCode { frame in
                switch path.member(member, in: frame) {
                case .double(let number)?: return number
                case .none?: return nil
                default: throw Untyped()
                }
            }
        default:
            break
        }
    }

    /// A number literal read from its ``LiteralTable`` box, which an edit may patch.
    static func typeLiteral(_ compiled: inout Compiled, _ box: LiteralTable.Box) {
        switch compiled.type {
        case .builtin(.double):
            compiled.double = DoubleCode { _ in
                guard case .double(let number) = box.value else { throw Untyped() }
                return number
            }
        case .builtin(.int):
            compiled.int = IntCode { _ in
                guard case .int(let number) = box.value else { throw Untyped() }
                return number
            }
        default:
            break
        }
    }

    /// `lhs op rhs` of two `CGFloat`s or two `Int`s. An `Int` operation that Swift traps on
    /// gives up, so that the boxed code traps with its message; `%` of `CGFloat`s is left
    /// to it, which reports it unavailable.
    static func typeBinary(_ result: inout Compiled, _ operation: BinaryOperator, _ lhs: Compiled, _ rhs: Compiled) {
        if let left = lhs.double?.run, let right = rhs.double?.run {
            switch operation {
            case .add: result.double = DoubleCode { frame in try left(frame) + right(frame) }
            case .subtract: result.double = DoubleCode { frame in try left(frame) - right(frame) }
            case .multiply: result.double = DoubleCode { frame in try left(frame) * right(frame) }
            case .divide: result.double = DoubleCode { frame in try left(frame) / right(frame) }
            case .remainder, .halfOpenRange, .closedRange: break
            default: result.bool = comparison(operation, left, right)
            }
        } else if let left = lhs.int?.run, let right = rhs.int?.run {
            switch operation {
            case .add: result.int = IntCode { frame in try checked(left(frame).addingReportingOverflow(right(frame))) }
            case .subtract: result.int = IntCode { frame in try checked(left(frame).subtractingReportingOverflow(right(frame))) }
            case .multiply: result.int = IntCode { frame in try checked(left(frame).multipliedReportingOverflow(by: right(frame))) }
            case .divide:
                result.int = IntCode { frame in
                    let a = try left(frame), b = try right(frame)
                    guard b != 0 else { throw Untyped() }
                    return try checked(a.dividedReportingOverflow(by: b))
                }
            case .remainder:
                result.int = IntCode { frame in
                    let a = try left(frame), b = try right(frame)
                    guard b != 0 else { throw Untyped() }
                    return try checked(a.remainderReportingOverflow(dividingBy: b))
                }
            case .halfOpenRange, .closedRange: break
            default: result.bool = comparison(operation, left, right)
            }
        }
        boxTyped(&result)
    }

    /// `left op right` for a comparison of two `CGFloat`s (IEEE's: false with NaN, but for
    /// `!=`); nil for an operator that is not one. Not generic over the number: closures
    /// passed to a generic function are converted to its abstract calling convention, a
    /// thunk around every operand's call.
    private static func comparison(_ operation: BinaryOperator, _ left: @escaping (Frame) throws -> Double, _ right: @escaping (Frame) throws -> Double) -> BoolCode? {
        switch operation {
        case .less: BoolCode { frame in try left(frame) < right(frame) }
        case .greater: BoolCode { frame in try left(frame) > right(frame) }
        case .lessOrEqual: BoolCode { frame in try left(frame) <= right(frame) }
        case .greaterOrEqual: BoolCode { frame in try left(frame) >= right(frame) }
        case .equal: BoolCode { frame in try left(frame) == right(frame) }
        case .notEqual: BoolCode { frame in try left(frame) != right(frame) }
        default: nil
        }
    }

    /// `left op right` for a comparison of two `Int`s; nil for an operator that is not one.
    private static func comparison(_ operation: BinaryOperator, _ left: @escaping (Frame) throws -> Int, _ right: @escaping (Frame) throws -> Int) -> BoolCode? {
        switch operation {
        case .less: BoolCode { frame in try left(frame) < right(frame) }
        case .greater: BoolCode { frame in try left(frame) > right(frame) }
        case .lessOrEqual: BoolCode { frame in try left(frame) <= right(frame) }
        case .greaterOrEqual: BoolCode { frame in try left(frame) >= right(frame) }
        case .equal: BoolCode { frame in try left(frame) == right(frame) }
        case .notEqual: BoolCode { frame in try left(frame) != right(frame) }
        default: nil
        }
    }

    /// The result of an `Int` operation that reports overflow, or a give-up where it did.
    @inline(__always)
    private static func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Int {
        if result.overflow { throw Untyped() }
        return result.partialValue
    }

    /// Makes an expression's boxed code its typed code boxed, with the boxed code it had
    /// as the fallback: a consumer that takes a `Value` (an argument, a `return`) then gets
    /// the number computed unboxed below it.
    static func boxTyped(_ compiled: inout Compiled) {
        if let typed = compiled.double {
            compiled.code = typed.boxing(compiled.code)
        } else if let typed = compiled.int {
            compiled.code = typed.boxing(compiled.code)
        } else if let typed = compiled.bool {
            compiled.code = typed.boxing(compiled.code)
        }
    }

    /// The flag of a condition: its typed code where it has one, else its value checked
    /// to be a `Bool`.
    static func condition(_ compiled: Compiled, offset: Int?) -> (Frame) throws -> Bool {
        let code = compiled.code
        let boxed: (Frame) throws -> Bool = { frame in
            guard case .bool(let flag) = try code(frame) else { throw Trap("a condition must be a Bool", at: offset) }
            return flag
        }
        guard let typed = compiled.bool?.run else { return boxed }
        return { frame in
            do { return try typed(frame) } catch is Untyped { return try boxed(frame) }
        }
    }
}

extension Compiler {
    /// `-x` of an `Int`, or a give-up where it overflows.
    @inline(__always)
    static func checkedNegation(_ number: Int) throws -> Int {
        if number == .min { throw Untyped() }
        return -number
    }

    /// `x = value` or `x op= value` of a local `CGFloat` and typed code: the number written
    /// into the slot, with no `Value` made on the way and none destroyed. Where the typed
    /// code gives up, or the variable holds something else, the assignment goes the
    /// general way with the boxed value.
    func compileTypedAssignment(to place: Place, at path: SlotPath, _ typed: @escaping (Frame) throws -> Double, boxed: @escaping Code, op: String?, offset: Int?) -> Compiled {
        let depth = path.depth, slot = path.slot
        guard let op else {
            let targetType = place.type
            let conformed = targetType.isKnown ? Self.conforming(boxed, to: targetType) : boxed
            return Compiled(code: { frame in
                let newValue: Value
                do { newValue = .double(try typed(frame)) } catch is Untyped { newValue = try conformed(frame) }
                frame.withSlot(slot, depth: depth) { $0.pointee = newValue }
                return .void
            }, type: .builtin(.void))
        }
        let operation = BinaryOperator(op) ?? .remainder
        // `%` of `CGFloat`s is unavailable: the general way reports it.
        guard operation != .remainder else {
            return Compiled(code: { frame in
                try Self.compound(operation, place, frame, try boxed(frame), offset: offset)
                return .void
            }, type: .builtin(.void))
        }
        return Compiled(code: { frame in
            let operand: Value
            do {
                let b = try typed(frame)
                let done = frame.withSlot(slot, depth: depth) { pointer -> Bool in
                    guard case .double(let a) = pointer.pointee else { return false }
                    let result: Double
                    switch operation {
                    case .add: result = a + b
                    case .subtract: result = a - b
                    case .multiply: result = a * b
                    default: result = a / b
                    }
                    // The value there is a number, which holds nothing to release: it is
                    // written over rather than assigned.
                    pointer.initialize(to: .double(result))
                    return true
                }
                if done { return .void }
                operand = .double(b)
            } catch is Untyped {
                operand = try boxed(frame)
            }
            try Self.compound(operation, place, frame, operand, offset: offset)
            return .void
        }, type: .builtin(.void))
    }
}
