import Foundation
import SwiftSyntax

/// User views: `Card(title: "A")` binds the struct's properties (through its memberwise
/// initializer or its own `init`) and evaluates its `body`.
extension Evaluator {
    func construct(_ model: TypeModel, _ call: FunctionCallExprSyntax, _ scope: Scope) -> SceneValue? {
        let origin = call.calledExpression.origin
        switch model.kind {
        case .view:
            guard let arguments = evaluateArguments(call, scope) else { return nil }
            return instantiate(model, arguments, origin: origin)
        case .plain, .viewModifier:
            guard let arguments = evaluateArguments(call, scope) else { return nil }
            let instance = Instance(model: model)
            let initialized = model.initializers.isEmpty
                ? memberwise(model, arguments, instance, origin: origin)
                : initialize(model, arguments, instance, origin: origin)
            return initialized ? .instance(instance) : nil
        case .enumeration, .previewProvider:
            sink.emit(.notAView(model.name), at: origin, notes: [(.declaredHere(model.name), model.origin)])
        }
        return nil
    }

    /// A user view built from `arguments`, as its body's views.
    func instantiate(_ model: TypeModel, _ arguments: [SceneArgument], origin: SceneOrigin) -> SceneValue? {
        guard let body = model.computedProperties["body"] else {
            sink.emit(.missingBody(model.name), at: origin, notes: [(.declaredHere(model.name), model.origin)])
            return nil
        }
        let instance = Instance(model: model)
        let initialized = model.initializers.isEmpty
            ? memberwise(model, arguments, instance, origin: origin)
            : initialize(model, arguments, instance, origin: origin)
        guard initialized else { return nil }
        return nested(model.name, origin: origin) { () -> SceneValue? in
            // The body compiled once per load when it can be (see `CompiledBody`).
            let nodes: [SceneNode]?
            if let compiled = compiledBodies.body(of: model, body, with: self), let slots = compiled.slots(of: instance) {
                nodes = compiled.views(of: instance, slots: slots)
            } else {
                nodes = views(of: run(body.statements, in: Scope(parent: globals, instance: instance)), origin: model.origin)
            }
            guard let nodes else { return nil }
            return .node(.group(nodes, name: model.name, origin: origin))
        }
    }

    /// The initializer Swift synthesizes: one labeled argument per stored property, in
    /// order, optional where the property has a default (a `let` with a default is not one).
    private func memberwise(_ model: TypeModel, _ arguments: [SceneArgument], _ instance: Instance, origin: SceneOrigin) -> Bool {
        let parameters = model.storedProperties.filter { !($0.isLet && $0.initializer != nil) && !($0.wrapper?.isSuppliedBySwiftUI ?? false) }
        var given: [String: SceneArgument] = [:]
        var ok = true
        for argument in arguments {
            if let label = argument.label {
                guard parameters.contains(where: { $0.name == label }), given[label] == nil else {
                    if model.storedProperties.contains(where: { $0.name == label && $0.isLet }) {
                        sink.emit(.constantPropertyArgument(model.name, label), at: argument.origin)
                    } else {
                        sink.emit(.noSuchArgument(model.name, label), at: argument.origin, suggesting: label, from: parameters.map(\.name))
                    }
                    ok = false
                    continue
                }
                given[label] = argument
            } else if case .closure = argument.value,
                      let target = parameters.first(where: { given[$0.name] == nil && Self.takesClosure($0) })
                          ?? parameters.last(where: { given[$0.name] == nil && $0.initializer == nil }) {
                given[target.name] = argument
            } else {
                sink.emit(case: argument, model.name)
                ok = false
            }
        }
        guard ok else { return false }
        for property in model.storedProperties {
            if let argument = given[property.name] {
                let given = Self.bindingValue(argument.value, for: property)
                guard check(given, against: property.type, parameter: "'\(property.name)'", origin: argument.valueOrigin),
                      let value = stored(given, for: property, origin: argument.valueOrigin) else { return false }
                instance.values[property.name] = value
            } else if let initializer = property.initializer {
                guard let value = evaluate(initializer, Scope(parent: globals, instance: instance)) else { return false }
                instance.values[property.name] = conform(value, to: property.type)
            } else if let wrapper = property.wrapper, wrapper.isSuppliedBySwiftUI {
                guard let value = supplied(wrapper, for: property, origin: origin) else { return false }
                instance.values[property.name] = value
            } else {
                sink.emit(.missingArgument(model.name, "'\(property.name)'"), at: origin)
                return false
            }
        }
        return true
    }

    /// The value a property keeps for an argument: a closure passed for a view property
    /// (`@ViewBuilder let content: Content`) is called for its views.
    private func stored(_ value: SceneValue, for property: TypeModel.StoredProperty, origin: SceneOrigin) -> SceneValue? {
        let value = Self.bindingValue(value, for: property)
        if case .closure(let closure) = value, !(property.type?.is(FunctionTypeSyntax.self) ?? false) {
            return self.value(of: call(closure, with: [], origin: origin), origin: origin, name: property.name)
        }
        return conform(value, to: property.type)
    }

    /// The value SwiftUI gives a property the caller cannot: the environment's default for
    /// `@Environment(\.key)`, a model made with its defaults for `@Environment(Model.self)`
    /// and `@EnvironmentObject`, no focus for `@FocusState`.
    private func supplied(_ wrapper: PropertyWrapper, for property: TypeModel.StoredProperty, origin: SceneOrigin) -> SceneValue? {
        if let key = wrapper.environmentKey { return PropertyWrapper.environmentDefaults[key] ?? .null }
        let typeName = wrapper.environmentType ?? property.type.map(Self.typeName)
        if wrapper.name.hasPrefix("Environment"), let typeName, let model = types[typeName], model.kind == .plain {
            let instance = Instance(model: model)
            let made = model.initializers.isEmpty
                ? memberwise(model, [], instance, origin: property.origin)
                : initialize(model, [], instance, origin: property.origin)
            return made ? .instance(instance) : nil
        }
        if wrapper.name == "FocusState", let type = property.type, Self.typeName(type) == "Bool", !type.is(OptionalTypeSyntax.self) { return .bool(false) }
        return .null
    }

