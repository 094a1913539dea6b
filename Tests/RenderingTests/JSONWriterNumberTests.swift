import Foundation
import Testing
@testable import Rendering

/// The placement's numbers are ``CanonicalNumber``'s bytes, whichever way ``JSONWriter``
/// writes them: whole numbers and halves straight, the rest rounded to thousandths.
@Suite struct JSONWriterNumberTests {
    private static func written(_ value: Double) -> String {
        var writer = JSONWriter(capacity: 32)
        writer.number(value)
        return writer.takeOutput().text
    }

    @Test(arguments: [0, -0.0, 0.5, -0.5, 1, -1, 4, 9, 12.5, -99.5, 50.5, 390, -390, 1_000_000.5, 123_456_789, -987_654_321.5, 4.9e12, -4.9e12])
    func wholeNumbersAndHalvesAreWrittenAsCanonicalNumberWritesThem(value: Double) {
        #expect(Self.written(value) == CanonicalNumber.format(value))
    }

    @Test(arguments: [0.25, -0.25, 1.0 / 3, -2.0 / 3, 0.0005, -0.0005, 11.9999, 0.49999, 12.5000001, 5e12, 102_945_566_047_324.5, 9.1e15, 1e300, -1e300])
    func otherNumbersAreRoundedAsCanonicalNumberRoundsThem(value: Double) {
        #expect(Self.written(value) == CanonicalNumber.format(value))
    }

    @Test func halvesOfEveryMagnitudeMatchCanonicalNumber() {
        var value = 0.5
        while value < 1e15 {
            for candidate in [value, -value, value + 0.5, -(value + 0.5), value.nextUp, value.nextDown] {
                #expect(Self.written(candidate) == CanonicalNumber.format(candidate), "\(candidate)")
            }
            value *= 3
        }
    }

    @Test func numbersJSONCannotHoldAreStrings() {
        #expect(Self.written(.infinity) == "\"infinity\"")
        #expect(Self.written(-.infinity) == "\"-infinity\"")
        #expect(Self.written(.nan) == "\"nan\"")
    }
}
