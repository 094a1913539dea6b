import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// View code's operators are the interpreter's (`Operators`, the table layout code runs):
/// an untyped number only takes a type first, as Swift's literals do, so a view's numbers
/// compute as the same expression would in a layout.
struct ViewCodeOperatorTests {
    /// The width of a `VStack` holding `view` alone, which is `view`'s width.
    private func width(of view: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGFloat {
        try placement("#Preview { VStack { \(view) } }", sourceLocation: sourceLocation).root.frame.width
    }

    /// The first error of a scene showing `view`.
    private func error(of view: String) -> String? {
        load("#Preview { VStack { \(view) } }").diagnostics.first { $0.isError }?.message
    }

    @Test func anIntegersQuotientIsTruncatedAsAnIntsIs() throws {
        #expect(try width(of: "ForEach(7..<8) { i in Color.red.frame(width: CGFloat(i / 2), height: 1) }") == 3)
    }

    @Test func aLiteralsQuotientKeepsItsFractionWhereALengthIsExpected() throws {
        #expect(try width(of: "Color.red.frame(width: 10 / 4, height: 1)") == 2.5)
    }

    @Test func anIntMeetingACGFloatBecomesOne() throws {
        #expect(try width(of: "ForEach(3..<4) { i in Color.red.frame(width: CGFloat(i) * 1.5 + i, height: 1) }") == 7.5)
    }

    @Test func anIntegersRemainderTakesTheDividendsSign() throws {
        #expect(try width(of: "ForEach(0..<1) { i in Color.red.frame(width: CGFloat(10 + (i - 7) % 4), height: 1) }") == 7)
    }

    @Test func aCGFloatsRemainderIsReportedAsSwiftReportsIt() {
        #expect(error(of: "ForEach(0..<2) { i in Color.red.frame(width: CGFloat(i) % 2) }")
                == "'%' is unavailable for CGFloat: use truncatingRemainder(dividingBy:)")
    }

    @Test func aCGFloatsRemainderIsWhatTheErrorSuggests() throws {
        #expect(try width(of: "ForEach(1..<2) { i in Color.red.frame(width: CGFloat(i * 3).truncatingRemainder(dividingBy: 2) + 1, height: 1) }") == 2)
    }

    @Test func aNumbersLibraryMethodsAreLayoutCodes() throws {
        #expect(try width(of: "ForEach(3..<4) { i in Color.red.frame(width: i.isMultiple(of: 3) ? 4 : 6, height: (2.6).rounded()) }") == 4)
    }

    @Test func aClosedRangeWhoseLowerBoundIsAboveItsUpperIsReported() {
        #expect(error(of: "ForEach(1...0) { i in Text(\"\\(i)\") }") == "a range needs integer bounds, lower not above upper")
    }

    @Test func anEmptyHalfOpenRangeMakesNoViews() throws {
        let placed = try placement("#Preview { VStack { ForEach(1..<1) { i in Text(\"\\(i)\") }; Color.red } }")
        #expect(placed.root.first(named: "Text") == nil)
    }

    @Test func stringsCompareAndJoinAsStringsDo() throws {
        #expect(try width(of: #"Color.red.frame(width: "ab" + "c" < "abd" ? 4 : 9, height: 1)"#) == 4)
    }
}
