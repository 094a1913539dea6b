import SwiftSyntax

/// A method of a scene's `extension View` (or of a view type's, `extension Text`): a
/// modifier the scene declares, `func card() -> some View { padding().background(.gray) }`.
struct DeclaredViewModifier {
    /// `View`, or the view type the extension is of, whose views alone take the method.
    let viewType: String
    let function: FunctionDeclSyntax

    /// The view type an extension of `name` adds modifiers to, or nil when `name` is not a
    /// view type (`View`, `SwiftUI.View`, `Shape`, or a view such as `Text`).
    static func extendedViewType(_ name: String) -> String? {
        let name = name.hasPrefix("SwiftUI.") ? String(name.dropFirst("SwiftUI.".count)) : name
        if name == "View" || name == "Shape" { return name }
        return ViewCatalog.views[name] != nil || name == "Image" ? name : nil
    }

    /// Whether a view named `viewName` (a node's) has the method: a member of an extension
    /// of `View` is every view's; of `Shape`, every shape's; else only the type's own.
    func applies(to viewName: String) -> Bool {
        switch viewType {
        case "View": true
        case "Shape": ModifierCatalog.shapes.contains(viewName)
        default: viewType == viewName
        }
    }
}

/// Modifiers a scene declares: the methods of its extensions of `View`, and its
/// `ViewModifier`s applied with `.modifier(_:)`. Both make the view their body makes from
/// the view they modify, as in SwiftUI, where neither is a view of its own in the layout.
extension Evaluator {
    /// `view.name(arguments)` when `name` is a modifier the scene declares or `modifier(_:)`;
    /// `.none` when it is not one, for the catalog's modifiers to take it.
    func declaredModifier(_ name: String, _ call: FunctionCallExprSyntax, on view: SceneNode, origin: SceneOrigin, _ scope: Scope) -> SceneValue?? {
        if name == "modifier", viewExtensions[name] == nil {
            return .some(applyViewModifier(call, to: view, origin: origin, scope))
        }
        guard let candidates = viewExtensions[name]?.filter({ $0.applies(to: view.name) }), !candidates.isEmpty else { return .none }
        guard let arguments = evaluateArguments(call, scope) else { return .some(nil) }
        sceneExtensionsUsed += 1
        for candidate in candidates {
            let parameters = candidate.function.signature.parameterClause.parameters
            guard let bound = bind(parameters, arguments, callee: name, origin: call.origin, report: candidates.count == 1, instance: nil) else { continue }
            bound.bind("self", .node(view))
            return .some(perform(candidate.function, name, in: bound, origin: origin))
        }
        if candidates.count > 1 { sink.emit(.extraArgument(name), at: call.origin) }
        return .some(nil)
    }

    /// `view.modifier(Card())`: the `ViewModifier`'s `body(content:)` run on `view`.
    private func applyViewModifier(_ call: FunctionCallExprSyntax, to view: SceneNode, origin: SceneOrigin, _ scope: Scope) -> SceneValue? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil, call.trailingClosure == nil else {
            sink.emit(.modifierTakesOneModifier, at: origin)
            return nil
        }
        guard let value = evaluate(argument.expression, scope) else { return nil }
        guard case .instance(let instance) = value, instance.model.kind == .viewModifier else {
            sink.emit(.notAViewModifier(value.kindDescription), at: argument.expression.origin)
            return nil
        }
        let model = instance.model
        guard let body = model.methods["body"]?.first(where: Self.takesContent) else {
            sink.emit(.missingModifierBody(model.name), at: argument.expression.origin, notes: [(.declaredHere(model.name), model.origin)])
            return nil
        }
        sceneExtensionsUsed += 1
        let content = SceneArgument(label: "content", value: .node(view), origin: origin, valueOrigin: origin)
        guard let bound = bind(body.signature.parameterClause.parameters, [content], callee: "body", origin: origin, report: true, instance: instance) else { return nil }
        return perform(body, model.name, in: bound, origin: origin)
    }

    /// Whether `function` is `body(content:)`, a `ViewModifier`'s.
    private static func takesContent(_ function: FunctionDeclSyntax) -> Bool {
        let parameters = function.signature.parameterClause.parameters
        return parameters.count == 1 && parameters.first?.firstName.identifierText == "content"
    }

    /// The view `self` is in the body of a modifier the scene declares in an extension of
    /// `View`; nil anywhere else.
    func viewSelf(_ scope: Scope) -> SceneNode? {
        guard !viewExtensions.isEmpty, case .node(let view)? = scope.local("self") else { return nil }
        return view
    }

    /// Whether `name`, called bare on a view `self`, is a modifier: SwiftUI's, or the scene's.
    func isModifier(_ name: String) -> Bool {
        ModifierCatalog.modifiers[name] != nil || ModifierCatalog.paintOnly.contains(name) || Self.evaluatedModifiers.contains(name)
            || viewExtensions[name] != nil || name == "modifier"
    }

    /// Whether `view.name(…)` is left to the evaluator's ``declaredModifier(_:_:on:origin:_:)``
    /// by compiled view code.
    func appliesDeclaredModifier(_ name: String) -> Bool {
        name == "modifier" || viewExtensions[name] != nil
    }
}
