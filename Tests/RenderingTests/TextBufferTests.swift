import Testing
@testable import Rendering

@Suite struct TextBufferTests {
    @Test func textGrowsPastItsFirstCapacity() {
        var output = TextBuffer(capacity: 1)
        for _ in 0..<1_000 { output.append("ab") }
        #expect(output.text == String(repeating: "ab", count: 1_000))
    }

    @Test func decimalIntegersAreWrittenInFullWithTheirSign() {
        var output = TextBuffer()
        for value in [0, 7, -42, Int.max, Int.min] {
            output.append(decimal: value)
            output.append(" ")
        }
        #expect(output.text == "0 7 -42 9223372036854775807 -9223372036854775808 ")
    }

    @Test func decimalsOfEveryLengthMatchTheirDescription() {
        var values: [UInt64] = [UInt64.max, 10_000_000_000_000_000_000]
        var power: UInt64 = 1
        for _ in 0..<19 {
            values += [power - 1, power, power + 1, power * 7 + 3]
            power *= 10
        }
        for value in values {
            var output = TextBuffer()
            output.append(decimal: value)
            #expect(output.text == String(value))
        }
    }

    @Test func bytesOfEveryShortLengthAreCopiedWhole() {
        let source = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        for length in 0...source.count {
            var output = TextBuffer(capacity: 1)
            output.append("<")
            source.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[..<length])) }
            output.append(">")
            #expect(output.text == "<" + String(decoding: source[..<length], as: UTF8.self) + ">")
        }
    }

    @Test func lineBreaksCarryExactlyTheirIndentation() {
        for spaces in 0...40 {
            var output = TextBuffer(capacity: 1)
            output.append("a")
            output.appendLineBreak(indentedBy: spaces)
            output.append("b")
            #expect(output.text == "a\n" + String(repeating: " ", count: spaces) + "b")
        }
    }

    @Test func scalarsAreWrittenAsUTF8() {
        var output = TextBuffer()
        for scalar in "aé─😀".unicodeScalars { output.append(scalar: scalar) }
        #expect(output.text == "aé─😀")
    }
}
