import Foundation

/// A JSON value that remembers where it starts and keeps its object keys in order, so a
/// scene.json mistake can name its line, its column and its JSON path.
struct JSONValue {
    enum Kind {
        case object([(key: String, value: JSONValue, keyOffset: Int)])
        case array([JSONValue])
        case string(String)
        case number(Double, isInteger: Bool)
        case bool(Bool)
        case null
    }

    var kind: Kind
    /// The UTF-8 offset of the value's first byte.
    var offset: Int

    /// How messages name the kind of this value.
    var kindDescription: String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A JSON syntax error: what was expected and where.
struct JSONSyntaxError: Error {
    var message: String
    var offset: Int
}

/// A strict RFC 8259 parser over UTF-8 bytes.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parse() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        // A byte-order mark is not JSON, but editors write one.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, index == 0 { index = 3 }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw JSONSyntaxError(message: "unexpected text after the JSON value", offset: index) }
        return value
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw JSONSyntaxError(message: "expected a value, got the end of the file", offset: index) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw JSONSyntaxError(message: "expected a value", offset: start)
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw JSONSyntaxError(message: "expected '\(word)'", offset: index) }
            index += 1
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= 512 else { throw JSONSyntaxError(message: "nesting is too deep", offset: index) }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue, keyOffset: Int)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return JSONValue(kind: .object(members), offset: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw JSONSyntaxError(message: "expected a key in quotes", offset: index) }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw JSONSyntaxError(message: "expected ':' after the key", offset: index) }
            index += 1
            let value = try parseValue()
            members.append((key, value, keyOffset))
            skipWhitespace()
            guard index < bytes.count else { throw JSONSyntaxError(message: "expected ',' or '}'", offset: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw JSONSyntaxError(message: "expected ',' or '}'", offset: index)
        }
        return JSONValue(kind: .object(members), offset: start)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return JSONValue(kind: .array(elements), offset: start)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw JSONSyntaxError(message: "expected ',' or ']'", offset: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw JSONSyntaxError(message: "expected ',' or ']'", offset: index)
        }
        return JSONValue(kind: .array(elements), offset: start)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var result: [UInt8] = []
        while true {
            guard index < bytes.count else { throw JSONSyntaxError(message: "unterminated string", offset: start) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw JSONSyntaxError(message: "unterminated string", offset: start) }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): result.append(0x22)
                case UInt8(ascii: "\\"): result.append(0x5C)
                case UInt8(ascii: "/"): result.append(0x2F)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try parseHex4()
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low &- 0xDC00)
                    }
                    result.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                default:
                    throw JSONSyntaxError(message: "invalid escape in string", offset: index - 2)
                }
            case 0..<0x20:
                throw JSONSyntaxError(message: "control character in string", offset: index)
            default:
                result.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw JSONSyntaxError(message: "invalid \\u escape", offset: index)
        }
        index += 4
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) { parser.index += 1 }
            return parser.index - from
        }
        guard digits(&self) > 0 else { throw JSONSyntaxError(message: "expected digits", offset: index) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard digits(&self) > 0 else { throw JSONSyntaxError(message: "expected digits after '.'", offset: index) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw JSONSyntaxError(message: "expected digits in the exponent", offset: index) }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw JSONSyntaxError(message: "invalid number", offset: start)
        }
        return JSONValue(kind: .number(value, isInteger: isInteger), offset: start)
    }
}
