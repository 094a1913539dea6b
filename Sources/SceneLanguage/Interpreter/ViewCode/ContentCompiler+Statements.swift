import SwiftSyntax

/// The statements of view code: each compiled to what the evaluator's `run(_:in:)` does
/// with its syntax, so that the views, their grouping (an `if`'s branch is a group named
/// `if`, as the evaluator makes SwiftUI's conditional content) and every diagnostic, with
/// when and where it is reported, are the evaluator's.
///
/// - `let`/`var` (``ViewDeclaration``): each name a new slot (``ViewLocals``), declared after
///   its value is compiled, so `let title = title` reads the property it shadows.
/// - `if`/`else if`/`else` and `switch`: the conditions, subject and case values compiled
///   as expressions, the branches as blocks of their own; which branch runs is chosen per
///   element.
/// - `return`: ends the body or closure with its value.
/// - Anything else the evaluator reports as unsupported when it reaches it (a condition that
///   is not a boolean expression, such as `if let`; a case pattern that is not an
///   expression; a statement such as `for`), and so does the compiled code.
extension ContentCompiler {
    /// A block's statements, in a block of its own: its `let`s are out of scope after it.
    func compile(_ items: CodeBlockItemListSyntax) -> [CompiledContent.Statement] {
        locals.push()
        defer { locals.pop() }
        var statements: [CompiledContent.Statement] = []
        statements.reserveCapacity(items.count)
        append(items, to: &statements)
        return statements
    }

