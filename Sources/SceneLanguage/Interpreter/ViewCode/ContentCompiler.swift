@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// The view builder's part of compiling a `ForEach` content closure into
/// ``CompiledContent``: its statements (`let`, `if`, `switch` and `return` among them, see
/// `ContentCompiler+Statements.swift`), the calls that make views (a view the factory
/// resolves, a modifier, a built-in function, a member called with arguments), hoisting
/// element-invariant views, and handing what is not compiled to the evaluator. Literals,
/// names, members and operators are ``Compiler``'s (``Compiler/compileView(_:in:)``), into
/// the same ``Code`` as a scene's layout code, compiled once per load (see
/// ``CompiledContentCache``); each runs what the evaluator would run for its syntax, so
/// nodes and diagnostics are the evaluator's.
struct ContentCompiler {
    let evaluator: Evaluator
    /// The names whose values are the frame's slots, in slot order: the closure's
    /// parameter, or a user view's stored properties (see ``CompiledBody``).
    let slots: [String]
    /// The scope an element runs in, its parameter bound to a stand-in: compiling asks only
    /// which names are bound, and only through `queries`.
    let scope: Scope
    /// What compiling asked of `scope`: the compiled content serves another call of the
    /// same closure whose scope answers the same.
    let queries: ScopeQueries
    /// The compiler of the closure's code; its function scope holds the parameter in slot 0.
    let compiler: Compiler
    /// The element the code runs for, read by what is left to the evaluator.
    let run: ContentRun
    /// The `let`s and `var`s in scope where compiling is.
    let locals = ViewLocals()

    /// The parameter a content closure is called with (`index` in `{ index in … }`, or
    /// `$0`); nil when it does not take exactly one named parameter or `$0`, and the
    /// evaluator runs the closure itself.
    static func parameter(of closure: SceneClosure) -> String? {
        guard let names = closure.parameterNames else { return "$0" }
        guard names.count == 1, names[0] != "_" else { return nil }
        return names[0]
    }

    /// The scope compiling `parameter`'s closure asks about: the closure's own, with the
    /// parameter bound to a stand-in, since compiling never reads the element.
    static func standIn(for parameter: String, in scope: Scope) -> Scope {
        let standIn = Scope(parent: scope)
        standIn.bind(parameter, .null)
        return standIn
    }

    /// The compiled content of `closure` called with `parameter`, and what compiling it asked
    /// of its scope.
    static func compile(_ closure: SceneClosure, parameter: String, with evaluator: Evaluator) -> (content: CompiledContent, queries: ScopeQueries) {
        let queries = ScopeQueries()
        // View code declares nothing: an evaluator with no program (of declarations) needs
        // only one to run code in.
        let program = evaluator.program ?? Program(sink: evaluator.sink)
        let compiler = Compiler(program: program)
        compiler.scope.declare(parameter, isLet: true, type: .unknown)
        let run = ContentRun(parameter: parameter, slotCount: compiler.scope.slotCount, machine: program.machine)
        let content = ContentCompiler(evaluator: evaluator, slots: [parameter], scope: standIn(for: parameter, in: closure.scope), queries: queries, compiler: compiler, run: run)
        let statements = content.compile(closure.syntax.statements)
        run.reserve(slotCount: compiler.scope.slotCount)
        return (CompiledContent(statements: statements, running: run, origin: closure.syntax.origin, evaluator: evaluator), queries)
    }

    private var sink: DiagnosticSink { evaluator.sink }

    /// An expression, compiled by the compiler as view code.
    func compile(_ expression: ExprSyntax) -> ViewExpression {
        compiler.compileView(expression, in: self)
    }

    // MARK: - Names

    /// Whether `name` is bound where compiling is, as `Scope.local(_:)` would find it: a
    /// `let` of the code, or a name of the closure's scope (recorded in `queries`).
    func isBound(_ name: String) -> Bool {
        locals.slot(of: name) != nil || queries.isBound(name, in: scope)
    }

