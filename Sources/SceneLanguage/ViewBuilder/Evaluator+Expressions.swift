import Foundation
@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Expressions: literals, names, members, operators, interpolation, closures.
extension Evaluator {
    func evaluate(_ expression: ExprSyntax, _ scope: Scope) -> SceneValue? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            guard let value = Int(literal.literal.spelling) ?? literal.representedLiteralValue else { return unsupported(expression) }
            return .number(.literal(Double(value)))
        case .floatLiteralExpr(let literal):
            guard let value = literal.representedLiteralValue else { return unsupported(expression) }
            return .number(.double(value))
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.isKeyword(.true))
        case .nilLiteralExpr:
            return .null
        case .stringLiteralExpr(let literal):
            return string(literal, scope).map { .string($0) }
        case .arrayExpr(let array):
            var elements: [SceneValue] = []
            elements.reserveCapacity(array.elements.count)
            for element in array.elements.all {
                guard let value = evaluate(element.expression, scope) else { return nil }
                elements.append(value)
            }
            return .array(typingImplicitCases(elements))
        case .declReferenceExpr(let reference):
            // `sorted(by: >)`, `reduce(0, +)`: an operator passed as a function.
            if case .binaryOperator(let spelling) = reference.baseName.tokenKind { return .operatorFunction(spelling) }
            return name(reference, scope)
        case .memberAccessExpr(let access):
            let value = member(access, scope)
            if producedOptional { takeOptional(expression) }
            return endingChain(value, expression)
        case .functionCallExpr(let call):
            let value = self.call(call, scope)
            if producedOptional { takeOptional(expression) }
            return endingChain(value, expression)
        case .sequenceExpr(let sequence):
            guard let folded = fold(sequence) else { return nil }
            return evaluate(folded, scope)
        case .infixOperatorExpr(let infix):
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self) else { return unsupported(expression) }
            return binary(op.operator.spelling, .operand(infix.leftOperand), .operand(infix.rightOperand), origin: op.origin, scope)
        case .ternaryExpr(let ternary):
            guard let flag = evaluateCondition(ternary.condition, scope) else { return nil }
            return evaluate(flag ? ternary.thenExpression : ternary.elseExpression, scope)
        case .prefixOperatorExpr(let prefix):
            guard let operand = evaluate(prefix.expression, scope) else { return nil }
            return unary(prefix.operator.spelling, operand, origin: prefix.origin)
        case .postfixOperatorExpr(let postfix) where postfix.operator.spelling == "...":
            guard let operand = evaluate(postfix.expression, scope) else { return nil }
            return .boundedRange(SceneRange(lower: operand, upper: nil, includesUpper: true))
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.all.first, only.label == nil { return evaluate(only.expression, scope) }
            return self.tuple(tuple, scope)
        case .closureExpr(let closure):
            return .closure(SceneClosure(syntax: closure, scope: scope))
        case .keyPathExpr(let keyPath):
            return .keyPath(keyPath.components.trimmedText)
        case .ifExpr(let conditional):
            return value(of: runIf(conditional, scope), origin: expression.origin, name: "if")
        case .switchExpr(let switchExpression):
            return value(of: runSwitch(switchExpression, scope), origin: expression.origin, name: "switch")
        case .forceUnwrapExpr(let unwrap):
            guard let value = evaluate(unwrap.expression, scope) else { return endingChain(nil, expression) }
            guard case .null = value else { return value }
            sink.emit(.error("nil-unwrap", "unexpectedly found nil while unwrapping an Optional value"), at: unwrap.exclamationMark.origin)
            return nil
        case .optionalChainingExpr(let chaining):
            guard let value = evaluate(chaining.expression, scope) else { return nil }
            guard case .null = value else { return value }
            // Nil ends the whole chain (`a?.b.c`): its last link gives nil (``endingChain``).
            chainIsNil = true
            return nil
        case .asExpr(let cast):
            guard let value = evaluate(cast.expression, scope) else { return nil }
            return conform(value, to: cast.type)
        case .subscriptCallExpr(let subscriptCall):
            return endingChain(subscriptValue(subscriptCall, scope), expression)
        default:
            return unsupported(expression)
        }
    }

    /// The value of a link of a postfix chain: when an optional chaining link (`a?`) met
    /// nil, the chain's last link (`.c` in `a?.b.c`) gives nil; the links between give
    /// nothing, as the chain stops where it met nil.
    @inline(__always)
    private func endingChain(_ value: SceneValue?, _ expression: ExprSyntax) -> SceneValue? {
        guard value == nil, chainIsNil, !Self.continuesChain(expression) else { return value }
        chainIsNil = false
        return .null
    }

    /// Whether `expression` is a link other than the last of a postfix chain: the base of a
    /// member, a call, a subscript or an unwrap.
    private static func continuesChain(_ expression: ExprSyntax) -> Bool {
        guard let parent = expression.parent else { return false }
        switch parent.kind {
        case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .forceUnwrapExpr, .optionalChainingExpr: return true
        default: return false
        }
    }

    /// Records that `expression`'s value has an optional type, as the operation that
    /// computed it said (``producedOptional``).
    private func takeOptional(_ expression: ExprSyntax) {
        producedOptional = false
        lastOptional = expression.id
    }

    /// Whether `expression` has an optional type in Swift, so that interpolating it prints
    /// `Optional(…)`: nil, an optional chain, a name or property declared optional, or a
    /// member or call whose operation gives one (``lastOptional``, read right after
    /// `expression` was evaluated). The view builder's values do not box optionals (nil is
    /// ``SceneValue/null``, anything else the value held), so the type is told from where
    /// the value came from.
    func hasOptionalType(_ expression: ExprSyntax, _ scope: Scope) -> Bool {
        var expression = expression
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            expression = only.expression
        }
        switch expression.as(ExprSyntaxEnum.self) {
        case .nilLiteralExpr:
            return true
        case .declReferenceExpr(let reference):
            let name = reference.baseName.identifierText
            if let isOptional = scope.isOptionalLocal(name) { return isOptional }
            if let model = scope.instance?.model, model.storedProperties.contains(where: { $0.name == name }) || model.computedProperties[name] != nil {
                return model.optionalMembers.contains(name)
            }
            if let (type, _) = globalInitializers[name] { return type.map { Self.isOptionalType($0) || Self.isArrayOfOptionalsType($0) } ?? false }
            return false
        case .infixOperatorExpr(let infix) where infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??":
            // `x ?? y` is optional when `y` is (`xs.first ?? nil`, two `Int?`s), also when `y`
            // is a call that was not made (`x ?? half(4)`, `x` not nil): by its declared type.
            if let call = infix.rightOperand.as(FunctionCallExprSyntax.self) { return callHasOptionalResult(call, scope) }
            return hasOptionalType(infix.rightOperand, scope)
        case .sequenceExpr(let sequence) where mentionsCoalescing && Compiler.holdsCoalescing(sequence):
            let folded = Compiler.fold(expression)
            return folded.is(InfixOperatorExprSyntax.self) ? hasOptionalType(folded, scope) : false
        case .memberAccessExpr(let access) where access.base?.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true:
            return scope.instance?.model.optionalMembers.contains(access.declName.baseName.identifierText) ?? false
        default:
            return Compiler.startsOptionalChain(expression) || lastOptional == expression.id
        }
    }

    /// Whether a call's result has an optional type, by what it calls rather than by its
    /// value: a scene's function declared to return one (every overload of the name), a
    /// local declared `(Int) -> Int?`, or a collection's `first(where:)`, `min()`, `max()`,
    /// `firstIndex(of:)`.
    func callHasOptionalResult(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Bool {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierText
            if scope.local(name) != nil { return scope.hasOptionalResultLocal(name) }
            guard let declared = functions[name], !declared.isEmpty else { return false }
            return declared.allSatisfy { $0.signature.returnClause.map { Self.isOptionalType($0.type) } ?? false }
        }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil {
            return Self.optionalMethods.contains(access.declName.baseName.identifierText)
        }
        return false
    }

    /// Whether a declared type is an optional (`Int?`, `Int!`).
    static func isOptionalType(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// Whether a declared type is a function returning an optional (`(Int) -> Int?`).
    static func isOptionalResultType(_ type: TypeSyntax) -> Bool {
        var type = type
        while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
        return type.as(FunctionTypeSyntax.self).map { isOptionalType($0.returnClause.type) } ?? false
    }

    /// Whether a declared type is an optional of an optional (`Int??`).
    static func isNestedOptionalType(_ type: TypeSyntax) -> Bool {
        guard let optional = type.as(OptionalTypeSyntax.self) else { return false }
        return isOptionalType(optional.wrappedType)
    }

    /// `expression`'s value as Swift prints an optional of an optional, which the view
    /// builder's values, whose nil is one `.null`, do not tell apart by themselves: a name
    /// declared `Int??` (`Optional(Optional(1))`), and the `first` or `last` of an array
    /// declared `[Int?]` (`Optional(nil)` for a nil element, `nil` for none). Nil for any
    /// other expression.
    func describeNestedOptional(_ value: SceneValue, of expression: ExprSyntax, _ scope: Scope) -> String? {
        var expression = expression
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            expression = only.expression
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard declaresNestedOptional(reference.baseName.identifierText, scope) else { return nil }
            if case .null = value { return "nil" }
            return "Optional(Optional(" + describeElement(value) + "))"
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        let member = access.declName.baseName.identifierText
        guard member == "first" || member == "last" else { return nil }
        let name = base.baseName.identifierText
        let hasOptionalElements = scope.hasOptionalElementsLocal(name) ?? globalInitializers[name]?.0.map(Self.isArrayOfOptionalsType)
            ?? scope.instance?.model.storedProperties.first(where: { $0.name == name })?.type.map(Self.isArrayOfOptionalsType) ?? false
        guard hasOptionalElements, case .array(let elements)? = scope.local(name) ?? scope.instance?.values[name] ?? (global(name) ?? nil) else { return nil }
        guard let element = member == "first" ? elements.first : elements.last else { return "nil" }
        return "Optional(" + describeOptional(element) + ")"
    }

    /// Whether `name`, a local, a property or a global, is declared an optional of an optional.
    private func declaresNestedOptional(_ name: String, _ scope: Scope) -> Bool {
        if let nested = scope.isNestedOptionalLocal(name) { return nested }
        if let model = scope.instance?.model, let property = model.storedProperties.first(where: { $0.name == name }) {
            return property.type.map(Self.isNestedOptionalType) ?? false
        }
        return globalInitializers[name]?.0.map(Self.isNestedOptionalType) ?? false
    }

    /// Whether a declared type is an array of optionals (`[Int?]`).
    static func isArrayOfOptionalsType(_ type: TypeSyntax) -> Bool {
        type.as(ArrayTypeSyntax.self).map { isOptionalType($0.element) } ?? false
    }

    /// The value of `expression`, of an optional type (``hasOptionalType(_:_:)``), as Swift
    /// prints it: an array of optionals element by element (`[Optional(1), nil]`), any
    /// other as ``describeOptional(_:)``.
    func describeOptional(_ value: SceneValue, of expression: ExprSyntax, _ scope: Scope) -> String {
        if case .array(let elements) = value, let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierText
            let hasOptionalElements = scope.hasOptionalElementsLocal(name) ?? globalInitializers[name]?.0.map(Self.isArrayOfOptionalsType) ?? false
            if hasOptionalElements { return "[" + elements.map(describeOptional).joined(separator: ", ") + "]" }
        }
        return describeOptional(value)
    }

    /// A value of an optional type as Swift prints it: `Optional(3)`, `Optional("a")`, `nil`.
    func describeOptional(_ value: SceneValue) -> String {
        if case .null = value { return "nil" }
        return "Optional(" + describeElement(value) + ")"
    }

    /// `(1, "a")`, `(name: "a", size: 3)`.
    private func tuple(_ tuple: TupleExprSyntax, _ scope: Scope) -> SceneValue? {
        var labels: [String?] = []
        var elements: [SceneValue] = []
        for element in tuple.elements.all {
            guard let value = evaluate(element.expression, scope) else { return nil }
            labels.append(element.label?.identifierText)
            elements.append(value)
        }
        return .tuple(SceneTuple(labels: labels, elements: elements))
    }

    func unsupported(_ node: some SyntaxProtocol) -> SceneValue? {
        sink.emit(.unsupportedExpression(Self.excerpt(node)), at: node.origin)
        return nil
    }

    // MARK: - Names

    private func name(_ reference: DeclReferenceExprSyntax, _ scope: Scope) -> SceneValue? {
        var name = reference.baseName.identifierText
        if reference.baseName.isKeyword(.self) {
            if let view = viewSelf(scope) { return .node(view) }
            if let value = scope.instance?.enumValue { return value }
            return unsupported(reference)
        }
        // `$state` is a binding to a state property; the value stands for it.
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) { name.removeFirst() }
        if let value = lookup(name, scope, origin: reference.origin) { return value }
        return nil
    }

    /// A name in scope: a local, a property of `self`, a global. Reports it when missing.
    func lookup(_ name: String, _ scope: Scope, origin: SceneOrigin) -> SceneValue? {
        if let value = scope.local(name) { return value }
        if declaredNames.contains(name) {
            if let instance = scope.instance {
                switch property(name, of: instance, origin: origin) {
                case .some(let value): return value
                case .none: break
                }
            }
            if let global = global(name) { return global }
            if types[name] != nil {
                sink.emit(.unsupportedExpression(name), at: origin)
                return nil
            }
        }
        reportMissing(name, scope, origin: origin)
        return nil
    }

    func reportMissing(_ name: String, _ scope: Scope, origin: SceneOrigin) {
        if let ignoredDeclaration = ignored[name] {
            sink.emit(.ignoredDeclarationUsed(ignoredDeclaration.what), at: origin, notes: [(.declaredHere(name), ignoredDeclaration.origin)])
            return
        }
        var candidates = scope.allNames + Array(globalInitializers.keys) + Array(functions.keys)
        if let instance = scope.instance {
            candidates += instance.model.storedProperties.map(\.name) + Array(instance.model.computedProperties.keys) + Array(instance.model.methods.keys)
        }
        sink.emit(.cannotFind(name), at: origin, suggesting: name, from: candidates)
    }

    /// A property of an instance: stored, computed, or (for an enum) `rawValue`.
    /// `.none` when it has no such property; `.some(nil)` when evaluating it failed.
    func property(_ name: String, of instance: Instance, origin: SceneOrigin) -> SceneValue?? {
        if let value = instance.values[name] { return .some(value) }
        let model = instance.model
        if let computed = model.computedProperties[name] {
            let scope = Scope(parent: globals, instance: instance)
            return .some(nested(name, origin: origin) { () -> SceneValue? in
                value(of: run(computed.statements, in: scope), origin: origin, name: name).map { conform($0, to: computed.type) }
            })
        }
        if model.kind == .enumeration, name == "rawValue", case .member(let member)? = instance.enumValue {
            return .some(rawValue(of: member.name, in: model))
        }
        if let staticValue = staticMember(name, of: model, origin: origin) { return .some(staticValue) }
        // A static member whose value failed has been reported.
        if model.declaresStatic(name) { return .some(nil) }
        return .none
    }

    func rawValue(of caseName: String, in model: TypeModel) -> SceneValue? {
        guard let index = model.cases.firstIndex(where: { $0.name == caseName }) else { return nil }
        if model.rawType == "Int" {
            // A case without a raw value is one past the case before it (the first is 0):
            // `case low = 1, medium, high` makes 1, 2, 3.
            for previous in stride(from: index, through: 0, by: -1) {
                guard let expression = model.cases[previous].rawValue else { continue }
                guard case .number(let number)? = evaluate(expression, globals), let base = number.truncatedInt else { return nil }
                return .number(.int(base + index - previous))
            }
            return .number(.int(index))
        }
        if let expression = model.cases[index].rawValue { return evaluate(expression, globals) }
        return .string(caseName)
    }

    /// A static property of a user type, or one of its enum cases.
    func staticMember(_ name: String, of model: TypeModel, origin: SceneOrigin) -> SceneValue? {
        if let value = model.staticValues[name] { return value }
        if model.kind == .enumeration {
            if model.hasCase(name) { return .member(SceneMember(type: model.name, name: name)) }
            if name == "allCases" { return .array(model.cases.map { .member(SceneMember(type: model.name, name: $0.name)) }) }
        }
        var result: SceneValue?
        // In a static context a bare name is another static member (`static var double:
        // CGFloat { gutter * 2 }`): the scope's instance has no values, only the type.
        let staticScope = Scope(parent: globals, instance: Instance(model: model))
        if let stored = model.staticProperties[name], let initializer = stored.initializer {
            let key = StaticKey(type: model.name, name: name)
            guard !circularStatics.contains(key) else { return nil }
            if let start = staticsInProgress.firstIndex(where: { $0.key == key }) {
                reportCircle(from: start, closedAt: origin)
                return nil
            }
            staticsInProgress.append((key, stored.origin, origin))
            defer { staticsInProgress.removeLast() }
            result = nested(name, origin: origin) { evaluate(initializer, staticScope).map { conform($0, to: stored.type) } }
        } else if let computed = model.staticComputed[name] {
            result = nested(name, origin: origin) { value(of: run(computed.statements, in: staticScope), origin: origin, name: name) }
        } else {
            return nil
        }
        if let result { model.staticValues[name] = result }
        return result
    }

    /// Reports the static stored properties from `staticsInProgress[start]` on, whose initial
    /// values read each other in a circle closed by the read at `origin`, as the compiler
    /// does (``Program``'s `reportCircularInitializers`): "circular reference" at the
    /// circle's first property in the file, a note at each read around it, once.
    private func reportCircle(from start: Int, closedAt origin: SceneOrigin) {
        let circle = Array(staticsInProgress[start...])
        let reads = circle.dropFirst().map(\.read) + [origin]
        let first = circle.indices.min { (circle[$0].declared.offset ?? .max) < (circle[$1].declared.offset ?? .max) }!
        let order = Array(circle.indices[first...]) + Array(circle.indices[..<first])
        for entry in circle { circularStatics.insert(entry.key) }
        sink.emit(.circularReference, at: circle[first].declared, notes: order.map { (.throughReference, reads[$0]) })
    }

    // MARK: - Members

    /// Built-in types whose members scenes name: `Color.red`, `CGFloat.infinity`,
    /// `ToolbarItemPlacement.topBarTrailing` (every type an argument's members come from).
    static let builtInTypes: Set<String> = Set([
        "CGFloat", "Double", "Float", "Int", "Color", "Font", "Angle", "UnitPoint", "Alignment", "HorizontalAlignment",
        "VerticalAlignment", "Edge", "Axis", "ContentMode", "CGSize", "CGPoint", "EdgeInsets", "SLEDirection", "SLEItem",
        "SLEAlignment", "Animation", "AnyTransition", "Font.Weight", "Edge.Set", "Axis.Set", "ProposedViewSize",
        "RoundedCornerStyle", "TextAlignment", "String",
    ]).union(ValueCatalog.allTypeNames)

    /// The type an expression names (`Color`, `Edge.Set`), if it names one rather than a value.
    func typeName(_ expression: ExprSyntax, _ scope: Scope) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierText
            guard Self.startsUppercase(name), scope.local(name) == nil else { return nil }
            if let generic = scope.genericType(name) { return generic }
            // `Self.gutter` in a member of a scene type or of an extension of a library type.
            if name == "Self", let model = scope.instance?.model { return model.name }
            if declaredNames.contains(name) {
                guard globalInitializers[name] == nil else { return nil }
                if let instance = scope.instance, instance.values[name] != nil { return nil }
                if types[name] != nil || isSceneLayout(name) { return name }
            }
            return Self.builtInTypes.contains(name) ? name : nil
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, let baseType = typeName(base, scope) {
            let name = baseType + "." + access.declName.baseName.identifierText
            return Self.builtInTypes.contains(name) ? name : nil
        }
        return nil
    }

    /// Whether `name` starts with an uppercase letter, as type names do: ASCII without
    /// Unicode's tables, which `Character.isUppercase` consults (~250 instructions).
    static func startsUppercase(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        guard byte >= 0x80 else { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    private func member(_ access: MemberAccessExprSyntax, _ scope: Scope) -> SceneValue? {
        let name = access.declName.baseName.identifierText
        guard let base = access.base else { return implicitMember(name, origin: access.declName.origin) }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.isKeyword(.self) {
            guard let instance = scope.instance else { return unsupported(access) }
            if let value = property(name, of: instance, origin: access.declName.origin) { return value }
            sink.emit(.noMember(name, on: "'\(instance.model.name)'"), at: access.declName.origin)
            return nil
        }
        if let type = typeName(base, scope) {
            return typeMember(name, of: type, origin: access.declName.origin)
        }
        guard let value = evaluate(base, scope) else { return nil }
        producedOptional = false
        return member(name, of: value, origin: access.declName.origin)
    }

    /// An array literal's elements with the enum type one of them names given to the cases
    /// that leave it implied (`[Size.l, .s]` is a `[Size]`), as Swift infers one element type.
    private func typingImplicitCases(_ elements: [SceneValue]) -> [SceneValue] {
        guard elements.count > 1, case .member(let first)? = elements.first(where: { if case .member(let m) = $0 { return m.type != nil }; return false }),
              let type = first.type, let model = types[type], model.kind == .enumeration else { return elements }
        return elements.map { element in
            guard case .member(var member) = element, member.type == nil, member.base == nil, model.hasCase(member.name) else { return element }
            member.type = type
            return .member(member)
        }
    }

    /// `Type.name`.
    func typeMember(_ name: String, of type: String, origin: SceneOrigin) -> SceneValue? {
        // `Key.self`, as `.layoutValue(key:value:)` names a key.
        if name == "self" { return .member(SceneMember(type: type, name: name)) }
        if case .some(let value) = libraryStatic(name, of: type, origin: origin) { return value }
        if let model = types[type] {
            if let value = staticMember(name, of: model, origin: origin) { return value }
            // A static member whose value failed has been reported.
            if model.declaresStatic(name) { return nil }
            sink.emit(.noMember(name, on: "'\(type)'"), at: origin)
            return nil
        }
        if isSceneLayout(type) { return layoutMember(name, of: type, arguments: nil, origin: origin) }
        switch (type, name) {
        case ("CGFloat", "infinity"), ("Double", "infinity"), ("Float", "infinity"): return .number(.double(.infinity))
        case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .number(.double(.pi))
        case ("CGFloat", "zero"), ("Double", "zero"), ("Float", "zero"): return .number(.double(0))
        case ("Int", "zero"): return .number(.int(0))
        case ("Int", "max"): return .number(.int(Int.max))
        default: return .member(SceneMember(type: type, name: name))
        }
    }

    /// `value.name`: a property of a user view or enum value, or of an array or string.
    func member(_ name: String, of value: SceneValue, origin: SceneOrigin) -> SceneValue? {
        switch value {
        case .member(let member):
            if let type = member.type, let model = types[type], model.kind == .enumeration, member.arguments == nil, member.base == nil {
                let instance = Instance(model: model, enumValue: value)
                if let result = property(name, of: instance, origin: origin) { return result }
                sink.emit(.noMember(name, on: "'\(type)'"), at: origin)
                return nil
            }
            return .member(SceneMember(name: name, base: value))
        case .array(let elements):
            switch name {
            case "count": return .number(.int(elements.count))
            case "isEmpty": return .bool(elements.isEmpty)
            case "indices": return .range(lower: 0, upper: elements.count)
            case "first":
                producedOptional = true
                return elements.first ?? .null
            case "last":
                producedOptional = true
                return elements.last ?? .null
            // `xs.lazy`: the same elements, whose `map` and `filter` are worked out at once
            // here (nothing a view builder computes has an effect to delay).
            case "lazy": return value
            default: break
            }
        case .range(let lower, let upper, let isClosed):
            switch name {
            case "lazy": return value
            case "count": return .number(.int(max(0, upper - lower)))
            case "isEmpty": return .bool(upper <= lower)
            case "lowerBound": return .number(.int(lower))
            case "upperBound": return .number(.int(isClosed ? upper - 1 : upper))
            case "indices": return .range(lower: lower, upper: upper)
            default: break
            }
        case .string(let text):
            switch name {
            case "count": return .number(.int(text.count))
            case "isEmpty": return .bool(text.isEmpty)
            case "capitalized": return .string(text.capitalized)
            default: break
            }
        case .number(let number):
            if name == "description" { return .string(number.description) }
        case .instance(let instance):
            if let result = property(name, of: instance, origin: origin) {
                // Said once a computed property's code has run.
                let optionals = instance.model.optionalMembers
                if !optionals.isEmpty, optionals.contains(name) { producedOptional = true }
                return result
            }
            sink.emit(.noMember(name, on: "'\(instance.model.name)'"), at: origin)
            return nil
        case .tuple(let tuple):
            if let element = tuple.element(name) { return element }
            sink.emit(.noMember(name, on: "value of tuple type '\(Self.spelledType(of: tuple))'"), at: origin)
            return nil
        case .interpreted(let interpreted):
            // A value only the interpreter holds (a range of `CGFloat`s): the library's own
            // property of it, as layout code reads it.
            if let getter = Library.property(named: name), let result = try? getter(interpreted) { return result.sceneValue }
        default:
            break
        }
        if case .some(let result) = extensionProperty(name, of: value, origin: origin) { return result }
        sink.emit(.noMember(name, on: value.kindDescription), at: origin)
        return nil
    }

    private func subscriptValue(_ subscriptCall: SubscriptCallExprSyntax, _ scope: Scope) -> SceneValue? {
        guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.all.first, argument.label == nil else {
            return unsupported(subscriptCall)
        }
        guard let base = evaluate(subscriptCall.calledExpression, scope), let index = evaluate(argument.expression, scope) else { return nil }
        guard case .array(let elements) = base, case .number(let number) = index, let position = number.truncatedInt else {
            return unsupported(subscriptCall)
        }
        guard elements.indices.contains(position) else {
            sink.emit(.indexOutOfRange(position, count: elements.count), at: argument.origin)
            return nil
        }
        return elements[position]
    }

    // MARK: - Strings

    private func string(_ literal: StringLiteralExprSyntax, _ scope: Scope) -> String? {
        let isRaw = literal.openingPounds != nil
        var kind: StringLiteralKind?
        var result = ""
        for segment in literal.segments.all {
            switch segment {
            case .stringSegment(let text):
                guard Self.append(text, of: literal, isRaw: isRaw, kind: &kind, to: &result) else { return nil }
            case .expressionSegment(let interpolation):
                var parts = interpolation.expressions.all.makeIterator()
                let first = parts.next(), specifier = parts.next()
                guard let first, first.label == nil, parts.next() == nil, specifier.map({ $0.label?.isSpelled("specifier") == true }) ?? true else {
                    _ = unsupported(interpolation)
                    return nil
                }
                guard let value = evaluate(first.expression, scope) else { return nil }
                if let specifier {
                    // `Text("\(value, specifier: "%.1f")")`: printf-style, as Text formats it.
                    guard case .string(let format)? = evaluate(specifier.expression, scope), case .number(let number) = value else {
                        _ = unsupported(interpolation)
                        return nil
                    }
                    result += Self.format(format, number)
                } else if let nested = describeNestedOptional(value, of: first.expression, scope) {
                    result += nested
                } else if hasOptionalType(first.expression, scope) {
                    // `"\(x)"` of an `Int?` prints `Optional(3)`, as Swift does (with a warning).
                    result += describeOptional(value, of: first.expression, scope)
                } else {
                    result += describe(value)
                }
            }
        }
        return result
    }

    /// Appends a literal segment's text to `result`; false when the literal's kind cannot
    /// be told (`kind` is found on the first segment that needs it). A segment with no escape
    /// and no line break is its own text, as most are; the others are unescaped as the
    /// literal's kind says.
    static func append(_ text: StringSegmentSyntax, of literal: StringLiteralExprSyntax, isRaw: Bool, kind: inout StringLiteralKind?, to result: inout String) -> Bool {
        let content = text.content.spelling
        if !isRaw, content.utf8.allSatisfy({ $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }) {
            result += content
            return true
        }
        if kind == nil { kind = literal.stringLiteralKind }
        guard let kind else { return false }
        text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &result)
        return true
    }

    /// A number formatted by a printf-style specifier with one conversion (`%.1f`, `%d`).
    static func format(_ specifier: String, _ number: SceneNumber) -> String {
        let conversion = specifier.last { $0.isLetter }
        switch conversion {
        case "d", "i", "x", "X", "o", "u":
            guard let int = number.truncatedInt else { return number.description }
            return String(format: specifier.replacingOccurrences(of: "%" + String(conversion!), with: "%l" + String(conversion!)), int)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            return String(format: specifier, number.value)
        default:
            return number.description
        }
    }

    /// A value as string interpolation prints it.
    func describe(_ value: SceneValue) -> String {
        switch value {
        case .number(let number): return number.description
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "nil"
        case .array(let elements): return "[" + elements.map(describeElement).joined(separator: ", ") + "]"
        case .member(let member): return member.name
        case .node(let node): return node.name
        case .range(let lower, let upper, let isClosed): return isClosed ? "\(lower)...\(upper - 1)" : "\(lower)..<\(upper)"
        case .boundedRange(let range): return (range.lower.map(describeElement) ?? "") + range.spelledOperator + (range.upper.map(describeElement) ?? "")
        case .keyPath(let path): return "\\" + path
        case .closure, .operatorFunction: return "(Function)"
        case .instance(let instance):
            let fields = instance.model.storedProperties.map { "\($0.name): \(instance.values[$0.name].map(describeElement) ?? "nil")" }
            return instance.model.name + "(" + fields.joined(separator: ", ") + ")"
        case .tuple(let tuple):
            let parts = zip(tuple.labels, tuple.elements).map { label, element in (label.map { $0 + ": " } ?? "") + describeElement(element) }
            return "(" + parts.joined(separator: ", ") + ")"
        case .interpreted(let value):
            return value.description
        }
    }

    /// A tuple's type as messages spell it: `(Int, name: String)`, the kinds of its
    /// elements standing for the types the view builder does not keep.
    static func spelledType(of tuple: SceneTuple) -> String {
        let parts = zip(tuple.labels, tuple.elements).map { label, element -> String in
            let type: String
            switch element {
            case .number(let number): type = number.kind == .double ? "Double" : "Int"
            case .string: type = "String"
            case .bool: type = "Bool"
            case .instance(let instance): type = instance.model.name
            default: type = "_"
            }
            return (label.map { $0 + ": " } ?? "") + type
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    func describeElement(_ value: SceneValue) -> String {
        if case .string(let text) = value { return "\"" + text + "\"" }
        return describe(value)
    }

    // MARK: - Operators

    /// Folds `a + b * c` by precedence, as the compiler would.
    func fold(_ sequence: SequenceExprSyntax) -> FoldedExpression? {
        // One operator, the most common sequence (`a + b`), needs no precedence and no arrays.
        if sequence.elements.count == 3 {
            var elements = sequence.elements.all.makeIterator()
            guard let left = elements.next(), let syntax = elements.next(), let right = elements.next() else { return nil }
            guard let info = OperatorInfo(syntax) else { _ = unsupported(syntax); return nil }
            return Self.combine(.operand(left), info, syntax, .operand(right))
        }
        return fold(Array(sequence.elements.all), sequence)
    }

    /// Folds operands and operators alternating in `elements`.
    func fold(_ elements: [ExprSyntax], _ whole: some SyntaxProtocol) -> FoldedExpression? {
        guard elements.count % 2 == 1, let first = elements.first else { _ = unsupported(whole); return nil }
        var operands: [FoldedExpression] = [.operand(first)]
        var operators: [(info: OperatorInfo, syntax: ExprSyntax)] = []

        func reduce() {
            let (info, syntax) = operators.removeLast()
            let right = operands.removeLast()
            let left = operands.removeLast()
            operands.append(Self.combine(left, info, syntax, right))
        }

        var index = 1
        while index + 1 < elements.count {
            let syntax = elements[index]
            guard let info = OperatorInfo(syntax) else { _ = unsupported(syntax); return nil }
            while let top = operators.last, top.info.precedence > info.precedence || (top.info.precedence == info.precedence && !info.isRightAssociative) {
                reduce()
            }
            operators.append((info, syntax))
            operands.append(.operand(elements[index + 1]))
            index += 2
        }
        while !operators.isEmpty { reduce() }
        return operands.first
    }

    /// `left` and `right` joined by the operator `syntax`.
    private static func combine(_ left: FoldedExpression, _ info: OperatorInfo, _ syntax: ExprSyntax, _ right: FoldedExpression) -> FoldedExpression {
        switch info.kind {
        case .binary(let name): return .binary(name, left, right, origin: syntax.origin)
        case .ternary(let then): return .ternary(left, then: then, otherwise: right)
        case .cast:
            if case .operand(let typeExpression) = right, let type = typeExpression.as(TypeExprSyntax.self)?.type {
                return .cast(left, type)
            }
            return left
        }
    }

    func evaluate(_ folded: FoldedExpression, _ scope: Scope) -> SceneValue? {
        switch folded {
        case .operand(let expression):
            return evaluate(expression, scope)
        case .binary(let name, let left, let right, let origin):
            return binary(name, left, right, origin: origin, scope)
        case .ternary(let condition, let then, let otherwise):
            guard let flag = evaluate(condition, scope) else { return nil }
            guard case .bool(let holds) = flag else {
                sink.emit(.expectedCondition(got: flag.kindDescription), at: Self.origin(of: condition))
                return nil
            }
            return holds ? evaluate(then, scope) : evaluate(otherwise, scope)
        case .cast(let operand, let type):
            return evaluate(operand, scope).map { conform($0, to: type) }
        }
    }

    /// Where a folded expression starts.
    static func origin(of folded: FoldedExpression) -> SceneOrigin {
        switch folded {
        case .operand(let expression): return expression.origin
        case .binary(_, let left, _, _), .ternary(let left, _, _), .cast(let left, _): return origin(of: left)
        }
    }

    private func binary(_ name: String, _ left: FoldedExpression, _ right: FoldedExpression, origin: SceneOrigin, _ scope: Scope) -> SceneValue? {
        guard let lhs = evaluate(left, scope) else { return nil }
        return binary(name, lhs, origin: origin) { evaluate(right, scope) }
    }

    /// `lhs name right`, with the right operand evaluated by `right` only when the operator
    /// needs it: `&&`, `||` and `??` short-circuit. Shared by the tree walk and templates.
    func binary(_ name: String, _ lhs: SceneValue, origin: SceneOrigin, right: () -> SceneValue?) -> SceneValue? {
        switch name {
        case "&&", "||":
            guard case .bool(let first) = lhs else {
                sink.emit(.badOperand(name, lhs.kindDescription), at: origin)
                return nil
            }
            if name == "&&" ? !first : first { return .bool(first) }
            guard let rhs = right() else { return nil }
            guard case .bool(let second) = rhs else {
                sink.emit(.badOperand(name, rhs.kindDescription), at: origin)
                return nil
            }
            return .bool(second)
        case "??":
            if case .null = lhs { return right() }
            return lhs
        default:
            guard let rhs = right() else { return nil }
            return binary(name, lhs, rhs, origin: origin)
        }
    }

    func binary(_ name: String, _ lhs: SceneValue, _ rhs: SceneValue, origin: SceneOrigin) -> SceneValue? {
        if case .some(let result) = declaredOperator(name, lhs, rhs, origin: origin) { return result }
        if name == "..." || name == "..<", let range = SceneRange(lhs, rhs, includesUpper: name == "...") { return .boundedRange(range) }
        switch (Self.numeric(lhs), Self.numeric(rhs)) {
        case (.number(let a), .number(let b)):
            return arithmetic(name, a, b, origin: origin)
        case (.string(let a), .string(let b)):
            if let operation = BinaryOperator(name), let result = try? operation.apply(.string(a), .string(b)) { return result.sceneValue }
        case (.array(let a), .array(let b)) where name == "+":
            return .array(a + b)
        case (.node(let a), .node(let b)) where name == "+":
            if let first = Self.plainText(a), let second = Self.plainText(b) {
                return .node(SceneNode(name: "Text", arguments: [SceneArgument(label: nil, value: .string(first + second), origin: a.origin, valueOrigin: a.origin)], origin: a.origin))
            }
            // Texts with modifiers keep them: the parts of one Text node (see
            // `ViewFactory.makeConcatenation`).
            if a.name == "Text", b.name == "Text", !a.isExpansion, !b.isExpansion {
                let parts = { (node: SceneNode) in ViewFactory.isConcatenation(node) && node.modifiers.isEmpty ? node.children! : [node] }
                return .node(SceneNode(name: "Text", children: parts(a) + parts(b), origin: a.origin))
            }
        default:
            break
        }
        if name == "==" || name == "!=", let same = Self.equal(lhs, rhs) { return .bool(name == "==" ? same : !same) }
        sink.emit(.badOperands(name, lhs.kindDescription, rhs.kindDescription), at: origin)
        return nil
    }

    /// Two numbers, computed by the interpreter's own operators (``BinaryOperator``),
    /// the table layout code uses. What is the view builder's is only how its untyped numbers
    /// take a type first: a `CGFloat` when either is one, else an `Int` when either is one,
    /// else they stay an integer literal, whose quotient keeps its fraction
    /// (``SceneNumber/literal(_:)``); and that an integer or a literal divided by zero is
    /// reported, where a `CGFloat` gives infinity.
    private func arithmetic(_ name: String, _ a: SceneNumber, _ b: SceneNumber, origin: SceneOrigin) -> SceneValue? {
        let kind: SceneNumber.Kind = a.kind == .double || b.kind == .double ? .double : (a.kind == .int || b.kind == .int ? .int : .literal)
        guard let operation = BinaryOperator(name) else {
            sink.emit(.badOperands(name, "a number", "a number"), at: origin)
            return nil
        }
        if kind != .double, operation == .divide || operation == .remainder, b.value == 0 {
            sink.emit(.divisionByZero, at: origin)
            return nil
        }
        let isRange = operation.isRange
        let lhs: Value, rhs: Value
        if isRange {
            // A range of `CGFloat`s (`x.clamped(to: 0.2...0.8)`) is the interpreter's: view
            // code only counts the elements of ranges of integers.
            if a.kind == .double || b.kind == .double, a.value.isFinite, b.value.isFinite, a.value <= b.value {
                return .interpreted(.doubleRange(a.value...b.value, upperIsOpen: operation == .halfOpenRange))
            }
            guard let lower = a.truncatedInt, let upper = b.truncatedInt else {
                sink.emit(.rangeBounds, at: origin)
                return nil
            }
            (lhs, rhs) = (.int(lower), .int(upper))
        } else if kind == .int, let x = a.truncatedInt, let y = b.truncatedInt {
            // A literal meeting an `Int` is one too: `i * (7 / 2)` multiplies by 3.
            (lhs, rhs) = (.int(x), .int(y))
        } else if kind == .literal, operation.isComparison, let x = a.truncatedInt, let y = b.truncatedInt {
            // Literals compared with literals are `Int`s: `7 / 2 == 3`.
            (lhs, rhs) = (.int(x), .int(y))
        } else if kind == .literal, operation != .divide, let x = a.intValue, let y = b.intValue {
            (lhs, rhs) = (.int(x), .int(y))
        } else {
            (lhs, rhs) = (.double(a.value), .double(b.value))
        }
        let result: Value
        do {
            result = try operation.apply(lhs, rhs)
        } catch {
            sink.emit(isRange ? .rangeBounds : .arithmeticFailed(error), at: origin)
            return nil
        }
        switch result {
        case .int(let number) where kind == .literal: return .number(.literal(Double(number), integerValue: Self.integerValue(operation, a, b)))
        case .double(let number) where kind == .literal: return .number(.literal(number, integerValue: Self.integerValue(operation, a, b)))
        case .int(let number): return .number(SceneNumber(value: Double(number), kind: kind))
        case .double(let number): return .number(SceneNumber(value: number, kind: kind))
        case .range(let range, let isClosed): return .range(lower: range.lowerBound, upper: range.upperBound, isClosed: isClosed)
        default: return result.sceneValue
        }
    }

    /// `a op b` computed as Swift computes two literals it types `Int` (see
    /// ``SceneNumber/integerValue``): NaN when that overflows or divides by zero.
    private static func integerValue(_ operation: BinaryOperator, _ a: SceneNumber, _ b: SceneNumber) -> Double {
        guard let x = a.truncatedInt, let y = b.truncatedInt, y != 0 || (operation != .divide && operation != .remainder),
              case .int(let result)? = try? operation.apply(.int(x), .int(y)) else { return .nan }
        return Double(result)
    }

    private func unary(_ name: String, _ operand: SceneValue, origin: SceneOrigin) -> SceneValue? {
        switch (name, operand) {
        case ("-", .number(let number)) where number.kind == .literal: return .number(.literal(-number.value, integerValue: -number.integerValue))
        case ("-", .number(let number)): return .number(SceneNumber(value: -number.value, kind: number.kind))
        case ("+", .number): return operand
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("...", _), ("..<", _): return .boundedRange(SceneRange(lower: nil, upper: operand, includesUpper: name == "..."))
        case ("-", .member(let member)) where member.arguments == nil && member.base == nil && member.name == "infinity":
            return .number(.double(-.infinity))
        default:
            sink.emit(.badOperand(name, operand.kindDescription), at: origin)
            return nil
        }
    }

    /// The string of `Text("…")` with no modifiers, for `Text + Text`.
    static func plainText(_ node: SceneNode) -> String? {
        guard node.name == "Text", node.modifiers.isEmpty, node.children == nil, node.arguments.count == 1,
              node.arguments[0].label == nil, case .string(let text) = node.arguments[0].value else { return nil }
        return text
    }

    /// `.infinity`, `.pi` and `.zero` as numbers, for arithmetic.
    static func numeric(_ value: SceneValue) -> SceneValue {
        guard case .member(let member) = value, member.arguments == nil, member.base == nil,
              member.type == nil || ["CGFloat", "Double", "Float"].contains(member.type!) else { return value }
        switch member.name {
        case "infinity": return .number(.double(.infinity))
        case "pi": return .number(.double(.pi))
        case "zero": return .number(.double(0))
        default: return value
        }
    }

    /// Whether two values are equal, or nil when they cannot be compared.
    static func equal(_ lhs: SceneValue, _ rhs: SceneValue) -> Bool? {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return a.value == b.value
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.member(let a), .member(let b)):
            return a.name == b.name && a.arguments == nil && b.arguments == nil && (a.type == nil || b.type == nil || a.type == b.type)
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) { guard equal(x, y) == true else { return false } }
            return true
        case (.tuple(let a), .tuple(let b)):
            // Tuples of the same arity compare element by element; labels must agree where
            // both have one, as Swift's `==` on tuples requires.
            guard a.elements.count == b.elements.count else { return nil }
            for (x, y) in zip(a.labels, b.labels) where x != nil && y != nil && x != y { return nil }
            for (x, y) in zip(a.elements, b.elements) {
                guard let same = equal(x, y) else { return nil }
                if !same { return false }
            }
            return true
        default: return nil
        }
    }
}

/// An operator's precedence and associativity, as the standard library declares them.
struct OperatorInfo {
    enum Kind {
        case binary(String)
        case ternary(ExprSyntax)
        case cast
    }

    var kind: Kind
    var precedence: Int
    var isRightAssociative = false

    init?(_ syntax: ExprSyntax) {
        guard let standard = OperatorPrecedence(syntax) else { return nil }
        precedence = standard.rank
        isRightAssociative = standard.associativity == .right
        if let op = syntax.as(BinaryOperatorExprSyntax.self) {
            // The operators view expressions evaluate; the others are reported where they stand.
            let name = op.operator.spelling
            switch name {
            case "*", "/", "%", "+", "-", "..<", "...", "??", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "&", "|", "^", "<<", ">>": kind = .binary(name)
            default: return nil
            }
        } else if let ternary = syntax.as(UnresolvedTernaryExprSyntax.self) {
            kind = .ternary(ternary.thenExpression)
        } else if syntax.is(UnresolvedAsExprSyntax.self) {
            kind = .cast
        } else {
            return nil
        }
    }
}
