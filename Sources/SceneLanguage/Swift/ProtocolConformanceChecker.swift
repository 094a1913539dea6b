import SwiftSyntax

/// Checks that each type a scene declares conforming to one of the scene's protocols has
/// every requirement, as Swift does at compile time: a type without one is "type 'Sq' does
/// not conform to protocol 'Shape2D'" at the type's name, with a note at each requirement
/// it lacks ("protocol requires function 'make()' with type '() -> Sq'"), whether or not
/// the code that would call it ever runs.
///
/// A requirement is met by a member of the type's declaration or of its extensions, of the
/// same name, argument labels and staticness, or by a default in an extension of the
/// protocol or of one it inherits; an initializer also by a struct's memberwise one. Each
/// protocol the type names, and each it inherits, is checked for the requirements it
/// declares. Associated types and subscripts are not checked (an associated type is
/// inferred from the witnesses, which the interpreter does not type).
struct ProtocolConformanceChecker {
    /// What a member or requirement is, to match them by.
    private enum Key: Hashable {
        case function(name: String, labels: [String?], isStatic: Bool)
        case property(name: String, isStatic: Bool)
        case initializer(labels: [String?])
    }

    private struct TypeDeclaration {
        let name: TokenSyntax
        let kind: Kind
        let inheritance: InheritanceClauseSyntax?
        let members: MemberBlockSyntax

        enum Kind { case structure, enumeration, other }
    }

    private var protocols: [String: ProtocolDeclSyntax] = [:]
    private var types: [TypeDeclaration] = []
    private var extensions: [String: [ExtensionDeclSyntax]] = [:]

