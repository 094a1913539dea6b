@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// View-building code (a `ForEach` content closure, see ``ContentCompiler``) compiled into
/// the same ``Code`` as layout code. Its values are typed where the view builder's type is
/// decided (``Value/init(viewValue:)``) and the view builder's otherwise
/// (``Value/scene(_:)``); its operators apply layout code's ``BinaryOperator`` to typed
/// values, and take the view builder's semantics (the evaluator's `binary`, `member`,
/// `typeMember`, `describe`) for the rest, so that every value and message is what
/// evaluating the syntax gives. The closure's parameter is a slot of this compiler's
/// ``FunctionScope``, and so is each `let` of the code (``ViewLocals``); calls that make
/// views are the view builder's (``ContentCompiler``); anything else is left to the
/// evaluator.
extension Compiler {
    /// An expression of view code; what is not compiled is left to the evaluator.
    func compileView(_ expression: ExprSyntax, in content: ContentCompiler) -> ViewExpression {
        let evaluator = content.evaluator
        // A chain with an optional link (`item.note?.count`) is the evaluator's whole: where
        // a link meets nil, the chain's value is nil, which it decides at the chain's end.
        if Self.startsOptionalChain(expression) { return content.evaluated(expression) }
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr:
            return content.constant(expression) { evaluator.evaluate(expression, content.scope) }
        case .stringLiteralExpr(let literal):
            return compileViewString(literal, in: content) ?? content.evaluated(expression)
        case .declReferenceExpr(let reference):
            guard !reference.baseName.isKeyword(.self) else { return content.evaluated(expression) }
            var name = reference.baseName.identifierText
            // As `name(_:_:)` reads it: `$state` stands for `state`.
            if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) { name.removeFirst() }
            if let slot = content.locals.slot(of: name) { return compileViewLocal(slot, expression, in: content) }
            // The closure's parameter, or a user view's stored property, is a slot of the
            // frame; other names are the scope's.
            guard content.slots.contains(name) else { return content.evaluated(expression) }
            return ViewExpression(isInvariant: false, code: compileIdentifier(name, at: reference).code)
        case .memberAccessExpr(let access):
            return compileViewMember(access, expression, in: content)
        case .functionCallExpr(let call):
            return content.compile(call) ?? content.evaluated(expression)
        case .sequenceExpr(let sequence):
            let (folded, emitted) = evaluator.sink.silently { evaluator.fold(sequence) }
            guard !emitted, let folded, let compiled = compileView(folded, in: content) else { return content.evaluated(expression) }
            return compiled
        case .infixOperatorExpr(let infix):
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self) else { return content.evaluated(expression) }
            return viewBinary(op.operator.spelling, compileView(infix.leftOperand, in: content), compileView(infix.rightOperand, in: content), origin: op.origin, evaluator)
        case .ternaryExpr(let ternary):
            return viewTernary(compileView(ternary.condition, in: content), then: compileView(ternary.thenExpression, in: content), otherwise: compileView(ternary.elseExpression, in: content), origin: ternary.condition.origin, evaluator)
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.all.first, only.label == nil else { return content.evaluated(expression) }
            return compileView(only.expression, in: content)
        default:
            return content.evaluated(expression)
        }
    }

    /// `.name`, `Type.name` or `value.name`.
    private func compileViewMember(_ access: MemberAccessExprSyntax, _ expression: ExprSyntax, in content: ContentCompiler) -> ViewExpression {
        let evaluator = content.evaluator
        let name = access.declName.baseName.identifierText
        guard let base = access.base else { return content.constant(expression) { evaluator.implicitMember(name, origin: access.declName.origin) } }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.isKeyword(.self) { return content.evaluated(expression) }
        let origin = access.declName.origin
        if let type = content.typeName(base) {
            // A scene type's static member runs its code, for each element as Swift would.
            guard evaluator.types[type] == nil, !evaluator.isSceneLayout(type) else { return content.evaluated(expression) }
            return content.constant(expression) { evaluator.typeMember(name, of: type, origin: origin) }
        }
        let baseExpression = compileView(base, in: content)
        return ViewExpression(isInvariant: baseExpression.isInvariant, value: { frame in
            guard let value = baseExpression.value(frame) else { return nil }
            return evaluator.member(name, of: value, origin: origin)
        })
    }

    /// A name that is a `let` or `var` of view code, whose value is in `slot`; where its
    /// value failed (``Value/void``, see ``LocalScopes``), the name is the evaluator's, as
    /// the evaluator never bound it.
    private func compileViewLocal(_ slot: Int, _ expression: ExprSyntax, in content: ContentCompiler) -> ViewExpression {
        let unbound = content.evaluated(expression).code
        return ViewExpression(isInvariant: false, code: { frame in
            let value = frame[slot]
            if case .void = value { return try unbound(frame) }
            return value
        })
    }

    /// `.name(arguments)` or `Type.name(arguments)`: a member value.
    func viewMember(type: String?, name: String, _ arguments: [ArgumentCode]) -> ViewExpression {
        ViewExpression(isInvariant: arguments.allSatisfy(\.isInvariant), value: { frame in
            guard let values = ContentCompiler.run(arguments, frame) else { return nil }
            // `.init(index)` where a number is expected: a numeric conversion.
            if type == nil, name == "init", values.count == 1, values[0].label == nil, case .number(let number) = values[0].value {
                return .number(.double(number.value))
            }
            return .member(SceneMember(type: type, name: name, arguments: values))
        })
    }

    private func compileView(_ folded: FoldedExpression, in content: ContentCompiler) -> ViewExpression? {
        switch folded {
        case .operand(let expression):
            return compileView(expression, in: content)
        case .binary(let name, let left, let right, let origin):
            guard let left = compileView(left, in: content), let right = compileView(right, in: content) else { return nil }
            return viewBinary(name, left, right, origin: origin, content.evaluator)
        case .ternary(let condition, let then, let otherwise):
            guard let condition = compileView(condition, in: content), let otherwise = compileView(otherwise, in: content) else { return nil }
            return viewTernary(condition, then: compileView(then, in: content), otherwise: otherwise, origin: Evaluator.origin(of: folded), content.evaluator)
        case .cast:
            return nil
        }
    }

    /// `left op right` on view code's values. Numbers and strings whose types are decided go
    /// straight to the interpreter's operators (``BinaryOperator``), an integer literal
    /// taking the type of the number it meets, as the view builder types it; anything else,
    /// and any operation that fails, is the evaluator's `binary(_:_:origin:right:)`, so that
    /// values and messages are the evaluator's. `&&`, `||` and `??` evaluate the right
    /// operand only when they need it; a range is the view builder's (integer bounds only).
    private func viewBinary(_ name: String, _ left: ViewExpression, _ right: ViewExpression, origin: SceneOrigin, _ evaluator: Evaluator) -> ViewExpression {
        let isInvariant = left.isInvariant && right.isInvariant
        let leftCode = left.code, rightCode = right.code
        guard let operation = BinaryOperator(name), !operation.isRange else {
            return ViewExpression(isInvariant: isInvariant, value: { frame in
                guard let lhs = ViewExpression.value(of: leftCode, frame) else { return nil }
                return evaluator.binary(name, lhs, origin: origin) { ViewExpression.value(of: rightCode, frame) }
            })
        }
        return ViewExpression(isInvariant: isInvariant, code: { frame in
            let lhs = try leftCode(frame), rhs = try rightCode(frame)
            if let (a, b) = Self.typed(lhs, rhs), let result = try? operation.apply(a, b) { return result }
            guard let result = evaluator.binary(name, lhs.sceneValue, rhs.sceneValue, origin: origin) else { throw Reported() }
            return Value(viewValue: result)
        })
    }

    /// Two operands of view code with their types decided: two numbers (an integer literal
    /// taking the other's type), two strings or two bools; nil when the view builder must
    /// decide (it reports comparing a string with a number, where `==` would say false).
    @inline(__always)
    private static func typed(_ lhs: Value, _ rhs: Value) -> (Value, Value)? {
        switch (lhs, rhs) {
        case (.int, .int), (.double, .double), (.int, .double), (.double, .int), (.string, .string), (.bool, .bool):
            return (lhs, rhs)
        case (.scene(.number(let literal)), .int), (.scene(.number(let literal)), .double):
            guard let typed = literal.typed(like: rhs) else { return nil }
            return (typed, rhs)
        case (.int, .scene(.number(let literal))), (.double, .scene(.number(let literal))):
            guard let typed = literal.typed(like: lhs) else { return nil }
            return (lhs, typed)
        default:
            return nil
        }
    }

    /// `condition ? then : otherwise`; `origin` is the condition's.
    private func viewTernary(_ condition: ViewExpression, then: ViewExpression, otherwise: ViewExpression, origin: SceneOrigin, _ evaluator: Evaluator) -> ViewExpression {
        let conditionCode = condition.code, thenCode = then.code, otherwiseCode = otherwise.code
        return ViewExpression(isInvariant: condition.isInvariant && then.isInvariant && otherwise.isInvariant, code: { frame in
            switch try conditionCode(frame).sceneValue {
            case .bool(true): return try thenCode(frame)
            case .bool(false): return try otherwiseCode(frame)
            case let flag:
                evaluator.sink.emit(.expectedCondition(got: flag.kindDescription), at: origin)
                throw Reported()
            }
        })
    }

    /// A string literal's pieces; nil when the evaluator would not read it (it reports why).
    private func compileViewString(_ literal: StringLiteralExprSyntax, in content: ContentCompiler) -> ViewExpression? {
        let evaluator = content.evaluator
        let isRaw = literal.openingPounds != nil
        var kind: StringLiteralKind?
        var pieces: [ViewStringPiece] = []
        var isInvariant = true
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
                let optionality = Self.optionality(of: first.expression, in: content)
                // A value that may have an optional type prints as the evaluator decides.
                if optionality == .unknown { return nil }
                let value = compileView(first.expression, in: content)
                isInvariant = isInvariant && value.isInvariant
                pieces.append(optionality == .member ? .member(value.code) : .value(value.code))
            }
        }
        return ViewExpression(isInvariant: isInvariant, code: { [pieces] frame in
            var result = ""
            for index in pieces.indices {
                // By index: each piece is read in place, not copied out.
                switch pieces[index] {
                case .text(let text):
                    if result.isEmpty { result = text } else { result += text }
                case .value(let code):
                    // An `Int` or a string is printed here; `describe` prints any value as
                    // the evaluator does (an `Int` as large as a `Double` loses digits).
                    switch try code(frame) {
                    case .int(let number) where number.magnitude < 9_000_000_000_000_000: result += String(number)
                    case .string(let text): result += text
                    case let value: result += evaluator.describe(value.sceneValue)
                    }
                case .member(let code):
                    try Self.appendMember(code, frame, to: &result, evaluator)
                }
            }
            return .string(result)
        })
    }
}

