import Foundation

/// A JSON document built in memory and written by hand, because JSONEncoder and
/// JSONSerialization choose their own float formatting and key order, which differ between
/// platforms and releases, and outputs must be byte-identical everywhere.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// Written with ``CanonicalNumber``; infinity and NaN become the strings `"infinity"`,
    /// `"-infinity"` and `"nan"`, since JSON has no number for them.
    case number(Double)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    /// Written with keys sorted by their UTF-8 bytes, whatever order they were given in.
    case object([String: JSONValue])
    /// Text written by a closure at the current indentation, for hot paths that know their
    /// shape (see `PlacementJSON`); never equal to anything.
    case raw((inout String, Int) -> Void)

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.integer(a), .integer(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a == b
        default: false
        }
    }

    /// This value pretty-printed: two-space indentation, `"key": value`, empty arrays and
    /// objects as `[]` and `{}`, and no trailing newline.
    func formatted() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output
    }

    func write(to output: inout String, indent: Int) {
        switch self {
        case .raw(let write):
            write(&output, indent)
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .number(let value):
            if let text = CanonicalNumber.format(value) {
                output += text
            } else {
                JSONValue.writeString(value.isNaN ? "nan" : (value < 0 ? "-infinity" : "infinity"), to: &output)
            }
        case .integer(let value):
            output += String(value)
        case .string(let value):
            JSONValue.writeString(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += Indentation.spaces(indent + 1)
                element.write(to: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += Indentation.spaces(indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            output += "{\n"
            for (index, key) in keys.enumerated() {
                output += Indentation.spaces(indent + 1)
                JSONValue.writeString(key, to: &output)
                output += ": "
                members[key]!.write(to: &output, indent: indent + 1)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += Indentation.spaces(indent) + "}"
        }
    }

    /// Writes `text` as a JSON string the way RFC 8785 does: `"` and `\` escaped, the
    /// control characters with a short escape (`\b \f \n \r \t`) use it, the others are
    /// `\u00xx` in lower-case hex, and everything else (including non-ASCII) is UTF-8 as is.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

/// Two spaces per level, made once per depth: every line of the document starts with one.
enum Indentation {
    private static let cache: [String] = (0..<64).map { String(repeating: "  ", count: $0) }

    static func spaces(_ level: Int) -> String {
        level < cache.count ? cache[level] : String(repeating: "  ", count: level)
    }
}