    /// `items` compiled onto `statements`; a `#if`'s active clause as if written in place.
    private func append(_ items: CodeBlockItemListSyntax, to statements: inout [CompiledContent.Statement]) {
        for item in items.all {
            switch item.item {
            case .expr(let expression):
                statements.append(compileStatement(expression))
            case .stmt(let statement):
                if let returnStatement = statement.as(ReturnStmtSyntax.self) {
                    statements.append(CompiledContent.Statement(kind: .returning(returnStatement.expression.map { compile($0) }), origin: statement.origin))
                } else if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    statements.append(compileStatement(expressionStatement.expression))
                } else {
                    statements.append(CompiledContent.Statement(kind: .unsupported(.unsupportedStatement(Evaluator.excerpt(statement))), origin: statement.origin))
                }
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    statements.append(CompiledContent.Statement(kind: .declaration(compileDeclaration(variable)), origin: decl.origin))
                } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    append(PreviewBuildConfiguration.activeStatements(of: ifConfig), to: &statements)
                } else {
                    statements.append(CompiledContent.Statement(kind: .unsupported(.unsupportedStatement(Evaluator.excerpt(decl))), origin: decl.origin))
                }
            }
        }
    }

    /// An expression statement: an `if` or a `switch` chooses a branch; any other
    /// expression gives a view or a value.
    private func compileStatement(_ expression: ExprSyntax) -> CompiledContent.Statement {
        if let conditional = expression.as(IfExprSyntax.self) {
            // `if let`, `if case`: the evaluator binds the names for the body, in its own scope.
            if Self.bindsNames(conditional) { return CompiledContent.Statement(expression: evaluated(expression), origin: expression.origin) }
            return CompiledContent.Statement(kind: .choice(compileIf(conditional)), origin: expression.origin)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            // A case that binds or discards (`.away(let minutes)`, `(0, _)`) is matched there too.
            if Self.hasPatterns(switchExpression) { return CompiledContent.Statement(expression: evaluated(expression), origin: expression.origin) }
            return CompiledContent.Statement(kind: .choice(compileSwitch(switchExpression)), origin: expression.origin)
        }
        return CompiledContent.Statement(expression: compile(expression), origin: expression.origin)
    }

    /// Whether `conditional` or an `else if` after it has a condition other than a boolean
    /// expression: `if let`, `if case`, `#available`.
    private static func bindsNames(_ conditional: IfExprSyntax) -> Bool {
        if conditional.conditions.contains(where: { !$0.condition.is(ExprSyntax.self) }) { return true }
        if case .ifExpr(let next)? = conditional.elseBody { return bindsNames(next) }
        return false
    }

    /// Whether a case of `switchExpression` is more than a value to compare: a pattern that
    /// binds, discards or destructures.
    private static func hasPatterns(_ switchExpression: SwitchExprSyntax) -> Bool {
        switchExpression.cases.contains { element in
            guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { return false }
            return label.caseItems.contains { item in
                guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return true }
                return PatternFinder.hasPattern(pattern.expression)
            }
        }
    }

    // MARK: - let and var

    /// `let name = value` (or `var`), as `bindLocal` binds it: each name in scope from the
    /// next binding on.
    private func compileDeclaration(_ variable: VariableDeclSyntax) -> ViewDeclaration {
        var bindings: [ViewDeclaration.Binding] = []
        for binding in variable.bindings.all {
            if let pattern = binding.pattern.as(TuplePatternSyntax.self), let initializer = binding.initializer {
                bindings.append(compileTupleBinding(pattern, initializer.value))
                continue
            }
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let initializer = binding.initializer else {
                bindings.append(.unsupported(.unsupportedStatement(Evaluator.excerpt(binding)), origin: binding.origin))
                continue
            }
            let value = compile(initializer.value)
            // A slot of its own, named only here: a name declared again is a new slot, and
            // the slot of a branch's `let` is not read after the branch.
            let slot = compiler.scope.declare("_", isLet: true, type: .unknown).slot
            locals.declare(pattern.identifier.identifierText, slot: slot, isOptional: binding.typeAnnotation.map { Evaluator.isOptionalType($0.type) } ?? false,
                           hasOptionalElements: binding.typeAnnotation.map { Evaluator.isArrayOfOptionalsType($0.type) } ?? false,
                           hasOptionalResult: binding.typeAnnotation.map { Evaluator.isOptionalResultType($0.type) } ?? false,
                           isNestedOptional: binding.typeAnnotation.map { Evaluator.isNestedOptionalType($0.type) } ?? false)
            bindings.append(.value(slot: slot, code: value.code, type: binding.typeAnnotation?.type))
        }
        return ViewDeclaration(bindings: bindings)
    }

    /// `let (a, _, b) = value`, as `bindTuple` binds it: each name a new slot, `_` none.
    private func compileTupleBinding(_ pattern: TuplePatternSyntax, _ valueSyntax: ExprSyntax) -> ViewDeclaration.Binding {
        if let element = pattern.elements.all.first(where: { !$0.pattern.is(WildcardPatternSyntax.self) && !$0.pattern.is(IdentifierPatternSyntax.self) }) {
            return .unsupported(.unsupportedStatement(Evaluator.excerpt(element)), origin: element.origin)
        }
        let value = compile(valueSyntax)
        let slots: [Int?] = pattern.elements.all.map { element in
            guard let name = element.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            let slot = compiler.scope.declare("_", isLet: true, type: .unknown).slot
            locals.declare(name.identifier.identifierText, slot: slot)
            return slot
        }
        return .tuple(slots: slots, code: value.code, origin: valueSyntax.origin)
    }

    // MARK: - if

    /// One condition of an `if`: a boolean expression, or one the view builder does not take.
    private enum Condition {
        case expression(Code, origin: SceneOrigin)
        case unsupported(SceneMessage, origin: SceneOrigin)
    }

    /// What runs when an `if`'s conditions do not all hold.
    private enum Otherwise {
        case none
        case block([CompiledContent.Statement])
        case conditional((Frame) -> BlockResult)
    }

    /// `if conditions { body } else …`, as `runIf` runs it: the conditions in order up to the
    /// first that is false, then the body or the `else` (another `if`, a block, or no views).
    private func compileIf(_ conditional: IfExprSyntax) -> (Frame) -> BlockResult {
        let conditions: [Condition] = conditional.conditions.all.map { condition in
            guard case .expression(let expression) = condition.condition else {
                return .unsupported(.unsupportedExpression(Evaluator.excerpt(condition)), origin: condition.origin)
            }
            return .expression(compile(expression).code, origin: expression.origin)
        }
        let body = compile(conditional.body.statements)
        let otherwise: Otherwise
        switch conditional.elseBody {
        case .ifExpr(let next)?: otherwise = .conditional(compileIf(next))
        case .codeBlock(let block)?: otherwise = .block(compile(block.statements))
        case nil: otherwise = .none
        }
        return { [evaluator] frame in
            var holds = true
            for condition in conditions {
                switch condition {
                case .expression(let code, let origin):
                    guard let flag = Self.condition(code, frame, origin: origin, evaluator) else { return .failed }
                    holds = flag
                case .unsupported(let message, let origin):
                    evaluator.sink.emit(message, at: origin)
                    return .failed
                }
                if !holds { break }
            }
            if holds { return CompiledContent.run(body, frame, evaluator) }
            switch otherwise {
            case .none: return .views([])
            case .block(let statements): return CompiledContent.run(statements, frame, evaluator)
            case .conditional(let next): return next(frame)
            }
        }
    }

    /// A condition's value, as `evaluateCondition` gives it: nil when it failed or is not a
    /// boolean (reported at `origin`, the condition's).
    @inline(__always)
    static func condition(_ code: Code, _ frame: Frame, origin: SceneOrigin, _ evaluator: Evaluator) -> Bool? {
        guard let value = ViewExpression.run(code, frame) else { return nil }
        if case .bool(let flag) = value { return flag }
        let sceneValue = value.sceneValue
        if case .bool(let flag) = sceneValue { return flag }
        evaluator.sink.emit(.expectedCondition(got: sceneValue.kindDescription), at: origin)
        return nil
    }

    // MARK: - switch

    /// One value of a `case` label: an expression, or a pattern the view builder does not take.
    private enum CaseValue {
        /// A value, and the condition of its `where` clause (with where it is reported).
        case expression(Code, where: (Code, SceneOrigin)?)
        case unsupported(SceneMessage, origin: SceneOrigin)
    }

    /// One case of a `switch`: `default`, or its values; and its statements.
    private struct Case {
        /// Nil for `default`.
        let values: [CaseValue]?
        let statements: [CompiledContent.Statement]
    }

    /// `switch subject { case … }`, as `runSwitch` runs it: the cases in order, each value
    /// evaluated until one matches (`Evaluator.matches`); `default` wherever it is reached.
    /// A case value matches only while its `where` clause holds.
    private func compileSwitch(_ switchExpression: SwitchExprSyntax) -> (Frame) -> BlockResult {
        let subject = compile(switchExpression.subject).code
        var cases: [Case] = []
        for element in switchExpression.cases.all {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .default:
                cases.append(Case(values: nil, statements: compile(switchCase.statements)))
            case .case(let label):
                let values: [CaseValue] = label.caseItems.all.map { item in
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        return .unsupported(.unsupportedExpression(Evaluator.excerpt(item.pattern)), origin: item.pattern.origin)
                    }
                    let condition = item.whereClause.map { (compile($0.condition).code, $0.condition.origin) }
                    return .expression(compile(pattern.expression).code, where: condition)
                }
                cases.append(Case(values: values, statements: compile(switchCase.statements)))
            }
        }
        let origin = switchExpression.origin
        return { [evaluator] frame in
            guard let subjectValue = ViewExpression.run(subject, frame)?.sceneValue else { return .failed }
            for switchCase in cases {
                guard let values = switchCase.values else { return CompiledContent.run(switchCase.statements, frame, evaluator) }
                for value in values {
                    switch value {
                    case .expression(let code, let condition):
                        guard let candidate = ViewExpression.run(code, frame)?.sceneValue else { return .failed }
                        guard Evaluator.matches(subjectValue, candidate) else { continue }
                        if let (condition, origin) = condition {
                            guard let holds = Self.condition(condition, frame, origin: origin, evaluator) else { return .failed }
                            if !holds { continue }
                        }
                        return CompiledContent.run(switchCase.statements, frame, evaluator)
                    case .unsupported(let message, let origin):
                        evaluator.sink.emit(message, at: origin)
                        return .failed
                    }
                }
            }
            evaluator.sink.emit(.noMatchingSwitchCase, at: origin)
            return .failed
        }
    }
}

/// Finds a pattern inside a case's expression (`let x`, `_`), which makes it a pattern to
/// match rather than a value to compare.
private final class PatternFinder: SyntaxVisitor {
    private var found = false

    static func hasPattern(_ expression: ExprSyntax) -> Bool {
        let finder = PatternFinder(viewMode: .sourceAccurate)
        finder.walk(expression)
        return finder.found
    }

    override func visit(_ node: PatternExprSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: DiscardAssignmentExprSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
