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
///
/// The answers are kept as names, so checking them reads no syntax.
final class ScopeQueries {
    /// Whether each name asked about was bound, and whether it was a value of the scope's
    /// user view instance (which ``Evaluator/typeName(_:_:)`` also asks).
    private var answers: [(name: String, isBound: Bool, isInstanceValue: Bool)] = []

    /// Whether `name` is bound in `scope` (as `Scope.local(_:)` finds it), recorded.
    func isBound(_ name: String, in scope: Scope) -> Bool {
        record(name, in: scope).isBound
    }

    /// The type `expression` names in `scope` (as ``Evaluator/typeName(_:_:)`` gives it),
    /// recorded: it depends on the scope only through its leftmost name (`Color` in
    /// `Color.red`), whether that is bound and whether it is one of the instance's values.
    func typeName(_ expression: ExprSyntax, in scope: Scope, _ evaluator: Evaluator) -> String? {
        var leftmost = expression
        while let access = leftmost.as(MemberAccessExprSyntax.self), let base = access.base { leftmost = base }
        if let reference = leftmost.as(DeclReferenceExprSyntax.self) { record(reference.baseName.identifierText, in: scope) }
        return evaluator.typeName(expression, scope)
    }

    @discardableResult
    private func record(_ name: String, in scope: Scope) -> (name: String, isBound: Bool, isInstanceValue: Bool) {
        let answer = (name: name, isBound: scope.local(name) != nil, isInstanceValue: scope.instance?.values[name] != nil)
        answers.append(answer)
        return answer
    }

    /// Whether the closure's scope `scope`, its parameter `parameter` bound, gives every
    /// recorded answer.
    func hold(in scope: Scope, parameter: String) -> Bool {
        answers.allSatisfy { answer in
            (answer.name == parameter || scope.local(answer.name) != nil) == answer.isBound
                && (scope.instance?.values[answer.name] != nil) == answer.isInstanceValue
        }
    }
}
