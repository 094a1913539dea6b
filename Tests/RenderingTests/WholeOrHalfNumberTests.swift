import Foundation
import Testing
@testable import Rendering

/// ``CanonicalNumber`` writes whole numbers and halves straight; they are the bytes its
/// rounding to thousandths gives them, and every other number is rounded.
@Suite struct WholeOrHalfNumberTests {
    private static func written(_ value: Double) -> String {
        var output = TextBuffer()
        _ = CanonicalNumber.write(value, to: &output)
        return output.text
    }

    private static func rounded(_ value: Double) -> String {
        var output = TextBuffer()
        _ = CanonicalNumber.writeRounded(value, to: &output)
        return output.text
    }

    @Test(arguments: [0, -0.0, 0.5, -0.5, 1, -1, 4, 9, 12.5, -99.5, 50.5, 390, -390, 1_000_000.5, 123_456_789, -987_654_321.5, 4.9e12, -4.9e12])
    func wholeNumbersAndHalvesAreWrittenAsTheRoundingWritesThem(value: Double) {
        var output = TextBuffer()
        #expect(CanonicalNumber.writeWholeOrHalf(value, to: &output))
        #expect(output.text == Self.rounded(value))
    }

    @Test(arguments: [0.25, -0.25, 1.0 / 3, -2.0 / 3, 0.0005, -0.0005, 11.9999, 0.49999, 12.5000001, 5e12, 102_945_566_047_324.5, 9.1e15, 1e300, -1e300])
    func otherNumbersAreLeftToTheRounding(value: Double) {
        var output = TextBuffer()
        #expect(!CanonicalNumber.writeWholeOrHalf(value, to: &output))
        #expect(output.text.isEmpty)
        #expect(Self.written(value) == Self.rounded(value))
    }

    @Test func halvesOfEveryMagnitudeMatchTheRounding() {
        var value = 0.5
        while value < 1e15 {
            for candidate in [value, -value, value + 0.5, -(value + 0.5), value.nextUp, value.nextDown] {
                #expect(Self.written(candidate) == Self.rounded(candidate), "\(candidate)")
            }
            value *= 3
        }
    }

    @Test func numbersJSONCannotHoldAreStrings() {
        var writer = JSONWriter(capacity: 32)
        writer.number(.infinity)
        writer.number(-.infinity)
        writer.number(.nan)
        #expect(writer.takeOutput().text == "\"infinity\"\"-infinity\"\"nan\"")
    }
}
