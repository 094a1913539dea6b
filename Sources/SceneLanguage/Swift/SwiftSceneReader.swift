import Foundation
import LayoutEngine
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A preview as the readers describe it, before its views are built.
struct PreviewDescription {
    var name: String
    var proposal: ProposedViewSize?
    var nodes: [SceneNode]
    var origin: SceneOrigin
}

/// Reads a Swift scene: parses it with SwiftParser (syntax errors come from
/// SwiftParserDiagnostics), collects its declarations and evaluates its previews into the IR.
///
/// The previews are, in source order: each `#Preview`, each `PreviewProvider`, and the
/// file's top-level view expressions as one more. With none of them, `ContentView` is laid
/// out on the default canvas.
struct SwiftSceneReader {
    let sink: DiagnosticSink
    let evaluator: Evaluator
    /// The scene's layouts and the code they use, for the interpreter: a new program, or
    /// after ``read(_:parseCache:)`` the last load's when it could be reused.
    var program: Program { evaluator.program! }
    /// The protocols the scene declares, by name, and the types it declares conforming to
    /// each: an extension of a protocol gives its conforming types its members.
    private let protocolIndex = ProtocolIndex()

    private final class ProtocolIndex {
        var protocols: [String: ProtocolDeclSyntax] = [:]
        var conformingTypes: [String: [TypeModel]] = [:]
    }

    init(sink: DiagnosticSink, stepBudget: Int = Program.defaultStepBudget) {
        self.sink = sink
        self.evaluator = Evaluator(sink: sink)
        evaluator.program = Program(sink: sink, stepBudget: stepBudget)
    }

    /// How deeply a scene may nest, in the parser's levels (a `VStack { … }` is a few): the
    /// same in debug and release builds (swift-syntax's own default is 20 in debug builds).
    static let maximumNestingLevel = 256