    /// The type `expression` names where compiling is (as ``Evaluator/typeName(_:_:)``
    /// gives it): none when its leftmost name is a `let` of the code, which is a value.
    func typeName(_ expression: ExprSyntax) -> String? {
        var leftmost = expression
        while let access = leftmost.as(MemberAccessExprSyntax.self), let base = access.base { leftmost = base }
        if let reference = leftmost.as(DeclReferenceExprSyntax.self), locals.slot(of: reference.baseName.identifierText) != nil { return nil }
        return queries.typeName(expression, in: scope, evaluator)
    }

    // MARK: - Left to the evaluator

    /// The syntax, evaluated by the evaluator in the element's scope, the code's `let`s in
    /// scope here bound over it.
    func evaluated(_ expression: ExprSyntax) -> ViewExpression {
        let scopes = locals.inScope
        if scopes.isEmpty {
            return ViewExpression(isInvariant: false, value: { [evaluator, run] _ in evaluator.evaluate(expression, run.scope()) })
        }
        return ViewExpression(isInvariant: false, value: { [evaluator, run] frame in evaluator.evaluate(expression, scopes.scope(over: run.scope(), frame)) })
    }

    /// The scope the evaluator is handed here for the frame's element: the element's, the
    /// code's `let`s in scope here bound over it.
    func evaluatorScope() -> (Frame) -> Scope {
        let scopes = locals.inScope
        if scopes.isEmpty { return { [run] _ in run.scope() } }
        return { [run] frame in scopes.scope(over: run.scope(), frame) }
    }

    /// A value the same for every element, worked out now; left to the evaluator when working
    /// it out reports anything, so that it is reported where the evaluation reaches it.
    func constant(_ expression: ExprSyntax, _ value: () -> SceneValue?) -> ViewExpression {
        let (result, emitted) = sink.silently(value)
        guard !emitted, let result else { return evaluated(expression) }
        return .constant(result)
    }

    // MARK: - Calls

