import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// View code types a `let` written without a type as Swift types the declaration by
/// itself: its integer literals are `Int`s, in the arrays and tuples it holds too (so an
/// array a closure made of integer literals is an `[Int]`, `[7, 9].map { $0 / 2 }` being
/// `[3, 4]`), and an array holding a floating-point number is a `[Double]`. A `??` whose
/// right side is a call has the call's declared type, made or not. Each scene is loaded
/// with its view code compiled and by the evaluator alone, which must agree with Swift.
struct ViewCodeLiteralTypingTests {
    func texts(_ views: String, declarations: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let source = declarations + "\n#Preview {\n VStack {\n" + views + "\n }\n}\n"
        let compiled = try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
        let evaluated = try ForEachTemplateTests.evaluated { try placement(source, sourceLocation: sourceLocation) }.root.allNodes.compactMap(\.text)
        #expect(compiled == evaluated, sourceLocation: sourceLocation)
        return compiled
    }

    func widths(_ views: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [CGFloat] {
        let source = "#Preview {\n VStack {\n" + views + "\n }\n}\n"
        let compiled = try placement(source, sourceLocation: sourceLocation).root.allNodes.filter { $0.kind == "Color" }.map(\.frame.width)
        let evaluated = try ForEachTemplateTests.evaluated { try placement(source, sourceLocation: sourceLocation) }.root.allNodes.filter { $0.kind == "Color" }.map(\.frame.width)
        #expect(compiled == evaluated, sourceLocation: sourceLocation)
        return compiled
    }

    @Test func anArrayAClosureMadeOfIntegerLiteralsHoldsInts() throws {
        let views = """
            let ws = [7, 9].map { $0 / 2 }
            Color.red.frame(width: CGFloat(ws[0]), height: 1)
            ForEach(0..<1) { _ in
                let vs = [7, 9].map { v in v / 2 }
                Color.red.frame(width: CGFloat(vs[1]), height: 1)
            }
            """
        #expect(try widths(views) == [3, 4])
    }

    @Test func aTupleOfIntegerLiteralsHoldsInts() throws {
        let views = """
            let pair = (7 / 2, 5)
            Color.red.frame(width: CGFloat(pair.0), height: 1)
            """
        #expect(try widths(views) == [3])
    }

    @Test func anArrayHoldingAFloatingPointNumberHoldsDoubles() throws {
        #expect(try texts("let xs = [10, 2.5]\nText(\"\\(xs[0]) \\(xs)\")") == ["10.0 [10.0, 2.5]"])
    }

    @Test func coalescingWithACallOfAnOptionalResultIsOptional() throws {
        let declarations = """
            func half(_ n: Int) -> Int? { n % 2 == 0 ? n / 2 : nil }
            func third(_ n: Int) -> Int { n / 3 }
            let none: [Int] = []
            let some = [8]
            """
        let views = #"""
            Text("\(none.first ?? half(4)) \(none.first ?? half(3)) \(some.first ?? half(3))")
            Text("\(none.first ?? third(7)) \(some.first ?? third(7))")
            ForEach(0..<1) { _ in Text("\(some.first ?? half(4))") }
            """#
        #expect(try texts(views, declarations: declarations) == ["Optional(2) nil Optional(8)", "2 8", "Optional(8)"])
    }
}

/// Integer literals computed together are `Int`s where nothing types them otherwise, as
/// Swift's literals default to `Int`: the quotient is truncated at each division, not once
/// at the end (`7 / 2 * 2` is 6), and `CGFloat(…)` of such an expression converts that
/// `Int`; a lone literal in `CGFloat(7)` is a `CGFloat` literal.
extension ViewCodeLiteralTypingTests {
    @Test func integerLiteralsPrintedAreComputedAsInts() throws {
        let views = #"ForEach(0..<1) { _ in Text("\(7 / 2 * 2) \(7 / 2 == 3) \(max(1, 7 / 2)) \(-(7 / 2)) \(Int(7 / 2 * 2))") }"#
        #expect(try texts(views) == ["6 true 3 -3 6"])
    }

    @Test func anIntegerLiteralMeetingAnIntIsAnInt() throws {
        let views = #"let i = 2; ForEach(0..<1) { _ in Text("\(i * (7 / 2)) \(max(i, 7 / 2))") }"#
        #expect(try texts(views) == ["6 3"])
    }

    @Test func aConversionOfIntegerLiteralsComputedTogetherConvertsTheirInt() throws {
        let views = """
            Color.red.frame(width: CGFloat(7 / 2 * 2), height: 1)
            Color.red.frame(width: CGFloat(7 / 2), height: 1)
            ForEach(0..<1) { k in Color.red.frame(width: CGFloat(k + 7 / 2), height: 1) }
            """
        #expect(try widths(views) == [6, 3, 3])
    }

    @Test func integerLiteralsWhereACGFloatIsExpectedKeepTheirFraction() throws {
        let views = """
            Color.red.frame(width: 7 / 2 * 2, height: 1)
            Color.red.frame(width: CGFloat(7), height: 1)
            Color.red.frame(width: max(1, 7 / 2), height: 1)
            """
        #expect(try widths(views) == [7, 7, 3.5])
    }
}

extension ViewCodeLiteralTypingTests {
    @Test func aRangeDeclaredOfCGFloatsHoldsCGFloats() throws {
        let views = #"let r: ClosedRange<CGFloat> = 0...10; let s: Range<Double> = 1..<2; ForEach(0..<1) { _ in Text("\(r) \(s) \(r.upperBound) \(s.lowerBound)") }"#
        #expect(try texts(views) == ["0.0...10.0 1.0..<2.0 10.0 1.0"])
    }
}
