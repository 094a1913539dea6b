import Foundation
import SwiftSyntax

/// Operators a scene's struct or enum declares (`static func == (a: P, b: P) -> Bool`,
/// `static func <`), run by view code's operators and by the collection methods built on them
/// (`contains(_:)`, `firstIndex(of:)`, `sorted()`, `sorted(by: >)`, `min()`, `max()`), with
/// `!=`, `>`, `<=` and `>=` derived as `Equatable` and `Comparable` derive them, and an enum
/// declared `Comparable` without a `<` ordered by its cases, as Swift synthesizes it.
extension Evaluator {
    /// `lhs name rhs` by the operator the struct of `lhs` declares (or derives); `.none`
    /// when it declares none for `name`, `.some(nil)` when running it failed (reported).
    func declaredOperator(_ name: String, _ lhs: SceneValue, _ rhs: SceneValue, origin: SceneOrigin) -> SceneValue?? {
        guard let model = sharedModel(lhs, rhs) else { return .none }
        let methods = model.methods
        if methods[name] != nil || (name == "<" && model.isComparable) { return apply(name, model, lhs, rhs, origin: origin) }
        guard let (base, swapped, negated) = Operators.derivation(of: name) else { return .none }
        guard methods[base] != nil || (base == "<" && model.isComparable) else { return .none }
        let result = swapped ? apply(base, model, rhs, lhs, origin: origin) : apply(base, model, lhs, rhs, origin: origin)
        guard case .some(.some(.bool(let holds))) = result else { return result }
        return .some(.bool(holds != negated))
    }

    /// The scene's type both operands are values of: two instances of one struct, or two
    /// cases of one enum (the right one may leave its type implied, `priority < .high`).
    private func sharedModel(_ lhs: SceneValue, _ rhs: SceneValue) -> TypeModel? {
        switch (lhs, rhs) {
        case (.instance(let a), .instance(let b)) where a.model === b.model:
            return a.model
        case (.member(let a), .member(let b)) where a.base == nil && b.base == nil && a.arguments == nil && b.arguments == nil:
            guard let type = a.type ?? b.type, a.type == nil || b.type == nil || a.type == b.type,
                  let model = types[type], model.kind == .enumeration, model.hasCase(a.name), model.hasCase(b.name) else { return nil }
            return model
        default:
            return nil
        }
    }

    /// The struct's `static func op` run on two operands; `.none` when it has no such
    /// function of two parameters.
    private func apply(_ op: String, _ model: TypeModel, _ lhs: SceneValue, _ rhs: SceneValue, origin: SceneOrigin) -> SceneValue?? {
        if op == "<", model.isComparable, model.methods[op] == nil, case .member(let a) = lhs, case .member(let b) = rhs,
           let left = model.cases.firstIndex(where: { $0.name == a.name }), let right = model.cases.firstIndex(where: { $0.name == b.name }) {
            // Synthesized `Comparable`: the order the cases are declared in.
            return .some(.bool(left < right))
        }
        guard let function = model.methods[op]?.first(where: { function in
            function.modifiers.contains { $0.name.isKeyword(.static) } && function.signature.parameterClause.parameters.count == 2
        }) else { return .none }
        guard let body = function.body else { return .some(unsupported(function)) }
        let scope = Scope(parent: globals)
        for (parameter, value) in zip(function.signature.parameterClause.parameters, [lhs, rhs]) {
            scope.bind((parameter.secondName ?? parameter.firstName).identifierText, conform(value, to: parameter.type))
        }
        return .some(nested(op, origin: origin) { value(of: run(body.statements, in: scope), origin: origin, name: op) })
    }
}
