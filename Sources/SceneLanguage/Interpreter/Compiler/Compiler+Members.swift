import Foundation
import SwiftSyntax

extension Compiler {
    // MARK: - Names

    /// A name: a local, a member of `self`, a global, a type, a function, in that order.
    func compileIdentifier(_ name: String, at node: some SyntaxProtocol) -> Compiled {
        if let (depth, local) = scope.lookup(name) {
            let slot = local.slot
            let path = SlotPath(depth: depth, slot: slot, fields: [])
            var compiled: Compiled
            switch depth {
            case 0: compiled = Compiled(code: { frame in frame[slot] }, type: local.type, slotPath: path)
            case 1: compiled = Compiled(code: { frame in frame.parent.unsafelyUnwrapped[slot] }, type: local.type, slotPath: path)
            default: compiled = Compiled(code: { frame in frame.withSlot(slot, depth: depth) { $0.pointee } }, type: local.type, slotPath: path)
            }
            Self.typeRead(&compiled, at: path)
            return compiled
        }
        if name == "self", let selfType = scope.selfType, let depth = scope.selfDepth {
            return Compiled(code: { frame in frame.outer(depth)[0] }, type: Self.typeRef(selfType), slotPath: SlotPath(depth: depth, slot: 0, fields: []))
        }
        if let selfType = scope.selfType, let member = selfMember(name, of: selfType, at: node) { return member }
        if scope.selfType == nil, let type = scope.memberType, let member = staticMember(of: type, name, at: node, report: false) { return member }
        if let slot = program.global(named: name) {
            initializing?.reads.append((slot, node.sourceOffset))
            return Compiled(code: { frame in try slot.get(frame.machine) }, type: slot.type)
        }
        if let type = typeReference(name) { return constant(.type(type), .unknown) }
        if let functions = program.functions(named: name), let function = functions.first {
            return constant(.function(Self.callable(function, machine: program.machine)), .function)
        }
        if let op = Operators.function(name) { return constant(.function(op), .function) }
        if let entry = Library.function(named: name, labels: [nil, nil]) ?? Library.function(named: name, labels: [nil]) {
            let call = entry.call
            return constant(.function(Callable(name: name) { arguments in try call(arguments) }), .function)
        }
        if let generic = genericParameterType(name, at: node) { return generic }
        // An anonymous argument past its closure's limit was reported where the closure was
        // compiled.
        if reportedAnonymousParameters.contains(node.positionAfterSkippingLeadingTrivia) { return failed(node) }
        reportNotInScope(name, at: node, candidates: scope.localNames + (scope.memberType?.memberNames ?? []) + Array(program.globalDeclarations.keys) + Array(program.functionDeclarations.keys) + Array(program.typeDeclarations.keys) + Library.functionNames + Array(BuiltinType.byName.keys))
        return failed(node)
    }

