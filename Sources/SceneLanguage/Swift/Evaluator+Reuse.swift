@_spi(RawSyntax) import SwiftSyntax

/// Reusing the views of unchanged statements from the file's last load (see
/// ``EvaluationCache``).
extension Evaluator {
    /// The value of a builder statement: the view its unchanged syntax had in the last load,
    /// moved to where it starts now, when nothing it names has changed meaning; else
    /// evaluated, and kept for the next load when it is a view that can be reused.
    func reusedOrEvaluated(_ expression: ExprSyntax, _ scope: Scope, cache: EvaluationCache) -> SceneValue? {
        let id = expression.raw.id
        let offset = expression.positionAfterSkippingLeadingTrivia.utf8Offset
        if let entry = cache.entry(for: id), entry.names.allSatisfy({ isUnbound($0, scope) }) {
            cache.keep(entry, for: id)
            return .node(offset == entry.offset ? entry.node : entry.node.shifted(by: offset - entry.offset))
        }
        let reported = sink.pending.count
        guard let value = evaluate(expression, scope) else { return nil }
        guard sink.pending.count == reported, case .node(var node) = value, node.isReusable,
              let names = Self.names(in: expression, cache: cache), names.allSatisfy({ isUnbound($0, scope) }) else { return value }
        node.memo = ViewMemo()
        cache.keep(EvaluationCache.Entry(syntax: expression, node: node, offset: offset, names: names), for: id)
        return .node(node)
    }

    /// Whether `name` is none of the scope's locals and none of the scene's declarations
    /// (those it evaluates or ignores): then it means what the catalogs say, in any load.
    private func isUnbound(_ name: String, _ scope: Scope) -> Bool {
        scope.local(name) == nil && !declaredNames.contains(name) && ignored[name] == nil
    }

    /// The names `expression` refers to (not the members after a dot, which mean what the
    /// value before it says), or nil when it refers to `self`.
    private static func names(in expression: ExprSyntax, cache: EvaluationCache) -> [String]? {
        let collector = NameCollector(cache: cache)
        collector.walk(expression)
        return collector.refersToSelf ? nil : Array(collector.names)
    }
}

/// Collects the names an expression refers to: references and type names.
private final class NameCollector: SyntaxVisitor {
    var names: Set<String> = []
    var refersToSelf = false
    let cache: EvaluationCache

    init(cache: EvaluationCache) {
        self.cache = cache
        super.init(viewMode: .sourceAccurate)
    }

    /// A statement inside that this load has kept gives its names without being walked
    /// again: a statement holding a thousand rows walks only to the rows.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let entry = cache.entryOfThisLoad(for: node.raw.id) else { return .visitChildren }
        names.formUnion(entry.names)
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .skipChildren }
        add(node.baseName)
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        add(node.name)
        return .visitChildren
    }

    /// A key path is kept as its text (`\.self`), whatever its names mean.
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    private func add(_ token: TokenSyntax) {
        if token.isKeyword(.self) || token.isKeyword(.Self) {
            refersToSelf = true
            return
        }
        let name = token.identifierText
        names.insert(name)
        // `$state` is looked up as `state`.
        if name.hasPrefix("$") { names.insert(String(name.dropFirst())) }
    }
}
