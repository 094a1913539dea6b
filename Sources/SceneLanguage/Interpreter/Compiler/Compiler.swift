import Foundation
import SwiftSyntax

/// Turns a scene's declarations into closures (closure compilation): each expression and
/// statement becomes a Swift closure built once per load, names are resolved to frame
/// slots, field indices or library entries here, and what can be known without running —
/// an unknown name or member, wrong argument labels, assigning to a `let` — is reported
/// here, before any layout runs.
///
/// It is meant to be the scene's only interpreter, with the view builder one of its
/// clients. `ForEach` content and user views' bodies are compiled here today
/// (``compileView(_:in:)``, once per load, see ``CompiledContentCache`` and
/// ``CompiledBodyCache``), into the same ``Code`` run on a ``Frame`` as layout code; the rest
/// of the view builder walks syntax (``Evaluator``). How view code is compiled, and what is
/// left:
///
/// - **Values.** View code holds an `Int`, a `CGFloat`, a string or a bool as the typed
///   cases layout code holds (``Value/init(viewValue:)``), and the view builder's other
///   values (a ``SceneNode``, a `.member`, a key path, an integer literal, whose type is
///   decided by what it meets) as ``Value/scene(_:)``; ``Value/sceneValue`` turns a value
///   back into the view builder's, ``Program/value(of:as:)`` the other way (a layout's
///   arguments). Left: an integer literal typed at compile, where its use decides it.
/// - **Names.** A content closure compiles in a ``FunctionScope`` whose slot 0 is its
///   parameter, read by ``compileIdentifier(_:at:)``; the element is that slot, written per
///   element (``ContentRun``), not a ``Scope`` made per element. A user view's body
///   (``CompiledBody``) compiles in one whose slots are the view's stored properties, with
///   or without a property wrapper (`$name` reads the same slot as `name`, as the evaluator
///   looks it up), written per instance from what its initializer (memberwise or the view's
///   own `init`) stored. A `let` or `var` of view code is a slot of its own (``ViewLocals``).
///   Other names are the evaluator's, handed the `let`s in scope (``LocalScopes``). Left: a
///   view's first instance in a load, which the evaluator runs so that a view made once
///   costs no compile and keeps the statements the last load kept (``EvaluationCache``).
/// - **Statements.** `let`/`var`, `if`/`else if`/`else`, `switch` and `return` in view code
///   are compiled (`ContentCompiler+Statements.swift`): which branch runs is chosen per
///   element, and its views are grouped as the evaluator groups them (SwiftUI's conditional
///   content). What the evaluator reports as unsupported (`if let`, a case pattern that is
///   not an expression, `for`) is reported alike when reached.
/// - **Operators, literals, members.** Compiled here; on the view builder's values they take
///   its semantics as their method table (``Evaluator/binary(_:_:origin:right:)``,
///   `member`, `typeMember`, `describe`), so that every value and message is the evaluator's.
///   Arithmetic, comparison and ranges of numbers and strings are one table for every kind
///   of value (``BinaryOperator``): layout code's `compileInfix` picks its entry at
///   compile, the view builder once its untyped numbers have taken a type; what stays the
///   view builder's is that typing and its own operands (views, implicit members).
/// - **Calls.** A view constructor, a modifier or a built-in function is decided at compile
///   from the view and modifier catalogs by ``ContentCompiler``, the view builder's part,
///   and makes the ``SceneNode`` (its arguments as ``SceneArgument``s with their origins)
///   which ``ViewFactory`` resolves when building, unchanged. Left: making them library
///   callables of this compiler's call path.
/// - **Diagnostics.** View code reports and goes on, as the evaluator does: a failure while
///   running it is reported to the sink at the expression's origin and throws ``Reported``
///   (no value), rather than a ``Trap`` that stops the pass; a value worked out at compile
///   that would report is left to run, so it reports where evaluating would. Every message
///   and origin is what it was (ForEachTemplateTests runs bodies both ways).
/// - **Hoisting.** A ``ViewExpression`` records whether it reads the element slot or
///   anything left to the evaluator; an invariant view is made once per load and shared
///   with its ``ViewMemo`` (``HoistedView``).
/// - **Fallback.** What is not compiled compiles to code that hands the syntax to the
///   ``Evaluator`` in a ``Scope`` made from the frame's element (``ContentRun/scope()``)
///   with the code's `let`s in scope bound over it, so no scene loses while the evaluator
///   shrinks.
///
/// The order from here: view and modifier callables; then
/// scenes' bodies, the evaluator keeping only what is not compiled.
final class Compiler {
    let program: Program
    var sink: DiagnosticSink { program.sink }
    /// The function being compiled.
    var scope: FunctionScope
    /// Where the `$n` past a closure's limit are, once reported at the first of them: each
    /// is then not reported again as a name not in scope.
    var reportedAnonymousParameters: Set<AbsolutePosition> = []
    /// How many `typealias`es are being resolved inside each other (see ``typeDeclared``).
    private var aliasesResolving = 0
    /// The top-level or static stored property whose initial value is being compiled: the
    /// others it reads are recorded on it (``GlobalSlot/reads``).
    var initializing: GlobalSlot?
    /// The slots the patterns of one `case` have bound so far, by name, while they compile:
    /// `case let .a(x), let .b(x):` binds one `x`, whichever pattern matches.
    var caseBindings: [String: Int]?

