import Foundation
import SwiftSyntax

/// A type the scene declares: a view struct, an enum, or one the interpreter ignores.
final class TypeModel {
    enum Kind { case view, previewProvider, plain, enumeration, viewModifier }

    struct StoredProperty {
        var name: String
        var type: TypeSyntax?
        var initializer: ExprSyntax?
        var isLet: Bool
        var origin: SceneOrigin
        /// `@State`, `@Environment(\.colorScheme)`, …: nil for a plain property.
        var wrapper: PropertyWrapper? = nil
    }

    struct ComputedProperty {
        var type: TypeSyntax?
        var statements: CodeBlockItemListSyntax
    }

    struct EnumCase {
        var name: String
        var rawValue: ExprSyntax?
    }

    let name: String
    let kind: Kind
    let origin: SceneOrigin
    var storedProperties: [StoredProperty] = []
    var computedProperties: [String: ComputedProperty] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    var staticProperties: [String: StoredProperty] = [:]
    var staticComputed: [String: ComputedProperty] = [:]
    var cases: [EnumCase] = []
    /// `String` or `Int` for an enum with raw values.
    var rawType: String?
    /// Whether an enum declares `Comparable`: without a `<` of its own, Swift compares its
    /// cases in the order they are declared.
    var isComparable = false
    /// Static values already computed.
    var staticValues: [String: SceneValue] = [:]

    init(name: String, kind: Kind, origin: SceneOrigin) {
        self.name = name
        self.kind = kind
        self.origin = origin
    }

    func hasCase(_ name: String) -> Bool { cases.contains { $0.name == name } }

    /// The properties whose declared type is an optional (`var note: String?`), whose
    /// values print as `Optional(…)` (see ``Evaluator/hasOptionalType(_:_:)``).
    private(set) lazy var optionalMembers: Set<String> = {
        var names = Set(storedProperties.filter { $0.type.map(Evaluator.isOptionalType) ?? false }.map(\.name))
        for (name, computed) in computedProperties where computed.type.map(Evaluator.isOptionalType) ?? false { names.insert(name) }
        return names
    }()

    /// The names its members answer to, static or not (for ``Evaluator/declaredNames``).
    var memberNames: [String] {
        var names = storedProperties.map(\.name) + cases.map(\.name)
        names += computedProperties.keys
        names += methods.keys
        names += staticProperties.keys
        names += staticComputed.keys
        if kind == .enumeration { names += ["rawValue", "allCases"] }
        return names
    }
}

/// An instance of a user type: a view's property values, or an enum value.
final class Instance {
    let model: TypeModel
    var values: [String: SceneValue] = [:]
    /// The enum value itself, for `self` in an enum's members.
    let enumValue: SceneValue?

    init(model: TypeModel, enumValue: SceneValue? = nil) {
        self.model = model
        self.enumValue = enumValue
    }
}

/// Names visible at a point of a scene: locals, then the instance's members (`self`), then
/// the enclosing scopes up to the file's globals.
final class Scope {
    let parent: Scope?
    let instance: Instance?
    /// Unchecked: `local(_:)` reads it in every scope out to the globals for nearly every name
    /// a scene calls, and nothing reads it while it is appended to.
    @exclusivity(unchecked) private var names: [(String, SceneValue)] = []
    /// The names bound here whose declared type is an optional (`let x: Int? = 3`, a
    /// parameter `x: Int?`): their values print as `Optional(…)`.
    private var optionalNames: [String] = []
    /// The names bound here whose declared type is an array of optionals (`let xs: [Int?]`):
    /// their values print element by element, `[Optional(1), nil]`.
    private var optionalElementNames: [String] = []
    /// The names bound here whose declared type is a function returning an optional (`let
    /// f: (Int) -> Int? = …`): a call of one prints as `Optional(…)`.
    private var optionalResultNames: [String] = []

    init(parent: Scope?, instance: Instance? = nil) {
        self.parent = parent
        self.instance = instance ?? parent?.instance
        hasGenericTypes = parent?.hasGenericTypes ?? false
    }

    func bind(_ name: String, _ value: SceneValue) {
        names.append((name, value))
    }

    /// A local name, searching outwards, without the instance's members.
    func local(_ name: String) -> SceneValue? {
        // Recursion through the `let` parent, and indices into `names`, retain nothing on
        // the way out to the globals.
        var index = names.endIndex
        while index > names.startIndex {
            index -= 1
            if names[index].0 == name { return names[index].1 }
        }
        return parent?.local(name)
    }

    /// Records that the local `name`, just bound, has an optional type.
    func markOptional(_ name: String) {
        optionalNames.append(name)
    }

    /// The generic parameters of the function whose body this scope runs, each with the
    /// scene's or library's type name the call gave it (`T` → `A`).
    private var genericTypes: [(String, String)] = []