    /// `.constant(true)` given for a `@Binding` is the value it reads (`$flag` already is).
    private static func bindingValue(_ value: SceneValue, for property: TypeModel.StoredProperty) -> SceneValue {
        guard property.wrapper?.name == "Binding", case .member(let member) = value, member.name == "constant",
              member.type == nil || member.type == "Binding", let arguments = member.arguments, arguments.count == 1 else { return value }
        return arguments[0].value
    }

    private static func takesClosure(_ property: TypeModel.StoredProperty) -> Bool {
        // `@ViewBuilder var header: Header`'s memberwise parameter is a closure of views.
        if property.wrapper?.name == "ViewBuilder" { return true }
        guard let type = property.type else { return false }
        return type.is(FunctionTypeSyntax.self) || property.name == "content" || Self.typeName(type) == "Content"
    }

    /// A user `init`: its parameters bound, its body's assignments to `self` run.
    private func initialize(_ model: TypeModel, _ arguments: [SceneArgument], _ instance: Instance, origin: SceneOrigin) -> Bool {
        var chosen: (InitializerDeclSyntax, Scope)?
        for initializer in model.initializers {
            let report = model.initializers.count == 1
            if let scope = bind(initializer.signature.parameterClause.parameters, arguments, callee: model.name, origin: origin, report: report, instance: instance) {
                chosen = (initializer, scope)
                break
            }
        }
        guard let (initializer, scope) = chosen else {
            if model.initializers.count > 1 { sink.emit(.extraArgument(model.name), at: origin) }
            return false
        }
        for item in (initializer.body?.statements ?? []).all {
            switch item.item {
            case .decl(let decl):
                guard bindInitializerLocal(decl, in: scope) else { return false }
            case .expr(let expression):
                guard assign(expression, in: instance, scope) else { return false }
            case .stmt(let statement):
                guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression, assign(expression, in: instance, scope) else {
                    sink.emit(.unsupportedStatement(Self.excerpt(statement)), at: statement.origin)
                    return false
                }
            }
        }
        for property in model.storedProperties where instance.values[property.name] == nil {
            if property.initializer == nil, let wrapper = property.wrapper, wrapper.isSuppliedBySwiftUI {
                guard let value = supplied(wrapper, for: property, origin: origin) else { return false }
                instance.values[property.name] = value
                continue
            }
            guard let initializer = property.initializer else {
                sink.emit(.uninitializedProperty(model.name, property.name), at: origin, notes: [(.declaredHere(property.name), property.origin)])
                return false
            }
            guard let value = evaluate(initializer, Scope(parent: globals, instance: instance)) else { return false }
            instance.values[property.name] = conform(value, to: property.type)
        }
        return true
    }

    /// An initializer's `let x = value` (or `var`), bound in `scope` for the statements after
    /// it; false when it is another declaration or failed (reported).
    func bindInitializerLocal(_ decl: DeclSyntax, in scope: Scope) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self) else {
            sink.emit(.unsupportedStatement(Self.excerpt(decl)), at: decl.origin)
            return false
        }
        for binding in variable.bindings.all {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let initializer = binding.initializer else {
                sink.emit(.unsupportedStatement(Self.excerpt(binding)), at: binding.origin)
                return false
            }
            guard let value = evaluate(initializer.value, scope) else { return false }
            scope.bind(pattern.identifier.identifierText, conform(value, to: binding.typeAnnotation?.type))
        }
        return true
    }

    /// `self.name = value`, `name = value` or `_name = State(initialValue: value)` in an init.
    private func assign(_ expression: ExprSyntax, in instance: Instance, _ scope: Scope) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else {
            sink.emit(.unsupportedStatement(Self.excerpt(expression)), at: expression.origin)
            return false
        }
        let elements = Array(sequence.elements.all)
        guard elements[1].is(AssignmentExprSyntax.self), let rightSide = fold(Array(elements[2...]), sequence) else {
            sink.emit(.unsupportedStatement(Self.excerpt(expression)), at: expression.origin)
            return false
        }
        var name: String?
        if let access = elements[0].as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.isKeyword(.self) {
            name = access.declName.baseName.identifierText
        } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.identifierText
        }
        guard var target = name else {
            sink.emit(.unsupportedStatement(Self.excerpt(expression)), at: expression.origin)
            return false
        }
        if target.hasPrefix("_"), !instance.model.storedProperties.contains(where: { $0.name == target }) { target.removeFirst() }
        guard let property = instance.model.storedProperties.first(where: { $0.name == target }) else {
            sink.emit(.noMember(target, on: "'\(instance.model.name)'"), at: elements[0].origin)
            return false
        }
        guard let value = evaluate(rightSide, scope), let kept = stored(value, for: property, origin: elements[2].origin) else { return false }
        instance.values[target] = kept
        return true
    }
}

private extension DiagnosticSink {
    /// An unlabeled argument to a memberwise initializer, which has none.
    func emit(case argument: SceneArgument, _ callee: String) {
        if case .closure = argument.value {
            emit(.unexpectedContent(callee), at: argument.origin)
        } else {
            emit(.extraArgument(callee), at: argument.origin)
        }
    }
}
