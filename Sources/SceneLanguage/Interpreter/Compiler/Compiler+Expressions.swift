import Foundation
import SwiftSyntax

/// Thrown by `a?.b` when `a` is nil: the whole chain it starts is nil.
struct NilChain: Error {}

extension Compiler {
    /// Compiles an expression. `expected` is the type its context wants (a declared type, a
    /// parameter's), which gives literals and implicit members their type as in Swift.
    func compileExpression(_ syntax: ExprSyntax, expected: TypeRef, isStatement: Bool = false) -> Compiled {
        let expression = Self.fold(syntax)
        let compiled = compileInner(expression, expected: expected, isStatement: isStatement)
        guard Self.startsOptionalChain(expression) else { return compiled }
        let code = compiled.code
        return Compiled(code: { frame in
            do { return try code(frame) } catch is NilChain { return .none }
        }, type: .optional(compiled.type))
    }

    /// Whether a postfix chain (`a?.b.c()`) holds an optional chaining step.
    static func startsOptionalChain(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base; continue }
            if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let subscriptCall = node.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression; continue }
            if let unwrap = node.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression; continue }
            return false
        }
        return false
    }

    fileprivate func compileInner(_ expression: ExprSyntax, expected: TypeRef, isStatement: Bool) -> Compiled {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            guard let number = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                error("integer literal '\(literal.literal.text)' overflows Int", at: literal)
                return failed(literal)
            }
            if expected.isFloatingPoint { return literalConstant(.double(Double(number)), literal.literal, isFloat: false) }
            var compiled = literalConstant(.int(number), literal.literal, isFloat: false)
            compiled.isIntegerLiteral = true
            return compiled
        case .floatLiteralExpr(let literal):
            guard let number = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) else { return failed(literal) }
            return literalConstant(.double(number), literal.literal, isFloat: true)
        case .booleanLiteralExpr(let literal):
            let flag = literal.literal.tokenKind == .keyword(.true)
            var compiled = constant(.bool(flag), .builtin(.bool))
            compiled.bool = BoolCode { _ in flag }
            return compiled
        case .nilLiteralExpr:
            return constant(.none, expected)
        case .stringLiteralExpr(let literal):
            return compileString(literal)
        case .declReferenceExpr(let reference):
            return compileIdentifier(reference.baseName.identifierText, at: reference)
        case .memberAccessExpr(let member):
            return compileMemberAccess(member, expected: expected)
        case .functionCallExpr(let call):
            return compileCall(call, expected: expected)
        case .subscriptCallExpr(let subscriptCall):
            return compileSubscript(subscriptCall)
        case .infixOperatorExpr(let infix):
            return compileInfix(infix, expected: expected)
        case .prefixOperatorExpr(let prefix):
            return compilePrefix(prefix, expected: expected)
        case .forceUnwrapExpr(let unwrap):
            let inner = compileExpression(unwrap.expression, expected: .optional(expected))
            let code = inner.code
            let offset = unwrap.exclamationMark.sourceOffset
            return Compiled(code: { frame in
                let value = try code(frame)
                switch value {
                case .none: throw Trap("unexpectedly found nil while unwrapping an Optional value", at: offset)
                case .some(let held): return held
                default: return value
                }
            }, type: inner.type.isOptional ? inner.type.removingOptional : inner.type.unwrapped)
        case .optionalChainingExpr(let chaining):
            let inner = compileInner(Self.fold(chaining.expression), expected: .unknown, isStatement: false)
            let code = inner.code
            return Compiled(code: { frame in
                let value = try code(frame)
                switch value {
                case .none: throw NilChain()
                case .some(let held): return held
                default: return value
                }
            }, type: inner.type.unwrapped)
        case .ternaryExpr(let ternary):
            let condition = compileExpression(ternary.condition, expected: .builtin(.bool)).code
            var then = compileExpression(ternary.thenExpression, expected: expected)
            var otherwise = compileExpression(ternary.elseExpression, expected: expected)
            if then.isIntegerLiteral, otherwise.type.isFloatingPoint { then = compileExpression(ternary.thenExpression, expected: .builtin(.double)) }
            if otherwise.isIntegerLiteral, then.type.isFloatingPoint { otherwise = compileExpression(ternary.elseExpression, expected: .builtin(.double)) }
            let thenCode = then.code, otherwiseCode = otherwise.code
            let offset = ternary.condition.sourceOffset
            var result = Compiled(code: { frame in
                switch try condition(frame) {
                case .bool(true): return try thenCode(frame)
                case .bool(false): return try otherwiseCode(frame)
                default: throw Trap("a condition must be a Bool", at: offset)
                }
            }, type: Self.commonType(then, otherwise, ternary.thenExpression, ternary.elseExpression))
            result.isIntegerLiteral = then.isIntegerLiteral && otherwise.isIntegerLiteral
            return result
        case .tupleExpr(let tuple):
            return compileTuple(tuple, expected: expected)
        case .arrayExpr(let array):
            var element = expected.element
            // With no type from the context, the first element's type is the others' (as
            // Swift infers `[Shape.circle(1), .square(2)]`).
            if !element.isKnown, let first = array.elements.first {
                let firstType = compileExpression(first.expression, expected: .unknown).type
                if firstType.userType != nil { element = firstType }
            }
            var elements = array.elements.map { compileExpression($0.expression, expected: element) }
            if !element.isKnown, elements.contains(where: { $0.type.isFloatingPoint }) {
                elements = array.elements.map { compileExpression($0.expression, expected: .builtin(.double)) }
            }
            let codes = elements.map { ListedCode(run: $0.code) }
            if case .set = expected.unwrapped {
                // `let seen: Set<Int> = [1, 2]`: the literal makes a set.
                return Compiled(code: { frame in
                    var set = OrderedSet()
                    for code in codes { set.insert(try code.run(frame)) }
                    return .set(set)
                }, type: .set(element))
            }
            let type: TypeRef = element.isKnown ? .array(element) : .array(elements.first?.type ?? .unknown)
            return Compiled(code: { frame in
                var values: [Value] = []
                values.reserveCapacity(codes.count)
                for code in codes { values.append(try code.run(frame)) }
                return .array(values)
            }, type: type)
        case .dictionaryExpr(let dictionary):
            var keyType = TypeRef.unknown, valueType = TypeRef.unknown
            if case .dictionary(let key, let value) = expected.unwrapped { keyType = key; valueType = value }
            var pairs: [(Code, Code)] = []
            if case .elements(let elements) = dictionary.content {
                for element in elements {
                    pairs.append((compileExpression(element.key, expected: keyType).code, compileExpression(element.value, expected: valueType).code))
                }
            }
            return Compiled(code: { frame in
                var values: [Value: Value] = [:]
                for (key, value) in pairs { values[try key(frame)] = try value(frame) }
                return .dictionary(values)
            }, type: .dictionary(keyType, valueType))
        case .closureExpr(let closure):
            return compileClosure(closure, expected: expected)
        case .keyPathExpr(let keyPath):
            return compileKeyPath(keyPath)
        case .asExpr(let asExpression):
            let target = resolveType(asExpression.type)
            let inner = compileExpression(asExpression.expression, expected: target)
            let code = inner.code
            if asExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { return Compiled(code: code, type: .optional(target)) }
            return Compiled(code: { frame in Library.conform(try code(frame), to: target) }, type: target)
        case .tryExpr(let tryExpression):
            let inner = compileExpression(tryExpression.expression, expected: expected)
            guard tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else { return inner }
            let code = inner.code
            return Compiled(code: { frame in
                do { return try code(frame) } catch is Thrown { return .none }
            }, type: .optional(inner.type))
        case .awaitExpr(let awaitExpression):
            return compileExpression(awaitExpression.expression, expected: expected)
        case .inOutExpr(let inoutExpression):
            error("'&' may only be used to pass an argument to an 'inout' parameter", at: inoutExpression)
            return failed(inoutExpression)
        case .discardAssignmentExpr(let discard):
            error("'_' can only appear on the left of an assignment", at: discard)
            return failed(discard)
        case .ifExpr(let conditional):
            return compileIfValue(conditional, expected: expected)
        case .switchExpr(let switchExpression):
            return compileSwitchValue(switchExpression, expected: expected)
        case .superExpr(let superExpression):
            error("'super' is not available in a struct", at: superExpression)
            return failed(superExpression)
        case .typeExpr(let typeExpression):
            return constant(.type(resolveType(typeExpression.type)), .unknown)
        default:
            error("this expression is not supported in layout code", at: expression)
            return failed(expression)
        }
    }

    /// Reports a use of a value of a doubly optional type (`Int??`, an `[Int?]`'s `first`)
    /// whose answer depends on telling an optional holding nil from nil: values here hold
    /// an optional's value itself (``Value/none`` is nil), so the two look alike, and
    /// rather than give a wrong answer silently this asks for the form that flattens first.
    func reportNestedOptional(_ type: TypeRef, at node: some SyntaxProtocol) {
        error("a value of type '\(type.name)' cannot be told apart from nil when it holds nil here: flatten it first, as in '(\(node.trimmedDescription) ?? nil)'", at: node, id: "nested-optional")
    }

    /// The type of a ternary's two branches: an optional when either is one or is `nil`
    /// (`wide ? 100 : nil` is an `Int?`), else the one the compiler knows.
    static func commonType(_ first: Compiled, _ second: Compiled, _ firstSyntax: ExprSyntax, _ secondSyntax: ExprSyntax) -> TypeRef {
        let firstIsNil = fold(firstSyntax).is(NilLiteralExprSyntax.self), secondIsNil = fold(secondSyntax).is(NilLiteralExprSyntax.self)
        if first.type.isOptional { return first.type }
        if second.type.isOptional { return second.type }
        if secondIsNil, first.type.isKnown { return .optional(first.type) }
        if firstIsNil, second.type.isKnown { return .optional(second.type) }
        return first.type.isKnown ? first.type : second.type
    }

    func constant(_ value: Value, _ type: TypeRef) -> Compiled {
        Compiled(code: { _ in value }, type: type)
    }

    /// A number literal, read from the program's ``LiteralTable`` so that an edit of the
    /// number alone needs no new compile.
    private func literalConstant(_ value: Value, _ token: TokenSyntax, isFloat: Bool) -> Compiled {
        let box = program.literals.register(value, text: token.text, at: token.positionAfterSkippingLeadingTrivia.utf8Offset, isFloat: isFloat)
        let type: TypeRef
        if case .int = value { type = .builtin(.int) } else { type = .builtin(.double) }
        var compiled = Compiled(code: { _ in box.value }, type: type)
        Self.typeLiteral(&compiled, box)
        return compiled
    }

    // MARK: - Strings

    private func compileString(_ literal: StringLiteralExprSyntax) -> Compiled {
        var parts: [Code] = []
        var text = ""
        var isConstant = true
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                text += Self.unescape(piece.content.text)
            case .expressionSegment(let interpolation):
                isConstant = false
                let fixed = text
                if !fixed.isEmpty { parts.append { _ in .string(fixed) } }
                text = ""
                let arguments = interpolation.expressions.map { $0 }
                guard let first = arguments.first else { continue }
                let compiled = compileExpression(first.expression, expected: .unknown)
                let value = compiled.code
                if arguments.count > 1, let specifier = arguments.last, specifier.label?.text == "specifier", let format = Self.literalValue(specifier.expression), case .string(let pattern) = format {
                    parts.append { frame in
                        let number = try value(frame)
                        if case .int(let int) = number { return .string(String(format: pattern, int)) }
                        return .string(String(format: pattern, number.asDouble ?? 0))
                    }
                } else if compiled.type.holdsOptional {
                    // `"\(x)"` of an `Int?` prints `Optional(3)`, as Swift does (with a warning).
                    let type = compiled.type
                    parts.append { frame in .string(try value(frame).description(as: type)) }
                } else {
                    parts.append { frame in .string(try value(frame).description) }
                }
            }
        }
        if isConstant { return constant(.string(text), .builtin(.string)) }
        if !text.isEmpty {
            let fixed = text
            parts.append { _ in .string(fixed) }
        }
        return Compiled(code: { frame in
            var result = ""
            for part in parts {
                if case .string(let piece) = try part(frame) { result += piece }
            }
            return .string(result)
        }, type: .builtin(.string))
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
            .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    // MARK: - Tuples

    private func compileTuple(_ tuple: TupleExprSyntax, expected: TypeRef) -> Compiled {
        if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return compileExpression(only.expression, expected: expected)
        }
        if tuple.elements.isEmpty { return constant(.void, .builtin(.void)) }
        var types: [TypeRef] = tuple.elements.map { _ in .unknown }
        var expectedLabels: [Symbol?] = []
        if case .tuple(let known, let knownLabels) = expected.unwrapped, known.count == types.count { (types, expectedLabels) = (known, knownLabels) }
        let elements = zip(tuple.elements, types).map { compileExpression($0.expression, expected: $1) }
        // An unlabeled element takes the label its expected type gives it.
        let labels = tuple.elements.enumerated().map { index, element in
            element.label.map { SymbolTable.intern($0.text) } ?? (index < expectedLabels.count ? expectedLabels[index] : nil)
        }
        let codes = elements.map { ListedCode(run: $0.code) }
        return Compiled(code: { frame in
            var values: [Value] = []
            values.reserveCapacity(codes.count)
            for code in codes { values.append(try code.run(frame)) }
            return .tuple(Tuple(labels: labels, elements: values))
        }, type: .tuple(elements.map(\.type), labels: labels.contains { $0 != nil } ? labels : []))
    }

    // MARK: - Operators

    private func compilePrefix(_ prefix: PrefixOperatorExprSyntax, expected: TypeRef) -> Compiled {
        let op = prefix.operator.text
        let inner = compileExpression(prefix.expression, expected: expected)
        let code = inner.code
        let offset = prefix.sourceOffset
        if let overloaded = overloadedPrefix(op, inner, offset: offset) { return overloaded }
        switch op {
        case "-":
            var result = Compiled(code: { frame in
                do { return try Operators.negate(try code(frame)) } catch var trap as Trap where trap.offset == nil {
                    trap.offset = offset
                    throw trap
                }
            }, type: inner.type)
            result.isIntegerLiteral = inner.isIntegerLiteral
            if let typed = inner.double?.run {
                result.double = DoubleCode { frame in -(try typed(frame)) }
            } else if let typed = inner.int?.run {
                // `-Int.min` traps: the boxed code reports it.
                result.int = IntCode { frame in try Self.checkedNegation(typed(frame)) }
            }
            Self.boxTyped(&result)
            return result
        case "+":
            return inner
        case "!":
            var result = Compiled(code: { frame in
                guard case .bool(let flag) = try code(frame) else { throw Trap("'!' needs a Bool", at: offset) }
                return .bool(!flag)
            }, type: .builtin(.bool))
            if let typed = inner.bool?.run {
                result.bool = BoolCode { frame in !(try typed(frame)) }
                Self.boxTyped(&result)
            }
            return result
        default:
            error("prefix operator '\(op)' is not supported", at: prefix.operator)
            return failed(prefix)
        }
    }

    /// `a === b` and `a !== b`: whether two class references are one instance (two nils
    /// are, as for Swift's `AnyObject?`). An operand whose type is known not to be a class
    /// is an error, as in Swift.
    private func compileIdentity(_ lhs: Compiled, _ rhs: Compiled, negated: Bool, at node: BinaryOperatorExprSyntax) -> Compiled {
        for operand in [lhs, rhs] where operand.type.isKnown {
            guard case .structType(let type) = operand.type.unwrapped, type.isClass else {
                error("operator '\(node.operator.text)' compares class instances, not values of type '\(operand.type.name)'", at: node, id: "identity-of-value")
                return failed(node)
            }
        }
        let left = lhs.code, right = rhs.code
        return Compiled(code: { frame in
            let same: Bool
            switch (try left(frame), try right(frame)) {
            case (.object(let a), .object(let b)): same = a === b
            case (.none, .none): same = true
            default: same = false
            }
            return .bool(same != negated)
        }, type: .builtin(.bool))
    }

    private func compileInfix(_ infix: InfixOperatorExprSyntax, expected: TypeRef) -> Compiled {
        let offset = infix.operator.sourceOffset
        if infix.operator.is(AssignmentExprSyntax.self) { return compileAssignment(infix.leftOperand, infix.rightOperand, op: nil, offset: offset) }
        if let arrow = infix.operator.as(ArrowExprSyntax.self) {
            error("this expression is not supported", at: arrow)
            return failed(infix)
        }
        if let isExpression = infix.operator.as(UnresolvedIsExprSyntax.self) {
            error("'is' is not supported in layout code", at: isExpression)
            return failed(infix)
        }
        guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self) else {
            error("this operator is not supported", at: infix.operator)
            return failed(infix)
        }
        let op = binary.operator.text
        switch op {
        case "+=", "-=", "*=", "/=", "%=":
            return compileAssignment(infix.leftOperand, infix.rightOperand, op: String(op.dropLast()), offset: offset)
        case "&&", "||":
            let left = compileExpression(infix.leftOperand, expected: .builtin(.bool))
            let right = compileExpression(infix.rightOperand, expected: .builtin(.bool))
            let lhs = left.code, rhs = right.code
            let isAnd = op == "&&"
            var result = Compiled(code: { frame in
                guard case .bool(let a) = try lhs(frame) else { throw Trap("'\(op)' needs Bool operands", at: offset) }
                if a != isAnd { return .bool(a) }
                guard case .bool(let b) = try rhs(frame) else { throw Trap("'\(op)' needs Bool operands", at: offset) }
                return .bool(b)
            }, type: .builtin(.bool))
            if let a = left.bool?.run, let b = right.bool?.run {
                result.bool = BoolCode { frame in
                    let first = try a(frame)
                    if first != isAnd { return first }
                    return try b(frame)
                }
                Self.boxTyped(&result)
            }
            return result
        case "??":
            let lhs = compileExpression(infix.leftOperand, expected: expected.isKnown ? .optional(expected) : .unknown)
            // What `lhs` holds: `Int?` for `[Int?]`'s `first`, so that `xs.first ?? nil` is an
            // `Int?` as in Swift.
            let held = lhs.type.removingOptional
            if held.isOptional, !Self.fold(infix.rightOperand).is(NilLiteralExprSyntax.self) { reportNestedOptional(lhs.type, at: infix.leftOperand) }
            let rhs = compileExpression(infix.rightOperand, expected: expected.isKnown ? expected : held)
            let left = lhs.code, right = rhs.code
            // Swift's `??` gives an optional when `rhs` is one (`x ?? y` of two `Int?`s), else
            // what `lhs` holds.
            // An integer literal on the right of an unknown left (`sizes.max() ?? 0`) takes
            // the left's type, which only running tells.
            let type: TypeRef = rhs.type.isOptional || !held.isKnown ? (rhs.isIntegerLiteral && !held.isKnown ? .unknown : rhs.type) : held
            var result = Compiled(code: { frame in
                switch try left(frame) {
                case .none: return try right(frame)
                case .some(let held): return held
                case let value: return value
                }
            }, type: type)
            if let optional = lhs.optionalDouble?.run, let otherwise = rhs.double?.run {
                // `proposal.width ?? 0`
                result.double = DoubleCode { frame in
                    if let number = try optional(frame) { return number }
                    return try otherwise(frame)
                }
                Self.boxTyped(&result)
            }
            return result
        default:
            break
        }
        let isComparison = ["==", "!=", "<", ">", "<=", ">=", "===", "!=="].contains(op)
        let isRange = op == "..<" || op == "..."
        let operandExpected: TypeRef = isComparison || isRange ? .unknown : expected
        var lhs = compileExpression(infix.leftOperand, expected: operandExpected)
        var rhs = compileExpression(infix.rightOperand, expected: lhs.type.isKnown && !lhs.isIntegerLiteral ? lhs.type : operandExpected)
        if lhs.isIntegerLiteral, rhs.type.isFloatingPoint { lhs = compileExpression(infix.leftOperand, expected: .builtin(.double)) }
        if rhs.isIntegerLiteral, lhs.type.isFloatingPoint { rhs = compileExpression(infix.rightOperand, expected: .builtin(.double)) }
        // An implicit member on one side takes the other side's type (`alignment == .center`).
        if isComparison, infix.rightOperand.as(MemberAccessExprSyntax.self)?.base == nil, infix.rightOperand.is(MemberAccessExprSyntax.self), lhs.type.isKnown {
            rhs = compileExpression(infix.rightOperand, expected: lhs.type)
        }
        if let overloaded = overloadedInfix(op, lhs, rhs, offset: offset) { return overloaded }
        if op == "===" || op == "!==" { return compileIdentity(lhs, rhs, negated: op == "!==", at: binary) }
        if !isRange { reportNumberMismatch(op, lhs, rhs, at: binary) }
        let left = lhs.code, right = rhs.code
        let bothDouble = lhs.type.isFloatingPoint && rhs.type.isFloatingPoint && !lhs.type.isOptional && !rhs.type.isOptional
        guard let operation = BinaryOperator(op) else {
            error("operator '\(op)' is not supported", at: binary)
            return failed(infix)
        }
        let located: Code = { frame in try operation.apply(try left(frame), try right(frame), at: offset) }
        // An integer literal takes the other side's type, unknown as it may be (`min(a, b) / 2`).
        let numericType: TypeRef
        if lhs.type.isFloatingPoint || rhs.type.isFloatingPoint {
            numericType = .builtin(.double)
        } else if lhs.isIntegerLiteral || rhs.isIntegerLiteral {
            numericType = lhs.isIntegerLiteral ? rhs.type : lhs.type
        } else {
            numericType = lhs.type.isInt && rhs.type.isInt ? .builtin(.int) : (lhs.type.isKnown ? lhs.type : rhs.type)
        }
        let type: TypeRef = isComparison ? .builtin(.bool) : (isRange ? .unknown : numericType)
        var result = Compiled(code: bothDouble ? Self.doubles(operation, left, right, offset: offset, otherwise: located) : located, type: type)
        result.isIntegerLiteral = lhs.isIntegerLiteral && rhs.isIntegerLiteral && !isComparison && !isRange
        result.isIntegerRange = isRange && lhs.type.isInt && rhs.type.isInt && !lhs.type.isOptional && !rhs.type.isOptional
        Self.typeBinary(&result, operation, lhs, rhs)
        return result
    }

    /// `left op right` for two `CGFloat`s, the common case in layout code, computed in place;
    /// a value that is not a `CGFloat` after all goes through the table. `otherwise` for an
    /// operator with no such path. (Not an optional `Code`: a closure in an optional is
    /// reabstracted, and calling it then costs two thunks.)
    private static func doubles(_ operation: BinaryOperator, _ left: @escaping Code, _ right: @escaping Code, offset: Int?, otherwise: @escaping Code) -> Code {
        switch operation {
        case .add:
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .double(let x) = a, case .double(let y) = b { return .double(x + y) }
                return try operation.apply(a, b, at: offset)
            }
        case .subtract:
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .double(let x) = a, case .double(let y) = b { return .double(x - y) }
                return try operation.apply(a, b, at: offset)
            }
        case .multiply:
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .double(let x) = a, case .double(let y) = b { return .double(x * y) }
                return try operation.apply(a, b, at: offset)
            }
        case .greater:
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .double(let x) = a, case .double(let y) = b { return .bool(x > y) }
                return try operation.apply(a, b, at: offset)
            }
        default:
            return otherwise
        }
    }

    // MARK: - Assignment

    private func compileAssignment(_ target: ExprSyntax, _ valueSyntax: ExprSyntax, op: String?, offset: Int?) -> Compiled {
        if target.is(DiscardAssignmentExprSyntax.self) {
            let value = compileExpression(valueSyntax, expected: .unknown).code
            return Compiled(code: { frame in
                _ = try value(frame)
                return .void
            }, type: .builtin(.void))
        }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let places = tuple.elements.map { compilePlace($0.expression) }
            let value = compileExpression(valueSyntax, expected: .unknown).code
            return Compiled(code: { frame in
                guard case .tuple(let values) = try value(frame), values.elements.count == places.count else { throw Trap("expected a tuple of \(places.count) values", at: offset) }
                for (place, element) in zip(places, values.elements) { try place?.store(frame, element) }
                return .void
            }, type: .builtin(.void))
        }
        guard let place = compilePlace(target) else { return failed(target) }
        let value = compileExpression(valueSyntax, expected: place.type)
        let code = value.code
        let targetType = place.type
        if let path = place.local, let typed = value.double?.run, !targetType.isKnown || targetType.isFloatingPoint {
            return compileTypedAssignment(to: place, at: path, typed, boxed: code, op: op, offset: offset)
        }
        guard let op else {
            reportNumberMismatch(value, to: targetType, at: valueSyntax)
            let conformed = targetType.isKnown ? Self.conforming(code, to: targetType) : code
            return Compiled(code: { frame in
                let newValue = try conformed(frame)
                try place.modify(frame) { $0 = newValue }
                return .void
            }, type: .builtin(.void))
        }
        if let overloaded = overloadedCompound(op, place: place, operand: value, offset: offset) { return overloaded }
        reportNumberMismatch(op + "=", targetType, value, at: valueSyntax)
        // `op` is one of `+ - * / %`: compileInfix passes only those.
        let operation = BinaryOperator(op) ?? .remainder
        return Compiled(code: { frame in
            try Self.compound(operation, place, frame, try code(frame), offset: offset)
            return .void
        }, type: .builtin(.void))
    }

    /// `place op= operand`, `op` one of `+ - * / %`.
    @inline(__always)
    static func compound(_ operation: BinaryOperator, _ place: Place, _ frame: Frame, _ operand: Value, offset: Int?) throws {
        let isAppend = operation == .add
        try place.modify(frame) { current in
            if isAppend, case .array(var elements) = current, case .array(let more) = operand {
                current = .void
                elements += more
                current = .array(elements)
                return
            }
            if case .double(let a) = current, case .double(let b) = operand, isAppend {
                current = .double(a + b)
                return
            }
            current = try operation.apply(current, operand, at: offset)
        }
    }

    // MARK: - Branch values

    /// `if` used as a value (`let x = if a { 1 } else { 2 }`): each branch is one expression.
    private func compileIfValue(_ conditional: IfExprSyntax, expected: TypeRef) -> Compiled {
        scope.push()
        let condition = compileConditions(conditional.conditions)
        let then = branchValue(conditional.body.statements, expected: expected, at: conditional.body)
        scope.pop()
        let otherwise: Compiled
        switch conditional.elseBody {
        case .ifExpr(let next)?: otherwise = compileIfValue(next, expected: expected)
        case .codeBlock(let block)?: otherwise = branchValue(block.statements, expected: expected, at: block)
        case nil:
            error("'if' used as a value needs an 'else'", at: conditional.ifKeyword)
            return failed(conditional)
        }
        let thenCode = then.code, otherwiseCode = otherwise.code
        return Compiled(code: { frame in try condition(frame) ? try thenCode(frame) : try otherwiseCode(frame) }, type: then.type.isKnown ? then.type : otherwise.type)
    }

    private func branchValue(_ statements: CodeBlockItemListSyntax, expected: TypeRef, at node: some SyntaxProtocol) -> Compiled {
        guard statements.count == 1, let only = statements.first, case .expr(let expression) = only.item else {
            error("a branch used as a value must be a single expression", at: node)
            return failed(node)
        }
        return compileExpression(expression, expected: expected)
    }

    /// `switch` used as a value: each case is one expression.
    private func compileSwitchValue(_ switchExpression: SwitchExprSyntax, expected: TypeRef) -> Compiled {
        let subject = compileExpression(switchExpression.subject, expected: .unknown)
        var cases: [(matchers: [Matcher], value: Code)] = []
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            scope.push()
            var matchers: [Matcher] = []
            switch switchCase.label {
            case .default: matchers.append { _, _ in true }
            case .case(let label):
                matchers = compileCaseItems(label.caseItems, subjectType: subject.type)
            }
            let value = branchValue(switchCase.statements, expected: expected, at: switchCase)
            scope.pop()
            cases.append((matchers, value.code))
        }
        let code = subject.code
        let offset = switchExpression.switchKeyword.sourceOffset
        return Compiled(code: { frame in
            let value = try code(frame)
            for entry in cases {
                for matcher in entry.matchers where try matcher(value, frame) { return try entry.value(frame) }
            }
            throw Trap("no case of the switch matches \(value.debugDescription)", at: offset)
        }, type: expected)
    }

    // MARK: - Key paths

    /// `\.width` as a function from a value to its member; `\.self` as the identity.
    private func compileKeyPath(_ keyPath: KeyPathExprSyntax) -> Compiled {
        var getters: [(Value) throws -> Value] = []
        let offset = keyPath.sourceOffset
        for component in keyPath.components {
            guard case .property(let property) = component.component else {
                error("only property key paths are supported", at: component)
                return failed(keyPath)
            }
            let name = property.declName.baseName.identifierText
            if name == "self" { continue }
            getters.append(dynamicGetter(name, offset: offset))
        }
        let callable = Callable(name: keyPath.trimmedText) { arguments in
            guard var value = arguments.first else { throw Trap("a key path takes one value", at: offset) }
            for getter in getters { value = try getter(value) }
            return value
        }
        return constant(.function(callable), .function)
    }
}

extension Compiler {
    /// A step of a postfix chain (the base of a member, call or subscript): as
    /// ``compileExpression(_:expected:isStatement:)``, but a nil met by `?.` travels on to
    /// the end of the chain.
    func compilePart(_ expression: ExprSyntax, expected: TypeRef) -> Compiled {
        compileInner(Self.fold(expression), expected: expected, isStatement: false)
    }
}
