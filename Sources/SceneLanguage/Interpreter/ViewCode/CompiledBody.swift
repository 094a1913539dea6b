/// A user view's `body` compiled once per load by ``Compiler`` (view code, see
/// ``ContentCompiler``), to be run for each instance without walking its syntax again: a
/// scene's rows are most often one user view made once per row.
///
/// The view's stored properties are the frame's slots, in declaration order, written from
/// the instance the initializer made (memberwise or the view's own `init`): a name in the
/// body that is a stored property reads its slot, and `$name` reads the same slot, as the
/// evaluator looks `$name` up as `name`. Nothing else binds a name in a body's scope (its
/// parent is the file's globals, which bind none), so the compile serves every instance of
/// the view in the load. The body's `let`s and `var`s are slots past the properties (a
/// `let` may shadow a property: see ``ViewLocals``), and its `if`s, `switch`es and `return`
/// are compiled too (`ContentCompiler+Statements.swift`). What is not compiled (`self`,
/// computed properties, methods, other user views, `ForEach`, …) is handed to the evaluator
/// in a scope made from the instance, the `let`s in scope bound over it, as evaluating the
/// body would see it.
struct CompiledBody {
    /// The body's statements, each giving a view or a value.
    let statements: [CompiledContent.Statement]
    /// The instance being run, in the frame the statements' code reads.
    let running: ContentRun
    /// The stored properties, in slot order.
    let properties: [String]
    /// Where the view is declared, where a body that gives no view is reported.
    let origin: SceneOrigin
    let evaluator: Evaluator

    /// `model`'s body compiled.
    static func compile(_ model: TypeModel, body: TypeModel.ComputedProperty, with evaluator: Evaluator) -> CompiledBody {
        let program = evaluator.program ?? Program(sink: evaluator.sink)
        let compiler = Compiler(program: program)
        let properties = model.storedProperties.map(\.name)
        for name in properties { _ = compiler.scope.declare(name, isLet: true, type: .unknown) }
        let run = ContentRun(parameter: nil, slotCount: compiler.scope.slotCount, machine: program.machine)
        // Compiling asks only which names are bound and which are the instance's values: an
        // instance holding every stored property answers as every instance does.
        let standIn = Instance(model: model)
        for name in properties { standIn.values[name] = .null }
        let scope = Scope(parent: Scope(parent: evaluator.globals, instance: standIn))
        let content = ContentCompiler(evaluator: evaluator, slots: properties, scope: scope, queries: ScopeQueries(), compiler: compiler, run: run)
        let statements = content.compile(body.statements)
        run.reserve(slotCount: compiler.scope.slotCount)
        return CompiledBody(statements: statements, running: run, properties: properties, origin: model.origin, evaluator: evaluator)
    }

    /// The slots of `instance`: its stored properties' values, in slot order; nil when one
    /// is missing (an initialized instance holds every one), and the evaluator runs the body.
    func slots(of instance: Instance) -> [Value]? {
        var slots: [Value] = []
        slots.reserveCapacity(properties.count)
        for name in properties {
            guard let value = instance.values[name] else { return nil }
            slots.append(Value(viewValue: value))
        }
        return slots
    }

    /// The views of the body of `instance`, whose slots are `slots`, as `views(of:
    /// run(body.statements, in: Scope(parent: globals, instance: instance)), origin:)` gives
    /// them; nil when that gives nil (reported).
    func views(of instance: Instance, slots: [Value]) -> [SceneNode]? {
        let saved = running.enter(slots: slots, in: Scope(parent: evaluator.globals, instance: instance))
        defer { running.leave(saved) }
        return evaluator.views(of: CompiledContent.run(statements, running.frame, evaluator), origin: origin)
    }
}
