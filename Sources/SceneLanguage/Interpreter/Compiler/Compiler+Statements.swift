import Foundation
import SwiftSyntax

extension Compiler {
    /// A block in its own scope: its statements run in order until one leaves the block.
    func compileBlock(_ items: CodeBlockItemListSyntax) -> Statement {
        scope.push()
        defer { scope.pop() }
        return compileItems(items)
    }

    /// Statements in order. A `defer` runs its block when the statements after it end,
    /// however they end (normally, by `break`, `continue` or `return`, the returned value
    /// worked out first), the last one met first, as in Swift; the block sees only the
    /// names declared before it.
    func compileItems<Items: Collection<CodeBlockItemSyntax>>(_ items: Items) -> Statement {
        var statements: [ListedStatement] = []
        var index = items.startIndex
        while index != items.endIndex {
            let item = items[index]
            index = items.index(after: index)
            guard case .stmt(let statement) = item.item, let deferStatement = statement.as(DeferStmtSyntax.self) else {
                statements.append(ListedStatement(run: compileItem(item)))
                continue
            }
            let deferred = compileBlock(deferStatement.body.statements)
            let rest = compileItems(items[index...])
            statements.append(ListedStatement { frame in
                let flow = try rest(frame)
                _ = try deferred(frame)
                return flow
            })
            break
        }
        return sequence(statements)
    }

    /// Statements run one after another, stopping at the first that does not end normally.
    func sequence(_ statements: [ListedStatement]) -> Statement {
        switch statements.count {
        case 0: return { _ in .normal }
        case 1: return statements[0].run
        case 2:
            let first = statements[0].run, second = statements[1].run
            return { frame in
                let flow = try first(frame)
                if case .normal = flow { return try second(frame) }
                return flow
            }
        default:
            return { frame in
                for statement in statements {
                    let flow = try statement.run(frame)
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
    }

    func compileItem(_ item: CodeBlockItemSyntax) -> Statement {
        switch item.item {
        case .decl(let decl): return compileDeclaration(decl)
        case .stmt(let statement): return compileStatement(statement)
        case .expr(let expression): return compileExpressionStatement(expression)
        }
    }

    private func compileDeclaration(_ decl: DeclSyntax) -> Statement {
        if let variable = decl.as(VariableDeclSyntax.self) { return compileVariable(variable) }
        if let function = decl.as(FunctionDeclSyntax.self) { return compileLocalFunction(function) }
        // `#if os(iOS)`: the clause a preview build compiles, in the enclosing scope.
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            return sequence(PreviewBuildConfiguration.activeStatements(of: ifConfig).map { ListedStatement(run: compileItem($0)) })
        }
        error("this declaration is not supported inside a function", at: decl)
        return { _ in .normal }
    }

    // MARK: - Variables

    private func compileVariable(_ variable: VariableDeclSyntax) -> Statement {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        var statements: [ListedStatement] = []
        for binding in variable.bindings {
            if binding.accessorBlock != nil {
                error("local computed variables are not supported", at: binding)
                continue
            }
            let declared = resolveType(binding.typeAnnotation?.type)
            guard let initializer = binding.initializer?.value else {
                // `let x: CGFloat` assigned later; a `var` of optional type starts as nil.
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    error("expected a name", at: binding.pattern)
                    continue
                }
                let local = scope.declare(pattern.identifier.identifierText, isLet: isLet, type: declared, isDeferred: true)
                let initial: Value = declared.isOptional && !isLet ? .none : .void
                statements.append(ListedStatement { frame in
                    frame[local.slot] = initial
                    return .normal
                })
                continue
            }
            let value = compileExpression(initializer, expected: declared)
            reportNumberMismatch(value, to: declared, at: initializer)
            var type = declared.isKnown ? declared : value.type
            // An integer literal bound with no type is an `Int`; with a declared type it
            // already took that type.
            if !declared.isKnown, value.isIntegerLiteral { type = .builtin(.int) }
            let code = value.code
            let conformsTo = declared
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                let slot = scope.declare(pattern.identifier.identifierText, isLet: isLet, type: type).slot
                if conformsTo.isKnown {
                    statements.append(ListedStatement { frame in
                        frame[slot] = Library.conform(try code(frame), to: conformsTo)
                        return .normal
                    })
                } else {
                    statements.append(ListedStatement { frame in
                        frame[slot] = try code(frame)
                        return .normal
                    })
                }
            } else {
                let matcher = compilePattern(binding.pattern, subjectType: type, binding: isLet ? .let : .var)
                let offset = binding.pattern.sourceOffset
                statements.append(ListedStatement { frame in
                    guard try matcher(try code(frame), frame) else { throw Trap("the value does not match the pattern", at: offset) }
                    return .normal
                })
            }
        }
        return sequence(statements)
    }

