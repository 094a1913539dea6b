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

    /// `base[arguments]` as a place, the value held in `base` changed there; nil (reported)
    /// when the subscript has no setter.
    func userSubscriptPlace(_ found: UserSubscript, base: Place, _ subscriptCall: SubscriptCallExprSyntax) -> Place? {
        guard let pair = accessors(of: found, at: subscriptCall) else { return nil }
        let keys = subscriptArguments(found, subscriptCall)
        func values(_ frame: Frame) throws -> [Value] { try keys.map { try $0.run(frame) } }
        return Place(type: found.getter.returnType, read: { frame in
            var receiver = try base.read(frame)
            return try pair.read(&receiver, keys: try values(frame), machine: frame.machine)
        }, modify: { frame, body in
            let keys = try values(frame)
            try base.modify(frame) { try pair.modify(&$0, keys: keys, machine: frame.machine, body) }
        })
    }

    /// `reference[arguments]` as a place, for a class instance `reference` evaluates to:
    /// changed through the reference, which may be a `let`.
    func userSubscriptPlace(_ found: UserSubscript, reference: @escaping Code, _ subscriptCall: SubscriptCallExprSyntax) -> Place? {
        guard let pair = accessors(of: found, at: subscriptCall) else { return nil }
        return referencePlace(reference, pair, keys: subscriptArguments(found, subscriptCall))
    }

    /// The subscript's getter and setter; nil (reported) when it is get-only.
    private func accessors(of found: UserSubscript, at subscriptCall: SubscriptCallExprSyntax) -> AccessorPair? {
        guard let setter = found.setter else {
            error("cannot assign through subscript: subscript is get-only", at: subscriptCall, id: "assign-to-let")
            return nil
        }
        return AccessorPair(getter: found.getter, setter: setter)
    }

    /// The value `pair` presents on the class instance `reference` evaluates to (a computed
    /// property's, or a subscript's at `keys`): the instance is changed in place, so the
    /// reference itself is only read.
    func referencePlace(_ reference: @escaping Code, _ pair: AccessorPair, keys: [ListedCode]) -> Place {
        func values(_ frame: Frame) throws -> [Value] { try keys.map { try $0.run(frame) } }
        return Place(type: pair.getter.returnType, read: { frame in
            var receiver = try reference(frame)
            return try pair.read(&receiver, keys: try values(frame), machine: frame.machine)
        }, modify: { frame, body in
            var receiver = try reference(frame)
            try pair.modify(&receiver, keys: try values(frame), machine: frame.machine, body)
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
