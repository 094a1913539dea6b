@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Compiles a `ForEach` content closure into ``CompiledContent``: each expression becomes
/// closures built once per load (see ``CompiledContentCache``), as ``Compiler`` builds a
/// scene's own code, and each runs what the evaluator would run for its syntax, so nodes
/// and diagnostics are the evaluator's.
struct ContentCompiler {
    let evaluator: Evaluator
    /// The closure's parameter.
    let parameter: String
    /// The scope an element runs in, its parameter bound to a stand-in: compiling asks only
    /// which names are bound, and only through `queries`.
    let scope: Scope
    /// What compiling asked of `scope`: the compiled content serves another call of the
    /// same closure whose scope answers the same.
    let queries: ScopeQueries

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
    /// of its scope; the content is nil when the closure's body is not a list of
    /// expressions: the evaluator then runs the closure itself.
    static func compile(_ closure: SceneClosure, parameter: String, with evaluator: Evaluator) -> (content: CompiledContent?, queries: ScopeQueries) {
        let queries = ScopeQueries()
        let compiler = ContentCompiler(evaluator: evaluator, parameter: parameter, scope: standIn(for: parameter, in: closure.scope), queries: queries)
        guard let statements = compiler.compile(closure.syntax.statements) else { return (nil, queries) }
        return (CompiledContent(statements: statements, parameter: parameter, origin: closure.syntax.origin, evaluator: evaluator), queries)
    }

    private var sink: DiagnosticSink { evaluator.sink }

