import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// Evaluates the Swift of a scene into the IR: statements run as a view builder (or a plain
/// function body), expressions become values, user views are expanded with their
/// properties bound.
///
/// Evaluation never throws: a mistake is reported to the sink and the expression's value
/// becomes nil, which every caller passes on silently, so one mistake is reported once.
final class Evaluator {
    /// Where mistakes go: the load's sink, but for a reader's content evaluated during
    /// layout (see ``evaluating(reportingTo:_:)``).
    var sink: DiagnosticSink
    var types: [String: TypeModel] = [:]
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Top-level `let`/`var` initializers, evaluated on first use.
    var globalInitializers: [String: (type: TypeSyntax?, value: ExprSyntax)] = [:]
    var globalValues: [String: SceneValue] = [:]
    private var globalsInProgress: Set<String> = []
    /// A static stored property of a scene type or of an extension of a library type.
    struct StaticKey: Hashable {
        var type: String
        var name: String
    }
    /// The static stored properties whose initial values are being worked out, innermost
    /// last: each with where it is declared and where it was read.
    var staticsInProgress: [(key: StaticKey, declared: SceneOrigin, read: SceneOrigin)] = []
    /// Those found in a circle, reported once.
    var circularStatics: Set<StaticKey> = []
    /// The methods of the scene's extensions of `View` and of view types, by name: modifiers
    /// it declares (see `Evaluator+ViewModifiers.swift`).
    var viewExtensions: [String: [DeclaredViewModifier]] = [:]
    /// The static members the scene declares in extensions of library types (`extension
    /// Color { static let brand = … }`), held as a type's (see `Evaluator+LibraryStatics.swift`).
    var libraryExtensions: [String: TypeModel] = [:]
    /// How many times view code has used a modifier the scene declares or a static member of
    /// its extension of a library type: a statement that used one is not reused by the next
    /// load, since the statement's text does not show the declaration it depends on.
    var sceneExtensionsUsed = 0
    /// Declarations the interpreter ignores, by name: what they are and where.
    var ignored: [String: (what: String, origin: SceneOrigin)] = [:]
    let globals = Scope(parent: nil)

    /// Every name the scene declares: its types, functions, globals and the members of its
    /// types. A name outside it (`HStack`, `Text`, `Color`: most names a scene calls) is
    /// looked up in none of those, which saves a dozen hashes a view. Made on first use, when
    /// the reader has declared everything.
    private(set) lazy var declaredNames: Set<String> = {
        var names = Set(types.keys)
        names.formUnion(functions.keys)
        names.formUnion(globalInitializers.keys)
        for model in types.values { names.formUnion(model.memberNames) }
        for model in libraryExtensions.values { names.formUnion(model.memberNames) }
        // A statement that names a scene layout is evaluated afresh each load: the layout it
        // builds belongs to that load's program.
        if let program { names.formUnion(program.layoutNames) }
        return names
    }()

    /// The cache's number for this load's declared and ignored names (see
    /// ``EvaluationCache/declarationsNumber(for:)``), taken on first use, when the reader
    /// has declared everything.
    private(set) lazy var declarationsNumber: Int = cache?.declarationsNumber(for: declaredNames.union(ignored.keys)) ?? -1

    /// Set by an optional chaining link (`a?`) that met nil, until the chain's last link
    /// gives nil for the whole chain (see ``endingChain(_:_:)``).
    var chainIsNil = false

    /// Set by an operation whose result has an optional type in Swift (`items.first`, a
    /// property declared `String?`), for the expression it computes to take
    /// (``lastOptional``); cleared before each such operation.
    var producedOptional = false
    /// Whether the scene's text holds a `??` anywhere: when not, an interpolated sequence
    /// of operators (`"\(n + 1)"`) is not looked through for one (see
    /// ``Compiler/holdsCoalescing(_:)``), which cost a 1,000-view load 1.4 %.
    var mentionsCoalescing = true
    /// The last member or call expression whose value has an optional type, which string
    /// interpolation prints as `Optional(…)` (see ``hasOptionalType(_:_:)``).
    var lastOptional: SyntaxIdentifier?

    private var depth = 0
    static let maximumDepth = 64

