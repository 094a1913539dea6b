import Foundation
import LayoutEngine

/// Implicit members (`.center`, `.unspecified`, `.horizontal`): a static member named
/// without its type, which Swift takes from the context. The compiler resolves one once
/// it knows the type it is written for; `==` and `switch` resolve one against the value
/// it meets.
enum ImplicitMembers {
    /// `.name` in `type` (looking through optionals): a static member of a library type,
    /// or a case without associated values of a scene's enum. A scene's struct's static
    /// properties are the compiler's to evaluate: nil for those.
    static func resolve(_ name: String, in type: TypeRef) -> Value? {
        switch type.unwrapped {
        case .builtin(let builtin):
            return Library.staticMember(of: builtin, named: name)
        case .enumType(let enumType):
            guard let index = enumType.caseIndex[name], enumType.cases[index].payloadTypes.isEmpty else { return nil }
            return .enumCase(EnumCase(type: enumType, index: index, payload: []))
        default:
            return nil
        }
    }

    /// Whether some library type has a static member `name` (or `name` is a rounding
    /// rule), so that `.name` written where no type is known may still mean something.
    static func isKnown(_ name: String) -> Bool {
        knownNames.contains(name)
    }

    private static let knownNames: Set<String> = {
        let roundingRules = ["up", "down", "toNearestOrAwayFromZero", "toNearestOrEven", "towardZero", "awayFromZero"]
        return Set(Library.staticMemberNames + roundingRules)
    }()

    /// `.name` in the type of `value`.
    static func resolve(_ name: String, like value: Value) -> Value? {
        guard let type = type(of: value) else { return nil }
        return resolve(name, in: type)
    }

    /// The type implicit members of `value`'s type are looked up in; nil for values whose
    /// types have none (or are not known from the value alone, as `nil`'s is not).
    static func type(of value: Value) -> TypeRef? {
        switch value {
        case .int: return .builtin(.int)
        case .double: return .builtin(.double)
        case .string: return .builtin(.string)
        case .point: return .builtin(.point)
        case .size: return .builtin(.size)
        case .rect: return .builtin(.rect)
        case .proposal: return .builtin(.proposal)
        case .angle: return .builtin(.angle)
        case .unitPoint: return .builtin(.unitPoint)
        case .transform: return .builtin(.transform)
        case .axis: return .builtin(.axis)
        case .horizontalAlignment: return .builtin(.horizontalAlignment)
        case .verticalAlignment: return .builtin(.verticalAlignment)
        case .alignment: return .builtin(.alignment)
        case .edge: return .builtin(.edge)
        case .edgeSet: return .builtin(.edgeSet)
        case .edgeInsets: return .builtin(.edgeInsets)
        case .viewSpacing: return .builtin(.viewSpacing)
        case .sleItem: return .builtin(.sleItem)
        case .sleDirection: return .builtin(.sleDirection)
        case .sleAlignment: return .builtin(.sleAlignment)
        case .enumCase(let value): return .enumType(value.type)
        case .record(let record): return .structType(record.type)
        case .object(let instance): return .structType(instance.type)
        default: return nil
        }
    }
}
