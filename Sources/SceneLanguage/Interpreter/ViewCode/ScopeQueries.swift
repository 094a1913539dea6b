import SwiftSyntax

/// What compiling a content closure asked of the scope it was written in, and the answers:
/// whether a name is bound there, and whether an expression names a type.
///
/// Those answers are all that compiled content takes from its scope (the element and
/// anything left to the evaluator are read when it runs), so the content compiled for one
/// call of a closure serves every later call whose scope gives the same answers. A scope
/// gives the same answers for the same closure unless a name the closure reads is bound
/// in one of its calls and not in another (a user view's property given in one instance
/// only); then the answers differ and the closure is compiled for that scope too.
final class ScopeQueries {
    private var bindings: [(name: String, isBound: Bool)] = []
    private var typeNames: [(expression: ExprSyntax, type: String?)] = []

    /// Whether `name` is bound in `scope` (as `Scope.local(_:)` finds it), recorded.
    func isBound(_ name: String, in scope: Scope) -> Bool {
        let isBound = scope.local(name) != nil
        bindings.append((name, isBound))
        return isBound
    }

    /// The type `expression` names in `scope` (as ``Evaluator/typeName(_:_:)`` gives it),
    /// recorded.
    func typeName(_ expression: ExprSyntax, in scope: Scope, _ evaluator: Evaluator) -> String? {
        let type = evaluator.typeName(expression, scope)
        typeNames.append((expression, type))
        return type
    }

    /// Whether asking `scope` again gives every recorded answer.
    func hold(in scope: Scope, _ evaluator: Evaluator) -> Bool {
        bindings.allSatisfy { (scope.local($0.name) != nil) == $0.isBound }
            && typeNames.allSatisfy { evaluator.typeName($0.expression, scope) == $0.type }
    }

    /// Whether nothing was asked: the answers hold in any scope.
    var isEmpty: Bool { bindings.isEmpty && typeNames.isEmpty }
}