    /// A call: a view the factory resolves, a modifier, or a member value; nil when the
    /// evaluator decides it by what the element is, or the call is anything else.
    func compile(_ call: FunctionCallExprSyntax) -> ViewExpression? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            // What `call(_:_:)` does with a name before making a node of it.
            let name = reference.baseName.identifierText
            if Evaluator.builtInFunctions.contains(name), call.trailingClosure == nil, !isBound(name), !evaluator.declaredNames.contains(name) {
                let arguments = compileArguments(call)
                return ViewExpression(isInvariant: arguments.allSatisfy(\.isInvariant), value: { [evaluator] frame in
                    guard let values = Self.run(arguments, frame) else { return nil }
                    return evaluator.builtInFunction(name, values, call)
                })
            }
            // `padding()` in a modifier the scene declares is `self.padding()`.
            if evaluator.viewSelf(scope) != nil, evaluator.isModifier(name) { return nil }
            // `ForEach`, a reader (whose closure takes its proxy) and a view scenes do not lay
            // out are `call(_:_:)`'s own.
            guard !isBound(name), !evaluator.declaredNames.contains(name), name != "ForEach", name != "GeometryReader",
                  !ViewCatalog.isSwiftUIViewNotLaidOut(name), !Evaluator.builtInFunctions.contains(name) else { return nil }
            // `Color(hex:)` of the scene's `extension Color { init(hex:) }` runs its body there.
            if evaluator.ignored[name] != nil || evaluator.libraryExtensions[name]?.initializers.isEmpty == false { return nil }
            // Closures other than plain content (actions, labels, a section's header, a
            // list's rows) are left to `call(_:_:)`.
            guard call.additionalTrailingClosures.isEmpty, !(name == "List" && ClosureRole.listTakesData(call)),
                  !call.arguments.contains(where: { $0.label.map { [.action, .label, .viewArgument].contains(ClosureRole.labeled($0.identifierText, of: name)) } ?? false }),
                  call.trailingClosure == nil || ClosureRole.trailing(of: name, in: call) == .content else { return nil }
            return node(name, compileCall(call), origin: reference.origin, isMarkdown: name == "Text" && InlineMarkdown.isMarkdownText(call))
        }
        // What `memberCall(_:_:_:)` does.
        guard let access = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = access.declName.baseName.identifierText
        guard let base = access.base else {
            guard call.trailingClosure == nil else { return nil }
            return compiler.viewMember(type: nil, name: name, compileArguments(call))
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.isKeyword(.self) { return nil }
        if let type = typeName(base) {
            guard evaluator.types[type] == nil else { return nil }
            if name == "init" { return node(type, compileCall(call), origin: base.origin) }
            guard call.trailingClosure == nil else { return nil }
            return compiler.viewMember(type: type, name: name, compileArguments(call))
        }
        // A modifier the scene declares runs its body in the evaluator.
        if evaluator.appliesDeclaredModifier(name) { return nil }
        // A modifier evaluates its arguments only when it changes layout (see `modify`).
        var modifierCall: CallCode?
        // A closure that is a value (`alignmentGuide`) is left to `modify`.
        if Evaluator.closureValueModifiers[name] != nil, call.trailingClosure != nil || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) { return nil }
        if ModifierCatalog.modifiers[name] != nil || Evaluator.evaluatedModifiers.contains(name) { modifierCall = compileCall(call) }
        return modifier(compile(base), name: name, modifierCall, origin: access.declName.origin, syntax: call)
    }

    /// `Name(arguments) { content }` for a name the view factory resolves.
    private func node(_ name: String, _ call: CallCode, origin: SceneOrigin, isMarkdown: Bool = false) -> ViewExpression {
        let make: (Frame) -> ViewOutcome = { frame in
            guard let (arguments, content) = call.run(frame) else { return .failed }
            let node = SceneNode(name: name, arguments: arguments, children: content, origin: origin)
            return .node(isMarkdown ? InlineMarkdown.drawn(node) : node)
        }
        return call.isInvariant ? hoisting(make) : .view(isInvariant: false, make)
    }

    /// `base.name(arguments) { content }`: a modifier when `base` is a view, else whatever the
    /// evaluator makes of the call (`syntax`); `call` is nil for a modifier that keeps its
    /// arguments unevaluated.
    private func modifier(_ base: ViewExpression, name: String, _ call: CallCode?, origin: SceneOrigin, syntax: FunctionCallExprSyntax) -> ViewExpression {
        let evaluatorScope = evaluatorScope()
        let make: (Frame) -> ViewOutcome = { [evaluator] frame in
            // As `memberCall` and `apply` do: a modifier on a view, else whatever the call is.
            var node: SceneNode
            switch base.view(frame) {
            case .node(let view):
                node = view
            case .value(let value):
                guard let view = evaluator.asViewNode(value) else {
                    return evaluator.apply(name, syntax, to: value, origin: origin, evaluatorScope(frame)).map { .value($0) } ?? .failed
                }
                node = view
            case .failed:
                return .failed
            }
            // As `modify` does: painting and unknown modifiers keep their arguments unevaluated.
            guard let call else {
                node.modifiers.append(SceneModifier(name: name, origin: origin))
                return .node(node)
            }
            guard let (arguments, content) = call.run(frame) else { return .failed }
            node.modifiers.append(SceneModifier(name: name, arguments: arguments, content: content, origin: origin))
            return .node(node)
        }
        let isInvariant = base.isInvariant && call?.isInvariant != false
        return isInvariant ? hoisting(make) : .view(isInvariant: false, make)
    }

    /// An element-invariant view expression running `make` once per load when what it made
    /// reported nothing and asked the evaluator nothing (see ``HoistedView``).
    private func hoisting(_ make: @escaping (Frame) -> ViewOutcome) -> ViewExpression {
        let hoisted = HoistedView()
        return .view(isInvariant: true, hoisted: hoisted) { [evaluator, run] frame in
            if let node = hoisted.node { return .node(node) }
            let reported = evaluator.sink.pending.count
            let scopesMade = run.scopesMade
            let outcome = make(frame)
            guard case .node(var node) = outcome, evaluator.sink.pending.count == reported, run.scopesMade == scopesMade,
                  node.isReusable else { return outcome }
            node.memo = ViewMemo()
            hoisted.node = node
            return .node(node)
        }
    }

    /// The arguments and content of a call, run in the order the evaluator evaluates them.
    private struct CallCode {
        let run: (Frame) -> (arguments: [SceneArgument], content: [SceneNode]?)?
        /// Whether every argument and content statement is the same for every element.
        let isInvariant: Bool
    }

    /// One step of a call: an argument, or a content closure's statements and where the
    /// closure starts.
    private enum CallStep {
        case argument(ArgumentCode)
        case content([CompiledContent.Statement], origin: SceneOrigin)
    }

    /// The arguments and content of `Name(arguments) { content }`, as `argumentsAndContent`
    /// evaluates them (the last content closure given wins).
    private func compileCall(_ call: FunctionCallExprSyntax) -> CallCode {
        var steps: [CallStep] = []
        var argumentCount = 0
        for argument in call.arguments.all {
            let label = argument.label
            if label?.isSpelled("content") == true, let closure = argument.expression.as(ClosureExprSyntax.self) {
                steps.append(.content(compile(closure.statements), origin: closure.origin))
                continue
            }
            steps.append(.argument(compile(argument, label: label)))
            argumentCount += 1
        }
        if let closure = call.trailingClosure { steps.append(.content(compile(closure.statements), origin: closure.origin)) }
        let isInvariant = steps.allSatisfy { step in
            switch step {
            case .argument(let argument): return argument.isInvariant
            case .content(let statements, _): return statements.allSatisfy(\.isInvariant)
            }
        }
        return CallCode(run: { [evaluator, steps, argumentCount] frame in
            var arguments: [SceneArgument] = []
            // Reserving room for none (`Spacer()`) would still allocate.
            if argumentCount > 0 { arguments.reserveCapacity(argumentCount) }
            var content: [SceneNode]?
            var ok = true
            for index in steps.indices {
                // By index: each step is read in place, not copied out.
                switch steps[index] {
                case .argument(let argument):
                    guard let value = argument.value(frame) else {
                        ok = false
                        continue
                    }
                    arguments.append(SceneArgument(label: argument.label, value: value, origin: argument.origin, valueOrigin: argument.valueOrigin))
                case .content(let statements, let origin):
                    content = evaluator.views(of: CompiledContent.run(statements, frame, evaluator), origin: origin)
                    if content == nil { ok = false }
                }
            }
            return ok ? (arguments, content) : nil
        }, isInvariant: isInvariant)
    }

    /// The arguments of a call, as `evaluateArguments` evaluates them (no trailing closure).
    private func compileArguments(_ call: FunctionCallExprSyntax) -> [ArgumentCode] {
        var arguments: [ArgumentCode] = []
        arguments.reserveCapacity(call.arguments.count)
        for argument in call.arguments.all { arguments.append(compile(argument, label: argument.label)) }
        return arguments
    }

    private func compile(_ argument: LabeledExprSyntax, label: TokenSyntax?) -> ArgumentCode {
        let valueOrigin = argument.expression.origin
        return ArgumentCode(label: label?.identifierText, value: compile(argument.expression), origin: label?.origin ?? valueOrigin, valueOrigin: valueOrigin)
    }

    /// The values of `arguments`, as `evaluateArguments` gives them (every argument is run,
    /// so each mistake is reported); nil when one failed.
    static func run(_ arguments: [ArgumentCode], _ frame: Frame) -> [SceneArgument]? {
        var values: [SceneArgument] = []
        // Reserving room for none would still allocate.
        if !arguments.isEmpty { values.reserveCapacity(arguments.count) }
        var ok = true
        for argument in arguments {
            guard let value = argument.value(frame) else {
                ok = false
                continue
            }
            values.append(SceneArgument(label: argument.label, value: value, origin: argument.origin, valueOrigin: argument.valueOrigin))
        }
        return ok ? values : nil
    }
}
