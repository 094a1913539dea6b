import Foundation
import Testing

/// Expressions the compiler knows to be `CGFloat`, `Int` or `Bool` are computed unboxed
/// (typed code): they give Swift's values, and where Swift traps they trap with the same
/// message at the same expression as the boxed code does.
@Suite struct TypedCodeTests {
    // MARK: - Values

    @Test func arithmeticOfCGFloatVariablesGivesSwiftsValue() throws {
        let width = try computedWidth("""
            let a: CGFloat = 7.5, b: CGFloat = 2
            let sum = a + b, difference = a - b, product = a * b, quotient = a / b
            return CGSize(width: sum * 1000 + difference * 100 + product + quotient / 100, height: 0)
        """)
        let expected: CGFloat = 9.5 * 1000 + 5.5 * 100 + 15 + 3.75 / 100
        #expect(width == expected)
    }

    @Test func compoundAssignmentOfACGFloatVariableGivesSwiftsValue() throws {
        let width = try computedWidth("""
            var x: CGFloat = 1.5
            let gap: CGFloat = 0.25
            x += 2 * 3.25 - gap
            x -= 0.5
            x *= 4
            x /= 8
            return CGSize(width: x, height: 0)
        """)
        #expect(width == 3.625) // (((1.5 + (2 * 3.25 - 0.25)) - 0.5) * 4) / 8
    }

    @Test func assigningACGFloatExpressionStoresItsValue() throws {
        let width = try computedWidth("""
            var x: CGFloat = 1
            let y: CGFloat = 2.5
            x = y * y - 1
            return CGSize(width: x, height: 0)
        """)
        #expect(width == 5.25)
    }

    @Test func negatingACGFloatVariableGivesItsNegation() throws {
        let width = try computedWidth("""
            let x: CGFloat = 4.5
            let y = -x
            return CGSize(width: 10 + y, height: 0)
        """)
        #expect(width == 5.5)
    }

    @Test func maxAndMinOfCGFloatsKeepSwiftsChoiceWithNaN() throws {
        // Swift's `max(x, y)` is `y >= x ? y : x` and `min(x, y)` is `y < x ? y : x`: with NaN
        // the first argument wins for `max(1, nan)`, NaN for `min(nan, 1)`.
        let width = try computedWidth("""
            let zero: CGFloat = 0, one: CGFloat = 1
            let nan = zero / zero
            let a = max(one, nan), b = min(nan, one), c = max(one, 3.5), d = min(one, 3.5)
            return CGSize(width: (a == 1 ? 1000 : 0) + (b.isNaN ? 100 : 0) + c + d, height: 0)
        """)
        #expect(width == 1104.5)
    }

    @Test func comparisonsOfCGFloatsWithNaNAreFalseExceptNotEqual() throws {
        let width = try computedWidth("""
            let zero: CGFloat = 0, one: CGFloat = 1
            let nan = zero / zero
            var flags: CGFloat = 0
            if nan < one { flags += 1 }
            if nan > one { flags += 2 }
            if nan <= one { flags += 4 }
            if nan >= one { flags += 8 }
            if nan == nan { flags += 16 }
            if nan != nan { flags += 32 }
            if one <= one { flags += 64 }
            if one >= zero { flags += 128 }
            return CGSize(width: flags, height: 0)
        """)
        #expect(width == 224) // 32 + 64 + 128
    }

    @Test func integerArithmeticOfIntVariablesGivesSwiftsValue() throws {
        let width = try computedWidth("""
            let a = 17, b = 5
            let value = (a + b) * 1000 + (a - b) * 100 + (a / b) * 10 + a % b + -b
            return CGSize(width: CGFloat(value), height: 0)
        """)
        #expect(width == 23227) // 22 * 1000 + 12 * 100 + 3 * 10 + 2 - 5
    }