    /// A generic parameter of the function around `node`, named in its body as a type
    /// (`T.make()`, `T.unit` in `func build<T: Maker>(_ type: T.Type) -> T`): the type the
    /// call gave it, read when the code runs from the first parameter whose type tells it
    /// (a `T`, a `T.Type`, an `[T]` with an element, a `T?` holding one). Nil when `name` is
    /// no such parameter.
    private func genericParameterType(_ name: String, at node: some SyntaxProtocol) -> Compiled? {
        var current = Syntax(node).parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                guard function.genericParameterClause?.parameters.contains(where: { $0.name.identifierText == name }) == true else { return nil }
                let offset = node.sourceOffset
                for parameter in function.signature.parameterClause.parameters {
                    let parameterName = (parameter.secondName ?? parameter.firstName).identifierText
                    guard let derive = Self.typeDerivation(parameter.type, generic: name), scope.lookup(parameterName) != nil else { continue }
                    let read = compileIdentifier(parameterName, at: node).code
                    return Compiled(code: { frame in
                        guard let type = derive(try read(frame)) else {
                            throw Trap("cannot tell which type '\(name)' stands for from '\(parameterName)', which holds no value of it", at: offset)
                        }
                        return type
                    }, type: .unknown)
                }
                return nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// How a parameter of type `type` tells the type the generic parameter `generic` stands
    /// for, as a `.type` value; nil when its type does not mention it plainly.
    private static func typeDerivation(_ type: TypeSyntax, generic: String) -> ((Value) -> Value?)? {
        let type = type.as(AttributedTypeSyntax.self)?.baseType ?? type
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.identifierText == generic, identifier.genericArgumentClause == nil {
            return { value in value.runtimeType.map(Value.type) }
        }
        if let metatype = type.as(MetatypeTypeSyntax.self), let base = metatype.baseType.as(IdentifierTypeSyntax.self), base.name.identifierText == generic {
            return { value in
                if case .type = value { return value }
                return nil
            }
        }
        if let array = type.as(ArrayTypeSyntax.self), let element = typeDerivation(array.element, generic: generic) {
            return { value in
                guard case .array(let elements) = value, let first = elements.first else { return nil }
                return element(first)
            }
        }
        if let optional = type.as(OptionalTypeSyntax.self), let wrapped = typeDerivation(optional.wrappedType, generic: generic) {
            return { value in
                switch value {
                case .none: return nil
                case .some(let held): return wrapped(held)
                default: return wrapped(value)
                }
            }
        }
        return nil
    }

    /// Reports `name` as not in scope, offering the closest of `candidates`.
    func reportNotInScope(_ name: String, at node: some SyntaxProtocol, candidates: @autoclosure () -> [String]) {
        error("cannot find '\(name)' in scope", at: node, id: "unknown-name", suggesting: name, from: candidates())
    }

    /// A member of `self` named without `self.`.
    private func selfMember(_ name: String, of type: UserType, at node: some SyntaxProtocol) -> Compiled? {
        let depth = scope.selfDepth
        if let structType = type as? StructType, structType.isClass, let index = structType.fieldByName[name], let depth {
            let offset = node.sourceOffset
            return Compiled(code: { frame in
                guard case .object(let instance) = frame.outer(depth)[0] else { throw Trap("expected a '\(structType.name)'", at: offset) }
                return instance.fields[index]
            }, type: structType.fields[index].type)
        }
        if let structType = type as? StructType, let index = structType.fieldByName[name], let depth {
            let fieldType = structType.fields[index].type
            let path = SlotPath(depth: depth, slot: 0, fields: [index])
            var compiled = Compiled(code: { frame in
                guard let value = path.value(in: frame) else { throw Trap("'self' is not initialized", at: nil) }
                return value
            }, type: fieldType, slotPath: path)
            Self.typeRead(&compiled, at: path)
            return compiled
        }
        if let getter = type.computed[name], let depth {
            let machine = program.machine
            return Compiled(code: { frame in
                var receiver = frame.outer(depth)[0]
                var arguments: [Value] = []
                return try getter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
            }, type: getter.returnType)
        }
        // In an extension of a library type, `x` is `self.x` (CGPoint's), as in Swift.
        if type is ExtendedType, Library.property(named: name) != nil, depth != nil {
            return memberAccess(of: compileIdentifier("self", at: node), name, at: node)
        }
        return staticMember(of: type, name, at: node, report: false)
    }

    /// The type a name refers to, when it is one: the scene's, the library's, `Self`.
    func typeReference(_ name: String) -> TypeRef? {
        if name == "Self", let selfType = scope.memberType { return Self.typeRef(selfType) }
        if let type = program.type(named: name) { return Self.typeRef(type) }
        if let builtin = BuiltinType.byName[name] { return .builtin(builtin) }
        return nil
    }

    /// The type an expression names (`CGSize` in `CGSize.zero`, `Edge.Set`), if it is one.
    func typeReference(_ expression: ExprSyntax) -> TypeRef? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierText
            guard name.first?.isUppercase == true, scope.lookup(name) == nil else { return nil }
            if let selfType = scope.selfType as? StructType, selfType.fieldByName[name] != nil { return nil }
            return typeReference(name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let outer = typeReference(base) {
            let name = member.declName.baseName.identifierText
            if let builtin = BuiltinType.byName["\(outer.name).\(name)"] { return .builtin(builtin) }
            if case .structType(let type) = outer, let nested = type.nestedTypes[name] { return nested }
            if case .enumType(let type) = outer, let nested = type.nestedTypes[name] { return nested }
            return nil
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self), let reference = specialization.expression.as(DeclReferenceExprSyntax.self) {
            let arguments = specialization.genericArgumentClause.arguments.compactMap { argument -> TypeRef? in
                guard case .type(let type) = argument.argument else { return nil }
                return resolveType(type)
            }
            if reference.baseName.identifierText == "Array", arguments.count == 1 { return .array(arguments[0]) }
            if reference.baseName.identifierText == "Set", arguments.count == 1 { return .set(arguments[0]) }
        }
        if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first, let elementType = typeReference(element.expression) {
            return .array(elementType)
        }
        // `[String: CGFloat]`, as in `[String: CGFloat]()`.
        if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
           let element = elements.first, let key = typeReference(element.key), let value = typeReference(element.value) {
            return .dictionary(key, value)
        }
        return nil
    }

    // MARK: - Members

    func compileMemberAccess(_ member: MemberAccessExprSyntax, expected: TypeRef) -> Compiled {
        let name = member.declName.baseName.text
        guard let base = member.base else { return compileImplicitMember(name, expected: expected, at: member) }
        if let type = typeReference(base) {
            if name == "self" { return constant(.type(type), .unknown) }
            return staticMember(type, name, at: member.declName)
        }
        let compiledBase = compilePart(base, expected: .unknown)
        return memberAccess(of: compiledBase, name, at: member.declName)
    }

    /// `base.name` for a compiled base: a field index when the base's struct type is known,
    /// else found at run time.
    func memberAccess(of base: Compiled, _ name: String, at node: some SyntaxProtocol) -> Compiled {
        let code = base.code
        if case .structType(let type) = base.type, let index = type.fieldByName[name] {
            let offset = node.sourceOffset
            if type.isClass {
                return Compiled(code: { frame in
                    guard case .object(let instance) = try code(frame) else { throw Trap("expected a '\(type.name)'", at: offset) }
                    return instance.fields[index]
                }, type: type.fields[index].type)
            }
            if let path = base.slotPath?.appending(index) {
                var compiled = Compiled(code: { frame in
                    guard let value = path.value(in: frame) else { throw Trap("expected a '\(type.name)'", at: offset) }
                    return value
                }, type: type.fields[index].type, slotPath: path)
                Self.typeRead(&compiled, at: path)
                return compiled
            }
            return Compiled(code: { frame in
                guard case .record(let record) = try code(frame) else { throw Trap("expected a '\(type.name)'", at: offset) }
                return record.fields[index]
            }, type: type.fields[index].type)
        }
        guard memberExists(name) else {
            error(base.type.isKnown ? "value of type '\(base.type.name)' has no member '\(name)'" : "no member '\(name)' is known of this value", at: node, id: "unknown-member", suggesting: name, from: memberCandidates(for: base.type))
            return failed(node)
        }
        let getter = dynamicGetter(name, offset: node.sourceOffset)
        if name == "first" || name == "last", case .array(let element) = base.type.unwrapped, element.isOptional {
            // An `[Int?]`'s `first` is an `Int??`: a nil element is not "no element".
            let isFirst = name == "first"
            return Compiled(code: { frame in
                let value = try code(frame)
                guard case .array(let elements) = value else { return try getter(value) }
                return (isFirst ? elements.first : elements.last).map(Value.wrappingOptional) ?? .none
            }, type: .optional(element))
        }
        if let path = base.slotPath, let member = GeometryMember(rawValue: name) {
            // `size.width`, `bounds.minX`: the number read where the variable lives.
            var compiled = Compiled(code: { frame in
                if let value = path.member(member, in: frame) { return value }
                return try getter(try code(frame))
            }, type: memberType(name, of: base.type))
            Self.typeMember(&compiled, member, at: path)
            return compiled
        }
        if let read = base.elementRead, let member = GeometryMember(rawValue: name) {
            // `cache.sizes[index].width`, a layout loop's commonest read: the number taken
            // from the element where it lives, with no copy of the element or the array on
            // the way; the index is evaluated once either way.
            let path = read.path, index = read.index, general = read.general
            if let indexPath = read.indexPath {
                // The index a local, read in place too.
                var compiled = Compiled(code: { frame in
                    if let position = indexPath.int(in: frame), let value = path.member(member, ofElement: position, in: frame) { return value }
                    let position = try index(frame)
                    return try getter(try general(frame, position))
                }, type: memberType(name, of: base.type))
                if case .builtin(.double) = compiled.type {
                    compiled.double = DoubleCode { frame in
                        guard let position = indexPath.int(in: frame), let number = path.double(member, ofElement: position, in: frame) else { throw Untyped() }
                        return number
                    }
                }
                return compiled
            }
            return Compiled(code: { frame in
                let position = try index(frame)
                if case .int(let position) = position, let value = path.member(member, ofElement: position, in: frame) { return value }
                return try getter(try general(frame, position))
            }, type: memberType(name, of: base.type))
        }
        return Compiled(code: { frame in try getter(try code(frame)) }, type: memberType(name, of: base.type))
    }

    /// The type of a member, where the compiler knows it.
    private func memberType(_ name: String, of type: TypeRef) -> TypeRef {
        switch type.unwrapped {
        case .structType(let structType):
            if let index = structType.fieldByName[name] { return structType.fields[index].type }
            return structType.computed[name]?.returnType ?? .unknown
        case .builtin(let builtin):
            return Self.builtinMemberType(builtin, name)
        case .array where name == "count": return .builtin(.int)
        case .array(let element) where name == "first" || name == "last": return .optional(element)
        default:
            if ["width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY", "x", "y", "radians", "degrees"].contains(name) { return .builtin(.double) }
            if name == "count" { return .builtin(.int) }
            return .unknown
        }
    }

    private static func builtinMemberType(_ type: BuiltinType, _ name: String) -> TypeRef {
        switch (type, name) {
        case (.proposal, "width"), (.proposal, "height"): return .optional(.builtin(.double))
        case (.rect, "origin"): return .builtin(.point)
        case (.rect, "size"): return .builtin(.size)
        case (_, "width"), (_, "height"), (_, "minX"), (_, "minY"), (_, "maxX"), (_, "maxY"), (_, "midX"), (_, "midY"), (_, "x"), (_, "y"), (_, "radians"), (_, "degrees"), (.layoutSubview, "priority"):
            return .builtin(.double)
        case (.layoutSubview, "spacing"): return .builtin(.viewSpacing)
        case (.layoutSubviews, "count"), (.string, "count"): return .builtin(.int)
        case (.layoutSubviews, "indices"): return .unknown
        default: return .unknown
        }
    }

    /// Whether any type the scene or the library has a member named `name` (checked at
    /// load, so a misspelt member is an error before anything runs).
    func memberExists(_ name: String) -> Bool {
        if Int(name) != nil { return true }
        // Members every value has, and the labels of the library's tuples (`enumerated()`,
        // a dictionary's elements).
        if ["rawValue", "allCases", "self", "hashValue", "description", "offset", "element", "key", "value"].contains(name) { return true }
        if program.extendedTypes.contains(where: { $0.computed[name] != nil }) { return true }
        if Library.property(named: name) != nil { return true }
        return program.memberNames.contains(name)
    }

    func memberCandidates(for type: TypeRef) -> [String] {
        switch type.unwrapped {
        case .structType(let structType): return structType.memberNames
        case .enumType(let enumType): return enumType.memberNames
        default: return Library.propertyNames + Array(program.memberNames)
        }
    }

    /// Reads `name` of whatever value it is given, finding where the value's type keeps it
    /// once per type.
    func dynamicGetter(_ name: String, offset: Int?) -> (Value) throws -> Value {
        let general = generalGetter(name, offset: offset)
        guard let geometry = GeometryMember(rawValue: name) else { return general }
        // The geometry every layout reads in its loops, switched on first.
        return { value in
            if let result = geometry.value(of: value) { return result }
            return try general(value)
        }
    }

    private func generalGetter(_ name: String, offset: Int?) -> (Value) throws -> Value {
        let library = Library.property(named: name)
        let symbol = SymbolTable.intern(name)
        let position = Int(name)
        let cache = MemberCache()
        let isRawValue = name == "rawValue"
        let extended = program.extendedTypes.compactMap { type in type.computed[name].map { (type.name, $0) } }
        let machine = program.machine
        return { value in
            if !extended.isEmpty {
                let typeName = value.typeName
                for (extendedName, getter) in extended where extendedName == typeName {
                    var receiver = value
                    var arguments: [Value] = []
                    return try getter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
                }
            }
            switch value {
            case .object(let instance):
                if cache.type !== instance.type {
                    cache.type = instance.type
                    cache.index = instance.type.fieldIndex[symbol] ?? -1
                    cache.getter = cache.index < 0 ? instance.type.computed[name] : nil
                }
                if cache.index >= 0 { return instance.fields[cache.index] }
                if let getter = cache.getter {
                    var receiver = value
                    var arguments: [Value] = []
                    return try getter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: instance.type.machine)
                }
            case .record(let record):
                if cache.type !== record.type {
                    cache.type = record.type
                    cache.index = record.type.fieldIndex[symbol] ?? -1
                    cache.getter = cache.index < 0 ? record.type.computed[name] : nil
                }
                if cache.index >= 0 { return record.fields[cache.index] }
                if let getter = cache.getter {
                    var receiver = value
                    var arguments: [Value] = []
                    return try getter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: record.type.machine)
                }
            case .enumCase(let enumCase):
                if isRawValue, let raw = enumCase.type.cases[enumCase.index].rawValue { return raw }
                if let getter = enumCase.type.computed[name] {
                    var receiver = value
                    var arguments: [Value] = []
                    return try getter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: enumCase.type.machine)
                }
            case .tuple(let tuple):
                if let position, position < tuple.elements.count { return tuple.elements[position] }
                if let index = tuple.labels.firstIndex(of: symbol) { return tuple.elements[index] }
            case .type(let type):
                // A static property of a type known only when the code runs: `T.unit` in a
                // generic function, a protocol's static requirement.
                if let userType = type.userType {
                    if let slot = userType.staticStored[name] { return try slot.get(machine) }
                    if let getter = userType.staticComputed[name] {
                        var receiver = Value.void
                        var arguments: [Value] = []
                        return try getter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: machine)
                    }
                }
            default:
                break
            }
            if let library, let result = try library(value) { return result }
            if case .none = value { throw Trap("value of optional type must be unwrapped to refer to member '\(name)'", at: offset) }
            throw Trap("value of type '\(value.typeName)' has no member '\(name)'", at: offset)
        }
    }

    // MARK: - Static members

    func staticMember(_ type: TypeRef, _ name: String, at node: some SyntaxProtocol) -> Compiled {
        switch type {
        case .structType(let structType):
            if let result = staticMember(of: structType, name, at: node, report: true) { return result }
        case .enumType(let enumType):
            if let result = staticMember(of: enumType, name, at: node, report: true) { return result }
        case .builtin(let builtin):
            if let result = extensionStatic(of: builtin, name, at: node) { return result }
            if let value = Library.staticMember(of: builtin, named: name) { return constant(value, type) }
            error("type '\(builtin.rawValue)' has no member '\(name)'", at: node, id: "unknown-member")
        default:
            error("type '\(type.name)' has no member '\(name)'", at: node, id: "unknown-member")
        }
        return failed(node)
    }

    /// A static member of a scene type (a case without associated values, a static property,
    /// `allCases`), or nil (reported when `report`).
    func staticMember(of type: UserType, _ name: String, at node: some SyntaxProtocol, report: Bool) -> Compiled? {
        let typeRef = Self.typeRef(type)
        if let enumType = type as? EnumType {
            if let index = enumType.caseIndex[name] {
                if enumType.cases[index].payloadTypes.isEmpty { return constant(.enumCase(EnumCase(type: enumType, index: index, payload: [])), typeRef) }
                return constant(.function(Self.caseConstructor(enumType, index)), .function)
            }
            if name == "allCases" {
                let all = Value.array(enumType.cases.indices.map { .enumCase(EnumCase(type: enumType, index: $0, payload: [])) })
                return constant(all, .array(typeRef))
            }
        }
        if let slot = type.staticStored[name] {
            initializing?.reads.append((slot, node.sourceOffset))
            return Compiled(code: { frame in try slot.get(frame.machine) }, type: slot.type)
        }
        if let getter = type.staticComputed[name] {
            return Compiled(code: { frame in
                var receiver = Value.void
                var arguments: [Value] = []
                return try getter.run(receiver: &receiver, arguments: &arguments, environment: nil, machine: frame.machine)
            }, type: getter.returnType)
        }
        if let nested = type.nestedTypes[name] { return constant(.type(nested), .unknown) }
        if report {
            error("type '\(type.name)' has no member '\(name)'", at: node, id: "unknown-member", suggesting: name, from: type.memberNames)
            return failed(node)
        }
        return nil
    }

    /// A static the scene's extension of a library type declares (`extension CGFloat {
    /// static let gutter: CGFloat = 12 }`), read as `CGFloat.gutter` or `.gutter`.
    private func extensionStatic(of builtin: BuiltinType, _ name: String, at node: some SyntaxProtocol) -> Compiled? {
        guard let extended = program.extendedType(named: builtin.rawValue) else { return nil }
        return staticMember(of: extended, name, at: node, report: false)
    }

    static func caseConstructor(_ type: EnumType, _ index: Int) -> Callable {
        Callable(name: type.cases[index].name) { arguments in
            .enumCase(EnumCase(type: type, index: index, payload: zip(arguments, type.cases[index].payloadTypes).map { Library.conform($0, to: $1) }))
        }
    }

    /// `.name` with no base: a member of the type the context expects.
    private func compileImplicitMember(_ name: String, expected: TypeRef, at node: some SyntaxProtocol) -> Compiled {
        switch expected.unwrapped {
        case .enumType(let enumType):
            if let result = staticMember(of: enumType, name, at: node, report: true) { return result }
        case .structType(let structType):
            if let result = staticMember(of: structType, name, at: node, report: true) { return result }
        case .builtin(let builtin):
            if let result = extensionStatic(of: builtin, name, at: node) { return result }
            if let value = Library.staticMember(of: builtin, named: name) { return constant(value, expected.unwrapped) }
            error("type '\(builtin.rawValue)' has no member '\(name)'", at: node, id: "unknown-member")
        default:
            // `.gutter * 2` where no type is expected: the static of the one extension of a
            // library type that declares it, as the evaluator picks for view code.
            let declaring = program.extendedTypes.filter { $0.staticStored[name] != nil || $0.staticComputed[name] != nil }
            if declaring.count == 1, let result = staticMember(of: declaring[0], name, at: node, report: false) { return result }
            // `2 * .pi`: a floating-point constant where no type says otherwise.
            if ["pi", "infinity", "greatestFiniteMagnitude", "leastNonzeroMagnitude", "leastNormalMagnitude", "nan", "ulpOfOne"].contains(name),
               let value = Library.staticMember(of: .double, named: name) { return constant(value, .builtin(.double)) }
            if memberExists(name) || ImplicitMembers.isKnown(name) || program.memberNames.contains(name) {
                return constant(.implicitMember(name), .unknown)
            }
            error("cannot infer the type of '.\(name)'", at: node, id: "unknown-member")
        }
        return failed(node)
    }

    // MARK: - Subscripts

    func compileSubscript(_ subscriptCall: SubscriptCallExprSyntax) -> Compiled {
        let base = compilePart(subscriptCall.calledExpression, expected: .unknown)
        let labels = subscriptCall.arguments.map { $0.label?.text }
        if let found = userSubscript(of: base.type, labels: labels) { return compileUserSubscript(found, base: base, subscriptCall) }
        guard let getter = Library.subscriptGetter(labels: labels) else {
            error("no subscript takes these arguments", at: subscriptCall)
            return failed(subscriptCall)
        }
        if labels == [nil], let only = subscriptCall.arguments.first, let (bound, side) = Self.oneSidedRange(only.expression) {
            return compileOneSidedSlice(base: base, bound: bound, side: side, getter: getter, offset: subscriptCall.leftSquare.sourceOffset)
        }
        let compiledArguments = subscriptCall.arguments.map { compileExpression($0.expression, expected: labels.count == 1 && labels[0] == nil && base.type.element.isKnown ? .builtin(.int) : .unknown) }
        let arguments = compiledArguments.map { ListedCode(run: $0.code) }
        let code = base.code
        let offset = subscriptCall.leftSquare.sourceOffset
        if labels == [nil], let only = arguments.first?.run, let path = base.slotPath {
            // `cache.sizes[index]`: the element read where the array lives.
            let general = elementGetter(base: code, getter: getter, offset: offset)
            let indexPath = compiledArguments[0].slotPath.flatMap { $0.fields.isEmpty ? $0 : nil }
            // With a local index (`subviews[index]`), the index is read in place too.
            var compiled = Compiled(code: { frame in
                if let indexPath, let position = indexPath.int(in: frame), let element = path.element(position, in: frame) { return element }
                let index = try only(frame)
                if case .int(let position) = index, let element = path.element(position, in: frame) { return element }
                return try general(frame, index)
            }, type: Self.subscriptType(of: base.type, labels: labels))
            compiled.elementRead = ElementRead(path: path, index: only, indexPath: indexPath, general: general)
            return compiled
        }
        if labels == [nil], let only = arguments.first?.run {
            // `sizes[index]`, `subviews[index]`: read with no argument list made.
            let element = elementGetter(base: code, getter: getter, offset: offset)
            return Compiled(code: { frame in try element(frame, try only(frame)) }, type: Self.subscriptType(of: base.type, labels: labels))
        }
        return Compiled(code: { frame in
            let value = try code(frame)
            var values: [Value] = []
            values.reserveCapacity(arguments.count)
            for argument in arguments { values.append(try argument.run(frame)) }
            do { return try getter(value, values) } catch var trap as Trap where trap.offset == nil {
                trap.offset = offset
                throw trap
            }
        }, type: Self.subscriptType(of: base.type, labels: labels))
    }

    /// The type `base[…]` reads and writes: an array's element, and a dictionary's value,
    /// optional but for `dictionary[key, default: value]`, so that `widths["a"] = 3` of a
    /// `[String: CGFloat]` stores a `CGFloat` as Swift does.
    static func subscriptType(of base: TypeRef, labels: [String?]) -> TypeRef {
        if case .dictionary(_, let value) = base.unwrapped { return labels == [nil, "default"] ? value : .optional(value) }
        return base.element
    }

    /// `base[index]` with the index already evaluated (Swift evaluates a subscript's
    /// arguments before it reads the base): an array's element or a subview read directly,
    /// anything else through the library's subscript.
    private func elementGetter(base: @escaping Code, getter: @escaping (Value, [Value]) throws -> Value, offset: Int?) -> (Frame, Value) throws -> Value {
        { frame, index in
            let value = try base(frame)
            if case .int(let position) = index {
                switch value {
                case .array(let elements):
                    guard position >= 0 && position < elements.count else { throw Trap("Index out of range", at: offset) }
                    return elements[position]
                case .subviews(let subviews):
                    guard subviews.indices.contains(position) else { throw Trap("Index out of range", at: offset) }
                    return .subview(subviews[position])
                default: break
                }
            }
            do { return try getter(value, [index]) } catch var trap as Trap where trap.offset == nil {
                trap.offset = offset
                throw trap
            }
        }
    }

    // MARK: - Places

    /// What an assignment, `&`, or a mutating call writes to; nil (reported) when the
    /// expression cannot be assigned.
    func compilePlace(_ syntax: ExprSyntax) -> Place? {
        let expression = Self.fold(syntax)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierText
            if let (depth, local) = scope.lookup(name) {
                if local.isLet && !local.isDeferred {
                    error("cannot assign to value: '\(name)' is a 'let' constant", at: reference, id: "assign-to-let")
                    return nil
                }
                let slot = local.slot
                return Place(type: local.type, read: { frame in frame.withSlot(slot, depth: depth) { $0.pointee } }, modify: { frame, body in try frame.withSlot(slot, depth: depth) { try body(&$0.pointee) } }, local: SlotPath(depth: depth, slot: slot, fields: []))
            }
            if name == "self", let selfType = scope.selfType, let depth = scope.selfDepth {
                guard scope.selfIsMutable else {
                    error("cannot assign to value: 'self' is immutable", at: reference, id: "assign-to-let")
                    return nil
                }
                return Place(type: Self.typeRef(selfType), read: { frame in frame.outer(depth)[0] }, modify: { frame, body in try body(&frame.outer(depth)[0]) })
            }
            if let selfType = scope.selfType as? StructType, let index = selfType.fieldByName[name] {
                // One mistake, one error: a `let` property says so before `self` does.
                if selfType.fields[index].isLet && !scope.isInitializing(selfType) {
                    error("cannot assign to property: '\(name)' is a 'let' constant", at: reference, id: "assign-to-let")
                    return nil
                }
                if selfType.isClass, let depth = scope.selfDepth {
                    return instanceFieldPlace({ frame in frame.outer(depth)[0] }, name, classType: selfType, at: reference)
                }
                guard let selfPlace = selfPlace(at: reference) else { return nil }
                return fieldPlace(selfPlace, name, structType: selfType, at: reference)
            }
            // In a mutating method of an extended library type, `x += 1` is `self.x += 1`.
            if scope.selfType is ExtendedType, Library.setter(named: name) != nil, let selfPlace = selfPlace(at: reference) {
                return dynamicMemberPlace(selfPlace, name, at: reference)
            }
            if let slot = program.global(named: name) {
                return Place(type: slot.type, read: { frame in try slot.get(frame.machine) }, modify: { frame, body in
                    var value = try slot.get(frame.machine)
                    slot.value = .void
                    defer { slot.value = value }
                    try body(&value)
                })
            }
            error("cannot assign to '\(name)'", at: reference, id: "unknown-name")
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if let type = typeReference(base) {
                if case .structType(let structType) = type, let slot = structType.staticStored[name] { return globalPlace(slot) }
                if case .enumType(let enumType) = type, let slot = enumType.staticStored[name] { return globalPlace(slot) }
                error("cannot assign to '\(member.trimmedText)'", at: member)
                return nil
            }
            // A class instance's property is changed through the reference, wherever that is
            // held: a `let`, a non-mutating method's `self`, an element of a `let` array.
            // `node.parent?.name = "x"`: nothing happens when the reference is nil.
            if let chained = base.as(OptionalChainingExprSyntax.self), case .optional(.structType(let classType))? = referenceType(of: chained.expression),
               classType.isClass, classType.fieldByName[name] != nil {
                return instanceFieldPlace(compilePart(chained.expression, expected: .unknown).code, name, classType: classType, at: member.declName, throughOptional: true)
            }
            if case .structType(let classType)? = referenceType(of: base), classType.isClass {
                if classType.fieldByName[name] != nil {
                    return instanceFieldPlace(compilePart(base, expected: .unknown).code, name, classType: classType, at: member.declName)
                }
                if let getter = classType.computed[name], let setter = classType.setters[name] {
                    return referencePlace(compilePart(base, expected: .unknown).code, AccessorPair(getter: getter, setter: setter), keys: [])
                }
            }
            guard let basePlace = compilePlace(base) else { return nil }
            if case .structType(let structType) = basePlace.type, structType.fieldByName[name] != nil {
                return fieldPlace(basePlace, name, structType: structType, at: member.declName)
            }
            return dynamicMemberPlace(basePlace, name, at: member.declName)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            let labels = subscriptCall.arguments.map { $0.label?.text }
            // A class's subscript changes the instance through the reference, which may be a `let`.
            if case .structType(let classType)? = referenceType(of: subscriptCall.calledExpression), classType.isClass,
               let found = userSubscript(of: .structType(classType), labels: labels) {
                return userSubscriptPlace(found, reference: compilePart(subscriptCall.calledExpression, expected: .unknown).code, subscriptCall)
            }
            guard let basePlace = compilePlace(subscriptCall.calledExpression) else { return nil }
            if let found = userSubscript(of: basePlace.type, labels: labels) { return userSubscriptPlace(found, base: basePlace, subscriptCall) }
            guard let getter = Library.subscriptGetter(labels: labels), let setter = Library.subscriptSetter(labels: labels) else {
                error("cannot assign through this subscript", at: subscriptCall)
                return nil
            }
            let arguments = subscriptCall.arguments.map { ListedCode(run: compileExpression($0.expression, expected: .unknown).code) }
            let offset = subscriptCall.leftSquare.sourceOffset
            func values(_ frame: Frame) throws -> [Value] { try arguments.map { try $0.run(frame) } }
            return Place(type: Self.subscriptType(of: basePlace.type, labels: labels), read: { frame in
                try getter(try basePlace.read(frame), try values(frame))
            }, modify: { frame, body in
                let keys = try values(frame)
                try basePlace.modify(frame) { container in
                    do {
                        var element = try getter(container, keys)
                        try body(&element)
                        try setter(&container, keys, element)
                    } catch var trap as Trap where trap.offset == nil {
                        trap.offset = offset
                        throw trap
                    }
                }
            })
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return compilePlace(unwrap.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return compilePlace(only.expression) }
        error("cannot assign to this expression", at: expression, id: "assign-to-let")
        return nil
    }

    private func globalPlace(_ slot: GlobalSlot) -> Place {
        Place(type: slot.type, read: { frame in try slot.get(frame.machine) }, modify: { frame, body in
            var value = try slot.get(frame.machine)
            try body(&value)
            slot.value = value
        })
    }

    /// `self` as a place, inside a mutating member or an initializer.
    private func selfPlace(at node: some SyntaxProtocol) -> Place? {
        guard let selfType = scope.selfType, let depth = scope.selfDepth else { return nil }
        guard scope.selfIsMutable else {
            error("cannot assign to property: 'self' is immutable (mark the method 'mutating')", at: node, id: "assign-to-let")
            return nil
        }
        return Place(type: Self.typeRef(selfType), read: { frame in frame.outer(depth)[0] }, modify: { frame, body in try body(&frame.outer(depth)[0]) })
    }

    /// A stored property of a struct held in `base`, changed in place.
    private func fieldPlace(_ base: Place, _ name: String, structType: StructType, at node: some SyntaxProtocol) -> Place? {
        let index = structType.fieldByName[name]!
        let field = structType.fields[index]
        if field.isLet && !scope.isInitializing(structType) {
            error("cannot assign to property: '\(name)' is a 'let' constant", at: node, id: "assign-to-let")
            return nil
        }
        let offset = node.sourceOffset
        return Place(type: field.type, read: { frame in
            guard case .record(let record) = try base.read(frame) else { throw Trap("expected a '\(structType.name)'", at: offset) }
            return record.fields[index]
        }, modify: { frame, body in
            try base.modify(frame) { value in
                guard case .record(var record) = value else { throw Trap("expected a '\(structType.name)'", at: offset) }
                value = .void
                defer { value = .record(record) }
                try body(&record.fields[index])
            }
        })
    }

    /// The static type of a place's base written as a name, a property, `self` or an array
    /// element (`node`, `self.parent`, `nodes[i]`), when it is known without compiling it:
    /// a class's property is assigned through such a base even when the base itself cannot
    /// be.
    func referenceType(of expression: ExprSyntax) -> TypeRef? {
        let expression = Self.fold(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierText
            if let (_, local) = scope.lookup(name) { return local.type }
            if name == "self", let selfType = scope.selfType { return Self.typeRef(selfType) }
            if let selfType = scope.selfType as? StructType, let index = selfType.fieldByName[name] { return selfType.fields[index].type }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           case .structType(let type)? = referenceType(of: base), let index = type.fieldByName[member.declName.baseName.text] {
            return type.fields[index].type
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1, subscriptCall.arguments.first?.label == nil,
           case .array(let element)? = referenceType(of: subscriptCall.calledExpression) {
            return element
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self), case .optional(let wrapped)? = referenceType(of: unwrap.expression) { return wrapped }
        return nil
    }

    /// A stored property of the class instance `base` evaluates to, changed in place in the
    /// instance: every reference to it sees the change. `throughOptional`: `base` is an
    /// optional reference, written `base?.name`, which reads nil and changes nothing when
    /// it is nil.
    private func instanceFieldPlace(_ base: @escaping Code, _ name: String, classType: StructType, at node: some SyntaxProtocol, throughOptional: Bool = false) -> Place? {
        let index = classType.fieldByName[name]!
        let field = classType.fields[index]
        if field.isLet && !scope.isInitializing(classType) {
            error("cannot assign to property: '\(name)' is a 'let' constant", at: node, id: "assign-to-let")
            return nil
        }
        let offset = node.sourceOffset
        return Place(type: throughOptional && !field.type.isOptional ? .optional(field.type) : field.type, read: { frame in
            let held = try base(frame)
            if throughOptional, case .none = held { return .none }
            guard case .object(let instance) = held else { throw Self.notAnInstance(classType, at: offset) }
            return instance.fields[index]
        }, modify: { frame, body in
            let held = try base(frame)
            if throughOptional, case .none = held { return }
            guard case .object(let instance) = held else { throw Self.notAnInstance(classType, at: offset) }
            // Moved out while the body runs, as a struct's field is: an array held there is
            // then changed without a copy.
            var value = instance.fields[index]
            instance.fields[index] = .void
            defer { instance.fields[index] = value }
            try body(&value)
        })
    }

    private static func notAnInstance(_ type: StructType, at offset: Int?) -> Trap {
        Trap("expected a '\(type.name)'", at: offset)
    }

    /// A member of a value whose type is known only at run time: a struct's field (in
    /// place), a computed property with a setter, or a library property.
    private func dynamicMemberPlace(_ base: Place, _ name: String, at node: some SyntaxProtocol) -> Place? {
        guard memberExists(name) else {
            error("value has no member '\(name)'", at: node, id: "unknown-member", suggesting: name, from: memberCandidates(for: base.type))
            return nil
        }
        let getter = dynamicGetter(name, offset: node.sourceOffset)
        let librarySetter = Library.setter(named: name)
        let symbol = SymbolTable.intern(name)
        let offset = node.sourceOffset
        return Place(type: memberType(name, of: base.type), read: { frame in try getter(try base.read(frame)) }, modify: { frame, body in
            try base.modify(frame) { value in
                if case .object(let instance) = value, let index = instance.type.fieldIndex[symbol] {
                    if instance.type.fields[index].isLet { throw Trap("cannot assign to property: '\(name)' is a 'let' constant", at: offset) }
                    var field = instance.fields[index]
                    instance.fields[index] = .void
                    defer { instance.fields[index] = field }
                    try body(&field)
                    return
                }
                if case .record(var record) = value {
                    if let index = record.type.fieldIndex[symbol] {
                        if record.type.fields[index].isLet { throw Trap("cannot assign to property: '\(name)' is a 'let' constant", at: offset) }
                        value = .void
                        defer { value = .record(record) }
                        try body(&record.fields[index])
                        return
                    }
                    if let setter = record.type.setters[name], let get = record.type.computed[name] {
                        try AccessorPair(getter: get, setter: setter).modify(&value, keys: [], machine: frame.machine, body)
                        return
                    }
                }
                if case .tuple(var tuple) = value {
                    let index = Int(name) ?? tuple.labels.firstIndex(of: symbol)
                    if let index, index < tuple.elements.count {
                        value = .void
                        defer { value = .tuple(tuple) }
                        try body(&tuple.elements[index])
                        return
                    }
                }
                guard let librarySetter else { throw Trap("cannot assign to property '\(name)' of \(value.typeName)", at: offset) }
                var current = try getter(value)
                try body(&current)
                guard try librarySetter(&value, current) else { throw Trap("cannot assign to property '\(name)' of \(value.typeName)", at: offset) }
            }
        })
    }
}

extension FunctionScope {
    /// Whether this is an initializer's body, or a block inside one (not a closure in it).
    var isInitializingSelf: Bool {
        var scope: FunctionScope? = self
        while let current = scope {
            if current.ownsSelf { return current.isInitializer }
            scope = current.parent
        }
        return false
    }

    /// Whether this is an initializer of `type`, where its `let` properties get their values.
    func isInitializing(_ type: StructType) -> Bool {
        var scope: FunctionScope? = self
        while let current = scope {
            if current.ownsSelf { return current.isInitializer && current.selfType === type }
            scope = current.parent
        }
        return false
    }
}
