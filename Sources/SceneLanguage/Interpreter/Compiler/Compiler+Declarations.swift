import Foundation
import SwiftSyntax

extension Compiler {
    // MARK: - Types

    /// Declares a struct's members (signatures now, bodies queued on the program).
    func declare(_ decl: StructDeclSyntax, as type: StructType, extensions: [ExtensionDeclSyntax]) {
        describe(type, declaredBy: decl, extensions: extensions)
        for block in [decl.memberBlock] + extensions.map(\.memberBlock) { declareMembers(block, of: type) }
        declareProtocolDefaults(of: type)
    }

    /// Declares a class's members, as a struct's: its instances differ (references, see
    /// ``StructType/isClass``), not its members. A class inheriting from another is an
    /// error: scenes have no subclassing (no `override`, no dynamic dispatch). A `weak` or
    /// `unowned` reference is held strongly: instances go when the pass's values (or the
    /// cache holding them) do, except those in a cycle of references (a child's `parent`),
    /// which stay for the life of the process.
    func declare(_ decl: ClassDeclSyntax, as type: StructType, extensions: [ExtensionDeclSyntax]) {
        if let superclass = decl.inheritanceClause?.inheritedTypes.first(where: { program.declaresClass($0.type.trimmedText) }) {
            error("inheritance from a class is not supported in scenes; '\(type.name)' cannot inherit from '\(superclass.type.trimmedText)'", at: superclass.type, id: "class-inheritance")
        }
        describe(type, declaredBy: decl, extensions: extensions)
        for block in [decl.memberBlock] + extensions.map(\.memberBlock) {
            for member in block.members {
                if let deinitializer = member.decl.as(DeinitializerDeclSyntax.self) {
                    error("'deinit' is not supported in scenes: when an instance goes away is not observable here", at: deinitializer.deinitKeyword, id: "class-deinit")
                }
                if let function = member.decl.as(FunctionDeclSyntax.self), let modifier = function.modifiers.first(where: { $0.name.tokenKind == .keyword(.mutating) }) {
                    error("'mutating' is not valid on instance methods in classes", at: modifier, id: "class-mutating")
                }
            }
            declareMembers(block, of: type)
        }
        if type.initializers.isEmpty, let field = type.fields.first(where: { !$0.hasDefault }) {
            error("class '\(type.name)' has no initializers; give '\(field.name)' an initial value or write an 'init'", at: decl.name, id: "class-no-initializers")
        }
        declareProtocolDefaults(of: type)
    }

