@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Content templates (see ``ContentTemplate``): compiling a `ForEach` content closure once,
/// and running it for each element as `call(_:with:origin:)` would run the closure.
extension Evaluator {
    // MARK: - Compiling

    /// The template of `closure` called with one argument, or nil when the closure does not
    /// take exactly one named parameter (or `$0`), or its body is not a list of expressions.
    func template(of closure: SceneClosure) -> ContentTemplate? {
        let parameter: String
        if let names = closure.parameterNames {
            guard names.count == 1, names[0] != "_" else { return nil }
            parameter = names[0]
        } else {
            parameter = "$0"
        }
        // The scope an element runs in, its parameter bound to a stand-in: compiling asks only
        // which names are bound.
        let scope = Scope(parent: closure.scope)
        scope.bind(parameter, .null)
        let context = TemplateContext(parameter: parameter, scope: scope)
        guard let body = compile(closure.syntax.statements, context) else { return nil }
        return ContentTemplate(parameter: parameter, body: body, scope: closure.scope, origin: closure.syntax.origin)
    }

    private struct TemplateContext {
        var parameter: String
        var scope: Scope
    }

    private func compile(_ items: CodeBlockItemListSyntax, _ context: TemplateContext) -> BlockTemplate? {
        var block = BlockTemplate(items: [])
        block.items.reserveCapacity(items.count)
        for item in items.all {
            guard case .expr(let expression) = item.item, !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) else { return nil }
            block.items.append(BlockTemplate.Item(expression: compile(expression, context), origin: expression.origin))
        }
        return block
    }

    /// The template of an expression; `.evaluated` for what is left to the evaluator.
    private func compile(_ expression: ExprSyntax, _ context: TemplateContext) -> ExpressionTemplate {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr:
            return constant(expression) { evaluate(expression, context.scope) }
        case .stringLiteralExpr(let literal):
            return compile(literal, context) ?? .evaluated(expression)
        case .declReferenceExpr(let reference):
            guard !reference.baseName.isKeyword(.self) else { return .evaluated(expression) }
            var name = reference.baseName.identifierText
            // As `name(_:_:)` reads it: `$state` stands for `state`.
            if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) { name.removeFirst() }
            return name == context.parameter ? .parameter : .evaluated(expression)
        case .memberAccessExpr(let access):
            let name = access.declName.baseName.identifierText
            guard let base = access.base else { return .constant(.member(SceneMember(name: name))) }
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.isKeyword(.self) { return .evaluated(expression) }
            if let type = typeName(base, context.scope) {
                guard types[type] == nil else { return .evaluated(expression) }
                return constant(expression) { typeMember(name, of: type, origin: access.declName.origin) }
            }
            return .property(base: compile(base, context), name: name, origin: access.declName.origin)
        case .functionCallExpr(let call):
            return compile(call, context) ?? .evaluated(expression)
        case .sequenceExpr(let sequence):
            let (folded, emitted) = sink.silently { fold(sequence) }
            guard !emitted, let folded, let template = compile(folded, context) else { return .evaluated(expression) }
            return template
        case .infixOperatorExpr(let infix):
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self) else { return .evaluated(expression) }
            return .binary(op.operator.spelling, compile(infix.leftOperand, context), compile(infix.rightOperand, context), origin: op.origin)
        case .ternaryExpr(let ternary):
            return .ternary(compile(ternary.condition, context), then: compile(ternary.thenExpression, context),
                            otherwise: compile(ternary.elseExpression, context), origin: ternary.condition.origin)
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.all.first, only.label == nil else { return .evaluated(expression) }
            return compile(only.expression, context)
        default:
            return .evaluated(expression)
        }
    }

    /// A value the same for every element, worked out now; left to the evaluator when working
    /// it out reports anything, so that it is reported where the evaluation reaches it.
    private func constant(_ expression: ExprSyntax, _ value: () -> SceneValue?) -> ExpressionTemplate {
        let (result, emitted) = sink.silently(value)
        guard !emitted, let result else { return .evaluated(expression) }
        return .constant(result)
    }

    private func compile(_ folded: FoldedExpression, _ context: TemplateContext) -> ExpressionTemplate? {
        switch folded {
        case .operand(let expression):
            return compile(expression, context)
        case .binary(let name, let left, let right, let origin):
            guard let left = compile(left, context), let right = compile(right, context) else { return nil }
            return .binary(name, left, right, origin: origin)
        case .ternary(let condition, let then, let otherwise):
            guard let condition = compile(condition, context), let otherwise = compile(otherwise, context) else { return nil }
            return .ternary(condition, then: compile(then, context), otherwise: otherwise, origin: Self.origin(of: folded))
        case .cast:
            return nil
        }
    }

    /// A string literal's pieces; nil when the evaluator would not read it (it reports why).
    private func compile(_ literal: StringLiteralExprSyntax, _ context: TemplateContext) -> ExpressionTemplate? {
        let isRaw = literal.openingPounds != nil
        var kind: StringLiteralKind?
        var pieces: [ExpressionTemplate.StringPiece] = []
        for segment in literal.segments.all {
            switch segment {
            case .stringSegment(let segment):
                var text = ""
                guard Self.append(segment, of: literal, isRaw: isRaw, kind: &kind, to: &text) else { return nil }
                // The parser ends an interpolated literal with an empty segment: nothing to add.
                if !text.isEmpty { pieces.append(.text(text)) }
            case .expressionSegment(let interpolation):
                var parts = interpolation.expressions.all.makeIterator()
                guard let first = parts.next(), first.label == nil, parts.next() == nil else { return nil }
                pieces.append(.value(compile(first.expression, context)))
            }
        }
        return .string(pieces)
    }

    /// A call: a view the factory resolves, a modifier, or a member value; nil when the
    /// evaluator decides it by what the element is, or the call is anything else.
    private func compile(_ call: FunctionCallExprSyntax, _ context: TemplateContext) -> ExpressionTemplate? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            // What `call(_:_:)` does with a name before making a node of it.
            let name = reference.baseName.identifierText
            if Self.builtInFunctions.contains(name), call.trailingClosure == nil, context.scope.local(name) == nil, !declaredNames.contains(name) {
                return compileArguments(call, context).map { .function(name: name, arguments: $0, syntax: call) }
            }
            guard context.scope.local(name) == nil, !declaredNames.contains(name), name != "ForEach",
                  !Self.builtInFunctions.contains(name) else { return nil }
            if ignored[name] != nil { return nil }
            // Closures other than plain content (actions, labels, a section's header, a
            // list's rows) are left to `call(_:_:)`.
            guard call.additionalTrailingClosures.isEmpty, !(name == "List" && ClosureRole.listTakesData(call)),
                  !call.arguments.contains(where: { $0.label.map { [.action, .label, .viewArgument].contains(ClosureRole.labeled($0.identifierText, of: name)) } ?? false }),
                  call.trailingClosure == nil || ClosureRole.trailing(of: name, in: call) == .content else { return nil }
            return compileCall(call, context).map { .node(name: name, call: $0, origin: reference.origin, hoisted: $0.isInvariant ? HoistedNode() : nil) }
        }
        // What `memberCall(_:_:_:)` does.
        guard let access = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = access.declName.baseName.identifierText
        guard let base = access.base else {
            guard call.trailingClosure == nil else { return nil }
            return compileArguments(call, context).map { .member(type: nil, name: name, arguments: $0) }
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.isKeyword(.self) { return nil }
        if let type = typeName(base, context.scope) {
            guard types[type] == nil else { return nil }
            if name == "init" { return compileCall(call, context).map { .node(name: type, call: $0, origin: base.origin, hoisted: $0.isInvariant ? HoistedNode() : nil) } }
            guard call.trailingClosure == nil else { return nil }
            return compileArguments(call, context).map { .member(type: type, name: name, arguments: $0) }
        }
        // A modifier evaluates its arguments only when it changes layout (see `modify`).
        var modifierCall: CallTemplate?
        // A closure that is a value (`alignmentGuide`) is left to `modify`.
        if Self.closureValueModifiers[name] != nil, call.trailingClosure != nil || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) { return nil }
        if ModifierCatalog.modifiers[name] != nil || Self.evaluatedModifiers.contains(name) {
            guard let compiled = compileCall(call, context) else { return nil }
            modifierCall = compiled
        }
        let baseTemplate = compile(base, context)
        let isInvariant = baseTemplate.isInvariant && modifierCall?.isInvariant != false
        return .modifier(base: baseTemplate, name: name, call: modifierCall, origin: access.declName.origin, syntax: call, hoisted: isInvariant ? HoistedNode() : nil)
    }

    /// The arguments and content of `Name(arguments) { content }`, as `argumentsAndContent`
    /// evaluates them; nil when a content closure is not a list of expressions.
    private func compileCall(_ call: FunctionCallExprSyntax, _ context: TemplateContext) -> CallTemplate? {
        var template = CallTemplate(steps: [], argumentCount: 0)
        for argument in call.arguments.all {
            let label = argument.label
            if label?.isSpelled("content") == true, let closure = argument.expression.as(ClosureExprSyntax.self) {
                guard let block = compile(closure.statements, context) else { return nil }
                template.steps.append(.content(block, origin: closure.origin))
                continue
            }
            template.steps.append(.argument(compile(argument, label: label, context)))
            template.argumentCount += 1
        }
        if let closure = call.trailingClosure {
            guard let block = compile(closure.statements, context) else { return nil }
            template.steps.append(.content(block, origin: closure.origin))
        }
        return template
    }

    /// The arguments of a call, as `evaluateArguments` evaluates them (no trailing closure).
    private func compileArguments(_ call: FunctionCallExprSyntax, _ context: TemplateContext) -> [ArgumentTemplate]? {
        var arguments: [ArgumentTemplate] = []
        arguments.reserveCapacity(call.arguments.count)
        for argument in call.arguments.all { arguments.append(compile(argument, label: argument.label, context)) }
        return arguments
    }

    private func compile(_ argument: LabeledExprSyntax, label: TokenSyntax?, _ context: TemplateContext) -> ArgumentTemplate {
        let valueOrigin = argument.expression.origin
        return ArgumentTemplate(label: label?.identifierText, value: compile(argument.expression, context), origin: label?.origin ?? valueOrigin, valueOrigin: valueOrigin)
    }

    // MARK: - Running

    /// Appends the views of `template`'s closure called with `element` to `nodes`, as
    /// `views(of: call(closure, with: [element], origin:), origin:)` gives them; false when
    /// that gives nil (reported).
    func appendViews(of template: ContentTemplate, element: SceneValue, to nodes: inout [SceneNode]) -> Bool {
        var frame = TemplateFrame(element: element, parameter: template.parameter, closureScope: template.scope)
        // One statement, as most content closures have: its view joins the nodes without the
        // array of a block's views.
        if template.body.items.count == 1 {
            switch runView(template.body.items[0].expression, &frame) {
            case .node(let node):
                nodes.append(node)
                return true
            case .value(let value):
                if let node = asViewNode(value) {
                    nodes.append(node)
                    return true
                }
                // A lone value that is not a view, as `views(of:origin:)` reports it.
                sink.emit(.expectedView(got: value.kindDescription), at: template.origin)
                return false
            case .failed:
                return false
            }
        }
        guard let views = views(of: run(template.body, &frame), origin: template.origin) else { return false }
        nodes.append(contentsOf: views)
        return true
    }

    /// One element's run of a template.
    struct TemplateFrame {
        let element: SceneValue
        let parameter: String
        let closureScope: Scope
        /// The scope the closure's call would have, made when something is left to the evaluator.
        private var elementScope: Scope?

        init(element: SceneValue, parameter: String, closureScope: Scope) {
            self.element = element
            self.parameter = parameter
            self.closureScope = closureScope
        }

        /// How many times the evaluator was handed the element's scope: a view made without
        /// it depends on nothing but the template (see ``HoistedNode``).
        private(set) var scopesMade = 0

        mutating func scope() -> Scope {
            scopesMade += 1
            if let elementScope { return elementScope }
            let scope = Scope(parent: closureScope)
            scope.bind(parameter, element)
            elementScope = scope
            return scope
        }
    }

    /// A block's result, as `run(_:in:)` gives it for the same statements.
    private func run(_ block: BlockTemplate, _ frame: inout TemplateFrame) -> BlockResult {
        var views: [SceneNode] = []
        var lone: SceneValue?
        var failed = false
        let isSingle = block.items.count == 1
        for item in block.items {
            let value: SceneValue
            switch runView(item.expression, &frame) {
            case .node(let node):
                views.append(node)
                continue
            case .value(let result):
                value = result
            case .failed:
                failed = true
                continue
            }
            if !collect(value, at: item.origin, isSingle: isSingle, views: &views, lone: &lone) { failed = true }
        }
        if let lone { return .value(lone) }
        if failed && views.isEmpty { return .failed }
        return .views(views)
    }

    private func run(_ template: ExpressionTemplate, _ frame: inout TemplateFrame) -> SceneValue? {
        switch template {
        case .constant(let value):
            return value
        case .parameter:
            return frame.element
        case .string(let pieces):
            var result = ""
            for index in pieces.indices {
                // By index: each piece is read in place, not copied out.
                switch pieces[index] {
                case .text(let text):
                    if result.isEmpty { result = text } else { result += text }
                case .value(let template):
                    guard let value = run(template, &frame) else { return nil }
                    result += describe(value)
                }
            }
            return .string(result)
        case .node, .modifier:
            switch runView(template, &frame) {
            case .node(let node): return .node(node)
            case .value(let value): return value
            case .failed: return nil
            }
        case .function(let name, let templates, let syntax):
            guard let arguments = run(templates, &frame) else { return nil }
            return builtInFunction(name, arguments, syntax)
        case .member(let type, let name, let templates):
            guard let arguments = run(templates, &frame) else { return nil }
            // `.init(index)` where a number is expected: a numeric conversion.
            if type == nil, name == "init", arguments.count == 1, arguments[0].label == nil, case .number(let number) = arguments[0].value {
                return .number(.double(number.value))
            }
            return .member(SceneMember(type: type, name: name, arguments: arguments))
        case .property(let base, let name, let origin):
            guard let value = run(base, &frame) else { return nil }
            return member(name, of: value, origin: origin)
        case .binary(let name, let left, let right, let origin):
            return binary(name, left, right, origin: origin, &frame)
        case .ternary(let condition, let then, let otherwise, let origin):
            guard let flag = run(condition, &frame) else { return nil }
            guard case .bool(let holds) = flag else {
                sink.emit(.expectedCondition(got: flag.kindDescription), at: origin)
                return nil
            }
            return run(holds ? then : otherwise, &frame)
        case .evaluated(let expression):
            return evaluate(expression, frame.scope())
        }
    }

    /// What a template that may be a view gave.
    private enum ViewOutcome {
        /// A view node.
        case node(SceneNode)
        /// A value as the evaluator gives it, which may still be a view (`Color.red`).
        case value(SceneValue)
        /// Nil from the evaluator: it has reported why.
        case failed
    }

    /// A template's value, with views made and modified without boxing each in a
    /// `SceneValue`: for where the evaluator takes `asViewNode` of the value (a builder's
    /// statements, a modifier's base).
    private func runView(_ template: ExpressionTemplate, _ frame: inout TemplateFrame) -> ViewOutcome {
        switch template {
        case .node(_, _, _, let hoisted?), .modifier(_, _, _, _, _, let hoisted?):
            if let node = hoisted.node { return .node(node) }
            let reported = sink.pending.count
            let scopesMade = frame.scopesMade
            let outcome = makeView(template, &frame)
            guard case .node(var node) = outcome, sink.pending.count == reported, frame.scopesMade == scopesMade,
                  node.isReusable else { return outcome }
            node.memo = ViewMemo()
            hoisted.node = node
            return .node(node)
        default:
            return makeView(template, &frame)
        }
    }

    /// `runView` without hoisting.
    private func makeView(_ template: ExpressionTemplate, _ frame: inout TemplateFrame) -> ViewOutcome {
        switch template {
        case .node(let name, let call, let origin, _):
            guard let (arguments, content) = run(call, &frame) else { return .failed }
            return .node(SceneNode(name: name, arguments: arguments, children: content, origin: origin))
        case .modifier(let base, let name, let call, let origin, let syntax, _):
            // As `memberCall` and `apply` do: a modifier on a view, else whatever the call is.
            var node: SceneNode
            switch runView(base, &frame) {
            case .node(let view):
                node = view
            case .value(let value):
                guard let view = asViewNode(value) else {
                    return apply(name, syntax, to: value, origin: origin, frame.scope()).map { .value($0) } ?? .failed
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
            guard let (arguments, content) = run(call, &frame) else { return .failed }
            node.modifiers.append(SceneModifier(name: name, arguments: arguments, content: content, origin: origin))
            return .node(node)
        default:
            return run(template, &frame).map { .value($0) } ?? .failed
        }
    }

    /// The values of `templates`, as `evaluateArguments` gives them (every argument is run,
    /// so each mistake is reported); nil when one failed.
    private func run(_ templates: [ArgumentTemplate], _ frame: inout TemplateFrame) -> [SceneArgument]? {
        var arguments: [SceneArgument] = []
        // Reserving room for none would still allocate.
        if !templates.isEmpty { arguments.reserveCapacity(templates.count) }
        var ok = true
        for template in templates {
            guard let value = run(template.value, &frame) else {
                ok = false
                continue
            }
            arguments.append(SceneArgument(label: template.label, value: value, origin: template.origin, valueOrigin: template.valueOrigin))
        }
        return ok ? arguments : nil
    }

    /// The arguments and content of a call, as `argumentsAndContent` gives them.
    private func run(_ call: CallTemplate, _ frame: inout TemplateFrame) -> (arguments: [SceneArgument], content: [SceneNode]?)? {
        var arguments: [SceneArgument] = []
        // Reserving room for none (`Spacer()`) would still allocate.
        if call.argumentCount > 0 { arguments.reserveCapacity(call.argumentCount) }
        var content: [SceneNode]?
        var ok = true
        for index in call.steps.indices {
            // By index: each step is read in place, not copied out.
            switch call.steps[index] {
            case .argument(let template):
                guard let value = run(template.value, &frame) else {
                    ok = false
                    continue
                }
                arguments.append(SceneArgument(label: template.label, value: value, origin: template.origin, valueOrigin: template.valueOrigin))
            case .content(let block, let origin):
                content = views(of: run(block, &frame), origin: origin)
                if content == nil { ok = false }
            }
        }
        return ok ? (arguments, content) : nil
    }

    /// `left op right`, as `binary(_:_:_:origin:_:)` evaluates it.
    private func binary(_ name: String, _ left: ExpressionTemplate, _ right: ExpressionTemplate, origin: SceneOrigin, _ frame: inout TemplateFrame) -> SceneValue? {
        guard let lhs = run(left, &frame) else { return nil }
        return binary(name, lhs, origin: origin) { run(right, &frame) }
    }
}
