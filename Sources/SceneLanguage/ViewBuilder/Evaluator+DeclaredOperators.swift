import Foundation
import SwiftSyntax

/// Operators a scene's struct declares (`static func == (a: P, b: P) -> Bool`, `static func
/// <`), run by view code's operators and by the collection methods built on them
/// (`contains(_:)`, `firstIndex(of:)`, `sorted()`, `min()`, `max()`), with `!=`, `>`, `<=`
/// and `>=` derived as `Equatable` and `Comparable` derive them.
extension Evaluator {
    /// `lhs name rhs` by the operator the struct of `lhs` declares (or derives); `.none`
    /// when it declares none for `name`, `.some(nil)` when running it failed (reported).
    func declaredOperator(_ name: String, _ instance: Instance, _ lhs: SceneValue, _ rhs: SceneValue, origin: SceneOrigin) -> SceneValue?? {
        guard case .instance(let other) = rhs, other.model === instance.model else { return .none }
        let methods = instance.model.methods
        if methods[name] != nil { return apply(name, instance.model, lhs, rhs, origin: origin) }
        guard let (base, swapped, negated) = Operators.derivation(of: name) else { return .none }
        guard methods[base] != nil else { return .none }
        let result = swapped ? apply(base, instance.model, rhs, lhs, origin: origin) : apply(base, instance.model, lhs, rhs, origin: origin)
        guard case .some(.some(.bool(let holds))) = result else { return result }
        return .some(.bool(holds != negated))
    }

    /// The struct's `static func op` run on two operands; `.none` when it has no such
    /// function of two parameters.
    private func apply(_ op: String, _ model: TypeModel, _ lhs: SceneValue, _ rhs: SceneValue, origin: SceneOrigin) -> SceneValue?? {
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
