import Foundation
import LayoutEngine

/// The entry points the compiler calls while a scene loads. Each area of the library
/// (numbers, collections, strings, geometry, the Layout API, the Simple Layout Engine)
/// keeps its members in tables keyed by name; these functions find a name in every table
/// that has it and, when several value kinds share a name (`width` on CGSize, CGRect,
/// ProposedViewSize and ViewDimensions), chain their entries: each entry switches on the
/// value's case and answers nil for a kind it does not know, so the next one is tried. No
/// name is looked up once the returned closure runs.
extension Library {
    /// How the tables key a method, function or initializer: its base name and labels, as
    /// Swift spells a function's name (`place(at:anchor:proposal:)`, `init(_:)`).
    static func signature(_ name: String, _ labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    // MARK: Tables, in the order their entries are tried

    private static let propertyTables: [[String: Getter]] = [
        stringProperties, collectionProperties, numberProperties, geometryProperties,
        layoutAPIProperties, simpleLayoutProperties, tupleLabelProperties, [
            // Every value has a description, as `String(describing:)` gives it.
            "description": { .string($0.description) },
        ],
    ]
    private static let setterTables: [[String: Setter]] = [geometrySetters, layoutAPISetters]
    private static let methodTables: [[String: MethodEntry]] = [
        stringMethods, geometryMethods, layoutAPIMethods, simpleLayoutMethods, numberMethods,
        setMethods, setMutatingMethods, collectionMethods, collectionMutatingMethods,
    ]
    private static let initializerTables: [[BuiltinType: [String: FunctionEntry]]] = [
        numberInitializers, stringInitializers, formatInitializers, geometryInitializers, alignmentInitializers, layoutAPIInitializers,
        simpleLayoutInitializers,
    ]
    // nonisolated(unsafe): the tables above, constants of built-in types.
    nonisolated(unsafe) private static let staticMemberTables: [[BuiltinType: [String: Value]]] = [
        numberStaticMembers, geometryStaticMembers, layoutAPIStaticMembers, simpleLayoutStaticMembers,
    ]
    private static let staticFunctionTables: [[BuiltinType: [String: FunctionEntry]]] = [
        numberStaticFunctions, geometryStaticFunctions, simpleLayoutStaticFunctions,
    ]

    // MARK: Lookups

    static func property(named name: String) -> Getter? {
        let getters = propertyTables.compactMap { $0[name] }
        guard var chained = getters.first else { return nil }
        for next in getters.dropFirst() {
            let first = chained
            chained = { value in
                if let result = try first(value) { return result }
                return try next(value)
            }
        }
        return chained
    }

    static func setter(named name: String) -> Setter? {
        let setters = setterTables.compactMap { $0[name] }
        guard var chained = setters.first else { return nil }
        for next in setters.dropFirst() {
            let first = chained
            chained = { value, newValue in
                if try first(&value, newValue) { return true }
                return try next(&value, newValue)
            }
        }
        return chained
    }

    static func method(named name: String, labels: [String?]) -> MethodEntry? {
        let key = signature(name, labels)
        let entries = methodTables.compactMap { $0[key] }
        guard var chained = entries.first else { return nil }
        for next in entries.dropFirst() {
            let first = chained
            chained = MethodEntry(
                isMutating: first.isMutating || next.isMutating,
                call: { receiver, arguments in
                    if let result = try first.call(&receiver, arguments) { return result }
                    return try next.call(&receiver, arguments)
                },
                parameterTypes: mergedParameterTypes(first.parameterTypes, next.parameterTypes)
            )
        }
        return chained
    }

    static func function(named name: String, labels: [String?]) -> FunctionEntry? {
        freeFunctions[signature(name, labels)]
    }

    static func initializer(of type: BuiltinType, labels: [String?]) -> FunctionEntry? {
        let key = signature("init", labels)
        for table in initializerTables {
            if let entry = table[type]?[key] { return entry }
        }
        return nil
    }

    /// A static stored member's value. `SLEItem.flexible` is a new item on every call, as
    /// Swift's computed static property is: items are objects a layout fills in, so the
    /// compiler must not share one such value between evaluations.
    static func staticMember(of type: BuiltinType, named name: String) -> Value? {
        if type == .sleItem, name == "flexible" { return .sleItem(.flexible) }
        for table in staticMemberTables {
            if let value = table[type]?[name] { return value }
        }
        return nil
    }

    static func staticFunction(of type: BuiltinType, named name: String, labels: [String?]) -> FunctionEntry? {
        let key = signature(name, labels)
        for table in staticFunctionTables {
            if let entry = table[type]?[key] { return entry }
        }
        return nil
    }

    // MARK: Names for "did you mean"

    static var propertyNames: [String] {
        Set(propertyTables.flatMap(\.keys)).sorted()
    }

    static var methodNames: [String] {
        Set(methodTables.flatMap(\.keys).map(baseName)).sorted()
    }

    static var functionNames: [String] {
        Set(freeFunctions.keys.map(baseName)).sorted()
    }

    /// Every library type's static stored members (`.center`, `.infinity`, `.flexible`).
    static var staticMemberNames: [String] {
        Set(staticMemberTables.flatMap { $0.values.flatMap(\.keys) } + ["flexible"]).sorted()
    }

    private static func baseName(_ signature: String) -> String {
        String(signature.prefix { $0 != "(" })
    }

    /// The parameter types two same-named entries agree on; where they differ (the
    /// `union(_:)` of a CGRect and of a ViewSpacing) the type is left unknown, so neither
    /// is forced on the argument.
    private static func mergedParameterTypes(_ first: [TypeRef], _ second: [TypeRef]) -> [TypeRef] {
        if first.isEmpty { return second }
        if second.isEmpty { return first }
        return zip(first, second).map { $0.name == $1.name ? $0 : .unknown }
    }
}

// MARK: - Building entries

extension Library {
    static func entry(_ parameterTypes: [TypeRef] = [], mutating: Bool = false, _ call: @escaping Method) -> MethodEntry {
        MethodEntry(isMutating: mutating, call: call, parameterTypes: parameterTypes)
    }

    static func function(_ parameterTypes: [TypeRef] = [], returns returnType: TypeRef = .unknown, _ call: @escaping Function) -> FunctionEntry {
        FunctionEntry(call: call, parameterTypes: parameterTypes, returnType: returnType)
    }

    /// A function of exactly two arguments, callable either way (see ``FunctionEntry/pair``).
    static func function(_ parameterTypes: [TypeRef] = [], returns returnType: TypeRef = .unknown, pair: @escaping @Sendable (Value, Value) throws -> Value, doubles: (@Sendable (Double, Double) -> Double)? = nil, ofDoubles: (@Sendable (Double, Double) -> Value)? = nil) -> FunctionEntry {
        FunctionEntry(call: { arguments in try pair(arguments[0], arguments[1]) }, parameterTypes: parameterTypes, returnType: returnType, pair: pair, doubles: doubles, ofDoubles: ofDoubles)
    }
}
