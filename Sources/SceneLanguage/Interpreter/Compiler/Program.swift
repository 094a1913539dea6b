import Foundation
import SwiftSyntax

/// The code a scene declares besides its views, compiled: the structs (its layouts among
/// them), enums, functions and globals, and the machine that runs them.
///
/// Declarations are collected first and compiled on first use (a layout, and what it
/// names), so a scene's views may use data types the layout code never touches; every
/// layout is compiled at load, so its mistakes are reported before anything runs.
final class Program {
    /// Where compile errors go: the sink of the load that compiles (a program kept for the
    /// next load is given that load's sink).
    var sink: DiagnosticSink
    let machine: Machine
    /// The number literals its code reads (see ``LiteralTable``).
    let literals = LiteralTable()
    /// The text the program was collected from (the scene with its views blanked), as
    /// literal edits since have made it: a program is reused for a load of the same text.
    var text = ""
    /// Whether ``compileLayouts()`` has run.
    private(set) var isCompiled = false
    /// The syntax of each type the scene declares, by name (nested types by their own name).
    private(set) var typeDeclarations: [String: DeclSyntax] = [:]
    private var extensions: [String: [ExtensionDeclSyntax]] = [:]
    private(set) var functionDeclarations: [String: [FunctionDeclSyntax]] = [:]
    private(set) var globalDeclarations: [String: (binding: PatternBindingSyntax, isLet: Bool)] = [:]
    /// The file's `typealias`es, by name (a type's own are read from its declaration).
    private(set) var typeAliases: [String: TypeAliasDeclSyntax] = [:]
    /// The protocols the scene declares, by name: a conforming type takes the members of
    /// their extensions that it does not declare itself (see ``protocolExtensions(for:)``).
    private(set) var protocolDeclarations: [String: ProtocolDeclSyntax] = [:]
    /// Types compiled so far.
    private(set) var types: [String: UserType] = [:]
    private(set) var functions: [String: [Function]] = [:]
    private(set) var globals: [String: GlobalSlot] = [:]
    /// Member bodies waiting to be compiled, once every signature they may call is known.
    var pending: [() -> Void] = []
    /// Top-level and static stored properties whose initial values were compiled since
    /// ``finish()`` last looked for circles among them.
    var initialized: [GlobalSlot] = []

    init(sink: DiagnosticSink, stepBudget: Int = Program.defaultStepBudget) {
        self.sink = sink
        machine = Machine(stepBudget: stepBudget)
    }

    /// Steps (loop iterations and calls) one call from the layout engine may take: a
    /// 10,000-subview layout's few passes over its subviews take some 50,000, and an
    /// endless loop stops in a fraction of a second.
    static let defaultStepBudget = 2_000_000

    // MARK: - Collecting