    /// The file's active top-level items.
    init(_ items: [CodeBlockItemSyntax]) {
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            collect(decl)
        }
    }

    private mutating func collect(_ decl: DeclSyntax) {
        if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            protocols[protocolDecl.name.identifierText] = protocolDecl
        } else if let structDecl = decl.as(StructDeclSyntax.self) {
            types.append(TypeDeclaration(name: structDecl.name, kind: .structure, inheritance: structDecl.inheritanceClause, members: structDecl.memberBlock))
            for member in structDecl.memberBlock.members { collect(member.decl) }
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            types.append(TypeDeclaration(name: enumDecl.name, kind: .enumeration, inheritance: enumDecl.inheritanceClause, members: enumDecl.memberBlock))
            for member in enumDecl.memberBlock.members { collect(member.decl) }
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            types.append(TypeDeclaration(name: classDecl.name, kind: .other, inheritance: classDecl.inheritanceClause, members: classDecl.memberBlock))
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            extensions[extensionDecl.extendedType.trimmedText, default: []].append(extensionDecl)
        }
    }

    /// Reports every type that misses a requirement of a scene protocol it conforms to.
    func report(to sink: DiagnosticSink) {
        guard !protocols.isEmpty else { return }
        for type in types {
            let typeName = type.name.identifierText
            let typeExtensions = extensions[typeName] ?? []
            var named = Program.inherited(type.inheritance)
            for extensionDecl in typeExtensions { named.formUnion(Program.inherited(extensionDecl.inheritanceClause)) }
            let conformances = closure(of: named.filter { protocols[$0] != nil })
            guard !conformances.isEmpty else { continue }
            var witnesses = Set<Key>()
            for block in [type.members] + typeExtensions.map(\.memberBlock) { witnesses.formUnion(Self.keys(of: block)) }
            if type.kind == .structure, !witnesses.contains(where: { if case .initializer = $0 { return true }; return false }) {
                witnesses.formUnion(Self.memberwiseInitializers(type.members))
            }
            if type.kind == .enumeration, type.inheritance?.inheritedTypes.first.map({ ["Int", "String", "Double", "Character"].contains($0.type.trimmedText) }) == true {
                witnesses.insert(.initializer(labels: ["rawValue"]))
            }
            for protocolName in conformances.sorted() {
                // Defaults: the extensions of the protocol and of those it inherits.
                var defaults = Set<Key>()
                for inherited in closure(of: [protocolName]) {
                    for extensionDecl in extensions[inherited] ?? [] { defaults.formUnion(Self.keys(of: extensionDecl.memberBlock)) }
                }
                let missing = Self.requirements(of: protocols[protocolName]!).filter { !witnesses.contains($0.key) && !defaults.contains($0.key) }
                guard !missing.isEmpty else { continue }
                let notes: [(SceneMessage, SceneOrigin)] = missing.map { requirement in
                    (.note("protocol-conformance", requirement.describe(typeName)), requirement.origin)
                }
                sink.emit(.error("protocol-conformance", "type '\(typeName)' does not conform to protocol '\(protocolName)'"), at: type.name.origin, notes: notes)
            }
        }
    }

    /// `names` and the scene protocols they inherit, each once.
    private func closure(of names: Set<String>) -> Set<String> {
        var result = Set<String>(), queue = Array(names)
        while let next = queue.popLast() {
            guard result.insert(next).inserted, let decl = protocols[next] else { continue }
            queue += Program.inherited(decl.inheritanceClause).filter { protocols[$0] != nil }
        }
        return result
    }

    // MARK: - Members and requirements

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    private static func labels(_ parameters: FunctionParameterListSyntax) -> [String?] {
        parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.identifierText }
    }

    /// What the members of `block` offer to meet requirements.
    private static func keys(of block: MemberBlockSyntax) -> Set<Key> {
        var keys = Set<Key>()
        for member in block.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                keys.insert(.function(name: function.name.identifierText, labels: labels(function.signature.parameterClause.parameters), isStatic: isStatic(function.modifiers)))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    keys.insert(.property(name: pattern.identifier.identifierText, isStatic: isStatic(variable.modifiers)))
                }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                keys.insert(.initializer(labels: labels(initializer.signature.parameterClause.parameters)))
            } else if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                // A case without associated values meets a static property requirement.
                for element in caseDecl.elements where element.parameterClause == nil {
                    keys.insert(.property(name: element.name.identifierText, isStatic: true))
                }
            }
        }
        return keys
    }

    /// A struct's memberwise initializers: its stored properties' labels in order, those
    /// with an initial value free to be left out.
    private static func memberwiseInitializers(_ block: MemberBlockSyntax) -> Set<Key> {
        var stored: [(name: String, hasDefault: Bool)] = []
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !isStatic(variable.modifiers) else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                if isLet && binding.initializer != nil { continue }
                stored.append((pattern.identifier.identifierText, binding.initializer != nil || binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true))
            }
        }
        // Every choice of the defaulted ones, while there are few.
        let defaulted = stored.indices.filter { stored[$0].hasDefault }
        guard defaulted.count <= 8 else { return [.initializer(labels: stored.map(\.name))] }
        var result = Set<Key>()
        for mask in 0..<(1 << defaulted.count) {
            let left = Set(defaulted.indices.filter { mask & (1 << $0) != 0 }.map { defaulted[$0] })
            result.insert(.initializer(labels: stored.indices.filter { !left.contains($0) }.map { stored[$0].name }))
        }
        return result
    }

    private struct Requirement {
        let key: Key
        let origin: SceneOrigin
        /// The requirement's type as Swift names it, `Self` left to be replaced.
        let type: String

        func describe(_ typeName: String) -> String {
            let spelled = type.replacingOccurrences(of: "Self", with: typeName)
            switch key {
            case .function(let name, let labels, _):
                return "protocol requires function '\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))' with type '\(spelled)'"
            case .property(let name, _):
                return "protocol requires property '\(name)' with type '\(spelled)'"
            case .initializer(let labels):
                return "protocol requires initializer 'init(\(labels.map { ($0 ?? "_") + ":" }.joined()))' with type '\(spelled)'"
            }
        }
    }

    private static func requirements(of decl: ProtocolDeclSyntax) -> [Requirement] {
        var result: [Requirement] = []
        for member in decl.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                let type = "(" + parameters.map(\.type.trimmedText).joined(separator: ", ") + ") -> " + (function.signature.returnClause?.type.trimmedText ?? "()")
                result.append(Requirement(key: .function(name: function.name.identifierText, labels: labels(parameters), isStatic: isStatic(function.modifiers)),
                                          origin: function.name.origin, type: type))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    result.append(Requirement(key: .property(name: pattern.identifier.identifierText, isStatic: isStatic(variable.modifiers)),
                                              origin: pattern.origin, type: binding.typeAnnotation?.type.trimmedText ?? "_"))
                }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                let parameters = initializer.signature.parameterClause.parameters
                let type = "(" + parameters.map(\.type.trimmedText).joined(separator: ", ") + ") -> Self"
                result.append(Requirement(key: .initializer(labels: labels(parameters)), origin: initializer.initKeyword.origin, type: type))
            }
        }
        return result
    }
}
