import SwiftSyntax

/// Patterns in view code, as a `switch` case and `if case` match them: enum cases with their
/// associated values bound (`case .away(let minutes):`, `case let .away(minutes):`),
/// tuples, `_`, and any value compared with `==` (or a range's `~=`).
extension Evaluator {
    /// What matching a pattern gave: the names it binds, no match, or an error reported.
    enum PatternMatch {
        case matched([(name: String, value: SceneValue)])
        case unmatched
        case failed
    }

    /// Matches `subject` against `pattern`; `bindsNames` when an enclosing `let`/`var` makes
    /// the bare names inside it bindings.
    func match(_ pattern: PatternSyntax, _ subject: SceneValue, _ scope: Scope, bindsNames: Bool = false) -> PatternMatch {
        if let expression = pattern.as(ExpressionPatternSyntax.self) { return match(expression.expression, subject, scope, bindsNames: bindsNames) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return match(binding.pattern, subject, scope, bindsNames: true) }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return .matched([(identifier.identifier.identifierText, subject)]) }
        if pattern.is(WildcardPatternSyntax.self) { return .matched([]) }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return matchElements(tuple.elements.map { .pattern(PatternSyntax($0.pattern)) }, subject, scope, bindsNames: bindsNames, at: pattern)
        }
        sink.emit(.unsupportedExpression(Self.excerpt(pattern)), at: pattern.origin)
        return .failed
    }

    private enum Element {
        case pattern(PatternSyntax)
        case expression(ExprSyntax)
    }

    private func match(_ expression: ExprSyntax, _ subject: SceneValue, _ scope: Scope, bindsNames: Bool) -> PatternMatch {
        if let pattern = expression.as(PatternExprSyntax.self) { return match(pattern.pattern, subject, scope, bindsNames: bindsNames) }
        if expression.is(DiscardAssignmentExprSyntax.self) { return .matched([]) }
        if bindsNames, let reference = expression.as(DeclReferenceExprSyntax.self) { return .matched([(reference.baseName.identifierText, subject)]) }
        // `.away(let minutes)`, `Status.away(_)`: the case, then its associated values.
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           call.arguments.contains(where: { Self.bindsOrDiscards($0.expression) }) || bindsNames {
            guard case .member(let member) = subject, member.name == access.declName.baseName.text, let values = member.arguments,
                  values.count == call.arguments.count else { return .unmatched }
            var bindings: [(name: String, value: SceneValue)] = []
            for (argument, value) in zip(call.arguments, values) {
                switch match(argument.expression, value.value, scope, bindsNames: bindsNames) {
                case .matched(let more): bindings += more
                case .unmatched: return .unmatched
                case .failed: return .failed
                }
            }
            return .matched(bindings)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            return matchElements(tuple.elements.map { .expression($0.expression) }, subject, scope, bindsNames: bindsNames, at: expression)
        }
        guard let candidate = evaluate(expression, scope) else { return .failed }
        return Self.matches(subject, candidate) ? .matched([]) : .unmatched
    }

    private func matchElements(_ elements: [Element], _ subject: SceneValue, _ scope: Scope, bindsNames: Bool, at node: some SyntaxProtocol) -> PatternMatch {
        guard case .tuple(let tuple) = subject, tuple.elements.count == elements.count else { return .unmatched }
        var bindings: [(name: String, value: SceneValue)] = []
        for (element, value) in zip(elements, tuple.elements) {
            let result: PatternMatch
            switch element {
            case .pattern(let pattern): result = match(pattern, value, scope, bindsNames: bindsNames)
            case .expression(let expression): result = match(expression, value, scope, bindsNames: bindsNames)
            }
            switch result {
            case .matched(let more): bindings += more
            case .unmatched: return .unmatched
            case .failed: return .failed
            }
        }
        return .matched(bindings)
    }

    /// Whether an associated value's pattern binds a name or discards the value, which makes
    /// the call around it a pattern rather than a value to compare.
    private static func bindsOrDiscards(_ expression: ExprSyntax) -> Bool {
        if expression.is(PatternExprSyntax.self) || expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self) { return call.arguments.contains { bindsOrDiscards($0.expression) } }
        if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.contains { bindsOrDiscards($0.expression) } }
        return false
    }

    /// `scope` with `bindings` added, or `scope` itself when there are none.
    func scope(_ scope: Scope, binding bindings: [(name: String, value: SceneValue)]) -> Scope {
        guard !bindings.isEmpty else { return scope }
        let inner = Scope(parent: scope)
        for (name, value) in bindings { inner.bind(name, value) }
        return inner
    }
}