    /// The views of the file's last load, when the file is loaded through a ``SceneParseCache``.
    var cache: EvaluationCache?
    /// The `ForEach` content closures this load compiled.
    let compiledContents = CompiledContentCache()
    /// The user views' bodies this load compiled.
    let compiledBodies = CompiledBodyCache()
    /// The scene's layouts (and their code), which views name like the library's.
    var program: Program?

    init(sink: DiagnosticSink) {
        self.sink = sink
    }

    // MARK: - Blocks

    /// Runs `items` in a new scope inside `scope`.
    func run(_ items: CodeBlockItemListSyntax, in scope: Scope) -> BlockResult {
        run(items, inPlace: Scope(parent: scope))
    }

    /// Runs `items` in `local` itself: a `#if`'s active clause is run so, since `#if`
    /// makes no scope in Swift (a `let` declared in the clause is read after `#endif`).
    private func run(_ items: CodeBlockItemListSyntax, inPlace local: Scope) -> BlockResult {
        var views: [SceneNode] = []
        var lone: SceneValue?
        var failed = false
        let isSingle = items.count == 1
        // The statements are walked by their raw nodes, and a syntax node is made only for
        // one that is not reused: for a statement the last load kept, making its node, its
        // expression's and their positions was most of the cost (see ``reused(_:at:_:cache:)``).
        let children = items.children(viewMode: .all)
        var index = children.startIndex
        var offset = items.position.utf8Offset
        for raw in items.raw.layoutView!.children {
            // A collection has no missing elements.
            guard let raw else { continue }
            defer {
                offset += raw.byteLength
                index = children.index(after: index)
            }
            if let cache, let node = reused(statement: raw, at: offset, local, cache: cache) {
                views.append(node)
                continue
            }
            let item = CodeBlockItemSyntax(children[index])!
            switch item.item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    if !bindLocal(variable, in: local) { failed = true }
                } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    // `#if os(iOS)`: the clause a preview build compiles, its views as if
                    // written here.
                    switch run(PreviewBuildConfiguration.activeStatements(of: ifConfig), inPlace: local) {
                    case .views(let nodes): views += nodes
                    case .value(let value):
                        if let node = asViewNode(value) { views.append(node) } else { lone = value }
                    case .returned(let value): return .returned(value)
                    case .failed: failed = true
                    }
                } else {
                    sink.emit(.unsupportedStatement(Self.excerpt(decl)), at: decl.origin)
                    failed = true
                }
            case .stmt(let statement):
                if let returnStatement = statement.as(ReturnStmtSyntax.self) {
                    guard let expression = returnStatement.expression else { return .returned(.node(.group(views, name: "return", origin: statement.origin))) }
                    guard let value = evaluate(expression, local) else { return .failed }
                    return .returned(value)
                }
                if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    switch runExpression(expressionStatement.expression, local, isSingle: isSingle, views: &views, lone: &lone) {
                    case .returned(let value): return .returned(value)
                    case .failed: failed = true
                    default: break
                    }
                } else {
                    sink.emit(.unsupportedStatement(Self.excerpt(statement)), at: statement.origin)
                    failed = true
                }
            case .expr(let expression):
                switch runExpression(expression, local, isSingle: isSingle, views: &views, lone: &lone) {
                case .returned(let value): return .returned(value)
                case .failed: failed = true
                default: break
                }
            }
        }
        if let lone { return .value(lone) }
        if failed && views.isEmpty { return .failed }
        return .views(views)
    }

    /// One expression statement of a block: a view joins the block's views.
    private func runExpression(_ expression: ExprSyntax, _ scope: Scope, isSingle: Bool, views: inout [SceneNode], lone: inout SceneValue?) -> BlockResult {
        let result: BlockResult
        if let conditional = expression.as(IfExprSyntax.self) {
            result = runIf(conditional, scope)
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            result = runSwitch(switchExpression, scope)
        } else if let cache, expression.is(FunctionCallExprSyntax.self) {
            guard let value = reusedOrEvaluated(expression, scope, cache: cache) else { return .failed }
            result = .value(value)
        } else {
            guard let value = evaluate(expression, scope) else { return .failed }
            result = .value(value)
        }
        switch result {
        case .views(let nodes):
            views.append(.group(nodes, name: "if", origin: expression.origin))
        case .value(let value):
            guard collect(value, at: expression.origin, isSingle: isSingle, views: &views, lone: &lone) else { return .failed }
        case .returned, .failed:
            return result
        }
        return .views([])
    }

    /// Where a statement's value goes in its block: a view joins the views; the lone
    /// statement of a block may give any value (`{ 42 }`); anything else is an error,
    /// reported at `origin` (then false).
    func collect(_ value: SceneValue, at origin: SceneOrigin, isSingle: Bool, views: inout [SceneNode], lone: inout SceneValue?) -> Bool {
        if let node = asViewNode(value, origin: origin) {
            views.append(node)
        } else if isSingle {
            lone = value
        } else {
            sink.emit(.expectedView(got: value.kindDescription), at: origin)
            return false
        }
        return true
    }

    /// `let name = value` (or `var`) in a block.
    private func bindLocal(_ variable: VariableDeclSyntax, in scope: Scope) -> Bool {
        var ok = true
        for binding in variable.bindings.all {
            if let pattern = binding.pattern.as(TuplePatternSyntax.self), let initializer = binding.initializer {
                if !bindTuple(pattern, initializer.value, in: scope) { ok = false }
                continue
            }
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let initializer = binding.initializer else {
                sink.emit(.unsupportedStatement(Self.excerpt(binding)), at: binding.origin)
                ok = false
                continue
            }
            guard let value = evaluate(initializer.value, scope) else {
                ok = false
                continue
            }
            scope.bind(pattern.identifier.identifierText, conform(value, to: binding.typeAnnotation?.type))
            if let type = binding.typeAnnotation?.type, Self.isOptionalType(type) { scope.markOptional(pattern.identifier.identifierText) }
            if let type = binding.typeAnnotation?.type, Self.isArrayOfOptionalsType(type) { scope.markOptionalElements(pattern.identifier.identifierText) }
            if let type = binding.typeAnnotation?.type, Self.isOptionalResultType(type) { scope.markOptionalResult(pattern.identifier.identifierText) }
            if let type = binding.typeAnnotation?.type, Self.isNestedOptionalType(type) { scope.markNestedOptional(pattern.identifier.identifierText) }
        }
        return ok
    }

    /// `let (a, b) = pair`: each name bound to its element (`_` to none).
    private func bindTuple(_ pattern: TuplePatternSyntax, _ expression: ExprSyntax, in scope: Scope) -> Bool {
        guard let value = evaluate(expression, scope) else { return false }
        guard case .tuple(let tuple) = value, tuple.elements.count == pattern.elements.count else {
            sink.emit(.error("tuple-pattern", "cannot bind \(value.kindDescription) to a tuple pattern of \(pattern.elements.count) elements"), at: expression.origin)
            return false
        }
        for (element, part) in zip(pattern.elements.all, tuple.elements) {
            if element.pattern.is(WildcardPatternSyntax.self) { continue }
            guard let name = element.pattern.as(IdentifierPatternSyntax.self) else {
                sink.emit(.unsupportedStatement(Self.excerpt(element)), at: element.origin)
                return false
            }
            scope.bind(name.identifier.identifierText, part)
        }
        return true
    }

    func runIf(_ conditional: IfExprSyntax, _ scope: Scope) -> BlockResult {
        var holds = true
        // `if let name = value` binds `name` for the conditions after it and the body.
        var bodyScope = scope
        conditions: for condition in conditional.conditions.all {
            switch condition.condition {
            case .expression(let expression):
                guard let flag = evaluateCondition(expression, bodyScope) else { return .failed }
                if !flag {
                    holds = false
                    break conditions
                }
            case .optionalBinding(let binding):
                guard let (name, value) = unwrap(binding, in: bodyScope) else { return .failed }
                guard let value else {
                    holds = false
                    break conditions
                }
                let inner = Scope(parent: bodyScope)
                inner.bind(name, value)
                bodyScope = inner
            case .matchingPattern(let matching):
                // `if case .away(let minutes) = status`
                guard let subject = evaluate(matching.initializer.value, bodyScope) else { return .failed }
                switch match(matching.pattern, subject, bodyScope) {
                case .matched(let bindings): bodyScope = self.scope(bodyScope, binding: bindings)
                case .unmatched:
                    holds = false
                    break conditions
                case .failed: return .failed
                }
            case .availability:
                // A preview runs on the newest iOS, where every `#available` holds.
                continue
            }
        }
        if holds { return run(conditional.body.statements, in: bodyScope) }
        switch conditional.elseBody {
        case .ifExpr(let next)?: return runIf(next, scope)
        case .codeBlock(let block)?: return run(block.statements, in: scope)
        case nil: return .views([])
        }
    }

    /// The name `if let` / `if var` binds and its value, the value nil when it is nil (the
    /// condition does not hold); nil when it failed (reported). `if let name` without a
    /// value unwraps the name itself, as Swift 5.7 reads it.
    private func unwrap(_ binding: OptionalBindingConditionSyntax, in scope: Scope) -> (name: String, value: SceneValue?)? {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            sink.emit(.unsupportedExpression(Self.excerpt(binding)), at: binding.origin)
            return nil
        }
        let name = pattern.identifier.identifierText
        let value: SceneValue
        if let initializer = binding.initializer {
            guard let evaluated = evaluate(initializer.value, scope) else { return nil }
            value = conform(evaluated, to: binding.typeAnnotation?.type)
        } else {
            guard let found = scope.local(name) ?? scope.instance?.values[name] else {
                sink.emit(.error("unknown-name", "cannot find '\(name)' in scope"), at: pattern.origin)
                return nil
            }
            value = found
        }
        if case .null = value { return (name, nil) }
        return (name, value)
    }

    func evaluateCondition(_ expression: ExprSyntax, _ scope: Scope) -> Bool? {
        guard let value = evaluate(expression, scope) else { return nil }
        guard case .bool(let flag) = value else {
            sink.emit(.expectedCondition(got: value.kindDescription), at: expression.origin)
            return nil
        }
        return flag
    }

    func runSwitch(_ switchExpression: SwitchExprSyntax, _ scope: Scope) -> BlockResult {
        guard let subject = evaluate(switchExpression.subject, scope) else { return .failed }
        for element in switchExpression.cases.all {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .default:
                return run(switchCase.statements, in: scope)
            case .case(let label):
                for item in label.caseItems.all {
                    let caseScope: Scope
                    switch match(item.pattern, subject, scope) {
                    case .matched(let bindings): caseScope = self.scope(scope, binding: bindings)
                    case .unmatched: continue
                    case .failed: return .failed
                    }
                    // `case 0 where compact:` matches only while its `where` holds.
                    if let clause = item.whereClause {
                        guard let holds = evaluateCondition(clause.condition, caseScope) else { return .failed }
                        if !holds { continue }
                    }
                    return run(switchCase.statements, in: caseScope)
                }
            }
        }
        sink.emit(.noMatchingSwitchCase, at: switchExpression.origin)
        return .failed
    }

    /// Whether a `switch` subject matches a case value.
    static func matches(_ subject: SceneValue, _ candidate: SceneValue) -> Bool {
        switch (subject, candidate) {
        case (.member(let a), .member(let b)):
            return a.name == b.name && (a.type == nil || b.type == nil || a.type == b.type)
        case (.number(let value), .range(let lower, let upper, _)):
            return value.value >= Double(lower) && value.value < Double(upper)
        default:
            return equal(subject, candidate) ?? false
        }
    }

    /// The value of a block, as a computed property or a closure gives it.
    func value(of result: BlockResult, origin: SceneOrigin, name: String) -> SceneValue? {
        switch result {
        case .views(let nodes): return .node(.group(nodes, name: name, origin: origin))
        case .value(let value), .returned(let value): return value
        case .failed: return nil
        }
    }

    /// The nodes of a builder closure's or body's views.
    func views(of result: BlockResult, origin: SceneOrigin) -> [SceneNode]? {
        switch result {
        case .views(let nodes): return nodes
        case .value(let value), .returned(let value):
            if let node = asViewNode(value, origin: origin) { return [node] }
            sink.emit(.expectedView(got: value.kindDescription), at: origin)
            return nil
        case .failed: return nil
        }
    }

    /// A value that is a view: a node, or a colour written as `Color.red`, whose mistakes are
    /// reported at `origin`.
    func asViewNode(_ value: SceneValue, origin: SceneOrigin = .unknown) -> SceneNode? {
        switch value {
        case .node(let node): return node
        case .member(let member) where member.type == "Color" && member.arguments == nil && member.base == nil:
            return colorNode(member, origin: origin)
        default: return nil
        }
    }

    func colorNode(_ member: SceneMember, origin: SceneOrigin = .unknown) -> SceneNode {
        SceneNode(name: "Color", arguments: [SceneArgument(label: nil, value: .member(SceneMember(name: member.name)), origin: origin, valueOrigin: origin)], origin: origin)
    }

    // MARK: - Closures and functions

    /// Calls a closure with `arguments` bound to its parameters.
    func call(_ closure: SceneClosure, with arguments: [SceneValue], origin: SceneOrigin) -> BlockResult {
        let scope = Scope(parent: closure.scope)
        if let names = closure.parameterNames {
            // `{ index, item in … }` given one tuple (`enumerated()`'s and `zip`'s pairs)
            // takes it apart, as Swift does for a closure of as many parameters.
            if names.count > 1, arguments.count == 1, case .tuple(let tuple) = arguments[0], tuple.elements.count == names.count {
                return call(closure, with: tuple.elements, origin: origin)
            }
            guard names.count == arguments.count else {
                sink.emit(.closureArity(expected: arguments.count, got: names.count), at: closure.syntax.origin)
                return .failed
            }
            for (name, value) in zip(names, arguments) where name != "_" { scope.bind(name, value) }
        } else {
            for (index, value) in arguments.enumerated() { scope.bind("$\(index)", value) }
        }
        return run(closure.syntax.statements, in: scope)
    }

    /// Enters a nested user view or function, refusing to go deeper than a scene can mean.
    func nested<T>(_ name: String, origin: SceneOrigin, _ body: () -> T?) -> T? {
        guard depth < Self.maximumDepth else {
            if depth == Self.maximumDepth {
                depth += 1
                sink.emit(.recursiveView(name), at: origin)
            }
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    // MARK: - Globals

    /// A top-level `let`/`var`, evaluated the first time it is used.
    func global(_ name: String) -> SceneValue?? {
        if let value = globalValues[name] { return .some(value) }
        guard let (type, expression) = globalInitializers[name] else { return .none }
        guard !globalsInProgress.contains(name) else {
            sink.emit(.recursiveGlobal(name), at: expression.origin)
            return .some(nil)
        }
        globalsInProgress.insert(name)
        defer { globalsInProgress.remove(name) }
        guard let value = evaluate(expression, globals) else { return .some(nil) }
        let conformed = conform(value, to: type)
        globalValues[name] = conformed
        return .some(conformed)
    }

    // MARK: - Helpers

    /// `value` as a property or binding of declared `type` holds it: numbers become `Int`
    /// or floating point, an implicit member becomes one of the user enum's cases.
    func conform(_ value: SceneValue, to type: TypeSyntax?) -> SceneValue {
        guard let type else { return Self.decidingLiterals(value) }
        let name = Self.typeName(type)
        switch value {
        case .range(let lower, let upper, let isClosed) where Self.isFloatingPointRange(type):
            // `let r: ClosedRange<CGFloat> = 0...10` holds `CGFloat`s (prints `0.0...10.0`).
            return .interpreted(.doubleRange(Double(lower)...Double(isClosed ? upper - 1 : upper), upperIsOpen: !isClosed))
        case .number(var number):
            switch name {
            case "CGFloat", "Double", "Float": number.kind = .double
            case "Int": if let int = number.truncatedInt { number = .int(int) }
            default: break
            }
            return .number(number)
        case .member(var member) where member.type == nil && member.base == nil && member.arguments == nil:
            if let model = types[name], model.kind == .enumeration, model.hasCase(member.name) {
                member.type = name
                return .member(member)
            }
            return value
        case .array(let elements):
            if name == "Set" || name.hasPrefix("Set<") {
                // `let picked: Set<Int> = [1, 3, 3]`: view code's set is an array of its
                // members, each once, in the order first written (Swift's is unspecified).
                let element = Self.firstGenericArgument(of: type)
                return .array(Self.members(elements.map { conform($0, to: element) }))
            }
            if name.hasPrefix("["), name.hasSuffix("]") {
                let elementType = TypeSyntax(IdentifierTypeSyntax(name: .identifier(String(name.dropFirst().dropLast()))))
                return .array(elements.map { conform($0, to: elementType) })
            }
            return value
        default:
            return value
        }
    }

    /// `elements` each once, the first of equal ones kept in place: a set's members as
    /// view code holds them.
    static func members(_ elements: [SceneValue]) -> [SceneValue] {
        var kept: [SceneValue] = []
        for element in elements where !kept.contains(where: { equal($0, element) == true }) { kept.append(element) }
        return kept
    }

    /// Whether `value` can be held by a property or parameter of declared `type`; reports it
    /// when not. Only the basic types are checked: views and SwiftUI values are checked
    /// where they are used.
    func check(_ value: SceneValue, against type: TypeSyntax?, parameter: String, origin: SceneOrigin) -> Bool {
        guard let type else { return true }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self), case .null = value { return true }
        let name = Self.typeName(type)
        let expected: String
        switch (name, value) {
        case ("String", .string), ("Bool", .bool), ("CGFloat", .number), ("Double", .number), ("Float", .number):
            return true
        case ("Int", .number(let number)) where number.truncatedInt != nil:
            return true
        case ("String", _): expected = "a string"
        case ("Bool", _): expected = "a boolean"
        case ("Int", _): expected = "an integer"
        case ("CGFloat", _), ("Double", _), ("Float", _): expected = "a number"
        default: return true
        }
        sink.emit(.wrongType(expected: expected, for: parameter, got: value.kindDescription), at: origin)
        return false
    }

    /// A declared type's name without its optionality (`CGFloat?` is `CGFloat`), cheaply:
    /// conversions look it up for every property and argument.
    /// `value` bound with no declared type, as Swift types a declaration by itself: an
    /// integer literal is an `Int` (`let w = 7 / 2` is 3), in an array or a tuple too, where an
    /// array holding a floating-point number makes its integer literals `Double`s (`[10,
    /// 2.5]`), and an array made by a closure (`[7, 9].map { $0 / 2 }`) is `[Int]`.
    static func decidingLiterals(_ value: SceneValue) -> SceneValue {
        switch value {
        case .number(let number) where number.kind == .literal:
            guard let int = number.truncatedInt else { return value }
            return .number(.int(int))
        case .array(let elements):
            guard elements.contains(where: \.holdsLiteral) else { return value }
            let isFloating = elements.contains { if case .number(let n) = $0 { return n.kind == .double }; return false }
            return .array(elements.map { element in
                if isFloating, case .number(var number) = element, number.kind == .literal {
                    number.kind = .double
                    return .number(number)
                }
                return decidingLiterals(element)
            })
        case .tuple(var tuple):
            guard tuple.elements.contains(where: \.holdsLiteral) else { return value }
            tuple.elements = tuple.elements.map(decidingLiterals)
            return .tuple(tuple)
        default:
            return value
        }
    }

    /// Whether `type` is a range of a floating-point type (`ClosedRange<CGFloat>`, `Range<Double>?`).
    private static func isFloatingPointRange(_ type: TypeSyntax) -> Bool {
        let type = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, name == "ClosedRange" || name == "Range",
              let element = firstGenericArgument(of: type) else { return false }
        return ["CGFloat", "Double", "Float"].contains(element.trimmedText)
    }

    /// The first generic argument a type names (`Int` of `Set<Int>`), nil when none.
    private static func firstGenericArgument(of type: TypeSyntax) -> TypeSyntax? {
        guard case .type(let argument)? = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.first?.argument else { return nil }
        return argument
    }

    static func typeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil { return identifier.name.identifierText }
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        return type.trimmedText
    }

    /// A short excerpt of source for a message.
    static func excerpt(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedText.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}

extension SceneValue {
    /// Whether the value is, or an array or a tuple holds at any depth, a number whose type
    /// is not decided (``SceneNumber/literal(_:)``).
    var holdsLiteral: Bool {
        switch self {
        case .number(let number): return number.kind == .literal
        case .array(let elements): return elements.contains { $0.holdsLiteral }
        case .tuple(let tuple): return tuple.elements.contains { $0.holdsLiteral }
        default: return false
        }
    }
}
