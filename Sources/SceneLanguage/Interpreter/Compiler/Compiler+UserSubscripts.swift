import SwiftSyntax

/// Subscripts a scene's types declare, read (`grid[row, column]`) and assigned through
/// (`self[row, column] = size`, `grid[0, 1].width += 4`) as Swift does: the getter reads,
/// and an assignment reads the element, changes it and hands it to the setter.
extension Compiler {
    /// The subscript of `type` (a scene's struct or enum) a use with `labels` calls.
    func userSubscript(of type: TypeRef, labels: [String?]) -> UserSubscript? {
        switch type.unwrapped {
        case .structType(let structType): return structType.subscripts.first { $0.labels == labels }
        case .enumType(let enumType): return enumType.subscripts.first { $0.labels == labels }
        default: return nil
        }
    }

    /// `base[arguments]` read through the scene's subscript.
    func compileUserSubscript(_ found: UserSubscript, base: Compiled, _ subscriptCall: SubscriptCallExprSyntax) -> Compiled {
        let arguments = subscriptArguments(found, subscriptCall)
        let getter = found.getter, code = base.code
        return Compiled(code: { frame in
            var receiver = try code(frame)
            var values = try arguments.map { try $0.run(frame) }
            return try getter.run(receiver: &receiver, arguments: &values, environment: nil, machine: frame.machine)
        }, type: getter.returnType)
    }

    /// `base[arguments]` as a place: nil (reported) when the subscript has no setter.
    func userSubscriptPlace(_ found: UserSubscript, base: Place, _ subscriptCall: SubscriptCallExprSyntax) -> Place? {
        guard let setter = found.setter else {
            error("cannot assign through subscript: subscript is get-only", at: subscriptCall, id: "assign-to-let")
            return nil
        }
        let arguments = subscriptArguments(found, subscriptCall)
        let getter = found.getter
        func values(_ frame: Frame) throws -> [Value] { try arguments.map { try $0.run(frame) } }
        return Place(type: getter.returnType, read: { frame in
            var receiver = try base.read(frame)
            var keys = try values(frame)
            return try getter.run(receiver: &receiver, arguments: &keys, environment: nil, machine: frame.machine)
        }, modify: { frame, body in
            let keys = try values(frame)
            try base.modify(frame) { container in
                var getterArguments = keys
                var element = try getter.run(receiver: &container, arguments: &getterArguments, environment: nil, machine: frame.machine)
                try body(&element)
                var setterArguments = keys + [element]
                _ = try setter.run(receiver: &container, arguments: &setterArguments, environment: nil, machine: frame.machine)
            }
        })
    }

    /// The arguments of a use of `found`, each of its parameter's type.
    private func subscriptArguments(_ found: UserSubscript, _ subscriptCall: SubscriptCallExprSyntax) -> [ListedCode] {
        zip(subscriptCall.arguments, found.getter.parameters).map { argument, parameter in
            let compiled = compileExpression(argument.expression, expected: parameter.type)
            reportNumberMismatch(compiled, to: parameter.type, at: argument.expression)
            return ListedCode(run: parameter.type.isKnown ? Self.conforming(compiled.code, to: parameter.type) : compiled.code)
        }
    }
}
