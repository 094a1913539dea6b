import Foundation
import LayoutEngine

/// Values the view builder evaluated (its untyped ``SceneValue``s: a layout's arguments
/// written among views) as the interpreter's values, typed by the parameter they go to.
extension Program {
    func value(of sceneValue: SceneValue, as type: TypeRef) throws -> Value {
        switch sceneValue {
        case .number(let number):
            switch number.kind {
            case .int:
                // Swift converts no `Int` to a floating-point parameter.
                if type.isFloatingPoint { throw Trap("cannot convert value of type 'Int' to expected argument type '\(type.unwrapped.name)'; convert it with '\(type.unwrapped.name)(…)'", at: nil) }
                // View code holds a number as a `Double`: past 2^53 (`Int.max`) it is not the
                // integer written, and past `Int.max` no integer at all.
                guard let int = number.intValue else { throw Trap("\(number.description) is too large an integer to pass from view code", at: nil) }
                return .int(int)
            case .double: return .double(number.value)
            case .literal:
                if type.isFloatingPoint { return .double(number.value) }
                if let int = number.truncatedInt, type.isInt || number.value == Double(int) { return .int(int) }
                return .double(number.value)
            }
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .null: return .none
        case .array(let elements): return .array(try elements.map { try value(of: $0, as: type.element) })
        case .range(let lower, let upper, let isClosed): return .range(lower..<upper, isClosed: isClosed)
        case .member(let member):
            return try value(of: member, as: type)
        case .node(let node):
            // A library value built by a call: `CGSize(width: 1, height: 2)`.
            guard let builtin = BuiltinType.byName[node.name] else { throw Trap("'\(node.name)' cannot be passed to a layout", at: node.origin.offset) }
            let labels = node.arguments.map(\.label)
            guard let entry = Library.initializer(of: builtin, labels: labels) else { throw Trap("no initializer of '\(node.name)' takes these arguments", at: node.origin.offset) }
            let values = try node.arguments.enumerated().map { index, argument in
                try value(of: argument.value, as: index < entry.parameterTypes.count ? entry.parameterTypes[index] : .unknown)
            }
            return try entry.call(values)
        case .instance(let instance):
            if let enumValue = instance.enumValue { return try value(of: enumValue, as: type) }
            guard let structType = self.type(named: instance.model.name) as? StructType else { throw Trap("'\(instance.model.name)' cannot be passed to a layout", at: nil) }
            finish()
            var fields: [Value] = []
            for field in structType.fields {
                if let stored = instance.values[field.name] {
                    fields.append(try value(of: stored, as: field.type))
                } else {
                    fields.append(.void)
                }
            }
            if structType.isClass { return .object(ClassInstance(type: structType, fields: fields)) }
            return .record(Record(type: structType, fields: fields))
        case .tuple(let tuple):
            var elementTypes: [TypeRef] = []
            if case .tuple(let types, _) = type.unwrapped { elementTypes = types }
            let elements = try tuple.elements.enumerated().map { index, element in
                try value(of: element, as: index < elementTypes.count ? elementTypes[index] : .unknown)
            }
            return .tuple(Tuple(labels: tuple.labels.map { $0.map(SymbolTable.intern) }, elements: elements))
        case .interpreted(let value):
            return value
        case .keyPath, .operatorFunction, .closure, .boundedRange:
            throw Trap("\(sceneValue.kindDescription) cannot be passed to a layout written in the scene", at: nil)
        }
    }

    /// `.center`, `.degrees(30)`, `Direction.left`: a member of the parameter's type.
    private func value(of member: SceneMember, as expected: TypeRef) throws -> Value {
        var type = expected.unwrapped
        if let typeName = member.type {
            if let userType = self.type(named: typeName) { type = Compiler.typeRef(userType) } else if let builtin = BuiltinType.byName[typeName] { type = .builtin(builtin) }
        }
        if case .enumType(let enumType) = type, let index = enumType.caseIndex[member.name] {
            let payloadTypes = enumType.cases[index].payloadTypes
            let payload = try (member.arguments ?? []).enumerated().map { position, argument in
                try value(of: argument.value, as: position < payloadTypes.count ? payloadTypes[position] : .unknown)
            }
            return .enumCase(EnumCase(type: enumType, index: index, payload: payload))
        }
        guard let arguments = member.arguments else {
            if let resolved = ImplicitMembers.resolve(member.name, in: type) { return resolved }
            if case .builtin(let builtin) = type, let resolved = Library.staticMember(of: builtin, named: member.name) { return resolved }
            throw Trap("'\(member.spelled)' is not a member of '\(type.name)'", at: nil)
        }
        guard case .builtin(let builtin) = type, let entry = Library.staticFunction(of: builtin, named: member.name, labels: arguments.map(\.label)) else {
            throw Trap("'\(member.spelled)' is not a member of '\(type.name)'", at: nil)
        }
        let values = try arguments.enumerated().map { index, argument in
            try value(of: argument.value, as: index < entry.parameterTypes.count ? entry.parameterTypes[index] : .unknown)
        }
        return try entry.call(values)
    }
}

extension Value {
    /// A view builder's value as view code holds it: typed where the type is already
    /// decided and ``sceneValue`` gives the same value back (an `Int`, a `CGFloat`, a
    /// string, a bool), so that view code computes with them as layout code does; as
    /// ``Value/scene(_:)`` otherwise, an integer literal among them, whose type is decided
    /// by what it meets.
    init(viewValue value: SceneValue) {
        switch value {
        case .number(let number):
            switch number.kind {
            case .double: self = .double(number.value)
            case .int:
                if let int = number.intValue { self = .int(int) } else { self = .scene(value) }
            case .literal: self = .scene(value)
            }
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .interpreted(let interpreted): self = interpreted
        default: self = .scene(value)
        }
    }

    /// The view builder's value for a value of view code, which computes with the view
    /// builder's own values (``Value/scene(_:)``): the inverse of ``Program/value(of:as:)``
    /// for those, and for the plain values both sides share. Any other value is passed on
    /// as the interpreter's (``SceneValue/interpreted(_:)``).
    var sceneValue: SceneValue {
        switch self {
        case .scene(let value): return value
        case .bool(let flag): return .bool(flag)
        case .string(let text): return .string(text)
        case .int(let number): return .number(.int(number))
        case .double(let number): return .number(.double(number))
        default: return otherSceneValue
        }
    }

    /// ``sceneValue`` of a value view code rarely holds, out of line: the getter above is
    /// read for every element of a `ForEach`, and copying `self` into an `.interpreted` box
    /// made its every call copy and destroy the value.
    @inline(never)
    private var otherSceneValue: SceneValue {
        switch self {
        case .none, .void: return .null
        case .tuple(let tuple):
            return .tuple(SceneTuple(labels: tuple.labels.map { $0.map(SymbolTable.name) }, elements: tuple.elements.map(\.sceneValue)))
        default: return .interpreted(self)
        }
    }
}

extension SceneNumber {
    /// An integer literal in the type of the number it meets (`i * 2`, `x / 2`), as the view
    /// builder types it; nil for a number whose type is decided already, or a literal with a
    /// fraction (`10 / 4`) meeting an `Int`, which the view builder decides itself.
    func typed(like other: Value) -> Value? {
        guard kind == .literal else { return nil }
        switch other {
        case .double: return .double(value)
        case .int: return intValue.map(Value.int)
        default: return nil
        }
    }
}