    /// Whether this scope or one it is in binds a generic parameter: most never do, and then
    /// every capitalised name (`Color` in `Color.red`) is not looked for up the whole chain.
    private var hasGenericTypes: Bool

    /// Records that the generic parameter `name` stands for the type `type` here.
    func bindGenericType(_ name: String, _ type: String) {
        genericTypes.append((name, type))
        hasGenericTypes = true
    }

    /// The type the generic parameter `name` stands for, searching outwards.
    func genericType(_ name: String) -> String? {
        guard hasGenericTypes else { return nil }
        if let found = genericTypes.last(where: { $0.0 == name }) { return found.1 }
        return parent?.genericType(name)
    }

    /// Records that the local `name`, just bound, is an array of optionals.
    func markOptionalElements(_ name: String) {
        optionalElementNames.append(name)
    }

    /// The names bound here whose declared type is an optional of an optional (`let x:
    /// Int?? = 1`): a value prints as `Optional(Optional(1))`.
    private var nestedOptionalNames: [String] = []

    /// Records that the local `name`, just bound, is an optional of an optional.
    func markNestedOptional(_ name: String) {
        nestedOptionalNames.append(name)
    }

    /// Whether the local `name` is declared an optional of an optional; nil when no local
    /// has the name.
    func isNestedOptionalLocal(_ name: String) -> Bool? {
        if names.contains(where: { $0.0 == name }) { return nestedOptionalNames.contains(name) }
        return parent?.isNestedOptionalLocal(name)
    }

    /// Whether the local `name` has a declared type that prints differently from its value
    /// (an optional, or an array of them); nil when no local has the name.
    func isOptionalLocal(_ name: String) -> Bool? {
        if names.contains(where: { $0.0 == name }) { return optionalNames.contains(name) || optionalElementNames.contains(name) }
        return parent?.isOptionalLocal(name)
    }

    /// Records that the local `name`, just bound, is a function returning an optional.
    func markOptionalResult(_ name: String) {
        optionalResultNames.append(name)
    }

    /// Whether the local `name` is declared a function returning an optional.
    func hasOptionalResultLocal(_ name: String) -> Bool {
        if names.contains(where: { $0.0 == name }) { return optionalResultNames.contains(name) }
        return parent?.hasOptionalResultLocal(name) ?? false
    }

    /// Whether the local `name` is declared an array of optionals; nil when no local has the name.
    func hasOptionalElementsLocal(_ name: String) -> Bool? {
        if names.contains(where: { $0.0 == name }) { return optionalElementNames.contains(name) }
        return parent?.hasOptionalElementsLocal(name)
    }

    /// Every local name, for suggestions.
    var allNames: [String] {
        var result: [String] = []
        var scope: Scope? = self
        while let current = scope {
            result.append(contentsOf: current.names.map(\.0))
            scope = current.parent
        }
        return result
    }
}

/// A closure value and the scope it was written in.
final class SceneClosure {
    let syntax: ClosureExprSyntax
    let scope: Scope

    init(syntax: ClosureExprSyntax, scope: Scope) {
        self.syntax = syntax
        self.scope = scope
    }

    /// The names of its parameters, or nil when it uses `$0`, `$1`, ….
    ///
    /// `ForEach($items) { $item in … }` names the binding `$item` and its value `item`; view
    /// code reads a binding as its value (`$item.name` as `item.name`), so the parameter is
    /// the value's name, under which both spellings find it.
    var parameterNames: [String]? {
        guard let clause = syntax.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let list): return list.map { Self.valueName($0.name.spelling) }
        case .parameterClause(let clause): return clause.parameters.map { Self.valueName(($0.secondName ?? $0.firstName).spelling) }
        }
    }

    private static func valueName(_ spelling: String) -> String {
        spelling.count > 1 && spelling.hasPrefix("$") && !(spelling.dropFirst().first?.isNumber ?? true) ? String(spelling.dropFirst()) : spelling
    }
}

/// What a block of statements produced.
enum BlockResult {
    /// The views of a view builder.
    case views([SceneNode])
    /// The value of a block whose only statement is an expression that is not a view.
    case value(SceneValue)
    /// The value of a `return`, which ends every enclosing block up to the function.
    case returned(SceneValue)
    /// An error was reported.
    case failed
}

/// An expression sequence folded by operator precedence (swift-syntax leaves
/// `a + b * c` flat until folded, and SwiftOperators is not a dependency). Only the cases
/// that nest are boxed: an operand, the most common, costs no allocation.
enum FoldedExpression {
    case operand(ExprSyntax)
    indirect case binary(String, FoldedExpression, FoldedExpression, origin: SceneOrigin)
    indirect case ternary(FoldedExpression, then: ExprSyntax, otherwise: FoldedExpression)
    indirect case cast(FoldedExpression, TypeSyntax)
}
