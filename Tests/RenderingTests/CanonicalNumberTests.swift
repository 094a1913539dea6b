import Foundation
import Testing
@testable import Rendering

@Suite struct CanonicalNumberTests {
    @Test func thirdsRoundToThreeDecimals() {
        #expect(CanonicalNumber.format(1.0 / 3) == "0.333")
        #expect(CanonicalNumber.format(2.0 / 3) == "0.667")
        #expect(CanonicalNumber.format(-1.0 / 3) == "-0.333")
    }

    @Test func wholeNumbersHaveNoFraction() {
        #expect(CanonicalNumber.format(12) == "12")
        #expect(CanonicalNumber.format(-390) == "-390")
        #expect(CanonicalNumber.format(11.9999) == "12")
    }

    @Test func fractionsLoseTrailingZeros() {
        #expect(CanonicalNumber.format(12.5) == "12.5")
        #expect(CanonicalNumber.format(0.1 + 0.2) == "0.3")
        #expect(CanonicalNumber.format(0.05) == "0.05")
        #expect(CanonicalNumber.format(20.4) == "20.4")
    }

    @Test func negativeZeroIsWrittenAsZero() {
        #expect(CanonicalNumber.format(-0.0) == "0")
        #expect(CanonicalNumber.format(-0.0004) == "0")
    }

    @Test func halvesRoundAwayFromZero() {
        #expect(CanonicalNumber.format(1.0625) == "1.063")
        #expect(CanonicalNumber.format(-1.0625) == "-1.063")
    }

    @Test func halfAThousandthRoundsAwayFromZero() {
        #expect(CanonicalNumber.format(0.0005) == "0.001")
        #expect(CanonicalNumber.format(-0.0005) == "-0.001")
    }

    @Test func fractionsKeepTheirLeadingZeros() {
        #expect(CanonicalNumber.format(0.001) == "0.001")
        #expect(CanonicalNumber.format(-0.002) == "-0.002")
        #expect(CanonicalNumber.format(10.01) == "10.01")
    }

    @Test func hugeNumbersAreWrittenAsIntegers() {
        #expect(CanonicalNumber.format(1e17) == "100000000000000000")
        #expect(CanonicalNumber.format(-1e17) == "-100000000000000000")
    }

    @Test func displayWritesNonFiniteNumbersForPeople() {
        #expect(CanonicalNumber.display(.infinity) == "∞")
        #expect(CanonicalNumber.display(-.infinity) == "-∞")
        #expect(CanonicalNumber.display(.nan) == "nan")
    }

    @Test func nonFiniteNumbersHaveNoCanonicalForm() {
        #expect(CanonicalNumber.format(.infinity) == nil)
        #expect(CanonicalNumber.format(-.infinity) == nil)
        #expect(CanonicalNumber.format(.nan) == nil)
    }
}
