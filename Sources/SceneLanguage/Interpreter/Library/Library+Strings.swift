import Foundation
import LayoutEngine

/// String's own members. A string is also a collection of characters (each a
/// one-character string here): `count`, `first`, `map`, `filter`… are in
/// Library+Collections.swift.
extension Library {
    static let stringProperties: [String: Getter] = [:]

    static let stringMethods: [String: MethodEntry] = [
        "uppercased()": entry { receiver, _ in
            guard case .string(let string) = receiver else { return nil }
            return .string(string.uppercased())
        },
        "lowercased()": entry { receiver, _ in
            guard case .string(let string) = receiver else { return nil }
            return .string(string.lowercased())
        },
        "hasPrefix(_:)": entry([.builtin(.string)]) { receiver, arguments in
            guard case .string(let string) = receiver else { return nil }
            return .bool(string.hasPrefix(try Library.string(arguments[0])))
        },
        "hasSuffix(_:)": entry([.builtin(.string)]) { receiver, arguments in
            guard case .string(let string) = receiver else { return nil }
            return .bool(string.hasSuffix(try Library.string(arguments[0])))
        },
        // A string argument is a substring to find (`StringProtocol.contains(_:)`), which
        // for one character is the same as looking for the character.
        "contains(_:)": entry { receiver, arguments in
            guard case .string(let string) = receiver, case .string(let other) = arguments[0] else { return nil }
            return .bool(other.isEmpty || string.contains(other))
        },
    ]

    static let stringInitializers: [BuiltinType: [String: FunctionEntry]] = [
        .string: [
            "init()": function(returns: .builtin(.string)) { _ in .string("") },
            "init(_:)": function(returns: .builtin(.string)) { arguments in stringFrom(arguments[0]) },
            "init(describing:)": function(returns: .builtin(.string)) { arguments in .string(arguments[0].description) },
            "init(repeating:count:)": function([.builtin(.string), .builtin(.int)], returns: .builtin(.string)) { arguments in
                let count = try int(arguments[1])
                guard count >= 0 else { throw Trap("Negative count not allowed", at: nil) }
                return .string(String(repeating: try string(arguments[0]), count: count))
            },
        ],
    ]

    /// `String(_:)`: a number or other value as it prints; an array of characters (as
    /// `reversed()` and `filter` give them) put back together.
    static func stringFrom(_ value: Value) -> Value {
        if case .array(let values) = value, values.allSatisfy({ if case .string = $0 { true } else { false } }) {
            return .string(values.map(\.description).joined())
        }
        return .string(value.description)
    }
}