    private func compile(_ items: CodeBlockItemListSyntax) -> [CompiledContent.Statement]? {
        var statements: [CompiledContent.Statement] = []
        statements.reserveCapacity(items.count)
        for item in items.all {
            guard case .expr(let expression) = item.item, !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) else { return nil }
            statements.append(CompiledContent.Statement(expression: compile(expression), origin: expression.origin))
        }
        return statements
    }

    // MARK: - Expressions

    /// An expression compiled; what is not compiled is left to the evaluator.
    private func compile(_ expression: ExprSyntax) -> ViewExpression {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr:
            return constant(expression) { evaluator.evaluate(expression, scope) }
        case .stringLiteralExpr(let literal):
            return compile(literal) ?? evaluated(expression)
        case .declReferenceExpr(let reference):
            guard !reference.baseName.isKeyword(.self) else { return evaluated(expression) }
            var name = reference.baseName.identifierText
            // As `name(_:_:)` reads it: `$state` stands for `state`.
            if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) { name.removeFirst() }
            return name == parameter ? ViewExpression(isInvariant: false) { $0.element } : evaluated(expression)
        case .memberAccessExpr(let access):
            let name = access.declName.baseName.identifierText
            guard let base = access.base else { return .constant(.member(SceneMember(name: name))) }
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.isKeyword(.self) { return evaluated(expression) }
            if let type = queries.typeName(base, in: scope, evaluator) {
                guard evaluator.types[type] == nil else { return evaluated(expression) }
                return constant(expression) { evaluator.typeMember(name, of: type, origin: access.declName.origin) }
            }
            let baseCode = compile(base)
            let origin = access.declName.origin
            return ViewExpression(isInvariant: baseCode.isInvariant) { [evaluator] run in
                guard let value = baseCode.value(&run) else { return nil }
                return evaluator.member(name, of: value, origin: origin)
            }
        case .functionCallExpr(let call):
            return compile(call) ?? evaluated(expression)
        case .sequenceExpr(let sequence):
            let (folded, emitted) = sink.silently { evaluator.fold(sequence) }
            guard !emitted, let folded, let compiled = compile(folded) else { return evaluated(expression) }
            return compiled
        case .infixOperatorExpr(let infix):
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self) else { return evaluated(expression) }
            return binary(op.operator.spelling, compile(infix.leftOperand), compile(infix.rightOperand), origin: op.origin)
        case .ternaryExpr(let ternary):
            return self.ternary(compile(ternary.condition), then: compile(ternary.thenExpression), otherwise: compile(ternary.elseExpression), origin: ternary.condition.origin)
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.all.first, only.label == nil else { return evaluated(expression) }
            return compile(only.expression)
        default:
            return evaluated(expression)
        }
    }

    /// The syntax, evaluated by the evaluator in the element's scope.
    private func evaluated(_ expression: ExprSyntax) -> ViewExpression {
        ViewExpression(isInvariant: false) { [evaluator] run in evaluator.evaluate(expression, run.scope()) }
    }

    /// A value the same for every element, worked out now; left to the evaluator when working
    /// it out reports anything, so that it is reported where the evaluation reaches it.
    private func constant(_ expression: ExprSyntax, _ value: () -> SceneValue?) -> ViewExpression {
        let (result, emitted) = sink.silently(value)
        guard !emitted, let result else { return evaluated(expression) }
        return .constant(result)
    }

    private func compile(_ folded: FoldedExpression) -> ViewExpression? {
        switch folded {
        case .operand(let expression):
            return compile(expression)
        case .binary(let name, let left, let right, let origin):
            guard let left = compile(left), let right = compile(right) else { return nil }
            return binary(name, left, right, origin: origin)
        case .ternary(let condition, let then, let otherwise):
            guard let condition = compile(condition), let otherwise = compile(otherwise) else { return nil }
            return ternary(condition, then: compile(then), otherwise: otherwise, origin: Evaluator.origin(of: folded))
        case .cast:
            return nil
        }
    }

    /// `left op right`, as the evaluator's `binary(_:_:origin:right:)` evaluates it: the right
    /// operand only when the operator needs it.
    private func binary(_ name: String, _ left: ViewExpression, _ right: ViewExpression, origin: SceneOrigin) -> ViewExpression {
        ViewExpression(isInvariant: left.isInvariant && right.isInvariant) { [evaluator] run in
            guard let lhs = left.value(&run) else { return nil }
            return evaluator.binary(name, lhs, origin: origin) { right.value(&run) }
        }
    }

    /// `condition ? then : otherwise`; `origin` is the condition's.
    private func ternary(_ condition: ViewExpression, then: ViewExpression, otherwise: ViewExpression, origin: SceneOrigin) -> ViewExpression {
        ViewExpression(isInvariant: condition.isInvariant && then.isInvariant && otherwise.isInvariant) { [evaluator] run in
            guard let flag = condition.value(&run) else { return nil }
            guard case .bool(let holds) = flag else {
                evaluator.sink.emit(.expectedCondition(got: flag.kindDescription), at: origin)
                return nil
            }
            return holds ? then.value(&run) : otherwise.value(&run)
        }
    }

    /// A string literal's pieces; nil when the evaluator would not read it (it reports why).
    private func compile(_ literal: StringLiteralExprSyntax) -> ViewExpression? {
        let isRaw = literal.openingPounds != nil
        var kind: StringLiteralKind?
        var pieces: [StringPiece] = []
        for segment in literal.segments.all {
            switch segment {
            case .stringSegment(let segment):
                var text = ""
                guard Evaluator.append(segment, of: literal, isRaw: isRaw, kind: &kind, to: &text) else { return nil }
                // The parser ends an interpolated literal with an empty segment: nothing to add.
                if !text.isEmpty { pieces.append(.text(text)) }
            case .expressionSegment(let interpolation):
                var parts = interpolation.expressions.all.makeIterator()
                guard let first = parts.next(), first.label == nil, parts.next() == nil else { return nil }
                pieces.append(.value(compile(first.expression)))
            }
        }
        let isInvariant = pieces.allSatisfy { if case .value(let value) = $0 { return value.isInvariant } else { return true } }
        return ViewExpression(isInvariant: isInvariant) { [evaluator, pieces] run in
            var result = ""
            for index in pieces.indices {
                // By index: each piece is read in place, not copied out.
                switch pieces[index] {
                case .text(let text):
                    if result.isEmpty { result = text } else { result += text }
                case .value(let code):
                    guard let value = code.value(&run) else { return nil }
                    result += evaluator.describe(value)
                }
            }
            return .string(result)
        }
    }

    private enum StringPiece {
        case text(String)
        case value(ViewExpression)
    }

    // MARK: - Calls

    /// A call: a view the factory resolves, a modifier, or a member value; nil when the
    /// evaluator decides it by what the element is, or the call is anything else.
    private func compile(_ call: FunctionCallExprSyntax) -> ViewExpression? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            // What `call(_:_:)` does with a name before making a node of it.
            let name = reference.baseName.identifierText
            if Evaluator.builtInFunctions.contains(name), call.trailingClosure == nil, !queries.isBound(name, in: scope), !evaluator.declaredNames.contains(name) {
                let arguments = compileArguments(call)
                return ViewExpression(isInvariant: arguments.allSatisfy(\.value.isInvariant)) { [evaluator] run in
                    guard let values = Self.run(arguments, &run) else { return nil }
                    return evaluator.builtInFunction(name, values, call)
                }
            }
            guard !queries.isBound(name, in: scope), !evaluator.declaredNames.contains(name), name != "ForEach",
                  !Evaluator.builtInFunctions.contains(name) else { return nil }
            if evaluator.ignored[name] != nil { return nil }
            // Closures other than plain content (actions, labels, a section's header, a
            // list's rows) are left to `call(_:_:)`.
            guard call.additionalTrailingClosures.isEmpty, !(name == "List" && ClosureRole.listTakesData(call)),
                  !call.arguments.contains(where: { $0.label.map { [.action, .label, .viewArgument].contains(ClosureRole.labeled($0.identifierText, of: name)) } ?? false }),
                  call.trailingClosure == nil || ClosureRole.trailing(of: name, in: call) == .content else { return nil }
            return compileCall(call).map { node(name, $0, origin: reference.origin) }
        }
        // What `memberCall(_:_:_:)` does.
        guard let access = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = access.declName.baseName.identifierText
        guard let base = access.base else {
            guard call.trailingClosure == nil else { return nil }
            return member(type: nil, name: name, compileArguments(call))
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.isKeyword(.self) { return nil }
        if let type = queries.typeName(base, in: scope, evaluator) {
            guard evaluator.types[type] == nil else { return nil }
            if name == "init" { return compileCall(call).map { node(type, $0, origin: base.origin) } }
            guard call.trailingClosure == nil else { return nil }
            return member(type: type, name: name, compileArguments(call))
        }
        // A modifier evaluates its arguments only when it changes layout (see `modify`).
        var modifierCall: CallCode?
        // A closure that is a value (`alignmentGuide`) is left to `modify`.
        if Evaluator.closureValueModifiers[name] != nil, call.trailingClosure != nil || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) { return nil }
        if ModifierCatalog.modifiers[name] != nil || Evaluator.evaluatedModifiers.contains(name) {
            guard let compiled = compileCall(call) else { return nil }
            modifierCall = compiled
        }
        return modifier(compile(base), name: name, modifierCall, origin: access.declName.origin, syntax: call)
    }

    /// `.name(arguments)` or `Type.name(arguments)`: a member value.
    private func member(type: String?, name: String, _ arguments: [ArgumentCode]) -> ViewExpression {
        ViewExpression(isInvariant: arguments.allSatisfy(\.value.isInvariant)) { run in
            guard let values = Self.run(arguments, &run) else { return nil }
            // `.init(index)` where a number is expected: a numeric conversion.
            if type == nil, name == "init", values.count == 1, values[0].label == nil, case .number(let number) = values[0].value {
                return .number(.double(number.value))
            }
            return .member(SceneMember(type: type, name: name, arguments: values))
        }
    }

    /// `Name(arguments) { content }` for a name the view factory resolves.
    private func node(_ name: String, _ call: CallCode, origin: SceneOrigin) -> ViewExpression {
        let make: (inout ElementRun) -> ViewOutcome = { run in
            guard let (arguments, content) = call.run(&run) else { return .failed }
            return .node(SceneNode(name: name, arguments: arguments, children: content, origin: origin))
        }
        return .view(isInvariant: call.isInvariant, call.isInvariant ? hoisting(make) : make)
    }

    /// `base.name(arguments) { content }`: a modifier when `base` is a view, else whatever the
    /// evaluator makes of the call (`syntax`); `call` is nil for a modifier that keeps its
    /// arguments unevaluated.
    private func modifier(_ base: ViewExpression, name: String, _ call: CallCode?, origin: SceneOrigin, syntax: FunctionCallExprSyntax) -> ViewExpression {
        let make: (inout ElementRun) -> ViewOutcome = { [evaluator] run in
            // As `memberCall` and `apply` do: a modifier on a view, else whatever the call is.
            var node: SceneNode
            switch base.view(&run) {
            case .node(let view):
                node = view
            case .value(let value):
                guard let view = evaluator.asViewNode(value) else {
                    return evaluator.apply(name, syntax, to: value, origin: origin, run.scope()).map { .value($0) } ?? .failed
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
            guard let (arguments, content) = call.run(&run) else { return .failed }
            node.modifiers.append(SceneModifier(name: name, arguments: arguments, content: content, origin: origin))
            return .node(node)
        }
        let isInvariant = base.isInvariant && call?.isInvariant != false
        return .view(isInvariant: isInvariant, isInvariant ? hoisting(make) : make)
    }

    /// `make`, run once per load when what it made reported nothing and asked the evaluator
    /// nothing (see ``HoistedView``).
    private func hoisting(_ make: @escaping (inout ElementRun) -> ViewOutcome) -> (inout ElementRun) -> ViewOutcome {
        let hoisted = HoistedView()
        return { [evaluator] run in
            if let node = hoisted.node { return .node(node) }
            let reported = evaluator.sink.pending.count
            let scopesMade = run.scopesMade
            let outcome = make(&run)
            guard case .node(var node) = outcome, evaluator.sink.pending.count == reported, run.scopesMade == scopesMade,
                  node.isReusable else { return outcome }
            node.memo = ViewMemo()
            hoisted.node = node
            return .node(node)
        }
    }

    /// The arguments and content of a call, run in the order the evaluator evaluates them.
    private struct CallCode {
        let run: (inout ElementRun) -> (arguments: [SceneArgument], content: [SceneNode]?)?
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
    /// evaluates them (the last content closure given wins); nil when a content closure is
    /// not a list of expressions.
    private func compileCall(_ call: FunctionCallExprSyntax) -> CallCode? {
        var steps: [CallStep] = []
        var argumentCount = 0
        for argument in call.arguments.all {
            let label = argument.label
            if label?.isSpelled("content") == true, let closure = argument.expression.as(ClosureExprSyntax.self) {
                guard let statements = compile(closure.statements) else { return nil }
                steps.append(.content(statements, origin: closure.origin))
                continue
            }
            steps.append(.argument(compile(argument, label: label)))
            argumentCount += 1
        }
        if let closure = call.trailingClosure {
            guard let statements = compile(closure.statements) else { return nil }
            steps.append(.content(statements, origin: closure.origin))
        }
        let isInvariant = steps.allSatisfy { step in
            switch step {
            case .argument(let argument): return argument.value.isInvariant
            case .content(let statements, _): return statements.allSatisfy(\.expression.isInvariant)
            }
        }
        return CallCode(run: { [evaluator, steps, argumentCount] run in
            var arguments: [SceneArgument] = []
            // Reserving room for none (`Spacer()`) would still allocate.
            if argumentCount > 0 { arguments.reserveCapacity(argumentCount) }
            var content: [SceneNode]?
            var ok = true
            for index in steps.indices {
                // By index: each step is read in place, not copied out.
                switch steps[index] {
                case .argument(let argument):
                    guard let value = argument.value.value(&run) else {
                        ok = false
                        continue
                    }
                    arguments.append(SceneArgument(label: argument.label, value: value, origin: argument.origin, valueOrigin: argument.valueOrigin))
                case .content(let statements, let origin):
                    content = evaluator.views(of: CompiledContent.run(statements, &run, evaluator), origin: origin)
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
    private static func run(_ arguments: [ArgumentCode], _ run: inout ElementRun) -> [SceneArgument]? {
        var values: [SceneArgument] = []
        // Reserving room for none would still allocate.
        if !arguments.isEmpty { values.reserveCapacity(arguments.count) }
        var ok = true
        for argument in arguments {
            guard let value = argument.value.value(&run) else {
                ok = false
                continue
            }
            values.append(SceneArgument(label: argument.label, value: value, origin: argument.origin, valueOrigin: argument.valueOrigin))
        }
        return ok ? values : nil
    }
}
