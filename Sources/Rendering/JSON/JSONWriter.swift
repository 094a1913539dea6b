/// Writes pretty-printed JSON straight into UTF-8 bytes: two-space indentation,
/// `"key": value`, empty arrays and objects as `[]` and `{}`.
///
/// JSONEncoder and JSONSerialization choose their own float formatting and key order, which
/// differ between platforms and releases, and outputs must be byte-identical everywhere; a
/// tree of values built first and printed after cost more than the writing. So the caller
/// says what comes, in order, and the writer only adds the punctuation and indentation:
/// members are written in the order their keys are given, which must be sorted by UTF-8
/// bytes (as RFC 8785 orders them).
struct JSONWriter: ~Copyable {
    /// The document so far.
    var output: TextBuffer
    /// How many arrays and objects are open.
    private var depth = 0
    /// Whether the innermost open array or object has no member yet.
    private var isEmpty = true

    /// A writer whose output has room for `capacity` bytes before it grows.
    init(capacity: Int) {
        output = TextBuffer(capacity: capacity)
    }

    /// A writer for what comes after `other`'s output so far, in the same open array or
    /// object, which already has a member: its output is to be appended to `other`'s.
    init(continuing other: borrowing JSONWriter, capacity: Int) {
        output = TextBuffer(capacity: capacity)
        depth = other.depth
        isEmpty = false
    }

    /// Appends what a writer made by ``init(continuing:capacity:)`` from this one wrote;
    /// the open container had a member before it, so it still has.
    mutating func append(_ continuation: consuming JSONWriter) {
        output.append(contentsOf: continuation.output)
    }

    /// Ends the writer and gives its document.
    consuming func takeOutput() -> TextBuffer {
        output
    }

    mutating func beginObject() {
        output.append("{")
        depth += 1
        isEmpty = true
    }

    mutating func endObject() {
        end(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        output.append("[")
        depth += 1
        isEmpty = true
    }

    mutating func endArray() {
        end(UInt8(ascii: "]"))
    }

    /// Starts the member `name` of the open object; its value is written next. Inlined, so
    /// that the key's bytes are constants copied without a call.
    @inline(__always)
    mutating func key(_ name: StaticString) {
        let comma = !isEmpty, spaces = 2 * depth
        isEmpty = false
        // The comma, the line break, the indentation and the key: one capacity check.
        output.append(maximumCount: spaces + name.utf8CodeUnitCount + 21) { start in
            var end = Self.startMember(comma: comma, indentedBy: spaces, at: start)
            end.pointee = UInt8(ascii: "\"")
            end = TextBuffer.encode(name, at: end + 1)
            return TextBuffer.encode("\": ", at: end) - start
        }
    }

    /// Starts the next element of the open array; its value is written next.
    mutating func nextElement() {
        let comma = !isEmpty, spaces = 2 * depth
        isEmpty = false
        output.append(maximumCount: spaces + 17) { start in Self.startMember(comma: comma, indentedBy: spaces, at: start) - start }
    }

    mutating func null() {
        output.append("null")
    }

    mutating func integer(_ value: Int) {
        output.append(decimal: value)
    }

    /// Writes `value` with ``CanonicalNumber``; infinity and NaN become the strings
    /// `"infinity"`, `"-infinity"` and `"nan"`, since JSON has no number for them.
    mutating func number(_ value: Double) {
        guard !CanonicalNumber.write(value, to: &output) else { return }
        output.append(value.isNaN ? "\"nan\"" : value < 0 ? "\"-infinity\"" : "\"infinity\"")
    }

    /// Writes `text` as a JSON string the way RFC 8785 does: `"` and `\` escaped, the
    /// control characters with a short escape (`\b \f \n \r \t`) use it, the others are
    /// `\u00xx` in lower-case hex, and everything else (including non-ASCII) is UTF-8 as is.
    mutating func string(_ text: String) {
        output.append("\"")
        var text = text
        text.withUTF8 { bytes in
            // Runs of bytes that need no escape are copied whole.
            var unwritten = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(UnsafeBufferPointer(rebasing: bytes[unwritten..<index]))
                writeEscape(byte)
                unwritten = index + 1
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[unwritten...]))
        }
        output.append("\"")
    }

    private mutating func writeEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): output.append("\\\"")
        case UInt8(ascii: "\\"): output.append("\\\\")
        case 0x08: output.append("\\b")
        case 0x0C: output.append("\\f")
        case UInt8(ascii: "\n"): output.append("\\n")
        case UInt8(ascii: "\r"): output.append("\\r")
        case UInt8(ascii: "\t"): output.append("\\t")
        default:
            output.append("\\u00")
            output.append(byte: Self.hexDigits[Int(byte >> 4)])
            output.append(byte: Self.hexDigits[Int(byte & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Writes at `position` a comma after the previous member, if there is one, then a new
    /// line indented by `spaces`; returns the position after them. `position` has room for
    /// `spaces + 17` bytes. (A placement starts ten lines a view.)
    @inline(__always)
    private static func startMember(comma: Bool, indentedBy spaces: Int, at position: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var end = position
        if comma {
            end.pointee = UInt8(ascii: ",")
            end += 1
        }
        return TextBuffer.encodeLineBreak(indentedBy: spaces, at: end)
    }

    private mutating func end(_ bracket: UInt8) {
        depth -= 1
        let lineBreak = !isEmpty, spaces = 2 * depth
        // The container just closed was a member of the one now innermost.
        isEmpty = false
        output.append(maximumCount: spaces + 17) { start in
            var end = start
            if lineBreak { end = TextBuffer.encodeLineBreak(indentedBy: spaces, at: end) }
            end.pointee = bracket
            return end + 1 - start
        }
    }
}