    /// A function declared inside a function: a local holding a closure over this frame.
    private func compileLocalFunction(_ decl: FunctionDeclSyntax) -> Statement {
        let name = decl.name.identifierText
        let returnType = decl.signature.returnClause.map { resolveType($0.type) } ?? .builtin(.void)
        let local = scope.declare(name, isLet: true, type: .function)
        let parameters = parameters(decl.signature.parameterClause)
        guard let body = decl.body else { return { _ in .normal } }
        let saved = scope
        scope = FunctionScope(closureIn: saved, returnType: returnType)
        for parameter in parameters { scope.declare(parameter.name, isLet: !parameter.isInout, type: parameter.type) }
        let code = compileFunctionBody(body.statements, returnType: returnType)
        let slotCount = scope.slotCount
        scope = saved
        let count = parameters.count
        let offset = decl.name.sourceOffset
        return { frame in
            let environment = frame
            frame[local.slot] = .function(Callable(name: name) { arguments in
                guard arguments.count == count else { throw Trap("'\(name)' takes \(count) arguments, got \(arguments.count)", at: offset) }
                let inner = Frame.make(slotCount: slotCount, parent: environment, machine: environment.machine)
                for index in 0..<count { inner[index] = arguments[index] }
                try environment.machine.enter(name, at: offset)
                defer { environment.machine.leave() }
                _ = try code(inner)
                for index in 0..<count { arguments[index] = inner[index] }
                return inner.returnValue
            })
            return .normal
        }
    }

    // MARK: - Statements