    /// Records a top-level declaration the interpreter may need.
    func collect(_ decl: DeclSyntax) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let structDecl):
            typeDeclarations[structDecl.name.identifierText] = decl
            collectNested(structDecl.memberBlock)
        case .enumDecl(let enumDecl):
            typeDeclarations[enumDecl.name.identifierText] = decl
            collectNested(enumDecl.memberBlock)
        case .classDecl(let classDecl):
            typeDeclarations[classDecl.name.identifierText] = decl
            collectNested(classDecl.memberBlock)
        case .extensionDecl(let extensionDecl):
            let name = extensionDecl.extendedType.trimmedText
            extensions[name, default: []].append(extensionDecl)
            collectNested(extensionDecl.memberBlock)
        case .protocolDecl(let protocolDecl):
            protocolDeclarations[protocolDecl.name.identifierText] = protocolDecl
        case .functionDecl(let function):
            functionDeclarations[function.name.identifierText, default: []].append(function)
        case .typeAliasDecl(let alias):
            typeAliases[alias.name.identifierText] = alias
        case .variableDecl(let variable):
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                globalDeclarations[pattern.identifier.identifierText] = (binding, variable.bindingSpecifier.tokenKind == .keyword(.let))
            }
        default:
            break
        }
    }

    private func collectNested(_ block: MemberBlockSyntax) {
        for member in block.members {
            if member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self) { collect(member.decl) }
        }
    }

    /// Whether `name` is a struct the scene declares conforming to `Layout`.
    func declaresLayout(_ name: String) -> Bool {
        guard let decl = typeDeclarations[name]?.as(StructDeclSyntax.self) else { return false }
        return Self.inherited(decl.inheritanceClause).contains("Layout")
    }

    /// Whether `name` is a struct the scene declares conforming to `LayoutValueKey`.
    func declaresLayoutValueKey(_ name: String) -> Bool {
        guard let decl = typeDeclarations[name]?.as(StructDeclSyntax.self) else { return false }
        return Self.inherited(decl.inheritanceClause).contains("LayoutValueKey")
    }

    /// Whether `name` is a class the scene declares.
    func declaresClass(_ name: String) -> Bool {
        typeDeclarations[name]?.is(ClassDeclSyntax.self) == true
    }

    var layoutNames: [String] { typeDeclarations.keys.filter(declaresLayout).sorted() }

    /// Whether the scene declares code the engine calls while it lays out (layouts, custom
    /// guides' default values): then a pass's failures are the program's to report.
    var runsDuringLayout: Bool { runsEngineClosures || !layoutNames.isEmpty || !alignmentIDNames.isEmpty }

    /// Whether the view builder compiled a closure the engine calls (see ``EngineClosure``).
    var runsEngineClosures = false

    /// The struct and enum types the scene declares conforming to `AlignmentID`: custom
    /// guides, checked at load as its layouts are.
    var alignmentIDNames: [String] {
        typeDeclarations.compactMap { name, decl in
            let clause = decl.as(StructDeclSyntax.self)?.inheritanceClause ?? decl.as(EnumDeclSyntax.self)?.inheritanceClause
            return Self.inherited(clause).contains("AlignmentID") ? name : nil
        }.sorted()
    }

    static func inherited(_ clause: InheritanceClauseSyntax?) -> Set<String> {
        Set(clause?.inheritedTypes.map { $0.type.trimmedText.split(separator: ".").last.map(String.init) ?? "" } ?? [])
    }

    /// Every name the scene declares as a member or label anywhere (properties, methods,
    /// cases, tuple labels): a member written after a dot must be one of these or the
    /// library's, which is checked at load.
    private(set) lazy var memberNames: Set<String> = {
        let finder = NameFinder(viewMode: .sourceAccurate)
        for decl in typeDeclarations.values { finder.walk(decl) }
        for list in extensions.values { for decl in list { finder.walk(decl) } }
        for list in functionDeclarations.values { for decl in list { finder.walk(decl) } }
        for (binding, _) in globalDeclarations.values { finder.walk(binding) }
        for decl in protocolDeclarations.values { finder.walk(decl) }
        return finder.names
    }()

    /// Names of methods the scene declares on any type.
    private(set) lazy var methodNames: Set<String> = {
        let finder = NameFinder(viewMode: .sourceAccurate)
        for decl in typeDeclarations.values { finder.walk(decl) }
        for list in extensions.values { for decl in list { finder.walk(decl) } }
        return finder.functions
    }()

    func methodDeclared(_ name: String) -> Bool { methodNames.contains(name) }

    /// The scene's extensions of the type `name`.
    func extensions(of name: String) -> [ExtensionDeclSyntax] { extensions[name] ?? [] }

    /// The extensions of the scene's protocols that a type conforming to `conformances`
    /// takes its default members from: those of each protocol it names and of the
    /// protocols those inherit, each once.
    func protocolExtensions(for conformances: Set<String>) -> [ExtensionDeclSyntax] {
        var seen: Set<String> = []
        var queue = conformances.filter { protocolDeclarations[$0] != nil }.sorted()
        var result: [ExtensionDeclSyntax] = []
        while let name = queue.first {
            queue.removeFirst()
            guard seen.insert(name).inserted, let decl = protocolDeclarations[name] else { continue }
            result += extensions[name] ?? []
            queue += Self.inherited(decl.inheritanceClause).filter { protocolDeclarations[$0] != nil }.sorted()
        }
        return result
    }

    // MARK: - Compiling on demand

    /// The compiled type named `name`, compiling its signatures now and its bodies before
    /// ``finish()`` returns; nil when the scene declares no such struct, class or enum.
    func type(named name: String) -> UserType? {
        if let type = types[name] { return type }
        guard let decl = typeDeclarations[name] else { return nil }
        let compiler = Compiler(program: self)
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let type = StructType(name: name, offset: structDecl.name.origin.offset)
            types[name] = type
            type.machine = machine
            compiler.declare(structDecl, as: type, extensions: extensions[name] ?? [])
            return type
        }
        if let classDecl = decl.as(ClassDeclSyntax.self) {
            let type = StructType(name: name, offset: classDecl.name.origin.offset)
            type.isClass = true
            types[name] = type
            type.machine = machine
            compiler.declare(classDecl, as: type, extensions: extensions[name] ?? [])
            return type
        }
        if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let type = EnumType(name: name, offset: enumDecl.name.origin.offset)
            types[name] = type
            type.machine = machine
            compiler.declare(enumDecl, as: type, extensions: extensions[name] ?? [])
            return type
        }
        return nil
    }

    /// The overloads of a top-level function, compiled on first use.
    func functions(named name: String) -> [Function]? {
        if let compiled = functions[name] { return compiled }
        guard let decls = functionDeclarations[name] else { return nil }
        let compiler = Compiler(program: self)
        let compiled = decls.map { compiler.declareFunction($0, in: nil, isStatic: true) }
        functions[name] = compiled
        return compiled
    }

    /// A top-level `let`/`var`, compiled on first use.
    func global(named name: String) -> GlobalSlot? {
        if let slot = globals[name] { return slot }
        guard let (binding, _) = globalDeclarations[name] else { return nil }
        let compiler = Compiler(program: self)
        let slot = compiler.declareGlobal(binding, name: name)
        globals[name] = slot
        return slot
    }

    /// The scene's extensions of library types and of the standard protocols they conform
    /// to, one type per library type whose values take their members (`extension Double`
    /// and `extension CGFloat` add to the same values; see ``ExtensionTarget``), compiled
    /// on first use.
    private(set) lazy var extendedTypes: [ExtendedType] = {
        hasCompiledExtendedTypes = true
        var byTarget: [String: (target: ExtensionTarget, decls: [ExtensionDeclSyntax])] = [:]
        for (name, decls) in extensions.sorted(by: { $0.key < $1.key }) where typeDeclarations[name] == nil && protocolDeclarations[name] == nil {
            for target in ExtensionTarget.targets(of: name) {
                byTarget[target.valueTypeName, default: (target, [])].decls += decls
            }
        }
        return byTarget.keys.sorted().map { key in
            let (target, decls) = byTarget[key]!
            let type = ExtendedType(name: target.valueTypeName, extended: target.selfType, offset: decls.first?.extendedType.sourceOffset)
            type.machine = machine
            Compiler(program: self).declare(decls, as: type)
            return type
        }
    }()

    /// Whether ``extendedTypes`` has been compiled: a reused program resets their statics
    /// only then, without compiling them for a scene that never reads them.
    private var hasCompiledExtendedTypes = false

    /// The scene's extension of the library type values of which report `typeName`.
    func extendedType(named typeName: String) -> ExtendedType? {
        extendedTypes.first { $0.name == typeName }
    }

    /// Compiles every body waiting, including those that compiling them asks for.
    func finish() {
        while !pending.isEmpty {
            let work = pending
            pending.removeAll()
            for body in work { body() }
        }
        reportCircularInitializers()
    }

    /// Reports each circle of stored properties whose initial values read each other
    /// (`static let a = b + 1; static let b = a`) once, as Swift does: "circular reference"
    /// at the circle's first property in the file, a note at each read around it. (Swift
    /// reports it where the types are inferred; with types written it compiles code that
    /// never finishes starting, which a scene must not.)
    private func reportCircularInitializers() {
        guard !initialized.isEmpty else { return }
        let slots = initialized
        initialized.removeAll()
        var state: [ObjectIdentifier: Bool] = [:]  // false: on the path; true: done
        var path: [(slot: GlobalSlot, offset: Int?)] = []
        func visit(_ slot: GlobalSlot) {
            state[ObjectIdentifier(slot)] = false
            for read in slot.reads {
                switch state[ObjectIdentifier(read.slot)] {
                case false?:
                    guard let start = path.firstIndex(where: { $0.slot === read.slot }) else { break }
                    report(circle: Array(path[start...]).map(\.slot), reads: Array(path[(start + 1)...]).map(\.offset) + [read.offset])
                case nil:
                    path.append((read.slot, read.offset))
                    visit(read.slot)
                    path.removeLast()
                case true?:
                    break
                }
            }
            state[ObjectIdentifier(slot)] = true
        }
        for slot in slots where state[ObjectIdentifier(slot)] == nil {
            path = [(slot, nil)]
            visit(slot)
        }
    }

    /// One circle: `circle[i]`'s initial value reads `circle[i + 1]` at `reads[i]`.
    private func report(circle: [GlobalSlot], reads: [Int?]) {
        let first = circle.indices.min { (circle[$0].offset ?? .max) < (circle[$1].offset ?? .max) }!
        let order = Array(circle.indices[first...]) + Array(circle.indices[..<first])
        sink.emit(.circularReference, at: SceneOrigin(offset: circle[first].offset), notes: order.map { (.throughReference, SceneOrigin(offset: reads[$0])) })
    }

    /// Compiles every layout the scene declares (so their mistakes are reported at load).
    func compileLayouts() {
        guard !isCompiled else { return }
        isCompiled = true
        let layouts = layoutNames.compactMap { type(named: $0) as? StructType }
        let guides = alignmentIDNames.compactMap { type(named: $0) }
        finish()
        for guide in guides {
            guard let problem = AlignmentIDChecker.problem(with: guide) else { continue }
            sink.emit(.error("alignment-conformance", problem), at: SceneOrigin(offset: guide.offset))
        }
        for layout in layouts {
            let missing = LayoutChecker.missing(layout)
            guard !missing.isEmpty else { continue }
            sink.emit(.error("layout-conformance", "type '\(layout.name)' does not conform to protocol 'Layout': it has no \(missing.map { "'\($0)'" }.joined(separator: " and "))"), at: SceneOrigin(offset: layout.offset))
        }
    }
}