    /// The members a type takes from the extensions of the scene's protocols it conforms
    /// to: each one it does not declare itself (a requirement's default, or a helper),
    /// compiled with `Self` the conforming type, so that a call on any value of it, of a
    /// known type or of `any P`, runs the member the value's own type has.
    private func declareProtocolDefaults(of type: UserType) {
        let defaults = program.protocolExtensions(for: type.conformances)
        guard !defaults.isEmpty else { return }
        for extensionDecl in defaults {
            // Filtered in place rather than copied: a copied member would lose its position.
            declareMembers(extensionDecl.memberBlock, of: type) { member in
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    // From the syntax: resolving the types here would report a bad one twice.
                    let labels = function.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.identifierText }
                    let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                    return (isStatic ? type.staticMethod(function.name.identifierText, labels: labels) : type.method(function.name.identifierText, labels: labels)) == nil
                }
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    return variable.bindings.allSatisfy { binding in
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText else { return true }
                        return !type.declaresProperty(name)
                    }
                }
                return true
            }
        }
    }

    func declare(_ decl: EnumDeclSyntax, as type: EnumType, extensions: [ExtensionDeclSyntax]) {
        describe(type, declaredBy: decl, extensions: extensions)
        if type.conformances.contains("Int") { type.rawType = .builtin(.int) }
        if type.conformances.contains("String") { type.rawType = .builtin(.string) }
        if type.conformances.contains("Double") || type.conformances.contains("CGFloat") { type.rawType = .builtin(.double) }
        for block in [decl.memberBlock] + extensions.map(\.memberBlock) { declareMembers(block, of: type) }
        declareProtocolDefaults(of: type)
    }

    /// What a type's declaration and its extensions say of it as a whole: its conformances,
    /// and the fingerprint and ranges of its text (see ``UserType/fingerprint``).
    private func describe(_ type: UserType, declaredBy decl: some DeclGroupSyntax, extensions: [ExtensionDeclSyntax]) {
        let parts: [any DeclGroupSyntax] = [decl] + extensions
        type.conformances = parts.reduce(into: []) { $0.formUnion(Program.inherited($1.inheritanceClause)) }
        type.fingerprint = parts.map(\.trimmedText).joined().hashValue
        type.textRanges = parts.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset }
    }

    /// Declares what the scene's extensions add to a library type.
    func declare(_ extensions: [ExtensionDeclSyntax], as type: ExtendedType) {
        for extensionDecl in extensions { declareMembers(extensionDecl.memberBlock, of: type) }
    }

    private func declareMembers(_ block: MemberBlockSyntax, of type: UserType, including: (MemberBlockItemSyntax) -> Bool = { _ in true }) {
        var nextRawInt = 0
        for member in block.members where including(member) {
            switch member.decl.as(DeclSyntaxEnum.self) {
            case .variableDecl(let variable):
                declareProperty(variable, of: type)
            case .functionDecl(let function) where Self.isHashInto(function):
                // Not run: values hash by what `==` compares (a struct's fields, an enum's
                // case and payload, an instance of a class declaring `==` by its type alone),
                // so equal values hash alike, which is all a set or a dictionary needs of it.
                continue
            case .functionDecl(let function):
                let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                let compiled = declareFunction(function, in: type, isStatic: isStatic)
                if isStatic {
                    type.staticMethods[compiled.name, default: []].append(compiled)
                } else {
                    type.methods[compiled.name, default: []].append(compiled)
                }
            case .initializerDecl(let initializer):
                type.initializers.append(declareInitializer(initializer, of: type))
            case .subscriptDecl(let subscriptDecl):
                declareSubscript(subscriptDecl, of: type)
            case .enumCaseDecl(let caseDecl):
                guard let enumType = type as? EnumType else { continue }
                for element in caseDecl.elements {
                    var rawValue: Value?
                    if let raw = element.rawValue?.value {
                        rawValue = Self.literalValue(raw)
                        if case .int(let number)? = rawValue { nextRawInt = number + 1 }
                    } else if case .builtin(.int)? = enumType.rawType {
                        rawValue = .int(nextRawInt)
                        nextRawInt += 1
                    } else if case .builtin(.string)? = enumType.rawType {
                        rawValue = .string(element.name.identifierText)
                    }
                    let parameters = element.parameterClause?.parameters.map { $0 } ?? []
                    enumType.addCase(EnumType.Case(
                        name: element.name.identifierText,
                        payloadLabels: parameters.map { $0.firstName?.identifierText },
                        payloadTypes: parameters.map { resolveType($0.type) },
                        rawValue: rawValue
                    ))
                }
            case .structDecl(let nested):
                if let nestedType = program.type(named: nested.name.identifierText) { type.nestedTypes[nested.name.identifierText] = Self.typeRef(nestedType) }
            case .classDecl(let nested):
                if let nestedType = program.type(named: nested.name.identifierText) { type.nestedTypes[nested.name.identifierText] = Self.typeRef(nestedType) }
            case .enumDecl(let nested):
                if let nestedType = program.type(named: nested.name.identifierText) { type.nestedTypes[nested.name.identifierText] = Self.typeRef(nestedType) }
            default:
                break
            }
        }
    }

    /// Whether `function` is `Hashable`'s `hash(into:)`.
    static func isHashInto(_ function: FunctionDeclSyntax) -> Bool {
        function.name.identifierText == "hash" && function.signature.parameterClause.parameters.map(\.firstName.text) == ["into"]
    }

    private func declareProperty(_ variable: VariableDeclSyntax, of type: UserType) {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                error("only simple property names are supported here", at: binding.pattern)
                continue
            }
            let name = pattern.identifier.identifierText
            let declared = resolveType(binding.typeAnnotation?.type)
            if let accessors = binding.accessorBlock {
                let (getter, setter) = Self.accessors(accessors)
                guard let getter else { continue }
                let function = Function(name: name, parameters: [], returnType: declared, hasSelf: !isStatic, isMutating: false, offset: pattern.sourceOffset)
                let selfType: UserType? = isStatic ? nil : type
                program.pending.append { [self] in compileBody(function, statements: getter, selfType: selfType, selfIsMutable: false, staticIn: type) }
                if isStatic { type.staticComputed[name] = function } else { type.computed[name] = function }
                if let setter, !isStatic {
                    let newValue = Function.Parameter(label: nil, name: setter.name, type: declared, isInout: false)
                    let set = Function(name: name, parameters: [newValue], returnType: .builtin(.void), hasSelf: true, isMutating: true, offset: pattern.sourceOffset)
                    program.pending.append { [self] in compileBody(set, statements: setter.statements, selfType: type, selfIsMutable: true) }
                    type.setters[name] = set
                }
                continue
            }
            if isStatic {
                let slot = GlobalSlot(name: name, offset: pattern.sourceOffset, type: declared)
                type.staticStored[name] = slot
                if let initializer = binding.initializer?.value {
                    program.pending.append { [self] in compileGlobal(slot, initializer: initializer, staticIn: type) }
                }
                continue
            }
            guard let structType = type as? StructType else {
                error("enums cannot have stored properties", at: binding)
                continue
            }
            var fieldType = declared
            if !fieldType.isKnown, let initializer = binding.initializer?.value { fieldType = Self.literalType(initializer) }
            // `let inner = Inner()`: an instance of the type called, as Swift infers it (a
            // class's property is then assigned through the reference, see ``referenceType(of:)``).
            if !fieldType.isKnown, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
               let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.identifierText.first?.isUppercase == true,
               case .structType(let called)? = typeReference(callee.baseName.identifierText) {
                fieldType = .structType(called)
            }
            let index = structType.fields.count
            structType.addField(StructType.Field(name: name, type: fieldType, defaultValue: nil, hasDefault: binding.initializer != nil || fieldType.isOptional && !isLet, isLet: isLet, offset: pattern.sourceOffset))
            if let initializer = binding.initializer?.value {
                program.pending.append { [self] in
                    let (code, slots) = compileStandalone(initializer, expected: fieldType)
                    structType.fields[index].defaultValue = { frame in try code(Frame.make(slotCount: slots, parent: nil, machine: frame.machine)) }
                }
            } else if fieldType.isOptional && !isLet {
                structType.fields[index].defaultValue = { _ in .none }
            }
        }
    }

    /// Declares a subscript: its getter and setter as methods, their bodies compiled later.
    private func declareSubscript(_ decl: SubscriptDeclSyntax, of type: UserType) {
        guard let accessors = decl.accessorBlock, case (let getter?, let setter) = Self.accessors(accessors) else {
            error("subscript has no getter", at: decl.subscriptKeyword)
            return
        }
        // A subscript's parameter names are no argument labels, unless written twice.
        let parameters = zip(parameters(decl.parameterClause), decl.parameterClause.parameters).map { parameter, syntax in
            var parameter = parameter
            if syntax.secondName == nil { parameter.label = nil }
            return parameter
        }
        let element = resolveType(decl.returnClause.type)
        let offset = decl.subscriptKeyword.sourceOffset
        let get = Function(name: "subscript", parameters: parameters, returnType: element, hasSelf: true, isMutating: false, offset: offset)
        program.pending.append { [self] in compileBody(get, statements: getter, selfType: type, selfIsMutable: false) }
        var set: Function?
        if let setter {
            let newValue = Function.Parameter(label: nil, name: setter.name, type: element, isInout: false)
            let function = Function(name: "subscript", parameters: parameters + [newValue], returnType: .builtin(.void), hasSelf: true, isMutating: true, offset: offset)
            program.pending.append { [self] in compileBody(function, statements: setter.statements, selfType: type, selfIsMutable: true) }
            set = function
        }
        type.subscripts.append(UserSubscript(getter: get, setter: set))
    }

    /// A getter's statements and a setter (its parameter name and statements).
    private static func accessors(_ block: AccessorBlockSyntax) -> (CodeBlockItemListSyntax?, (name: String, statements: CodeBlockItemListSyntax)?) {
        switch block.accessors {
        case .getter(let statements):
            return (statements, nil)
        case .accessors(let list):
            var getter: CodeBlockItemListSyntax?
            var setter: (String, CodeBlockItemListSyntax)?
            for accessor in list {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): getter = accessor.body?.statements
                case .keyword(.set):
                    if let body = accessor.body?.statements {
                        setter = (accessor.parameters?.name.identifierText ?? "newValue", body)
                    }
                default: break
                }
            }
            return (getter, setter.map { (name: $0.0, statements: $0.1) })
        }
    }

    // MARK: - Functions

    func parameters(_ clause: FunctionParameterClauseSyntax) -> [Function.Parameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.identifierText
            let name = (parameter.secondName ?? parameter.firstName).identifierText
            var isInout = false
            if let attributed = parameter.type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains { $0.trimmedText == "inout" }
            }
            return Function.Parameter(label: label, name: name, type: resolveType(parameter.type), isInout: isInout, hasDefault: parameter.defaultValue != nil)
        }
    }

    /// Declares a function or method; its body (and default arguments) compile later.
    func declareFunction(_ decl: FunctionDeclSyntax, in type: UserType?, isStatic: Bool) -> Function {
        // A class's methods change its instance through the reference; `mutating` there is
        // reported where the class is declared.
        let isMutating = decl.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) } && (type as? StructType)?.isClass != true
        let returnType = decl.signature.returnClause.map { resolveType($0.type) } ?? .builtin(.void)
        let function = Function(
            name: decl.name.identifierText,
            parameters: parameters(decl.signature.parameterClause),
            returnType: returnType,
            hasSelf: type != nil && !isStatic,
            isMutating: isMutating,
            offset: decl.name.sourceOffset
        )
        let selfType = isStatic ? nil : type
        program.pending.append { [self] in
            compileDefaults(function, decl.signature.parameterClause)
            guard let body = decl.body else {
                error("function '\(function.name)' has no body", at: decl.name)
                return
            }
            compileBody(function, statements: body.statements, selfType: selfType, selfIsMutable: isMutating, staticIn: type)
        }
        return function
    }

    private func declareInitializer(_ decl: InitializerDeclSyntax, of type: UserType) -> Function {
        let function = Function(
            name: "init",
            parameters: parameters(decl.signature.parameterClause),
            returnType: Self.typeRef(type),
            hasSelf: true,
            isMutating: true,
            offset: decl.initKeyword.sourceOffset
        )
        program.pending.append { [self] in
            compileDefaults(function, decl.signature.parameterClause)
            guard let body = decl.body else { return }
            compileBody(function, statements: body.statements, selfType: type, selfIsMutable: true, isInitializer: true)
        }
        return function
    }

    private func compileDefaults(_ function: Function, _ clause: FunctionParameterClauseSyntax) {
        for (index, parameter) in clause.parameters.enumerated() {
            guard let value = parameter.defaultValue?.value else { continue }
            let (code, slots) = compileStandalone(value, expected: function.parameters[index].type)
            function.parameters[index].defaultValue = { frame in try code(Frame.make(slotCount: slots, parent: nil, machine: frame.machine)) }
        }
    }

    /// Compiles a function's statements in a fresh scope: parameters first, then the body.
    /// `staticIn` is the type a static member belongs to (see ``FunctionScope/memberType``).
    func compileBody(_ function: Function, statements: CodeBlockItemListSyntax, selfType: UserType?, selfIsMutable: Bool, isInitializer: Bool = false, staticIn staticType: UserType? = nil) {
        let saved = scope
        defer { scope = saved }
        scope = FunctionScope(selfType: selfType, selfIsMutable: selfIsMutable, returnType: function.returnType, staticIn: staticType)
        scope.isInitializer = isInitializer
        for parameter in function.parameters {
            scope.declare(parameter.name, isLet: !parameter.isInout, type: parameter.type)
        }
        function.body = compileFunctionBody(statements, returnType: function.returnType)
        function.slotCount = scope.slotCount
    }

    /// A body whose lone statement is an expression returns it, as Swift's implicit return.
    func compileFunctionBody(_ statements: CodeBlockItemListSyntax, returnType: TypeRef) -> Statement {
        if statements.count == 1, let only = statements.first, case .expr(let expression) = only.item, !Self.isAssignment(expression) {
            if case .builtin(.void) = returnType {} else {
                let value = compileExpression(expression, expected: returnType).code
                return { frame in
                    frame.returnValue = try value(frame)
                    return .returning
                }
            }
        }
        return compileBlock(statements)
    }

    static func isAssignment(_ expression: ExprSyntax) -> Bool {
        let folded = fold(expression)
        if let infix = folded.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) { return true }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/=", "%="].contains(op.operator.text) { return true }
        }
        return false
    }

    // MARK: - Globals

    func declareGlobal(_ binding: PatternBindingSyntax, name: String) -> GlobalSlot {
        let slot = GlobalSlot(name: name, offset: binding.sourceOffset, type: resolveType(binding.typeAnnotation?.type))
        if let initializer = binding.initializer?.value {
            program.pending.append { [self] in compileGlobal(slot, initializer: initializer) }
        } else {
            error("a top-level variable needs an initial value", at: binding)
        }
        return slot
    }

    /// `staticIn` is the type of a static stored property (see ``FunctionScope/memberType``).
    func compileGlobal(_ slot: GlobalSlot, initializer: ExprSyntax, staticIn staticType: UserType? = nil) {
        let saved = initializing
        initializing = slot
        program.initialized.append(slot)
        defer { initializing = saved }
        let (code, slots) = compileStandalone(initializer, expected: slot.type, staticIn: staticType)
        slot.initializer = code
        slot.slotCount = slots
    }

    /// An expression outside any function (a default value, a global's initial value): its
    /// code and how many slots its frame needs.
    func compileStandalone(_ expression: ExprSyntax, expected: TypeRef, staticIn staticType: UserType? = nil) -> (Code, Int) {
        let saved = scope
        defer { scope = saved }
        scope = FunctionScope(selfType: nil, selfIsMutable: false, returnType: .unknown, staticIn: staticType)
        let code = compileExpression(expression, expected: expected).code
        return (code, scope.slotCount)
    }

    // MARK: - Literals

    static func literalValue(_ expression: ExprSyntax) -> Value? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Int(integer.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.int) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.double) }
        if let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1, let segment = string.segments.first?.as(StringSegmentSyntax.self) { return .string(segment.content.text) }
        if let bool = expression.as(BooleanLiteralExprSyntax.self) { return .bool(bool.literal.tokenKind == .keyword(.true)) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", let inner = literalValue(prefix.expression) {
            switch inner {
            case .int(let number): return .int(-number)
            case .double(let number): return .double(-number)
            default: return nil
            }
        }
        return nil
    }

    /// The type Swift infers for a property's initial value when it has no annotation, for
    /// the common literal cases.
    static func literalType(_ expression: ExprSyntax) -> TypeRef {
        switch literalValue(expression) {
        case .int?: return .builtin(.int)
        case .double?: return .builtin(.double)
        case .string?: return .builtin(.string)
        case .bool?: return .builtin(.bool)
        default: return .unknown
        }
    }
}

extension TypeRef {
    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var isSet: Bool {
        if case .set = unwrapped { return true }
        return false
    }
}