    init(program: Program) {
        self.program = program
        scope = FunctionScope(selfType: nil, selfIsMutable: false, returnType: .unknown)
    }

    /// An expression compiled: its code, and its type as far as the compiler knows it.
    struct Compiled {
        var code: Code
        var type: TypeRef
        /// An integer literal (or arithmetic of them), which takes a floating-point type
        /// when it meets one, as Swift's literals do.
        var isIntegerLiteral = false
        /// Where the value lives, when it is a local variable or a stored field of one:
        /// reads below it (a field, an element) then look at it in place.
        var slotPath: SlotPath? = nil
        /// Set when the value is an element read through a path (`cache.sizes[index]`): a
        /// geometry member of it (`.width`) is then read where the element lives.
        var elementRead: ElementRead? = nil
        /// The expression as typed code, where the compiler knows its type and that it has
        /// no effect but its value (see `TypedCode.swift`): at most one of these is set.
        var double: DoubleCode? = nil
        var int: IntCode? = nil
        var bool: BoolCode? = nil
        var optionalDouble: OptionalDoubleCode? = nil
        /// `a..<b` or `a...b` of two `Int`s: a `for` over it binds an `Int`.
        var isIntegerRange = false
    }

    /// `path[index]`, compiled: the path, the index's code, and the read of an element by
    /// an index already evaluated, for when the element is not where the path expects it.
    struct ElementRead {
        let path: SlotPath
        let index: Code
        /// Where the index lives, when it is a local variable (`index` in a loop).
        let indexPath: SlotPath?
        let general: (Frame, Value) throws -> Value
    }

    // MARK: - Diagnostics

    func error(_ text: String, at node: some SyntaxProtocol, id: String = "interpreter") {
        sink.emit(.error(id, text), at: node.origin)
    }

    func error(_ text: String, at node: some SyntaxProtocol, id: String = "interpreter", suggesting name: String, from candidates: [String]) {
        sink.emit(.error(id, text), at: node.origin, suggesting: name, from: candidates)
    }

    /// Code standing in for an expression that was reported as an error; it never runs,
    /// since a scene with errors is not laid out.
    func failed(_ node: some SyntaxProtocol) -> Compiled {
        let offset = node.origin.offset
        return Compiled(code: { _ in throw Trap("this expression did not compile", at: offset) }, type: .unknown)
    }

    // MARK: - Types

