import Foundation
import SwiftSyntax

/// Operators a scene declares: `static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint` in an
/// extension, `static func * (v: Vector, k: CGFloat) -> Vector` in its own struct, a
/// top-level `func +`, or a prefix one (`static prefix func - (p: CGPoint) -> CGPoint`). Real layout code adds points and scales sizes this way.
///
/// Swift picks an overload by the operands' static types; here the types are known only
/// where the compiler has them, so the choice is made when the operator runs, by the
/// operands' own types: the first declared overload whose parameters take both, else the
/// library's operator, as when no overload is declared. Operands the compiler knows to be
/// plain numbers keep the library's operator and its typed paths: no scene redefines
/// `CGFloat + CGFloat`.
extension Compiler {
    /// `left op right` through the scene's overloads of `op`, or nil when it declares none
    /// that could apply.
    func overloadedInfix(_ op: String, _ lhs: Compiled, _ rhs: Compiled, offset: Int?) -> Compiled? {
        if lhs.type.isNumber && rhs.type.isNumber { return nil }
        let overloads = program.operatorOverloads(op)
        guard !overloads.isEmpty else { return derivedComparison(op, lhs, rhs, offset: offset) }
        let left = lhs.code, right = rhs.code
        let fallback = BinaryOperator(op)
        let machine = program.machine
        // The result's type where the operands' types name one overload, as Swift's would.
        let chosen = overloads.first { $0.parameters[0].type.name == lhs.type.name && $0.parameters[1].type.name == rhs.type.name && lhs.type.isKnown && rhs.type.isKnown }
        let type = chosen?.returnType ?? .unknown
        return Compiled(code: { frame in
            let a = try left(frame), b = try right(frame)
            return try Self.apply(op, overloads, fallback, a, b, machine: machine, offset: offset)
        }, type: type)
    }

    /// `!=`, `>`, `<=` and `>=` of a scene's type that declares only `==` or `<`, as
    /// `Equatable` and `Comparable` derive them: `!(a == b)`, `b < a`, `!(b < a)`,
    /// `!(a < b)`. Operands no declared operator takes get the library's own `op`.
    private func derivedComparison(_ op: String, _ lhs: Compiled, _ rhs: Compiled, offset: Int?) -> Compiled? {
        guard let (base, swapped, negated) = Operators.derivation(of: op) else { return nil }
        let overloads = program.operatorOverloads(base)
        guard !overloads.isEmpty, let fallback = BinaryOperator(op) else { return nil }
        let left = lhs.code, right = rhs.code
        let machine = program.machine
        return Compiled(code: { frame in
            let a = try left(frame), b = try right(frame)
            let (x, y) = swapped ? (b, a) : (a, b)
            if let function = overloads.first(where: { $0.parameters[0].type.accepts(x) && $0.parameters[1].type.accepts(y) }) {
                return .bool(try Library.bool(Self.call(function, [x, y], machine: machine)) != negated)
            }
            return try fallback.apply(a, b, at: offset)
        }, type: .builtin(.bool))
    }

    /// `current op= operand` through the scene's overloads: its own `static func op=`
    /// (whose first parameter is `inout`), else its `op` with the result stored; nil when
    /// it declares neither.
    func overloadedCompound(_ op: String, place: Place, operand: Compiled, offset: Int?) -> Compiled? {
        if place.type.isNumber && operand.type.isNumber { return nil }
        let compounds = program.operatorOverloads(op + "=").filter { $0.parameters[0].isInout }
        let overloads = program.operatorOverloads(op)
        guard !overloads.isEmpty || !compounds.isEmpty else { return nil }
        let code = operand.code
        let fallback = BinaryOperator(op)
        let machine = program.machine
        return Compiled(code: { frame in
            let b = try code(frame)
            let a = try place.read(frame)
            if let function = compounds.first(where: { $0.parameters[0].type.accepts(a) && $0.parameters[1].type.accepts(b) }) {
                var receiver = Value.void
                var arguments = [a, b]
                _ = try function.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
                let result = arguments[0]
                try place.modify(frame) { $0 = result }
                return .void
            }
            let result = try Self.apply(op, overloads, fallback, a, b, machine: machine, offset: offset)
            try place.modify(frame) { $0 = result }
            return .void
        }, type: .builtin(.void))
    }

