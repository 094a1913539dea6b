import Foundation
import SwiftSyntax

/// Calls: views and layouts (`Text("a")`), modifiers (`.padding()`), user views
/// (`Card(title: "A")`), `ForEach`, functions and a few built-in functions.
extension Evaluator {
    func call(_ call: FunctionCallExprSyntax, _ scope: Scope) -> SceneValue? {
        let callee = Compiler.unqualified(call.calledExpression)
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierText
            if let value = scope.local(name) {
                let result = callValue(value, call, scope)
                // `f(3)` of a `let f: (Int) -> Int?` has an optional type.
                producedOptional = scope.hasOptionalResultLocal(name)
                return result
            }
            if declaredNames.contains(name) {
                if let instance = scope.instance {
                    if let methods = instance.model.methods[name] { return invoke(name, methods, call, instance: instance, scope) }
                    if case .some(let value) = property(name, of: instance, origin: reference.origin) {
                        guard let value else { return nil }
                        return callValue(value, call, scope)
                    }
                }
                if case .some(let value) = global(name) {
                    guard let value else { return nil }
                    return callValue(value, call, scope)
                }
                if let functions = functions[name] { return invoke(name, functions, call, instance: nil, scope) }
                if let model = types[name] { return construct(model, call, scope) }
            }
            // `padding()` in an extension of `View` is `self.padding()`.
            if let view = viewSelf(scope), isModifier(name) { return modify(view, name, call, origin: reference.origin, scope) }
            if name == "ForEach" { return forEach(call, scope) }
            if name == "GeometryReader" { return geometryReader(call, scope, origin: reference.origin) }
            // Said before its content is read: a reader's closure names its proxy, a split
            // view's columns are closures of their own, which would otherwise be reported
            // instead.
            if ViewCatalog.isSwiftUIViewNotLaidOut(name) {
                sink.emit(.notLaidOutInScenes(name), at: reference.origin)
                return nil
            }
            if let result = builtInFunction(name, call, scope) { return result }
            if case .some(let made) = libraryInitializer(of: name, call, scope, origin: reference.origin) { return made }
            if ignored[name] != nil {
                reportMissing(name, scope, origin: reference.origin)
                return nil
            }
            return node(named: name, call, scope, origin: reference.origin)
        }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            return memberCall(access, call, scope)
        }
        guard let value = evaluate(callee, scope) else { return nil }
        return callValue(value, call, scope)
    }

    /// Calls a value: a closure, or a layout given its content (`layout { … }`).
    private func callValue(_ value: SceneValue, _ call: FunctionCallExprSyntax, _ scope: Scope) -> SceneValue? {
        switch value {
        case .closure(let closure):
            guard let arguments = evaluateArguments(call, scope) else { return nil }
            return self.value(of: self.call(closure, with: arguments.map(\.value), origin: call.origin), origin: call.origin, name: "closure")
        case .node(var node) where node.children == nil && call.arguments.isEmpty && call.trailingClosure != nil:
            guard let children = children(of: call.trailingClosure!, scope) else { return nil }
            node.children = children
            return .node(node)
        default:
            sink.emit(.notCallable(value.kindDescription), at: call.calledExpression.origin)
            return nil
        }
    }

    /// The arguments of a call, evaluated in order, with the trailing closure last.
    func evaluateArguments(_ call: FunctionCallExprSyntax, _ scope: Scope, includingTrailingClosure: Bool = true) -> [SceneArgument]? {
        var arguments: [SceneArgument] = []
        arguments.reserveCapacity(call.arguments.count + 1)
        var ok = true
        for argument in call.arguments.all {
            guard let value = evaluate(argument.expression, scope) else {
                ok = false
                continue
            }
            arguments.append(sceneArgument(argument, label: argument.label, value: value))
        }
        if includingTrailingClosure, let closure = call.trailingClosure {
            arguments.append(SceneArgument(label: nil, value: .closure(SceneClosure(syntax: closure, scope: scope)), origin: closure.origin, valueOrigin: closure.origin))
            // `Section { … } content: { … }`: the closures after the first, by their labels.
            for extra in call.additionalTrailingClosures {
                arguments.append(SceneArgument(label: extra.label.identifierText, value: .closure(SceneClosure(syntax: extra.closure, scope: scope)), origin: extra.label.origin, valueOrigin: extra.closure.origin))
            }
        }
        return ok ? arguments : nil
    }

    /// The views of a content closure.
    func children(of closure: ClosureExprSyntax, _ scope: Scope) -> [SceneNode]? {
        views(of: run(closure.statements, in: scope), origin: closure.origin)
    }

    /// `Name(arguments) { content }`: a view, layout or value the factory will check.
    private func node(named name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, origin: SceneOrigin) -> SceneValue? {
        if name == "List", ClosureRole.listTakesData(call) { return listOfRows(call, scope, origin: origin) }
        guard let (arguments, content) = argumentsAndContent(name, call, scope, isView: true) else { return nil }
        let node = SceneNode(name: name, arguments: arguments, children: content, origin: origin)
        guard name == "Text", arguments.count == 1, case .string(let text) = arguments[0].value, InlineMarkdown.holdsMarker(text),
              InlineMarkdown.isMarkdownText(call) else { return .node(node) }
        return .node(InlineMarkdown.drawn(node))
    }

    /// The arguments of `Name(arguments) { content }` or `.name(arguments) { content }`,
    /// evaluated in order, and the views of its content (a `content:` or `label:` closure,
    /// or the trailing closure; see ``ClosureRole``); nil when any failed, which has been
    /// reported. Action closures are left unread: a view's (`isView`) labelled actions
    /// (`action:`, `onIncrement:`) and its trailing closure when that is its action.
    private func argumentsAndContent(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, isView: Bool, trailingClosureIsContent: Bool = true) -> (arguments: [SceneArgument], content: [SceneNode]?)? {
        var arguments: [SceneArgument] = []
        var content: [SceneNode]?
        var label: [SceneNode]?
        var ok = true
        func take(_ closure: ClosureExprSyntax, _ role: ClosureRole, label spelled: String) {
            switch role {
            case .content, .label:
                let views = children(of: closure, scope)
                if views == nil { ok = false }
                if role == .label { label = views } else { content = views }
            case .viewArgument:
                guard let views = children(of: closure, scope) else {
                    ok = false
                    return
                }
                let view = views.count == 1 ? views[0] : SceneNode(name: "Group", children: views, origin: closure.origin)
                arguments.append(SceneArgument(label: spelled, value: .node(view), origin: closure.origin, valueOrigin: closure.origin))
            case .action:
                break
            case .rows, .unsupported:
                // `.rows` never gets here: a list of data is expanded before its arguments.
                sink.emit(.closureNotLaidOut(name, spelled), at: closure.origin)
                ok = false
            }
        }
        // Looked up at the first label: most calls have none.
        var takesActions: Bool?
        for argument in call.arguments.all {
            let argumentLabel = argument.label?.identifierText
            if let argumentLabel {
                if takesActions == nil { takesActions = isView && ClosureRole.viewsTakingActions.contains(name) }
                if takesActions!, ClosureRole.actionLabels.contains(argumentLabel) { continue }
            }
            if let argumentLabel, let closure = argument.expression.as(ClosureExprSyntax.self) {
                let role = ClosureRole.labeled(argumentLabel, of: name)
                if role == .content || role == .label || role == .viewArgument {
                    take(closure, role, label: argumentLabel)
                    continue
                }
            }
            guard let value = evaluate(argument.expression, scope) else {
                ok = false
                continue
            }
            arguments.append(sceneArgument(argument, label: argument.label, value: value))
        }
        if trailingClosureIsContent, let closure = call.trailingClosure {
            take(closure, .trailing(of: name, in: call), label: ClosureRole.trailingLabel(of: name))
        }
        for extra in call.additionalTrailingClosures {
            let extraLabel = extra.label.identifierText
            take(extra.closure, .labeled(extraLabel, of: name), label: extraLabel)
        }
        return ok ? (arguments, label ?? content) : nil
    }

    /// An evaluated argument. It starts at its label, or at its value when it has none: the
    /// same place, found once.
    private func sceneArgument(_ argument: LabeledExprSyntax, label: TokenSyntax?, value: SceneValue) -> SceneArgument {
        let valueOrigin = argument.expression.origin
        return SceneArgument(label: label?.identifierText, value: value, origin: label?.origin ?? valueOrigin, valueOrigin: valueOrigin)
    }

    // MARK: - Members

    private func memberCall(_ access: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) -> SceneValue? {
        let name = access.declName.baseName.identifierText
        let nameOrigin = access.declName.origin
        guard let baseExpression = access.base else {
            guard let arguments = evaluateArguments(call, scope) else { return nil }
            // `.init(index)` where a number is expected: a numeric conversion.
            if name == "init", arguments.count == 1, arguments[0].label == nil, case .number(let number) = arguments[0].value {
                return .number(.double(number.value))
            }
            return .member(SceneMember(name: name, arguments: arguments))
        }
        if let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.baseName.isKeyword(.self) {
            if let view = viewSelf(scope) { return modify(view, name, call, origin: nameOrigin, scope) }
            guard let instance = scope.instance else { return unsupported(access) }
            if let methods = instance.model.methods[name] { return invoke(name, methods, call, instance: instance, scope) }
            guard let value = property(name, of: instance, origin: nameOrigin) else {
                sink.emit(.noMember(name, on: "'\(instance.model.name)'"), at: nameOrigin)
                return nil
            }
            return value.flatMap { callValue($0, call, scope) }
        }
        if let type = typeName(baseExpression, scope) {
            if name == "init", types[type] == nil { return node(named: type, call, scope, origin: baseExpression.origin) }
            if let model = types[type] {
                // A static method: its body names the type's static members without `Self.`, as
                // a static property's value does (see ``staticMember(_:of:origin:)``).
                if let methods = model.methods[name] { return invoke(name, methods, call, instance: Instance(model: model), scope) }
                // A static property called: `Layouts.ring { … }` gives the layout its content.
                if model.staticProperties[name] != nil || model.staticComputed[name] != nil {
                    return staticMember(name, of: model, origin: nameOrigin).flatMap { callValue($0, call, scope) }
                }
                sink.emit(.noMember(name, on: "'\(type)'"), at: nameOrigin)
                return nil
            }
            if isSceneLayout(type) {
                if program?.type(named: type)?.staticMethods[name] != nil {
                    guard let arguments = evaluateArguments(call, scope) else { return nil }
                    return layoutMember(name, of: type, arguments: arguments, origin: nameOrigin)
                }
                return layoutMember(name, of: type, arguments: nil, origin: nameOrigin).flatMap { callValue($0, call, scope) }
            }
            guard let arguments = evaluateArguments(call, scope) else { return nil }
            return .member(SceneMember(type: type, name: name, arguments: arguments))
        }
        guard let base = evaluate(baseExpression, scope) else { return nil }
        return apply(name, call, to: base, origin: nameOrigin, scope)
    }

    /// `base.name(arguments)`: a modifier on a view, a method of an enum value, or a member
    /// called on a value (`.default.speed(2)`).
    func apply(_ name: String, _ call: FunctionCallExprSyntax, to base: SceneValue, origin: SceneOrigin, _ scope: Scope) -> SceneValue? {
        if let node = asViewNode(base, origin: origin) {
            return modify(node, name, call, origin: origin, scope)
        }
        if case .member(let member) = base, let type = member.type, let model = types[type], model.kind == .enumeration {
            let instance = Instance(model: model, enumValue: base)
            if let methods = model.methods[name] { return invoke(name, methods, call, instance: instance, scope) }
            guard case .some(let value) = property(name, of: instance, origin: origin) else {
                sink.emit(.noMember(name, on: "'\(type)'"), at: origin)
                return nil
            }
            return value.flatMap { callValue($0, call, scope) }
        }
        if case .instance(let instance) = base {
            if GeometryProxyValue.isProxy(instance) { return proxyCall(name, on: instance, call, origin: origin, scope) }
            if let methods = instance.model.methods[name] { return invoke(name, methods, call, instance: instance, scope) }
            guard case .some(let value) = property(name, of: instance, origin: origin) else {
                sink.emit(.noMember(name, on: "'\(instance.model.name)'"), at: origin)
                return nil
            }
            return value.flatMap { callValue($0, call, scope) }
        }
        if case .member = base {
            guard let arguments = evaluateArguments(call, scope) else { return nil }
            return .member(SceneMember(name: name, arguments: arguments, base: base))
        }
        switch (base, name, call.arguments.count) {
        case (.array(let elements), "reversed", 0): return .array(elements.reversed())
        case (.range(let lower, let upper, _), "reversed", 0) where upper - lower <= Self.maximumElements:
            return .array((lower..<upper).reversed().map { .number(.int($0)) })
        case (.string(let text), "uppercased", 0): return .string(text.uppercased())
        case (.string(let text), "lowercased", 0): return .string(text.lowercased())
        default: break
        }
        if case .some(let result) = extensionMethod(name, call, on: base, origin: origin, scope) { return result }
        if case .some(let result) = collectionMethod(name, call, on: base, origin: origin, scope) { return result }
        if case .some(let result) = libraryMethod(name, call, on: base, origin: origin, scope) { return result }
        if ModifierCatalog.modifiers[name] != nil || ModifierCatalog.paintOnly.contains(name) {
            sink.emit(.modifierOnNonView(name, base.kindDescription), at: origin)
        } else {
            sink.emit(.noMember(name, on: base.kindDescription), at: origin)
        }
        return nil
    }

    /// Adds a modifier to a view. Painting modifiers and unknown ones keep their arguments
    /// unevaluated: they change nothing, so nothing in them can be wrong.
    func modify(_ node: SceneNode, _ name: String, _ call: FunctionCallExprSyntax, origin: SceneOrigin, _ scope: Scope) -> SceneValue? {
        if case .some(let result) = declaredModifier(name, call, on: node, origin: origin, scope) { return result }
        var node = node
        guard ModifierCatalog.modifiers[name] != nil || Self.evaluatedModifiers.contains(name) else {
            node.modifiers.append(SceneModifier(name: name, origin: origin))
            return .node(node)
        }
        guard var (arguments, content) = argumentsAndContent(name, call, scope, isView: false, trailingClosureIsContent: Self.closureValueModifiers[name] == nil) else { return nil }
        if let label = Self.closureValueModifiers[name], let closure = call.trailingClosure {
            // Not views: a function the factory compiles (`alignmentGuide(.leading) { d in … }`).
            arguments.append(SceneArgument(label: label, value: .closure(SceneClosure(syntax: closure, scope: scope)), origin: closure.origin, valueOrigin: closure.origin))
            content = nil
        }
        node.modifiers.append(SceneModifier(name: name, arguments: arguments, content: content, origin: origin))
        return .node(node)
    }

    /// Modifiers whose trailing closure is a function of layout values, not content, and
    /// the closure's argument label (nil: unlabeled).
    static let closureValueModifiers: [String: String?] = ["alignmentGuide": "computeValue", "containerRelativeFrame": nil]

    /// Painting modifiers whose arguments the preview reader reads.
    static let previewModifiers: Set<String> = ["previewLayout", "previewDisplayName", "previewDevice"]

    /// Modifiers outside the catalog whose arguments are evaluated: the preview reader's,
    /// and `layoutValue`, which hands a value to a layout the scene declares.
    static let evaluatedModifiers: Set<String> = previewModifiers.union(["layoutValue"])

    // MARK: - Functions

    /// Calls a scene function or method (`func row(_ i: Int) -> some View`).
    private func invoke(_ name: String, _ candidates: [FunctionDeclSyntax], _ call: FunctionCallExprSyntax, instance: Instance?, _ scope: Scope) -> SceneValue? {
        guard let arguments = evaluateArguments(call, scope) else { return nil }
        for function in candidates {
            guard let bound = bind(function.signature.parameterClause.parameters, arguments, callee: name, origin: call.origin, report: candidates.count == 1, instance: instance) else { continue }
            return perform(function, name, in: bound, origin: call.origin)
        }
        if candidates.count > 1 { sink.emit(.extraArgument(name), at: call.origin) }
        return nil
    }

    /// Runs `function`'s body in `bound`, its parameters' scope, as a call at `origin` does.
    func perform(_ function: FunctionDeclSyntax, _ name: String, in bound: Scope, origin: SceneOrigin) -> SceneValue? {
        guard let body = function.body else { return unsupported(function) }
        if let generics = function.genericParameterClause { bindGenericTypes(generics, of: function, in: bound) }
        let returnType = function.signature.returnClause?.type
        let result = nested(name, origin: origin) { () -> SceneValue? in
            let result = run(body.statements, in: bound)
            return value(of: result, origin: origin, name: name).map { conform($0, to: returnType) }
        }
        producedOptional = returnType.map(Self.isOptionalType) ?? false
        return result
    }

    /// Binds each generic parameter of `function` (`T` of `func build<T: Maker>(_ type:
    /// T.Type)`) to the type its arguments in `bound` give it, so that `T.make()` and `T.unit`
    /// name that type's static members: from the first parameter whose type is `T`, `T.Type`,
    /// `[T]` (its first element) or `T?` (a value).
    private func bindGenericTypes(_ generics: GenericParameterClauseSyntax, of function: FunctionDeclSyntax, in bound: Scope) {
        for generic in generics.parameters {
            let name = generic.name.identifierText
            for parameter in function.signature.parameterClause.parameters {
                let parameterName = (parameter.secondName ?? parameter.firstName).identifierText
                guard let value = bound.local(parameterName), let type = Self.genericTypeName(of: value, as: parameter.type, generic: name) else { continue }
                bound.bindGenericType(name, type)
                break
            }
        }
    }

    /// The type `value`, passed as a parameter of type `type`, gives the generic parameter
    /// `generic`; nil when that type does not mention it plainly, or the value tells nothing.
    private static func genericTypeName(of value: SceneValue, as type: TypeSyntax, generic: String) -> String? {
        let type = type.as(AttributedTypeSyntax.self)?.baseType ?? type
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.identifierText == generic {
            switch value {
            case .instance(let instance): return instance.model.name
            case .member(let member): return member.type
            case .number(let number): return number.kind == .double ? "CGFloat" : "Int"
            case .string: return "String"
            case .bool: return "Bool"
            default: return nil
            }
        }
        if let metatype = type.as(MetatypeTypeSyntax.self), metatype.baseType.as(IdentifierTypeSyntax.self)?.name.identifierText == generic,
           case .member(let member) = value, member.name == "self" {
            return member.type
        }
        if let array = type.as(ArrayTypeSyntax.self), case .array(let elements) = value, let first = elements.first {
            return genericTypeName(of: first, as: array.element, generic: generic)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            if case .null = value { return nil }
            return genericTypeName(of: value, as: optional.wrappedType, generic: generic)
        }
        return nil
    }

    /// A scope with `parameters` bound to `arguments`, or nil (reported when `report`) when
    /// they do not fit.
    func bind(_ parameters: FunctionParameterListSyntax, _ arguments: [SceneArgument], callee: String, origin: SceneOrigin, report: Bool, instance: Instance?) -> Scope? {
        let scope = Scope(parent: globals, instance: instance)
        var index = 0
        let parameterList = Array(parameters.all)
        for (position, parameter) in parameterList.enumerated() {
            let label: String? = parameter.firstName.isWildcard ? nil : parameter.firstName.identifierText
            let name = (parameter.secondName ?? parameter.firstName).identifierText
            if index < arguments.count, arguments[index].label == label || Self.isTrailingClosure(arguments, index, for: parameter) {
                let argument = arguments[index]
                if report {
                    guard check(argument.value, against: parameter.type, parameter: label.map { "'\($0)'" } ?? "argument \(position + 1) of '\(callee)'", origin: argument.valueOrigin) else { return nil }
                }
                scope.bind(name, conform(argument.value, to: parameter.type))
                if Self.isOptionalType(parameter.type) { scope.markOptional(name) }
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                guard let value = evaluate(defaultValue.value, Scope(parent: globals, instance: instance)) else { return nil }
                scope.bind(name, conform(value, to: parameter.type))
                if Self.isOptionalType(parameter.type) { scope.markOptional(name) }
            } else {
                if report {
                    if index < arguments.count, let given = arguments[index].label {
                        let labels = parameterList.compactMap { $0.firstName.isWildcard ? nil : $0.firstName.identifierText }
                        sink.emit(.noSuchArgument(callee, given), at: arguments[index].origin, suggesting: given, from: labels)
                    } else {
                        sink.emit(.missingArgument(callee, label.map { "'\($0)'" } ?? "#\(position + 1)"), at: origin)
                    }
                }
                return nil
            }
        }
        if index < arguments.count {
            if report {
                if let label = arguments[index].label {
                    sink.emit(.noSuchArgument(callee, label), at: arguments[index].origin)
                } else {
                    sink.emit(.extraArgument(callee), at: arguments[index].origin)
                }
            }
            return nil
        }
        return scope
    }

    /// Whether the argument at `index` is a trailing closure a function-typed parameter takes
    /// whatever its label.
    private static func isTrailingClosure(_ arguments: [SceneArgument], _ index: Int, for parameter: FunctionParameterSyntax) -> Bool {
        guard index == arguments.count - 1, arguments[index].label == nil, case .closure = arguments[index].value else { return false }
        let type = parameter.type.as(AttributedTypeSyntax.self)?.baseType ?? parameter.type
        return type.is(FunctionTypeSyntax.self)
    }

    // MARK: - ForEach

    /// The Swift type (without its generic arguments) of a sequence that is not a
    /// collection: `zip(a, b)`, `stride(from:to:by:)`, `stride(from:through:by:)`, and
    /// `dropFirst(_:)` or `prefix(_:)` of one. `ForEach` and `List` need a
    /// `RandomAccessCollection`, so Swift rejects these there (`reversed()`, `map` and the
    /// other methods that make an array are fine).
    static func nonCollectionSequence(_ expression: ExprSyntax) -> String? {
        // `zip(a, b).lazy` is a `LazySequence` of it, no collection either. (A method called
        // on it, `.lazy.map { … }`, is the eager one where a collection is needed, as Swift
        // picks it: an array.)
        if let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "lazy", let base = access.base, let inner = nonCollectionSequence(base) {
            return "LazySequence<\(inner)>"
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.text {
            case "zip" where call.arguments.count == 2: return "Zip2Sequence"
            case "stride" where call.arguments.contains(where: { $0.label?.text == "through" }): return "StrideThrough"
            case "stride": return "StrideTo"
            default: return nil
            }
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, let inner = nonCollectionSequence(base) else { return nil }
        switch member.declName.baseName.text {
        case "dropFirst": return "DropFirstSequence<\(inner)>"
        case "prefix" where call.arguments.first?.label == nil: return "PrefixSequence<\(inner)>"
        default: return nil
        }
    }

    /// The function at the root of a sequence's expression (`zip` of `zip(a, b).dropFirst()`),
    /// which a scene's own function of that name would replace.
    private static func sequenceFunction(_ expression: ExprSyntax) -> String {
        var current = expression
        while true {
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                current = base
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self) else { break }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { break }
            current = base
        }
        return ""
    }

    private func forEach(_ call: FunctionCallExprSyntax, _ scope: Scope) -> SceneValue? {
        rows(call, scope, callee: "ForEach", contentLabel: "content").map { .node($0) }
    }

    /// `List(data) { item in … }` and `List(data, id: \.self) { … }`: a list of the rows
    /// `ForEach` would make of the same data and closure, as SwiftUI's initializer builds it.
    func listOfRows(_ call: FunctionCallExprSyntax, _ scope: Scope, origin: SceneOrigin) -> SceneValue? {
        guard let rows = rows(call, scope, callee: "List", contentLabel: "rowContent", ignoredLabels: ["selection"]) else { return nil }
        return .node(SceneNode(name: "List", children: [rows], origin: origin))
    }

    /// The views a closure makes of each element of a call's data (`ForEach(data, id:)
    /// { … }`), as one expansion node; nil when the call is wrong, which has been reported.
    /// `ignoredLabels` name arguments that are evaluated but change no frame (a list's
    /// selection).
    private func rows(_ call: FunctionCallExprSyntax, _ scope: Scope, callee: String, contentLabel: String, ignoredLabels: Set<String> = []) -> SceneNode? {
        var data: SceneValue?
        var content: SceneClosure?
        var ok = true
        for argument in call.arguments.all {
            switch argument.label?.spelling {
            case nil:
                if let sequence = Self.nonCollectionSequence(argument.expression), functions[Self.sequenceFunction(argument.expression)] == nil {
                    sink.emit(.notRandomAccess(callee, sequence, argument.expression.trimmedDescription), at: argument.expression.origin)
                    ok = false
                    continue
                }
                data = evaluate(argument.expression, scope)
                if data == nil { ok = false }
            case "id"?:
                if evaluate(argument.expression, scope) == nil { ok = false }
            case let label? where label == contentLabel:
                guard let closure = argument.expression.as(ClosureExprSyntax.self) else {
                    _ = unsupported(argument.expression)
                    return nil
                }
                content = SceneClosure(syntax: closure, scope: scope)
            case let label? where ignoredLabels.contains(label):
                if evaluate(argument.expression, scope) == nil { ok = false }
            case let label?:
                sink.emit(.noSuchArgument(callee, label), at: argument.origin, suggesting: label, from: ["id", contentLabel] + ignoredLabels.sorted())
                ok = false
            }
        }
        if let closure = call.trailingClosure { content = SceneClosure(syntax: closure, scope: scope) }
        guard ok else { return nil }
        guard let data else {
            sink.emit(.missingArgument(callee, "#1"), at: call.origin)
            return nil
        }
        guard let content else {
            sink.emit(.missingContent(callee), at: call.origin)
            return nil
        }
        let elements: [SceneValue]
        switch data {
        case .range(let lower, let upper, _):
            guard let numbers = self.elements(lower..<upper, origin: call.arguments.all.first?.expression.origin ?? call.origin) else { return nil }
            elements = numbers
        case .array(let values): elements = values
        default:
            sink.emit(.notIterable(data.kindDescription, for: callee), at: call.arguments.all.first?.expression.origin ?? call.origin)
            return nil
        }
        var nodes: [SceneNode] = []
        nodes.reserveCapacity(elements.count)
        // The closure compiled once per load when it can be (see `CompiledContentCache`).
        if !elements.isEmpty, let compiled = compiledContents.content(of: content, with: self) {
            guard compiled.appendViews(for: elements, in: content.scope, to: &nodes) else { return nil }
        } else {
            for element in elements {
                guard let views = views(of: self.call(content, with: [element], origin: call.origin), origin: content.syntax.origin) else { return nil }
                nodes.append(contentsOf: views)
            }
        }
        return SceneNode(name: "ForEach", children: nodes, origin: call.calledExpression.origin, isExpansion: true)
    }

    // MARK: - Built-in functions

    /// The most elements a range or stride may give a scene: far more views than a scene
    /// can mean, few enough that a typo (`0..<1_000_000_000`) cannot exhaust memory.
    static let maximumElements = 100_000

    /// A range's integers as view code's values; nil, reported at `origin`, when there are
    /// more than ``maximumElements``.
    func elements(_ range: Range<Int>, origin: SceneOrigin) -> [SceneValue]? {
        guard range.count <= Self.maximumElements else {
            sink.emit(.tooManyElements(range.count), at: origin)
            return nil
        }
        return range.map { .number(.int($0)) }
    }

    static let builtInFunctions: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "String", "Array", "Set", "max", "min", "abs", "round", "floor", "ceil", "sqrt", "sin", "cos",
        "pow", "stride", "State", "AnyView", "zip",
    ]

    /// Numeric conversions and the few functions scenes use; nil when `name` is none of them.
    private func builtInFunction(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> SceneValue?? {
        guard Self.builtInFunctions.contains(name) else { return nil }
        guard let arguments = evaluateArguments(call, scope) else { return .some(nil) }
        // `String(describing: x)` of an `Int?` is `Optional(3)`, as Swift describes it.
        if name == "String", arguments.count == 1, arguments[0].label == "describing", let argument = call.arguments.first,
           let nested = describeNestedOptional(arguments[0].value, of: argument.expression, scope) {
            return .some(.string(nested))
        }
        if name == "String", arguments.count == 1, arguments[0].label == "describing", let argument = call.arguments.first,
           hasOptionalType(argument.expression, scope) {
            return .some(.string(describeOptional(arguments[0].value, of: argument.expression, scope)))
        }
        return .some(builtInFunction(name, arguments, call))
    }

    /// Whether `expression` is a number literal, negated or not, which a conversion such as
    /// `CGFloat(…)` takes as a literal of its type (SE-0213).
    private static func isLoneLiteral(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return isLoneLiteral(prefix.expression) }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1, parenthesized.elements.first?.label == nil {
            return isLoneLiteral(parenthesized.elements.first?.expression)
        }
        return expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
    }

    /// The built-in function `name` (one of ``builtInFunctions``) applied to `arguments`,
    /// the evaluated arguments of `call`; nil when it reported why not.
    func builtInFunction(_ name: String, _ arguments: [SceneArgument], _ call: FunctionCallExprSyntax) -> SceneValue? {
        let origin = call.origin
        func numbers() -> [Double]? {
            var result: [Double] = []
            for argument in arguments {
                guard case .number(let number) = argument.value else {
                    sink.emit(.wrongType(expected: "a number", for: "'\(name)'", got: argument.value.kindDescription), at: argument.valueOrigin)
                    return nil
                }
                result.append(number.value)
            }
            return result
        }
        func single() -> SceneValue? {
            guard arguments.count == 1 else {
                sink.emit(arguments.isEmpty ? .missingArgument(name, "#1") : .extraArgument(name), at: origin)
                return nil
            }
            return arguments[0].value
        }
        switch name {
        case "CGFloat", "Double", "Float":
            guard let value = single() else { return nil }
            if case .number(let number) = value {
                // `CGFloat(7)` makes the literal a `CGFloat`; `CGFloat(7 / 2)` converts the
                // `Int` its literals make, as Swift types an argument that is no lone literal.
                guard number.kind == .literal, !Self.isLoneLiteral(call.arguments.first?.expression) else { return .number(.double(number.value)) }
                return .number(.double(number.integerValue))
            }
            if case .string(let text) = value, name != "CGFloat" {
                // `Double("2.5")` is a `Double?`: nil for text that is no number.
                producedOptional = true
                return Double(text).map { .number(.double($0)) } ?? .null
            }
        case "Int":
            guard let value = single() else { return nil }
            if case .number(var number) = value {
                number.kind = .int
                guard let int = number.truncatedInt else {
                    sink.emit(.numberOutOfRange(String(describing: number.value), "Int"), at: arguments[0].valueOrigin)
                    return nil
                }
                return .number(.int(int))
            }
        case "String":
            if arguments.count == 2, arguments[0].label == "format", case .string(let format) = arguments[0].value, case .number(let number) = arguments[1].value {
                return .string(Self.format(format, number))
            }
            guard let value = single() else { return nil }
            return .string(describe(value))
        case "AnyView", "State":
            return single()
        case "Array":
            // `Array(repeating: GridItem(.flexible()), count: 3)`, as grids' columns are made.
            if arguments.map(\.label) == ["repeating", "count"] {
                guard case .number(let number) = arguments[1].value, let count = number.intValue, number.kind != .double, count >= 0 else {
                    sink.emit(.wrongType(expected: "a count of zero or more", for: "'count'", got: arguments[1].value.kindDescription), at: arguments[1].valueOrigin)
                    return nil
                }
                guard count <= Self.maximumElements else {
                    sink.emit(.tooManyElements(count), at: arguments[1].valueOrigin)
                    return nil
                }
                return .array(Array(repeating: arguments[0].value, count: count))
            }
            guard let value = single() else { return nil }
            if case .range(let lower, let upper, _) = value { return elements(lower..<upper, origin: origin).map { .array($0) } }
            if case .array = value { return value }
        case "Set":
            // `Set(xs)`, `Set(0..<5)`: the members each once, in the order first met (see
            // ``Evaluator/members(_:)``).
            if arguments.isEmpty { return .array([]) }
            guard let value = single() else { return nil }
            if case .range(let lower, let upper, _) = value { return elements(lower..<upper, origin: origin).map { .array($0) } }
            if case .array(let values) = value { return .array(Self.members(values)) }
        case "max", "min":
            guard let values = numbers(), !values.isEmpty else { return nil }
            let kinds = arguments.compactMap { argument -> SceneNumber.Kind? in
                if case .number(let number) = argument.value { return number.kind }
                return nil
            }
            let kind: SceneNumber.Kind = kinds.contains(.double) ? .double : (kinds.contains(.int) ? .int : .literal)
            let pick = { (values: [Double]) in name == "max" ? values.max()! : values.min()! }
            // Literals meeting an `Int`, or only each other, are `Int`s: `max(i, 7 / 2)` is 3 at least.
            let integers = arguments.map { argument -> Double in
                if case .number(let number) = argument.value { return number.integerValue }
                return .nan
            }
            switch kind {
            case .double: return .number(.double(pick(values)))
            case .int: return .number(SceneNumber(value: pick(integers), kind: .int))
            case .literal: return .number(.literal(pick(values), integerValue: pick(integers)))
            }
        case "abs", "round", "floor", "ceil", "sqrt", "sin", "cos":
            guard let values = numbers(), values.count == 1, case .number(let number) = arguments[0].value else { return nil }
            let x = values[0]
            switch name {
            case "abs" where number.kind == .literal: return .number(.literal(Swift.abs(x), integerValue: Swift.abs(number.integerValue)))
            case "abs": return .number(SceneNumber(value: Swift.abs(x), kind: number.kind))
            case "round": return .number(.double(x.rounded()))
            case "floor": return .number(.double(x.rounded(.down)))
            case "ceil": return .number(.double(x.rounded(.up)))
            case "sqrt": return .number(.double(x.squareRoot()))
            case "sin": return .number(.double(Foundation.sin(x)))
            default: return .number(.double(Foundation.cos(x)))
            }
        case "zip":
            // Pairs of the two sequences' elements, as many as the shorter has.
            guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }) else {
                sink.emit(arguments.count < 2 ? .missingArgument(name, "#\(arguments.count + 1)") : .extraArgument(name), at: origin)
                return nil
            }
            var sequences: [[SceneValue]] = []
            for argument in arguments {
                switch argument.value {
                case .array(let elements): sequences.append(elements)
                case .range(let lower, let upper, _):
                    guard let numbers = elements(lower..<upper, origin: argument.valueOrigin) else { return nil }
                    sequences.append(numbers)
                default:
                    sink.emit(.wrongType(expected: "a sequence", for: "'zip'", got: argument.value.kindDescription), at: argument.valueOrigin)
                    return nil
                }
            }
            return .array(zip(sequences[0], sequences[1]).map { .tuple(SceneTuple(labels: [nil, nil], elements: [$0, $1])) })
        case "pow":
            guard let values = numbers(), values.count == 2 else { return nil }
            return .number(.double(Foundation.pow(values[0], values[1])))
        case "stride":
            guard arguments.count == 3, let values = numbers() else { return nil }
            let labels = arguments.map(\.label)
            guard labels[0] == "from", labels[2] == "by", labels[1] == "to" || labels[1] == "through", values[2] != 0,
                  values.allSatisfy({ $0.isFinite && abs($0) < 9.0e15 }) else { return unsupported(call) }
            let isDouble = arguments.contains { if case .number(let number) = $0.value { return number.kind == .double }; return false }
            var result: [SceneValue] = []
            var x = values[0]
            let end = values[1], step = values[2], inclusive = labels[1] == "through"
            while result.count <= Self.maximumElements, step > 0 ? (inclusive ? x <= end : x < end) : (inclusive ? x >= end : x > end) {
                result.append(.number(isDouble ? .double(x) : .int(Int(x))))
                x += step
            }
            guard result.count <= Self.maximumElements else {
                sink.emit(.tooManyElements(result.count), at: origin)
                return nil
            }
            return .array(result)
        default:
            break
        }
        sink.emit(.wrongType(expected: "a number", for: "'\(name)'", got: arguments.first?.value.kindDescription ?? "nothing"), at: origin)
        return nil
    }
}