    func compileStatement(_ statement: StmtSyntax, label: String? = nil) -> Statement {
        switch statement.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let expressionStatement):
            return compileExpressionStatement(expressionStatement.expression, label: label)
        case .returnStmt(let returnStatement):
            guard let expression = returnStatement.expression else { return { _ in .returning } }
            let value = compileExpression(expression, expected: scope.returnType)
            let code = value.code
            let returnType = scope.returnType
            if returnType.isFloatingPoint {
                return { frame in
                    frame.returnValue = Library.conform(try code(frame), to: returnType)
                    return .returning
                }
            }
            return { frame in
                frame.returnValue = try code(frame)
                return .returning
            }
        case .breakStmt(let breakStatement):
            let target = breakStatement.label.map { SymbolTable.intern($0.text) }
            return { _ in .breaking(target) }
        case .continueStmt(let continueStatement):
            let target = continueStatement.label.map { SymbolTable.intern($0.text) }
            return { _ in .continuing(target) }
        case .throwStmt(let throwStatement):
            let value = compileExpression(throwStatement.expression, expected: .unknown).code
            return { frame in throw Thrown(value: try value(frame)) }
        case .guardStmt(let guardStatement):
            let condition = compileConditions(guardStatement.conditions)
            let otherwise = compileBlock(guardStatement.body.statements)
            let offset = guardStatement.guardKeyword.sourceOffset
            return { frame in
                if try condition(frame) { return .normal }
                let flow = try otherwise(frame)
                if case .normal = flow { throw Trap("'guard' body must not fall through", at: offset) }
                return flow
            }
        case .forStmt(let forStatement):
            return compileFor(forStatement, label: label)
        case .whileStmt(let whileStatement):
            return compileWhile(whileStatement, label: label)
        case .repeatStmt(let repeatStatement):
            return compileRepeat(repeatStatement, label: label)
        case .doStmt(let doStatement):
            return compileDo(doStatement)
        case .labeledStmt(let labeled):
            return compileStatement(labeled.statement, label: labeled.label.text)
        case .fallThroughStmt(let fallthroughStatement):
            error("'fallthrough' is not supported", at: fallthroughStatement)
            return { _ in .normal }
        default:
            error("this statement is not supported", at: statement)
            return { _ in .normal }
        }
    }

    func compileExpressionStatement(_ expression: ExprSyntax, label: String? = nil) -> Statement {
        if let conditional = expression.as(IfExprSyntax.self) { return compileIf(conditional) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return compileSwitch(switchExpression, label: label) }
        let code = compileExpression(expression, expected: .unknown, isStatement: true).code
        return { frame in
            _ = try code(frame)
            return .normal
        }
    }

    // MARK: - Conditions

    /// The conditions of an `if`, `guard` or `while`, evaluated in order; optional bindings
    /// and `case` patterns bind into the current scope.
    func compileConditions(_ conditions: ConditionElementListSyntax) -> (Frame) throws -> Bool {
        // Kept in a struct, not as bare closures in an array: an array holds a closure at
        // the generic calling convention, and taking it out wraps it in a thunk.
        let parts: [ConditionCode] = conditions.map { element in ConditionCode(run: compileCondition(element)) }
        if parts.count == 1 { return parts[0].run }
        return { frame in
            for part in parts where try !part.run(frame) { return false }
            return true
        }
    }

    /// One condition of an `if`, `guard` or `while`: an expression, `let x = …`, `case …`.
    private func compileCondition(_ element: ConditionElementSyntax) -> (Frame) throws -> Bool {
        switch element.condition {
        case .expression(let expression):
            return Self.condition(compileExpression(expression, expected: .builtin(.bool)), offset: expression.sourceOffset)
        case .optionalBinding(let binding):
            let isLet = binding.bindingSpecifier.tokenKind == .keyword(.let)
            let value: Compiled
            if let initializer = binding.initializer?.value {
                value = compileExpression(initializer, expected: .unknown)
            } else if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                // `if let x` unwraps the variable of the same name.
                value = compileIdentifier(identifier.identifier.identifierText, at: identifier)
            } else {
                error("expected a value to unwrap", at: binding)
                return { _ in false }
            }
            if value.type.removingOptional.isOptional, let initializer = binding.initializer?.value { reportNestedOptional(value.type, at: initializer) }
            let declared = resolveType(binding.typeAnnotation?.type)
            let matcher = compilePattern(binding.pattern, subjectType: declared.isKnown ? declared : value.type.unwrapped, binding: isLet ? .let : .var)
            let code = value.code
            return { frame in
                switch try code(frame) {
                case .none: return false
                case .some(let held): return try matcher(held, frame)
                case let unwrapped: return try matcher(unwrapped, frame)
                }
            }
        case .matchingPattern(let matching):
            let value = compileExpression(matching.initializer.value, expected: .unknown)
            let matcher = compilePattern(matching.pattern, subjectType: value.type, binding: nil)
            let code = value.code
            return { frame in try matcher(try code(frame), frame) }
        case .availability:
            return { _ in true }
        }
    }

    /// A condition's code, in a list.
    private struct ConditionCode {
        let run: (Frame) throws -> Bool
    }

    // MARK: - Branches

    func compileIf(_ conditional: IfExprSyntax) -> Statement {
        scope.push()
        let condition = compileConditions(conditional.conditions)
        let body = compileBlock(conditional.body.statements)
        scope.pop()
        let otherwise: Statement?
        switch conditional.elseBody {
        case .ifExpr(let next)?: otherwise = compileIf(next)
        case .codeBlock(let block)?: otherwise = compileBlock(block.statements)
        case nil: otherwise = nil
        }
        if let otherwise {
            return { frame in try condition(frame) ? try body(frame) : try otherwise(frame) }
        }
        return { frame in try condition(frame) ? try body(frame) : .normal }
    }

    func compileSwitch(_ switchExpression: SwitchExprSyntax, label: String?) -> Statement {
        let subject = compileExpression(switchExpression.subject, expected: .unknown)
        scope.breakTargets.append(label)
        defer { scope.breakTargets.removeLast() }
        var cases: [(matchers: [(Value, Frame) throws -> Bool], body: Statement)] = []
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else {
                error("'#if' inside 'switch' is not supported", at: element)
                continue
            }
            scope.push()
            var matchers: [(Value, Frame) throws -> Bool] = []
            switch switchCase.label {
            case .default:
                matchers.append { _, _ in true }
            case .case(let caseLabel):
                matchers = compileCaseItems(caseLabel.caseItems, subjectType: subject.type)
            }
            let body = compileItems(switchCase.statements)
            scope.pop()
            cases.append((matchers, body))
        }
        let code = subject.code
        let offset = switchExpression.switchKeyword.sourceOffset
        let ownLabel = label.map(SymbolTable.intern)
        return { frame in
            let value = try code(frame)
            for entry in cases {
                for matcher in entry.matchers where try matcher(value, frame) {
                    let flow = try entry.body(frame)
                    if case .breaking(let target) = flow, target == nil || target == ownLabel { return .normal }
                    return flow
                }
            }
            throw Trap("no case of the switch matches \(value.debugDescription)", at: offset)
        }
    }

    // MARK: - Loops

    /// What a loop does with its body's flow: go on, stop, or pass it out.
    @inline(__always)
    static func loopControl(_ flow: Flow, label: Symbol?) -> Flow? {
        switch flow {
        case .normal: return nil
        case .continuing(let target) where target == nil || target == label: return nil
        case .breaking(let target) where target == nil || target == label: return .normal
        default: return flow
        }
    }

    private func compileFor(_ forStatement: ForStmtSyntax, label: String?) -> Statement {
        let sequenceValue = compileExpression(forStatement.sequence, expected: .unknown)
        scope.push()
        defer { scope.pop() }
        let element = sequenceValue.isIntegerRange ? .builtin(.int) : sequenceValue.type.element
        let code = sequenceValue.code
        let symbol = label.map(SymbolTable.intern)
        let offset = forStatement.forKeyword.sourceOffset
        // A plain name binds straight into its slot; any other pattern matches.
        let bindSlot: Int?
        let matcher: ((Value, Frame) throws -> Bool)?
        if let identifier = forStatement.pattern.as(IdentifierPatternSyntax.self) {
            bindSlot = scope.declare(identifier.identifier.identifierText, isLet: true, type: element).slot
            matcher = nil
        } else {
            bindSlot = nil
            matcher = compilePattern(forStatement.pattern, subjectType: element, binding: .let)
        }
        // The `where` clause reads the names the pattern binds: compiled once they are declared.
        let whereCondition = forStatement.whereClause.map { compileExpression($0.condition, expected: .builtin(.bool)).code }
        let body = compileBlock(forStatement.body.statements)
        let run: (Value, Frame) throws -> Flow? = { value, frame in
            try frame.machine.step(at: offset)
            if let bindSlot {
                frame[bindSlot] = value
            } else if let matcher, try !matcher(value, frame) {
                return nil
            }
            if let whereCondition, try whereCondition(frame) != .bool(true) { return nil }
            return Self.loopControl(try body(frame), label: symbol)
        }
        return { frame in
            let sequence = try code(frame)
            switch sequence {
            case .range(let range, _):
                for index in range { if let flow = try run(.int(index), frame) { return flow } }
            case .array(let elements):
                for value in elements { if let flow = try run(value, frame) { return flow } }
            case .set(let set):
                // In insertion order, where Swift's is unspecified (see ``OrderedSet``).
                for value in set.elements { if let flow = try run(value, frame) { return flow } }
            case .subviews(let subviews):
                for subview in subviews { if let flow = try run(.subview(subview), frame) { return flow } }
            case .dictionary(let dictionary):
                let key = SymbolTable.intern("key"), value = SymbolTable.intern("value")
                for (k, v) in dictionary {
                    if let flow = try run(.tuple(Tuple(labels: [key, value], elements: [k, v])), frame) { return flow }
                }
            case .string(let text):
                for character in text { if let flow = try run(.string(String(character)), frame) { return flow } }
            default:
                throw Trap("cannot iterate over a value of type \(sequence.typeName)", at: offset)
            }
            return .normal
        }
    }

    private func compileWhile(_ whileStatement: WhileStmtSyntax, label: String?) -> Statement {
        scope.push()
        let condition = compileConditions(whileStatement.conditions)
        let body = compileBlock(whileStatement.body.statements)
        scope.pop()
        let symbol = label.map(SymbolTable.intern)
        let offset = whileStatement.whileKeyword.sourceOffset
        return { frame in
            while try condition(frame) {
                try frame.machine.step(at: offset)
                if let flow = Self.loopControl(try body(frame), label: symbol) { return flow }
            }
            return .normal
        }
    }

    private func compileRepeat(_ repeatStatement: RepeatStmtSyntax, label: String?) -> Statement {
        let body = compileBlock(repeatStatement.body.statements)
        let condition = compileExpression(repeatStatement.condition, expected: .builtin(.bool)).code
        let symbol = label.map(SymbolTable.intern)
        let offset = repeatStatement.repeatKeyword.sourceOffset
        return { frame in
            repeat {
                try frame.machine.step(at: offset)
                if let flow = Self.loopControl(try body(frame), label: symbol) { return flow }
            } while try condition(frame) == .bool(true)
            return .normal
        }
    }

    // MARK: - Errors

    private func compileDo(_ doStatement: DoStmtSyntax) -> Statement {
        let body = compileBlock(doStatement.body.statements)
        guard !doStatement.catchClauses.isEmpty else { return body }
        var clauses: [(matcher: ((Value, Frame) throws -> Bool)?, slot: Int?, body: Statement)] = []
        for clause in doStatement.catchClauses {
            scope.push()
            var matcher: ((Value, Frame) throws -> Bool)?
            var slot: Int?
            if let item = clause.catchItems.first, let pattern = item.pattern {
                matcher = compilePattern(pattern, subjectType: .builtin(.error), binding: nil)
            } else {
                slot = scope.declare("error", isLet: true, type: .builtin(.error)).slot
            }
            let clauseBody = compileBlock(clause.body.statements)
            scope.pop()
            clauses.append((matcher, slot, clauseBody))
        }
        return { frame in
            do {
                return try body(frame)
            } catch let thrown as Thrown {
                for clause in clauses {
                    if let slot = clause.slot {
                        frame[slot] = thrown.value
                        return try clause.body(frame)
                    }
                    if let matcher = clause.matcher, try matcher(thrown.value, frame) { return try clause.body(frame) }
                }
                throw thrown
            }
        }
    }
}
