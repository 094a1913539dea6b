/// The user views' bodies a load compiled, by view type: a body is compiled when its view is
/// made for the second time in the load, and serves every later instance (see
/// ``CompiledBody``).
///
/// The first instance is left to the evaluator: compiling reads the syntax evaluating it
/// reads, and then the code runs, so a view made once (a scene's `ContentView`) costs more
/// compiled; and the evaluator reuses the views of the statements the last load kept (see
/// ``EvaluationCache``), which a compiled body does not, so a one-row edit of a scene's one
/// big body rebuilds only that row.
final class CompiledBodyCache {
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// How many bodies this load compiled.
    private(set) var compileCount = 0
    /// Whether this load compiles bodies at all (see ``ViewCodeCompiling``).
    private let isEnabled = ViewCodeCompiling.isEnabled

    private struct Entry {
        /// Kept so that its identifier is not another's while the entry lives.
        let model: TypeModel
        /// Nil until the second instance; then the compiled body.
        var body: CompiledBody?
    }

    /// `model`'s compiled body, whose syntax is `body`; nil when the evaluator runs it (the
    /// first instance of the load, and every instance when the load compiles no view code).
    func body(of model: TypeModel, _ body: TypeModel.ComputedProperty, with evaluator: Evaluator) -> CompiledBody? {
        guard isEnabled else { return nil }
        let id = ObjectIdentifier(model)
        guard let entry = entries[id] else {
            entries[id] = Entry(model: model, body: nil)
            return nil
        }
        if let compiled = entry.body { return compiled }
        let compiled = CompiledBody.compile(model, body: body, with: evaluator)
        compileCount += 1
        entries[id]?.body = compiled
        return compiled
    }
}