    @Test func aLoopOverAnIntegerRangeBindsIntegers() throws {
        let width = try computedWidth("""
            var total = 0
            for index in 0..<5 { total += index * index + index % 2 }
            return CGSize(width: CGFloat(total), height: 0)
        """)
        #expect(width == 32) // 0 + 2 + 4 + 10 + 16
    }

    @Test func andAndOrOfBoolsShortCircuit() throws {
        // The right operands would trap if they ran.
        let width = try computedWidth("""
            let no = false, yes = true
            let zero = 0
            var flags: CGFloat = 0
            if no && 1 / zero == 0 { flags += 1 }
            if yes || 1 / zero == 0 { flags += 2 }
            if !no && yes { flags += 4 }
            return CGSize(width: flags, height: 0)
        """)
        #expect(width == 6)
    }

    @Test func anUnspecifiedProposalsWidthFallsBackToTheDefault() throws {
        let width = try computedWidth("""
            let gap: CGFloat = 3
            return CGSize(width: (proposal.width ?? 40) + gap, height: 0)
        """)
        #expect(width == 43)
    }

    // MARK: - Traps

    @Test func integerAdditionOverflowTrapsAtTheOperatorWithItsOperands() throws {
        let text = try diagnostics(of: layoutScene("""
                let big: Int = Int.max, one = 1
                let sum = big 1️⃣+ one
                return CGSize(width: CGFloat(sum), height: 0)
        """))
        #expect(text.contains("error: arithmetic overflow: 9223372036854775807 + 1 does not fit in an Int"))
    }

    @Test func integerMultiplicationOverflowTrapsAtTheOperatorWithItsOperands() throws {
        let text = try diagnostics(of: layoutScene("""
                let big: Int = Int.max, two = 2
                let product = big 1️⃣* two
                return CGSize(width: CGFloat(product), height: 0)
        """))
        #expect(text.contains("error: arithmetic overflow: 9223372036854775807 * 2 does not fit in an Int"))
    }

    @Test func integerDivisionByZeroTrapsAtTheOperator() throws {
        let text = try diagnostics(of: layoutScene("""
                let seven = 7, zero = 0
                let quotient = seven 1️⃣/ zero
                return CGSize(width: CGFloat(quotient), height: 0)
        """))
        #expect(text.contains("error: division by zero"))
    }

    @Test func integerRemainderByZeroTrapsAtTheOperator() throws {
        let text = try diagnostics(of: layoutScene("""
                let seven = 7, zero = 0
                let rest = seven 1️⃣% zero
                return CGSize(width: CGFloat(rest), height: 0)
        """))
        #expect(text.contains("error: division by zero in remainder operation"))
    }

    @Test func negatingTheSmallestIntTrapsAtTheMinus() throws {
        let text = try diagnostics(of: layoutScene("""
                let smallest: Int = Int.min
                let negated = 1️⃣-smallest
                return CGSize(width: CGFloat(negated), height: 0)
        """))
        #expect(text.contains("error: arithmetic overflow: -(-9223372036854775808) does not fit in an Int"))
    }

    @Test func overflowInsideACGFloatConditionTrapsAtTheIntOperator() throws {
        let text = try diagnostics(of: layoutScene("""
                let big: Int = Int.max, one = 1
                var x: CGFloat = 0
                for index in 0..<3 {
                    if big - index 1️⃣+ one > 0 { x += 1 }
                }
                return CGSize(width: x, height: 0)
        """))
        #expect(text.contains("error: arithmetic overflow: 9223372036854775807 + 1 does not fit in an Int"))
    }

    @Test func remainderAssignmentOfACGFloatIsReportedUnavailable() throws {
        let text = try diagnostics(of: layoutScene("""
                var x: CGFloat = 7
                let y: CGFloat = 2
                x 1️⃣%= y
                return CGSize(width: x, height: 0)
        """))
        #expect(text.contains("'%' is unavailable for CGFloat: use truncatingRemainder(dividingBy:)"))
    }
}