    /// `op operand` through the scene's prefix overloads of `op` (`static prefix func -`), or
    /// nil when it declares none that could apply.
    func overloadedPrefix(_ op: String, _ operand: Compiled, offset: Int?) -> Compiled? {
        if operand.type.isNumber || operand.type.name == BuiltinType.bool.rawValue { return nil }
        let overloads = program.operatorOverloads(op, arity: 1)
        guard !overloads.isEmpty else { return nil }
        let code = operand.code
        let machine = program.machine
        let chosen = overloads.first { $0.parameters[0].type.name == operand.type.name && operand.type.isKnown }
        return Compiled(code: { frame in
            let value = try code(frame)
            if let function = overloads.first(where: { $0.parameters[0].type.accepts(value) }) {
                return try Self.call(function, [value], machine: machine)
            }
            do {
                switch op {
                case "-": return try Operators.negate(value)
                case "+": return value
                case "!": if case .bool(let flag) = value { return .bool(!flag) }
                default: break
                }
            } catch var trap as Trap where trap.offset == nil {
                trap.offset = offset
                throw trap
            }
            throw Trap("unary operator '\(op)' cannot be applied to an operand of type '\(value.typeName)'", at: offset)
        }, type: chosen?.returnType ?? .unknown)
    }

    /// An operator function (static or top-level, so without a receiver) called with its operands.
    private static func call(_ function: Function, _ operands: [Value], machine: Machine) throws -> Value {
        var receiver = Value.void
        var arguments = operands
        return try function.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
    }

    private static func apply(_ op: String, _ overloads: [Function], _ fallback: BinaryOperator?, _ a: Value, _ b: Value, machine: Machine, offset: Int?) throws -> Value {
        if let function = overloads.first(where: { $0.parameters.count == 2 && $0.parameters[0].type.accepts(a) && $0.parameters[1].type.accepts(b) }) {
            return try call(function, [a, b], machine: machine)
        }
        guard let fallback else {
            throw Trap("binary operator '\(op)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'", at: offset)
        }
        return try fallback.apply(a, b, at: offset)
    }
}

extension Program {
    /// The functions the scene declares for the binary operator `op`: static members of its
    /// types and of its extensions (of its own types and of the library's), and top-level
    /// functions; compiled on first use, as any declaration is.
    func operatorOverloads(_ op: String, arity: Int = 2) -> [Function] {
        guard methodDeclared(op) || functionDeclarations[op] != nil else { return [] }
        var result: [Function] = []
        for name in typeDeclarations.keys.sorted() where declaresStaticFunction(op, in: name) {
            result += type(named: name)?.staticMethods[op] ?? []
        }
        for extended in extendedTypes { result += extended.staticMethods[op] ?? [] }
        result += functions(named: op) ?? []
        return result.filter { $0.parameters.count == arity }
    }

    /// Whether the type `name`'s declaration or its extensions declare a function `op`.
    private func declaresStaticFunction(_ op: String, in name: String) -> Bool {
        let blocks = [typeDeclarations[name]?.asProtocol(DeclGroupSyntax.self)?.memberBlock].compactMap { $0 } + extensions(of: name).map(\.memberBlock)
        return blocks.contains { block in
            block.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == op }
        }
    }
}

extension TypeRef {
    /// Whether the type is `Int` or `CGFloat` (or `Double`), not optional.
    var isNumber: Bool { !isOptional && (isInt || isFloatingPoint) }

    /// Whether a value of this type can be `value`, as far as its case tells: an overload's
    /// parameter of unknown type takes anything.
    func accepts(_ value: Value) -> Bool {
        switch self {
        case .structType(let type):
            if case .record(let record) = value { return record.type === type }
            if case .object(let instance) = value { return instance.type === type }
            return false
        case .enumType(let type):
            if case .enumCase(let enumCase) = value { return enumCase.type === type }
            return false
        case .builtin(let builtin):
            if builtin == .double, case .int = value { return true }
            return value.typeName == builtin.rawValue
        default:
            return true
        }
    }
}