    /// The scene's previews, or nil when the file has syntax errors. With a `parseCache`,
    /// the source is re-parsed from the cache's previous parse of the same file.
    func read(_ source: String, parseCache: SceneParseCache? = nil) -> [PreviewDescription]? {
        let tree: SourceFileSyntax
        if let parseCache {
            tree = parseCache.parse(source, maximumNestingLevel: Self.maximumNestingLevel)
        } else {
            var parser = Parser(source, maximumNestingLevel: Self.maximumNestingLevel)
            tree = SourceFileSyntax.parse(from: &parser)
        }
        guard reportSyntax(tree) else { return nil }
        evaluator.cache = parseCache?.evaluations
        evaluator.mentionsCoalescing = Self.mentionsCoalescing(source)
        defer { parseCache?.evaluations.endLoad() }
        let items = Self.activeItems(tree.statements)
        for item in items {
            if case .decl(let decl) = item.item { declare(decl) }
        }
        collectProgram(items, source: source, parseCache: parseCache)
        // A protocol's extensions last: a type's members, its extensions' included, are known
        // by then, and so are the conformances its extensions declare.
        for item in items {
            if let extensionDecl = item.item.as(ExtensionDeclSyntax.self), protocolIndex.protocols[extensionDecl.extendedType.trimmedText] == nil { extend(extensionDecl) }
        }
        for item in items {
            if let extensionDecl = item.item.as(ExtensionDeclSyntax.self), protocolIndex.protocols[extensionDecl.extendedType.trimmedText] != nil { extend(extensionDecl) }
        }
        if !protocolIndex.protocols.isEmpty { ProtocolConformanceChecker(items).report(to: sink) }

        var previews: [PreviewDescription] = []
        // The top-level view expressions, gathered into one preview where the first one is.
        var loose: (index: Int, origin: SceneOrigin, nodes: [SceneNode], names: [String?])?
        func addLoose(_ expression: ExprSyntax) {
            if loose == nil { loose = (previews.count, expression.origin, [], []) }
            loose!.nodes += topLevelViews(expression)
            loose!.names.append(userViewName(expression))
        }
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let macro = decl.as(MacroExpansionDeclSyntax.self) {
                    preview(macroName: macro.macroName, arguments: macro.arguments, trailingClosure: macro.trailingClosure, origin: macro.origin).map { previews.append($0) }
                } else if let structDecl = decl.as(StructDeclSyntax.self), let model = evaluator.types[structDecl.name.identifierText], model.kind == .previewProvider {
                    previews += previewProvider(model)
                }
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self) {
                    preview(macroName: macro.macroName, arguments: macro.arguments, trailingClosure: macro.trailingClosure, origin: macro.origin).map { previews.append($0) }
                } else {
                    addLoose(expression)
                }
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    addLoose(expression)
                } else {
                    sink.emit(.unsupportedStatement(Evaluator.excerpt(statement)), at: statement.origin)
                }
            }
        }
        if let loose {
            let name = loose.names.count == 1 ? loose.names[0] ?? "Preview" : "Preview"
            previews.insert(PreviewDescription(name: name, proposal: nil, nodes: loose.nodes, origin: loose.origin), at: loose.index)
        }
        if previews.isEmpty {
            if let contentView = evaluator.types["ContentView"], contentView.kind == .view {
                let nodes = evaluator.instantiate(contentView, [], origin: contentView.origin).flatMap { evaluator.asViewNode($0) }.map { [$0] } ?? []
                previews.append(PreviewDescription(name: "ContentView", proposal: nil, nodes: nodes, origin: contentView.origin))
            } else if let firstView = evaluator.types.values.filter({ $0.kind == .view }).min(by: { ($0.origin.offset ?? .max) < ($1.origin.offset ?? .max) }) {
                // Point at the view most likely meant, so the fix is one line away.
                sink.emit(.noPreview(showing: firstView.name), at: firstView.origin)
            } else {
                sink.emit(.noPreview, at: .unknown)
            }
        }
        return previews
    }

    /// The names of the scene's own views, for suggestions.
    var userViewNames: [String] {
        evaluator.types.values.filter { $0.kind == .view }.map(\.name)
    }

    // MARK: - Syntax errors

    /// Reports the parser's diagnostics; false when there are errors.
    private func reportSyntax(_ tree: SourceFileSyntax) -> Bool {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        var pending: [PendingDiagnostic] = []
        for diagnostic in diagnostics {
            let notes = diagnostic.notes.map { note in
                PendingDiagnostic(message: SceneMessage(id: "syntax", text: note.message, severity: .note), origin: SceneOrigin(offset: note.position.utf8Offset), notes: [])
            }
            pending.append(PendingDiagnostic(
                message: SceneMessage(id: "syntax", text: diagnostic.message, severity: diagnostic.diagMessage.severity),
                origin: SceneOrigin(offset: diagnostic.position.utf8Offset),
                notes: notes
            ))
        }
        sink.append(pending)
        return !diagnostics.contains { $0.diagMessage.severity == .error }
    }

    // MARK: - Declarations

    /// The top-level items, with those of `#if` blocks taken from the clause a preview
    /// build compiles (see ``PreviewBuildConfiguration``).
    private static func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in items {
            if case .decl(let decl) = item.item, let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                result += activeItems(PreviewBuildConfiguration.activeStatements(of: ifConfig))
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// Hands the declarations to the interpreter when the scene declares a layout: from the
    /// file with its operators folded by precedence (folded as a whole, so every node keeps
    /// its place in the file for diagnostics). The blanked text is parsed on its own, through
    /// the cache's ``SceneParseCache/programParse``: a folded tree takes ownership of the
    /// syntax it was made from, and the file's own parse must stay free to edit its tree on
    /// the next save.
    private func collectProgram(_ items: [CodeBlockItemSyntax], source: String, parseCache: SceneParseCache?) {
        guard items.contains(where: Self.needsProgram) || Self.mentions("containerRelativeFrame(", in: source) else { return }
        let text = Self.blankingViews(of: source, items)
        // The last load's program, compiled from this text or from one a number away.
        if let kept = parseCache?.compiledProgram, kept.machine.stepBudget == program.machine.stepBudget, kept.reuse(for: text, sink: sink) {
            evaluator.program = kept
            return
        }
        parseCache?.compiledProgram = nil
        if let guides = parseCache?.declaredGuides {
            guides.beginCompile()
            program.machine.declaredGuides = guides
        }
        program.text = text
        let parsed: SourceFileSyntax
        if let parseCache {
            parsed = parseCache.programParse.parse(text, maximumNestingLevel: Self.maximumNestingLevel)
        } else {
            var parser = Parser(text, maximumNestingLevel: Self.maximumNestingLevel)
            parsed = SourceFileSyntax.parse(from: &parser)
        }
        let folded = OperatorFolder.fold(parsed)
        for item in Self.activeItems(folded.statements) {
            if case .decl(let decl) = item.item { program.collect(decl) }
        }
    }

    /// Whether `source` holds `??`: each `?` found by `memchr`, which skips the rest of the
    /// text many bytes at a time (a byte-by-byte search cost a 1,000-view load 0.4 %).
    static func mentionsCoalescing(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            let end = base + bytes.count
            var start = base
            while start < end, let found = memchr(start, Int32(UInt8(ascii: "?")), end - start) {
                let mark = found.assumingMemoryBound(to: UInt8.self)
                if mark + 1 < end, mark[1] == UInt8(ascii: "?") { return true }
                start = UnsafePointer(mark + 1)
            }
            return false
        }
    }

    /// Whether `source` holds `needle`, searched as bytes: Foundation's `String.contains`
    /// goes through NSString and cost more than the rest of a 100-view scene's edit. The
    /// needle's first uppercase byte (rare in Swift source) is found by `memchr`, which skips
    /// many bytes at a time, and the whole needle compared only there: a loop over every
    /// byte was 15 % of an edited 1,000-view load. (`memmem` is not in Swift's Glibc.)
    static func mentions(_ needle: StaticString, in source: String) -> Bool {
        var source = source
        return source.withUTF8 { haystack in
            needle.withUTF8Buffer { needle in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress, haystack.count >= needle.count else { return false }
                let pivot = needle.firstIndex { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? 0
                let end = base + haystack.count
                // A match's pivot byte lies within these bounds.
                var start = base + pivot
                let last = end - (needle.count - pivot)
                while start <= last, let found = memchr(start, Int32(needle[pivot]), last - start + 1) {
                    let candidate = found.assumingMemoryBound(to: UInt8.self) - pivot
                    if memcmp(candidate, wanted, needle.count) == 0 { return true }
                    start = UnsafePointer(candidate + pivot + 1)
                }
                return false
            }
        }
    }

    /// Whether a top-level item declares code the interpreter compiles: a layout, a custom
    /// guide (`struct X: AlignmentID`, or one nested in an extension), or an extension of a
    /// library value type (whose members layout and view code call). A view's closure the
    /// engine calls (`containerRelativeFrame`'s length) needs the program too.
    private static func needsProgram(_ item: CodeBlockItemSyntax) -> Bool {
        if let structDecl = item.item.as(StructDeclSyntax.self) {
            let inherited = Program.inherited(structDecl.inheritanceClause)
            return inherited.contains("Layout") || inherited.contains("AlignmentID")
        }
        if let enumDecl = item.item.as(EnumDeclSyntax.self) { return Program.inherited(enumDecl.inheritanceClause).contains("AlignmentID") }
        guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { return false }
        if alignmentTypes.contains(extensionDecl.extendedType.trimmedText) { return true }
        // `extension Comparable { func clamped(to:) }` used in view code runs there too.
        if !ExtensionTarget.targets(of: extensionDecl.extendedType.trimmedText).isEmpty { return true }
        return extensionDecl.memberBlock.members.contains { member in
            let clause = member.decl.as(StructDeclSyntax.self)?.inheritanceClause ?? member.decl.as(EnumDeclSyntax.self)?.inheritanceClause
            return Program.inherited(clause).contains("AlignmentID")
        }
    }

    /// The library types whose scene extensions the view builder reads (custom guides).
    private static let alignmentTypes: Set<String> = ["HorizontalAlignment", "VerticalAlignment", "Alignment"]

    /// `source` with what the interpreter never reads — views, previews, top-level view
    /// expressions — turned into spaces, line breaks kept: every declaration it reads stays
    /// at the same offset, and parsing and folding it costs only what it holds.
    private static func blankingViews(of source: String, _ items: [CodeBlockItemSyntax]) -> String {
        var bytes = Array(source.utf8)
        for item in items {
            if let structDecl = item.item.as(StructDeclSyntax.self) {
                let inherited = Program.inherited(structDecl.inheritanceClause)
                guard inherited.contains("View") || inherited.contains("PreviewProvider") else { continue }
            } else if item.item.is(EnumDeclSyntax.self) || item.item.is(ClassDeclSyntax.self) || item.item.is(FunctionDeclSyntax.self) || item.item.is(VariableDeclSyntax.self) || item.item.is(ExtensionDeclSyntax.self)
                        || item.item.is(TypeAliasDeclSyntax.self) || item.item.is(ProtocolDeclSyntax.self) {
                continue
            }
            let start = item.position.utf8Offset, end = min(item.endPosition.utf8Offset, bytes.count)
            // Through a pointer: the checked subscript made this loop a tenth of a save that
            // edits layout code.
            bytes.withUnsafeMutableBufferPointer { bytes in
                for index in start..<end where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                    bytes[index] = UInt8(ascii: " ")
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func declare(_ decl: DeclSyntax) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let structDecl):
            declare(structDecl)
        case .enumDecl(let enumDecl):
            let model = TypeModel(name: enumDecl.name.identifierText, kind: .enumeration, origin: enumDecl.name.origin)
            let inherited = enumDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            model.rawType = inherited.first { $0 == "String" || $0 == "Int" }
            model.isComparable = inherited.contains("Comparable")
            addMembers(enumDecl.memberBlock, to: model)
            evaluator.types[model.name] = model
        case .functionDecl(let function):
            evaluator.functions[function.name.identifierText, default: []].append(function)
        case .variableDecl(let variable):
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let initializer = binding.initializer, binding.accessorBlock == nil else {
                    sink.emit(.ignoredDeclaration("variable '\(Evaluator.excerpt(binding.pattern))'"), at: binding.origin)
                    continue
                }
                evaluator.globalInitializers[pattern.identifier.identifierText] = (binding.typeAnnotation?.type, initializer.value)
            }
        case .classDecl(let classDecl):
            // An observable model (`class Library: ObservableObject`) is data for the views,
            // as a plain struct is: a still layout never sees it change, so its being a
            // reference makes no difference.
            let model = TypeModel(name: classDecl.name.identifierText, kind: .plain, origin: classDecl.name.origin)
            addMembers(classDecl.memberBlock, to: model)
            evaluator.types[model.name] = model
        case .protocolDecl(let protocolDecl):
            // Its requirements are found on each conforming value's own type when they
            // are called; its extensions give those types their defaults (``extend(_:)``).
            protocolIndex.protocols[protocolDecl.name.identifierText] = protocolDecl
        case .actorDecl(let actor):
            ignore("actor", actor.name)
        case .importDecl, .macroExpansionDecl, .extensionDecl, .ifConfigDecl, .typeAliasDecl:
            // A `typealias` names a type for layout code, which reads it (see ``Compiler``).
            break
        default:
            sink.emit(.ignoredDeclaration("declaration '\(Evaluator.excerpt(decl))'"), at: decl.origin)
        }
    }

    private func ignore(_ kind: String, _ name: TokenSyntax) {
        let what = "\(kind) '\(name.identifierText)'"
        sink.emit(.ignoredDeclaration(what), at: name.origin)
        evaluator.ignored[name.identifierText] = (what, name.origin)
    }

    private func declare(_ structDecl: StructDeclSyntax) {
        let name = structDecl.name.identifierText
        // `SwiftUI.View` is `View`.
        let inherited = Set(structDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText.split(separator: ".").last.map(String.init) ?? "" } ?? [])
        // A layout runs in the interpreter (``Program``), which has it already.
        if inherited.contains("Layout") { return }
        let kind: TypeModel.Kind
        if inherited.contains("View") {
            kind = .view
        } else if inherited.contains("PreviewProvider") {
            kind = .previewProvider
        } else if inherited.contains("ViewModifier") {
            // Applied by `.modifier(Name(…))`, whose view its `body(content:)` wraps.
            kind = .viewModifier
        } else {
            // A plain struct is data for the views: `Item(name: "a")`, `item.name`.
            kind = .plain
        }
        let model = TypeModel(name: name, kind: kind, origin: structDecl.name.origin)
        addMembers(structDecl.memberBlock, to: model)
        evaluator.types[name] = model
        for conformance in inherited { protocolIndex.conformingTypes[conformance, default: []].append(model) }
    }

    private func extend(_ extensionDecl: ExtensionDeclSyntax) {
        let name = extensionDecl.extendedType.trimmedText
        if let viewType = DeclaredViewModifier.extendedViewType(name) {
            declareModifiers(of: extensionDecl, on: viewType)
            return
        }
        if Evaluator.builtInTypes.contains(name), !Self.alignmentTypes.contains(name), extensionDecl.memberBlock.members.contains(where: { Self.isStaticProperty($0.decl) }) {
            // `extension CGFloat { static let gutter: CGFloat = 12 }`: view code reads its
            // static members; layout code, when the scene has any, reads the whole extension.
            addMembers(extensionDecl.memberBlock, to: libraryExtension(name, at: extensionDecl.extendedType.origin))
            return
        }
        if let protocolDecl = protocolIndex.protocols[name] {
            // A protocol's members are each conforming type's, where it declares none of
            // the same name: a default, or a helper of the protocol's.
            let requirements = Set(protocolDecl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.identifierText })
            let propertyRequirements = Set(protocolDecl.memberBlock.members.flatMap { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText } ?? []
            })
            for model in conformers(of: name) {
                addMembers(extensionDecl.memberBlock, to: model) { member in
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        let method = function.name.identifierText
                        guard let own = model.methods[method]?.first else { return true }
                        if !requirements.contains(method) {
                            // Swift runs the extension's for a value of type `any P` and the
                            // type's own for a value of its type; values here carry no static
                            // type, so rather than pick one silently, this is refused.
                            sink.emit(.error("protocol-shadowing", "'\(method)' of '\(model.name)' shadows the method of an extension of '\(name)' that is not one of its requirements, whose call Swift decides by the static type: declare 'func \(method)' in protocol '\(name)', or give one of them another name"), at: own.name.origin)
                        }
                        return false
                    }
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { return true }
                    return variable.bindings.allSatisfy { binding in
                        guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText else { return true }
                        let isOwn = model.computedProperties[property] != nil || model.storedProperties.contains { $0.name == property }
                        if isOwn, !propertyRequirements.contains(property) {
                            sink.emit(.error("protocol-shadowing", "'\(property)' of '\(model.name)' shadows the property of an extension of '\(name)' that is not one of its requirements, whose value Swift decides by the static type: declare 'var \(property)' in protocol '\(name)', or give one of them another name"), at: binding.pattern.origin)
                        }
                        return !isOwn
                    }
                }
            }
            return
        }
        guard let model = evaluator.types[name] else {
            // The interpreter runs the extensions of library types of a scene whose code
            // runs during layout (its layouts, its custom guides).
            if !ExtensionTarget.targets(of: name).isEmpty { return }
            // A type the program declares (a layout, a plain struct or enum) takes its
            // extensions there.
            if program.typeDeclarations[name] != nil || program.protocolDeclarations[name] != nil { return }
            sink.emit(.ignoredDeclaration("extension of '\(name)'"), at: extensionDecl.extendedType.origin)
            return
        }
        addMembers(extensionDecl.memberBlock, to: model)
        // `extension Square: Shape2D {}` conforms it as its declaration would.
        for conformance in Program.inherited(extensionDecl.inheritanceClause) { protocolIndex.conformingTypes[conformance, default: []].append(model) }
    }

    /// The methods of `extension View` (or of a view type, `extension Text`): modifiers the
    /// scene declares, which the view builder applies like SwiftUI's own. Other members are
    /// not read.
    private func declareModifiers(of extensionDecl: ExtensionDeclSyntax, on viewType: String) {
        // `extension Color { static let brand = …; init(hex:) { … } }`: values and their
        // initializers, not modifiers, read in place so that what their code reports points
        // into the file.
        let holdsValues = viewType != "View" && viewType != "Shape"
        let isValueMember = { (member: MemberBlockItemSyntax) in Self.isStaticProperty(member.decl) || member.decl.is(InitializerDeclSyntax.self) }
        if holdsValues, extensionDecl.memberBlock.members.contains(where: isValueMember) {
            addMembers(extensionDecl.memberBlock, to: libraryExtension(viewType, at: extensionDecl.extendedType.origin), including: isValueMember)
        }
        for member in extensionDecl.memberBlock.members {
            if holdsValues, isValueMember(member) { continue }
            guard let function = member.decl.as(FunctionDeclSyntax.self), !function.modifiers.contains(where: { $0.name.isKeyword(.static) }) else {
                sink.emit(.ignoredDeclaration("member of an extension of '\(viewType)' that is not a method"), at: member.decl.origin)
                continue
            }
            evaluator.viewExtensions[function.name.identifierText, default: []].append(DeclaredViewModifier(viewType: viewType, function: function))
        }
    }

    /// The model holding the static members the scene's extensions of library type `name`
    /// declare (see `Evaluator+LibraryStatics.swift`).
    private func libraryExtension(_ name: String, at origin: SceneOrigin) -> TypeModel {
        if let model = evaluator.libraryExtensions[name] { return model }
        let model = TypeModel(name: name, kind: .plain, origin: origin)
        evaluator.libraryExtensions[name] = model
        return model
    }

    private static func isStaticProperty(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return false }
        return variable.modifiers.contains { $0.name.isKeyword(.static) }
    }

    /// The scene's types conforming to the protocol `name`: directly, or through a protocol
    /// that inherits it, each once.
    private func conformers(of name: String) -> [TypeModel] {
        var protocols: Set<String> = [name], queue = [name]
        while let next = queue.popLast() {
            for (other, decl) in protocolIndex.protocols where !protocols.contains(other) && Program.inherited(decl.inheritanceClause).contains(next) {
                protocols.insert(other)
                queue.append(other)
            }
        }
        var seen: Set<ObjectIdentifier> = []
        return protocols.sorted().flatMap { protocolIndex.conformingTypes[$0] ?? [] }.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    private func addMembers(_ block: MemberBlockSyntax, to model: TypeModel, including: (MemberBlockItemSyntax) -> Bool = { _ in true }) {
        for member in block.members where including(member) {
            switch member.decl.as(DeclSyntaxEnum.self) {
            case .variableDecl(let variable):
                let isStatic = variable.modifiers.contains { $0.name.isKeyword(.static) || $0.name.isKeyword(.class) }
                let isLet = variable.bindingSpecifier.isKeyword(.let)
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let name = pattern.identifier.identifierText
                    let type = binding.typeAnnotation?.type
                    if let accessors = binding.accessorBlock {
                        guard let statements = Self.getter(accessors) else { continue }
                        let computed = TypeModel.ComputedProperty(type: type, statements: statements)
                        if isStatic { model.staticComputed[name] = computed } else { model.computedProperties[name] = computed }
                    } else {
                        let stored = TypeModel.StoredProperty(name: name, type: type, initializer: binding.initializer?.value, isLet: isLet, origin: pattern.origin,
                                                              wrapper: PropertyWrapper(variable.attributes))
                        if isStatic { model.staticProperties[name] = stored } else { model.storedProperties.append(stored) }
                    }
                }
            case .functionDecl(let function):
                model.methods[function.name.identifierText, default: []].append(function)
            case .initializerDecl(let initializer):
                model.initializers.append(initializer)
            case .enumCaseDecl(let caseDecl):
                for element in caseDecl.elements {
                    model.cases.append(TypeModel.EnumCase(name: element.name.identifierText, rawValue: element.rawValue?.value))
                }
            case .structDecl, .enumDecl:
                // Nested types are known by their own names.
                declare(member.decl)
            default:
                break
            }
        }
    }

    /// The statements of a computed property's getter.
    private static func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements):
            return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.isKeyword(.get) }?.body?.statements
        }
    }

    // MARK: - Previews

    /// `#Preview("Name", traits: …) { … }`.
    private func preview(macroName: TokenSyntax, arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?, origin: SceneOrigin) -> PreviewDescription? {
        guard macroName.spelling == "Preview" else {
            sink.emit(.unknownMacro(macroName.spelling), at: macroName.origin)
            return nil
        }
        var name: String?
        var proposal: ProposedViewSize?
        var body = trailingClosure
        var inTraits = false
        for argument in arguments {
            switch argument.label?.spelling {
            case nil where !inTraits:
                guard let value = evaluator.evaluate(argument.expression, evaluator.globals) else { continue }
                guard case .string(let text) = value else {
                    sink.emit(.expectedPreviewName(value.kindDescription), at: argument.expression.origin)
                    continue
                }
                name = text
            case nil, "traits":
                inTraits = true
                if let trait = self.trait(argument.expression) { proposal = trait }
            case "body":
                body = argument.expression.as(ClosureExprSyntax.self)
            case let label?:
                sink.emit(.unknownPreviewArgument(label), at: argument.origin)
            }
        }
        guard let body else {
            sink.emit(.previewNeedsContent, at: origin)
            return nil
        }
        let nodes = evaluator.views(of: evaluator.run(body.statements, in: evaluator.globals), origin: body.origin) ?? []
        let single = body.statements.count == 1 ? body.statements.first.flatMap { $0.item.as(ExprSyntax.self) }.flatMap(userViewName) : nil
        return PreviewDescription(name: name ?? single ?? "Preview", proposal: proposal, nodes: nodes, origin: origin)
    }

    /// The canvas a preview trait asks for: `.fixedLayout(width:height:)` or
    /// `.sizeThatFitsLayout`; nil for the default canvas.
    private func trait(_ expression: ExprSyntax) -> ProposedViewSize?? {
        guard let value = evaluator.evaluate(expression, evaluator.globals) else { return nil }
        guard case .member(let member) = value, member.base == nil else {
            sink.emit(.unknownPreviewTrait(Evaluator.excerpt(expression)), at: expression.origin)
            return nil
        }
        switch member.name {
        case "fixedLayout", "fixed":
            return .some(fixedSize(member.arguments ?? [], callee: "." + member.name, origin: expression.origin))
        case "sizeThatFitsLayout", "sizeThatFits":
            return .some(.unspecified)
        case "defaultLayout", "device", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight":
            return .some(nil)
        default:
            sink.emit(.unknownPreviewTrait(member.spelled), at: expression.origin)
            return nil
        }
    }

    private func fixedSize(_ arguments: [SceneArgument], callee: String, origin: SceneOrigin) -> ProposedViewSize? {
        let factory = ViewFactory(sink: sink, lenientStrings: false)
        let overload = Overload<Void>([.labeled("width", .frameLength, defaulted: false), .labeled("height", .frameLength, defaulted: false)], ())
        guard let (_, resolved) = factory.resolve(callee, [overload], arguments, hasContent: false, origin: origin) else { return nil }
        return ProposedViewSize(width: resolved.number(0), height: resolved.number(1))
    }

    /// `static var previews: some View { … }`, with `.previewLayout` and
    /// `.previewDisplayName` on its view.
    /// The previews of a `PreviewProvider`: as in Xcode, each view its `previews` make, a
    /// `Group`'s views too, is a preview of its own, read with the group's preview modifiers
    /// after its own (`.previewDisplayName`, `.previewLayout`).
    private func previewProvider(_ model: TypeModel) -> [PreviewDescription] {
        guard let previews = model.staticComputed["previews"] else {
            sink.emit(.missingBody(model.name), at: model.origin)
            return []
        }
        var nodes = evaluator.views(of: evaluator.run(previews.statements, in: evaluator.globals), origin: model.origin) ?? []
        if nodes.count == 1, nodes[0].name == "Group", let children = nodes[0].children, children.count > 1,
           nodes[0].modifiers.allSatisfy({ Evaluator.previewModifiers.contains($0.name) }) {
            let shared = nodes[0].modifiers
            nodes = children.map { child in
                var child = child
                child.modifiers += shared
                return child
            }
        }
        guard nodes.count > 1 else {
            let name = previews.statements.count == 1 ? previews.statements.first.flatMap { $0.item.as(ExprSyntax.self) }.flatMap(userViewName) : nil
            return [providedPreview(nodes, name: name ?? model.name, origin: model.origin)]
        }
        var taken: Set<String> = []
        return nodes.enumerated().map { index, node in
            var preview = providedPreview([node], name: "\(model.name) \(index + 1)", origin: model.origin)
            // Each its own host: names told apart as Xcode's canvas tells them apart.
            while !taken.insert(preview.name).inserted { preview.name += " \(index + 1)" }
            return preview
        }
    }

    /// A provider's preview of `nodes`, its name and proposal read from the preview
    /// modifiers of a lone view (which are then taken off it), `name` when it has none.
    private func providedPreview(_ nodes: [SceneNode], name: String, origin: SceneOrigin) -> PreviewDescription {
        var nodes = nodes
        var displayName: String?
        var proposal: ProposedViewSize?
        if nodes.count == 1 {
            for modifier in nodes[0].modifiers {
                let argument = modifier.arguments.first?.value
                switch (modifier.name, argument) {
                case ("previewDisplayName", .string(let text)?) where displayName == nil:
                    displayName = text
                case ("previewLayout", .member(let member)?) where proposal == nil:
                    if member.name == "fixed" { proposal = fixedSize(member.arguments ?? [], callee: ".fixed", origin: modifier.origin) }
                    if member.name == "sizeThatFits" { proposal = .unspecified }
                default:
                    break
                }
            }
            // `previewDevice` stays: the interpreter reads it from the built preview, as for `#Preview`.
            nodes[0].modifiers.removeAll { $0.name != "previewDevice" && Evaluator.previewModifiers.contains($0.name) }
        }
        return PreviewDescription(name: displayName ?? name, proposal: proposal, nodes: nodes, origin: origin)
    }

    /// A view expression written at the top level of the file.
    private func topLevelViews(_ expression: ExprSyntax) -> [SceneNode] {
        let result: BlockResult
        if let conditional = expression.as(IfExprSyntax.self) {
            result = evaluator.runIf(conditional, evaluator.globals)
        } else {
            guard let value = evaluator.evaluate(expression, evaluator.globals) else { return [] }
            result = .value(value)
        }
        return evaluator.views(of: result, origin: expression.origin) ?? []
    }

    /// `X` when `expression` is a call `X()` of one of the scene's views (a preview of it
    /// takes its name).
    private func userViewName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.identifierText
        return evaluator.types[name]?.kind == .view ? name : nil
    }
}
