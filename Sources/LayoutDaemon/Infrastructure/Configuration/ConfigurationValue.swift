import Foundation
import TOMLKit
import Yams

/// A parsed configuration value, independent of the file format it came from.
///
/// TOML, JSON and YAML are all read into this shape first, so that the schema checks,
/// and the wording of their error messages, exist once.
enum ConfigurationValue: Sendable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case array([ConfigurationValue])
    /// Keys in document order where the format keeps it (JSON does not).
    case table([(key: String, value: ConfigurationValue)])
    /// A TOML date or time, a YAML null or timestamp: valid in its format, never a valid
    /// configuration value.
    case other(typeName: String)

    /// The number, if this is one: TOML and JSON both let `400` stand for `400.0`.
    var numberValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// How the value reads in a "got …" message: strings quoted, containers named.
    var rendered: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .bool(let value): String(value)
        case .array: "an array"
        case .table: "a table"
        case .other(let typeName): "a \(typeName)"
        }
    }
}

extension ConfigurationValue {
    /// Converts a TOMLKit value, which wraps toml++'s node types.
    init(toml value: any TOMLValueConvertible) {
        switch value.type {
        case .string: self = .string(value.string ?? "")
        case .int: self = .integer(value.int ?? 0)
        case .double: self = .number(value.double ?? 0)
        case .bool: self = .bool(value.bool ?? false)
        case .array: self = .array((value.array.map(Array.init) ?? []).map { ConfigurationValue(toml: $0) })
        case .table: self = .table(value.table.map(Self.entries(of:)) ?? [])
        case .date: self = .other(typeName: "date")
        case .time: self = .other(typeName: "time")
        case .dateTime: self = .other(typeName: "date-time")
        }
    }

    static func entries(of table: TOMLTable) -> [(key: String, value: ConfigurationValue)] {
        table.map { (key: $0.0, value: ConfigurationValue(toml: $0.1)) }
    }

    /// Converts what `JSONSerialization` returns.
    ///
    /// Booleans arrive as `NSNumber` too, and `1 as? Bool` succeeds, so they are told
    /// apart by their Objective-C type code (`c`), which only `true`/`false` produce.
    init(json value: Any) {
        switch value {
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            let code = String(cString: number.objCType)
            if code == "c" {
                self = .bool(number.boolValue)
            } else if code == "d" || code == "f" {
                self = .number(number.doubleValue)
            } else {
                self = .integer(number.intValue)
            }
        case let array as [Any]:
            self = .array(array.map { ConfigurationValue(json: $0) })
        case let object as [String: Any]:
            self = .table(object.sorted { $0.key < $1.key }.map { (key: $0.key, value: ConfigurationValue(json: $0.value)) })
        case is NSNull:
            self = .other(typeName: "null")
        default:
            self = .other(typeName: "\(type(of: value))")
        }
    }
}

extension ConfigurationValue {
    /// Converts a YAML node as Yams composed it, each scalar typed by the tag its plain
    /// text resolves to (`400` an integer, `2.5` a number, `true` a boolean, `~` null;
    /// quoted text is always a string). Keys are kept in document order.
    init(yaml node: Node) {
        switch node {
        case .scalar:
            // `any` builds the value the scalar's resolved tag names.
            switch node.any {
            case let value as Bool: self = .bool(value)
            case let value as Int: self = .integer(value)
            case let value as Double: self = .number(value)
            case let value as String: self = .string(value)
            case is NSNull: self = .other(typeName: "null")
            case is Date: self = .other(typeName: "timestamp")
            case let value: self = .other(typeName: "\(type(of: value))")
            }
        case .mapping(let mapping):
            self = .table(mapping.map { (key: $0.key.string ?? "\($0.key.any)", value: ConfigurationValue(yaml: $0.value)) })
        case .sequence(let sequence):
            self = .array(sequence.map { ConfigurationValue(yaml: $0) })
        case .alias:
            // Yams composes an alias into the node it names; one left over names nothing.
            self = .other(typeName: "alias")
        }
    }
}
