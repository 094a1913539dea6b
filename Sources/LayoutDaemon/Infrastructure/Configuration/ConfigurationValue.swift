import Foundation
import TOMLKit

/// A parsed configuration value, independent of the file format it came from.
///
/// TOML and JSON are both read into this shape first, so that the schema checks,
/// and the wording of their error messages, exist once.
enum ConfigurationValue {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case array([ConfigurationValue])
    /// Keys in document order where the format keeps it (JSON does not).
    case table([(key: String, value: ConfigurationValue)])
    /// A TOML date or time: valid TOML, never a valid configuration value.
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
