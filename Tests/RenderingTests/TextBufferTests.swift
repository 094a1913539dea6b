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

    @Test func scalarsAreWrittenAsUTF8() {
        var output = TextBuffer()
        for scalar in "aé─😀".unicodeScalars { output.append(scalar: scalar) }
        #expect(output.text == "aé─😀")
    }
}