/// A piece of a string literal in view code: text, or an interpolated value.
private enum ViewStringPiece {
    case text(String)
    case value(Code)
    /// A member (`item.note`), which may have an optional type.
    case member(Code)
}

/// Whether an interpolated expression of view code may have an optional type, which
/// prints as `Optional(…)`.
enum ViewOptionality {
    /// It has none.
    case no
    /// A member, which says so when it is read (``Evaluator/producedOptional``).
    case member
    /// It may: the evaluator prints it (``Evaluator/hasOptionalType(_:_:)``).
    case unknown
}

extension Compiler {
    /// Whether an unfolded sequence of operators holds a `??`.
    static func holdsCoalescing(_ sequence: SequenceExprSyntax) -> Bool {
        // By the operator token's kind and text, without a cast per element: this runs for
        // every interpolated `"\(n + 1)"` of a scene.
        for element in sequence.elements where element.kind == .binaryOperatorExpr {
            if let token = element.firstToken(viewMode: .sourceAccurate), token.tokenKind == .binaryOperator("??") { return true }
        }
        return false
    }

    /// Whether `expression`, interpolated in view code, may have an optional type.
    static func optionality(of expression: ExprSyntax, in content: ContentCompiler) -> ViewOptionality {
        var expression = expression
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            expression = only.expression
        }
        let evaluator = content.evaluator
        if startsOptionalChain(expression) { return .unknown }
        switch expression.as(ExprSyntaxEnum.self) {
        case .nilLiteralExpr:
            return .unknown
        case .declReferenceExpr(let reference):
            let name = reference.baseName.identifierText
            if let isOptional = content.locals.isOptional(name) { return isOptional ? .unknown : .no }
            if content.slots.contains(name) {
                return content.scope.instance?.model.optionalMembers.contains(name) == true ? .unknown : .no
            }
            return evaluator.hasOptionalType(expression, content.scope) ? .unknown : .no
        case .infixOperatorExpr, .sequenceExpr:
            // `x ?? y` has `y`'s optionality (`xs.first ?? nil`, two `Int?`s); `x ?? 0` has none.
            // (Folded only when it holds a `??`: folding makes a tree, and `"\(n + 1)"` is common.)
            if let sequence = expression.as(SequenceExprSyntax.self), !evaluator.mentionsCoalescing || !holdsCoalescing(sequence) { return .no }
            guard let infix = fold(expression).as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return .no }
            let right = infix.rightOperand
            guard right.is(NilLiteralExprSyntax.self) || right.is(DeclReferenceExprSyntax.self) || right.is(InfixOperatorExprSyntax.self) || right.is(FunctionCallExprSyntax.self)
                || startsOptionalChain(right) else { return .no }
            return optionality(of: right, in: content) == .no ? .no : .unknown
        case .memberAccessExpr(let access):
            guard let base = access.base else { return .no }
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.isKeyword(.self) { return .unknown }
            // The `first` of an `[Int?]`: the evaluator tells a nil element from none.
            if let reference = base.as(DeclReferenceExprSyntax.self), ["first", "last"].contains(access.declName.baseName.identifierText),
               content.locals.hasOptionalElements(reference.baseName.identifierText) != false { return .unknown }
            return .member
        case .functionCallExpr(let call):
            // A scene's function or method, a conversion from a string, a collection's
            // `first(where:)` or `min()`: the evaluator knows what it gave.
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.identifierText
                if content.locals.hasOptionalResult(name) { return .unknown }
                if evaluator.functions[name] != nil || name == "Double" || name == "Float" || name == "String" { return .unknown }
            } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = access.declName.baseName.identifierText
                if Evaluator.optionalMethods.contains(name) || evaluator.types.values.contains(where: { $0.methods[name] != nil }) { return .unknown }
            }
            return .no
        default:
            return .no
        }
    }

    /// A member's value (`code`'s) printed as interpolation prints it: `Optional(…)` when
    /// the member said its type is an optional (``Evaluator/producedOptional``). Out of
    /// line, so that the literal's other pieces run as they would without it.
    @inline(never)
    fileprivate static func appendMember(_ code: Code, _ frame: Frame, to result: inout String, _ evaluator: Evaluator) throws {
        evaluator.producedOptional = false
        let value = try code(frame)
        if evaluator.producedOptional {
            evaluator.producedOptional = false
            result += evaluator.describeOptional(value.sceneValue)
            return
        }
        switch value {
        case .int(let number) where number.magnitude < 9_000_000_000_000_000: result += String(number)
        case .string(let text): result += text
        case let value: result += evaluator.describe(value.sceneValue)
        }
    }
}