extension Evaluator {
    /// A method of a number or a string that layout code's library offers
    /// (`x.truncatingRemainder(dividingBy: 2)`, `i.isMultiple(of: 3)`, `n.rounded(.down)`),
    /// called with the same entry layout code calls: the receiver and the arguments typed as
    /// the view builder types its numbers (an integer literal as the parameter's type), the
    /// result given back as a view builder's value. `.none` when the library has no such
    /// method for the value, or it gives what a view cannot hold (a tuple); `.some(nil)` when
    /// calling it failed, which is reported.
    func libraryMethod(_ name: String, _ call: FunctionCallExprSyntax, on base: SceneValue, origin: SceneOrigin, _ scope: Scope) -> SceneValue?? {
        let receiverValue: Value
        switch base {
        case .number(let number):
            receiverValue = number.kind == .double || number.intValue == nil ? .double(number.value) : .int(number.intValue!)
        case .string(let text):
            receiverValue = .string(text)
        default:
            return .none
        }
        let labels = call.arguments.map { $0.label?.identifierText }
        guard call.trailingClosure == nil, let entry = Library.method(named: name, labels: labels), !entry.isMutating else { return .none }
        guard let arguments = evaluateArguments(call, scope) else { return .some(nil) }
        var values: [Value] = []
        for (index, argument) in arguments.enumerated() {
            let type = index < entry.parameterTypes.count ? entry.parameterTypes[index] : .unknown
            switch argument.value {
            case .number(let number) where type.isFloatingPoint: values.append(.double(number.value))
            case .number(let number) where type.isInt:
                guard let int = number.intValue, number.kind != .double else {
                    sink.emit(.wrongType(expected: "an integer", for: "argument \(index + 1) of '\(name)'", got: number.description), at: argument.valueOrigin)
                    return .some(nil)
                }
                values.append(.int(int))
            case let value:
                let typed = Value(viewValue: value)
                // A value the library has no type for (a member, a view).
                if case .scene = typed { return .none }
                values.append(typed)
            }
        }
        var receiver = receiverValue
        do {
            guard let result = try entry.call(&receiver, values) else { return .none }
            switch result {
            case .int, .double, .string, .bool: return .some(result.sceneValue)
            default: return .none
            }
        } catch {
            sink.emit(.arithmeticFailed(error), at: origin)
            return .some(nil)
        }
    }
}
