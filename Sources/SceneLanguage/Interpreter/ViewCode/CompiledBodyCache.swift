/// The user views' bodies a load compiled, by view type: a body is compiled when its view is
/// made for the second time in the load, and serves every later instance (see
/// ``CompiledBody``). A body the compiler does not compile is remembered too, so it is
/// tried once.
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

    private struct Entry {
        /// Kept so that its identifier is not another's while the entry lives.
        let model: TypeModel
        /// Nil until the second instance; then the compiled body, or nil when the body is
        /// not compiled.
        var body: CompiledBody??
    }

    /// `model`'s compiled body, whose syntax is `body`; nil when the evaluator runs it (the
    /// first instance of the load, and every instance of a body that is not compiled).
    func body(of model: TypeModel, _ body: TypeModel.ComputedProperty, with evaluator: Evaluator) -> CompiledBody? {
        let id = ObjectIdentifier(model)
        guard let entry = entries[id] else {
            entries[id] = Entry(model: model, body: nil)
            return nil
        }
        if let compiled = entry.body { return compiled }
        let compiled = CompiledBody.compile(model, body: body, with: evaluator)
        if compiled != nil { compileCount += 1 }
        entries[id]?.body = .some(compiled)
        return compiled
    }
}
