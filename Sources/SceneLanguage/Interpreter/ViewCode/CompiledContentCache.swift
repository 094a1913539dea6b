import SwiftSyntax

/// The `ForEach` content closures a load compiled, by the closure's syntax: a closure is
/// compiled once per load, not once per `ForEach` call.
///
/// A `ForEach` inside another's content (a grid's rows, each a `ForEach` of cells) is
/// called once per outer element, and each call compiled its closure again: 100 compiles
/// of the same closure for a 100-row grid, a ninth of that grid's load. Its element-invariant
/// views (see ``HoistedView``) are made once per load too, so every row shares them.
///
/// One syntax may be compiled more than once when its calls' scopes answer the compiler's
/// questions differently (see ``ScopeQueries``); each compiled content is kept with the
/// answers it was compiled under, and a call takes the first whose answers hold in its
/// scope. A closure whose parameters the compiler does not take (see
/// ``ContentCompiler/parameter(of:)``) is remembered too, so it is looked at once.
final class CompiledContentCache {
    private var entries: [SyntaxIdentifier: Compiled] = [:]
    /// How many times a closure was compiled in this load.
    private(set) var compileCount = 0
    /// Whether this load compiles content at all (see ``ViewCodeCompiling``).
    private let isEnabled = ViewCodeCompiling.isEnabled

    /// A closure's parameter, read once, and its compiles.
    private struct Compiled {
        let parameter: String?
        var variants: [(content: CompiledContent, queries: ScopeQueries)] = []
    }

    /// `closure`'s compiled content for a call in `closure.scope`, compiled on the first such
    /// call of the load; nil when the closure is not compiled and the evaluator runs it.
    func content(of closure: SceneClosure, with evaluator: Evaluator) -> CompiledContent? {
        guard isEnabled else { return nil }
        let id = closure.syntax.id
        guard var compiled = entries[id] else {
            entries[id] = Compiled(parameter: ContentCompiler.parameter(of: closure))
            return content(of: closure, with: evaluator)
        }
        guard let parameter = compiled.parameter else { return nil }
        for variant in compiled.variants where variant.queries.hold(in: closure.scope, parameter: parameter) {
            return variant.content
        }
        let (content, queries) = ContentCompiler.compile(closure, parameter: parameter, with: evaluator)
        compileCount += 1
        compiled.variants.append((content, queries))
        entries[id] = compiled
        return content
    }
}