    /// The type a declaration names: the library's, the scene's, or unknown (`some View`,
    /// a generic). An unknown name is reported.
    func resolveType(_ syntax: TypeSyntax?, report: Bool = true) -> TypeRef {
        guard let syntax else { return .unknown }
        if let optional = syntax.as(OptionalTypeSyntax.self) { return .optional(resolveType(optional.wrappedType, report: report)) }
        if let unwrapped = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional(resolveType(unwrapped.wrappedType, report: report)) }
        if let array = syntax.as(ArrayTypeSyntax.self) { return .array(resolveType(array.element, report: report)) }
        if let dictionary = syntax.as(DictionaryTypeSyntax.self) { return .dictionary(resolveType(dictionary.key, report: report), resolveType(dictionary.value, report: report)) }
        if let attributed = syntax.as(AttributedTypeSyntax.self) { return resolveType(attributed.baseType, report: report) }
        if let tuple = syntax.as(TupleTypeSyntax.self) {
            if tuple.elements.isEmpty { return .builtin(.void) }
            if tuple.elements.count == 1, let only = tuple.elements.first { return resolveType(only.type, report: report) }
            let labels = tuple.elements.map { element in element.firstName.map { SymbolTable.intern($0.identifierText) } }
            return .tuple(tuple.elements.map { resolveType($0.type, report: report) }, labels: labels.contains { $0 != nil } ? labels : [])
        }
        if let function = syntax.as(FunctionTypeSyntax.self) {
            return .functionType(function.parameters.map { resolveType($0.type, report: report) }, resolveType(function.returnClause.type, report: report))
        }
        if syntax.is(SomeOrAnyTypeSyntax.self) { return .unknown }
        if let member = syntax.as(MemberTypeSyntax.self) {
            let text = member.trimmedText
            if let builtin = BuiltinType.byName[text] { return .builtin(builtin) }
            if let type = program.type(named: member.name.identifierText) { return Self.typeRef(type) }
            if let builtin = BuiltinType.byName[member.name.identifierText] { return .builtin(builtin) }
            return .unknown
        }
        if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.identifierText
            if let arguments = identifier.genericArgumentClause?.arguments {
                let types = arguments.compactMap { argument -> TypeRef? in
                    guard case .type(let type) = argument.argument else { return nil }
                    return resolveType(type, report: report)
                }
                switch name {
                case "Array" where types.count == 1: return .array(types[0])
                case "Optional" where types.count == 1: return .optional(types[0])
                case "Dictionary" where types.count == 2: return .dictionary(types[0], types[1])
                case "Set" where types.count == 1: return .set(types[0])
                default: return .unknown
                }
            }
            if name == "Self", let selfType = scope.memberType { return Self.typeRef(selfType) }
            if let type = program.type(named: name) { return Self.typeRef(type) }
            if let builtin = BuiltinType.byName[name] { return .builtin(builtin) }
            // A scene's protocol, as `any P`: a value of it is the value of its own type,
            // whose members are found when they run.
            // `let seen: Set = [1, 2]`: a set of what the literal holds.
            if name == "Set" { return .set(.unknown) }
            if Self.opaqueTypeNames.contains(name) || program.protocolDeclarations[name] != nil { return .unknown }
            if let declared = typeDeclared(name, around: identifier, report: report) { return declared }
            if report {
                error("cannot find type '\(name)' in scope", at: identifier, id: "unknown-type", suggesting: name, from: Array(BuiltinType.byName.keys) + Array(program.typeDeclarations.keys))
            }
            return .unknown
        }
        return .unknown
    }

    /// The type a declaration around `node` names `name`: a generic parameter (`func
    /// clamp<T: Comparable>(_ v: T, …)`), any value to the interpreter, which checks what the
    /// values do as they run; or a `typealias` of an enclosing type, of the type whose member
    /// is compiled, or of the file. Nil when none does.
    private func typeDeclared(_ name: String, around node: some SyntaxProtocol, report: Bool) -> TypeRef? {
        var blocks: [MemberBlockSyntax] = []
        var current = Syntax(node).parent
        while let syntax = current {
            let generics: GenericParameterClauseSyntax?
            switch syntax.as(SyntaxEnum.self) {
            case .functionDecl(let function): generics = function.genericParameterClause
            case .initializerDecl(let initializer): generics = initializer.genericParameterClause
            case .structDecl(let structDecl): generics = structDecl.genericParameterClause; blocks.append(structDecl.memberBlock)
            case .enumDecl(let enumDecl): generics = enumDecl.genericParameterClause; blocks.append(enumDecl.memberBlock)
            case .extensionDecl(let extensionDecl): generics = nil; blocks.append(extensionDecl.memberBlock)
            default: generics = nil
            }
            if generics?.parameters.contains(where: { $0.name.identifierText == name }) == true { return .unknown }
            current = syntax.parent
        }
        if let selfName = scope.memberType?.name, let decl = program.typeDeclarations[selfName] {
            if let block = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(EnumDeclSyntax.self)?.memberBlock { blocks.append(block) }
        }
        let nested = blocks.lazy.flatMap(\.members).compactMap { $0.decl.as(TypeAliasDeclSyntax.self) }.first { $0.name.identifierText == name }
        guard let alias = nested ?? program.typeAliases[name] else { return nil }
        // `typealias A = B` and `typealias B = A` name no type.
        guard aliasesResolving < 16 else { return .unknown }
        aliasesResolving += 1
        defer { aliasesResolving -= 1 }
        return resolveType(alias.initializer.value, report: report)
    }

    /// Types a scene may write that the interpreter treats as "any value".
    static let opaqueTypeNames: Set<String> = ["Any", "AnyLayout", "AnyHashable", "Cache", "View", "Layout", "Value", "Element", "Hashable", "Equatable", "Comparable", "Error", "Never", "Self", "Content", "Void", "Index", "Range", "ClosedRange", "Set"]

    static func typeRef(_ type: UserType) -> TypeRef {
        if let structType = type as? StructType { return .structType(structType) }
        if let extended = type as? ExtendedType { return extended.extended }
        return .enumType(type as! EnumType)
    }

    // MARK: - Operators

    /// `a + b * c` as Swift groups it, for a sequence the file's fold left flat.
    static func fold(_ expression: ExprSyntax) -> ExprSyntax {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return expression }
        return OperatorFolder.foldSingle(sequence) ?? expression
    }
}

extension SyntaxProtocol {
    var sourceOffset: Int? { positionAfterSkippingLeadingTrivia.utf8Offset }
}
