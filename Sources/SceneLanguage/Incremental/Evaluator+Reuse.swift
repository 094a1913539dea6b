@_spi(RawSyntax) import SwiftSyntax

/// Reusing the views of unchanged statements from the file's last load (see
/// ``EvaluationCache``).
extension Evaluator {
    /// The value of a builder statement: the view its unchanged syntax had in the last load,
    /// moved to where it starts now, when nothing it names has changed meaning; else
    /// evaluated, and kept for the next load when it is a view that can be reused.
    func reusedOrEvaluated(_ expression: ExprSyntax, _ scope: Scope, cache: EvaluationCache) -> SceneValue? {
        let id = expression.raw.id
        // Where its leading trivia starts, which moves exactly as its text does: the trivia
        // is part of the raw node, so a reused statement's is unchanged (and reading the
        // position after it walks down to the first token, 4 % of a small scene's load).
        let offset = expression.position.utf8Offset
        if let node = reused(id, at: offset, scope, cache: cache) { return .node(node) }
        let reported = sink.pending.count, applied = sceneExtensionsUsed
        guard let value = evaluate(expression, scope) else { return nil }
        guard sink.pending.count == reported, sceneExtensionsUsed == applied, case .node(var node) = value, node.isReusable,
              let names = cache.names(of: expression, { Self.names(in: expression, cache: cache) }) else { return value }
        node.memo = ViewMemo()
        let entry = EvaluationCache.Entry(syntax: expression, node: node, offset: offset, names: names)
        guard namesAreUnbound(entry, scope) else { return value }
        cache.keep(entry, for: id)
        return .node(node)
    }

    /// The view the last load kept for the statement `raw` (a code block item) that starts
    /// at `offset`, when it is a call with no unexpected syntax before it and nothing it
    /// names has changed meaning: read from the raw syntax alone, with no syntax node made.
    func reused(statement raw: RawSyntax, at offset: Int, _ scope: Scope, cache: EvaluationCache) -> SceneNode? {
        guard let item = RawCodeBlockItemSyntax(raw), item.unexpectedBeforeItem == nil,
              item.item.kind == .functionCallExpr else { return nil }
        return reused(item.item.id, at: offset, scope, cache: cache)
    }

    /// The view the last load kept for the expression `id`, moved to `offset`, when nothing
    /// it names has changed meaning.
    private func reused(_ id: RawSyntax.ID, at offset: Int, _ scope: Scope, cache: EvaluationCache) -> SceneNode? {
        guard let entry = cache.reuse(id, where: { namesAreUnbound($0, scope) }) else { return nil }
        return offset == entry.offset ? entry.node : entry.node.shifted(by: offset - entry.offset)
    }

    /// Whether no name `entry` refers to is a local of `scope` or a declaration of the scene
    /// (one it evaluates or ignores), and `scope` is not a declared modifier's body: then each
    /// means what the catalogs say, in any load. The declarations are checked once for as long
    /// as the scene declares the same names.
    private func namesAreUnbound(_ entry: EvaluationCache.Entry, _ scope: Scope) -> Bool {
        // In a modifier the scene declares, `padding()` is `self.padding()`.
        guard viewSelf(scope) == nil, entry.names.allSatisfy({ scope.local($0) == nil }) else { return false }
        let number = declarationsNumber
        if entry.clearOfDeclarations == number { return true }
        guard entry.names.allSatisfy({ !declaredNames.contains($0) && ignored[$0] == nil }) else { return false }
        entry.clearOfDeclarations = number
        return true
    }

    /// The names `expression` refers to (not the members after a dot, which mean what the
    /// value before it says), or nil when it refers to `self`.
    private static func names(in expression: ExprSyntax, cache: EvaluationCache) -> [String]? {
        var collector = NameCollector(cache: cache)
        collector.collect(expression.raw)
        return collector.refersToSelf ? nil : collector.names
    }
}

/// Collects the names an expression refers to: references and type names. It reads the raw
/// syntax, as a `SyntaxVisitor` would make a syntax node of every node it passes (most of
/// a walk's cost), and only a few kinds of node matter here.
private struct NameCollector {
    /// A handful of names, so an array: a set would hash each.
    var names: [String] = []
    var refersToSelf = false
    let cache: EvaluationCache

    init(cache: EvaluationCache) {
        self.cache = cache
    }

    mutating func collect(_ raw: RawSyntax) {
        switch raw.kind {
        case .functionCallExpr:
            // A statement inside that this load has kept gives its names without being
            // walked again: a statement holding a thousand rows walks only to the rows.
            if let entry = cache.entryOfThisLoad(for: raw.id) {
                for name in entry.names { insert(name) }
                return
            }
        case .declReferenceExpr:
            if let reference = RawDeclReferenceExprSyntax(raw) { add(reference.baseName) }
            return
        case .memberAccessExpr:
            // The member after the dot is not a name in scope: only the base is read.
            if let access = RawMemberAccessExprSyntax(raw) {
                if let base = access.base { collect(base.raw) }
                return
            }
        case .identifierType:
            if let type = RawIdentifierTypeSyntax(raw) { add(type.name) }
        case .keyPathExpr:
            // A key path is kept as its text (`\.self`), whatever its names mean.
            return
        default:
            break
        }
        guard let layout = raw.layoutView else { return }
        for child in layout.children {
            // Tokens name nothing by themselves (names are read from their nodes above).
            if let child, !child.isToken { collect(child) }
        }
    }

    private mutating func add(_ token: RawTokenSyntax) {
        let text = token.tokenText
        if token.tokenKind == .keyword, text == Keyword.`self`.defaultText || text == Keyword.`Self`.defaultText {
            refersToSelf = true
            return
        }
        // Without backticks, as `identifierText` reads it.
        let unquoted = text.count >= 2 && text.first == UInt8(ascii: "`") && text.last == UInt8(ascii: "`")
            ? SyntaxText(rebasing: text.dropFirst().dropLast()) : text
        let name = String(syntaxText: unquoted)
        insert(name)
        // `$state` is looked up as `state`.
        if name.hasPrefix("$") { insert(String(name.dropFirst())) }
    }

    private mutating func insert(_ name: String) {
        if !names.contains(name) { names.append(name) }
    }
}