extension Program {
    /// Literal edits a program takes before it is compiled afresh, which bounds the offset
    /// map every run-time error goes through.
    static let maximumLiteralEdits = 256

    /// Readies this program, compiled for an earlier save, to run `text`: nothing to do when
    /// the text is the same, the new numbers in place when the two differ only in number
    /// literals (``LiteralTable``); false when the program must be compiled again.
    ///
    /// Globals are computed again either way, as a fresh compile would: layout code may
    /// have changed a `var`, and a literal may be in an initial value.
    func reuse(for text: String, sink: DiagnosticSink) -> Bool {
        if text != self.text {
            guard literals.offsetMap.count < Self.maximumLiteralEdits, let patches = literals.patches(from: self.text, to: text) else { return false }
            // Last first, so that each patch's offsets are still those of the text it reads.
            for patch in patches.reversed() {
                literals.apply(patch)
                for type in types.values { type.take(patch) }
                if hasCompiledExtendedTypes { for type in extendedTypes { type.take(patch) } }
            }
            self.text = text
        }
        self.sink = sink
        for slot in globals.values { slot.value = nil }
        for type in types.values { for slot in type.staticStored.values { slot.value = nil } }
        if hasCompiledExtendedTypes { for type in extendedTypes { for slot in type.staticStored.values { slot.value = nil } } }
        return true
    }
}

/// Collects declared member names and labels for ``Program/memberNames``.
private final class NameFinder: SyntaxVisitor {
    var names: Set<String> = []
    var functions: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.identifier.identifierText)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.identifierText)
        functions.insert(node.name.identifierText)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.identifierText)
        return .visitChildren
    }

    override func visit(_ node: TupleTypeElementSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.firstName { names.insert(name.identifierText) }
        return .visitChildren
    }

    override func visit(_ node: TupleExprSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements { if let label = element.label { names.insert(label.text) } }
        return .visitChildren
    }
}
