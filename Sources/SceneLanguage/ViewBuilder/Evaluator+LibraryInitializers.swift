import SwiftSyntax

/// Initializers a scene adds to library views, as nearly every app does for its palette:
/// `extension Color { init(hex: UInt) { self.init(red: …, green: …, blue: …) } }`, called
/// as `Color(hex: 0x336699)`. The body's `let`s are worked out, then its `self.init(…)` (or
/// `self = …`) makes the view, which the library lays out as if it had been written there.
extension Evaluator {
    /// `type(arguments)` made by the scene's extension initializer whose labels the call's
    /// fit; `.none` when none fits, for the library's own initializers to take the call.
    func libraryInitializer(of type: String, _ call: FunctionCallExprSyntax, _ scope: Scope, origin: SceneOrigin) -> SceneValue?? {
        guard let model = libraryExtensions[type], !model.initializers.isEmpty else { return .none }
        let labels = call.arguments.map { $0.label?.identifierText }
        let candidates = model.initializers.filter { Self.fits($0.signature.parameterClause.parameters, labels) }
        guard !candidates.isEmpty else { return .none }
        sceneExtensionsUsed += 1
        guard let arguments = evaluateArguments(call, scope) else { return .some(nil) }
        for initializer in candidates {
            guard let bound = bind(initializer.signature.parameterClause.parameters, arguments, callee: type, origin: origin, report: candidates.count == 1, instance: nil) else { continue }
            return .some(nested("\(type).init", origin: origin) { run(initializer, of: type, in: bound, origin: origin) })
        }
        return .some(nil)
    }

    /// Whether a call with argument labels `labels` may call a function with `parameters`:
    /// each label in order, a defaulted parameter left out.
    private static func fits(_ parameters: FunctionParameterListSyntax, _ labels: [String?]) -> Bool {
        var next = 0
        for parameter in parameters {
            let label: String? = parameter.firstName.isWildcard ? nil : parameter.firstName.identifierText
            if next < labels.count, labels[next] == label {
                next += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return next == labels.count
    }

    /// Runs an extension initializer's body: its `let`s, then the `self.init(…)` or `self = …`
    /// that makes the value.
    private func run(_ initializer: InitializerDeclSyntax, of type: String, in scope: Scope, origin: SceneOrigin) -> SceneValue? {
        guard let body = initializer.body else { return nil }
        for item in body.statements.all {
            switch item.item {
            case .decl(let decl):
                guard bindInitializerLocal(decl, in: scope) else { return nil }
            case .expr(let expression):
                return madeSelf(expression, of: type, scope)
            case .stmt(let statement):
                guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else {
                    sink.emit(.unsupportedStatement(Self.excerpt(statement)), at: statement.origin)
                    return nil
                }
                return madeSelf(expression, of: type, scope)
            }
        }
        sink.emit(.error("initializer", "'self.init' isn't called on all paths before returning from initializer of '\(type)'"), at: initializer.initKeyword.origin)
        return nil
    }

    /// The value `self.init(…)` or `self = …` makes; nil (reported) for any other statement.
    private func madeSelf(_ expression: ExprSyntax, of type: String, _ scope: Scope) -> SceneValue? {
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.declName.baseName.text == "init", let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.isKeyword(.self) {
            guard let arguments = evaluateArguments(call, scope) else { return nil }
            return .node(SceneNode(name: type, arguments: arguments, children: nil, origin: call.origin))
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let elements = Array(sequence.elements.all)
            if let target = elements[0].as(DeclReferenceExprSyntax.self), target.baseName.isKeyword(.self), elements[1].is(AssignmentExprSyntax.self),
               let right = fold(Array(elements[2...]), sequence) {
                return evaluate(right, scope)
            }
        }
        sink.emit(.unsupportedStatement(Self.excerpt(expression)), at: expression.origin)
        return nil
    }
}
