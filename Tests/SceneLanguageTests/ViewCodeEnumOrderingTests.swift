import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// View code orders and numbers a scene's enums as Swift does: an operator passed as a
/// function (`sorted(by: >)`, `reduce(0, +)`), `>` derived from an enum's own `<`, an enum
/// declared `Comparable` ordered by its cases, raw values counted on from an explicit one,
/// and an array literal's implied cases taking the enum another element names.
struct ViewCodeEnumOrderingTests {
    static let declarations = """
        enum Priority: Int, CaseIterable, Comparable {
            case low = 1, medium, high
            static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
        }
        enum Size: Comparable { case s, m, l }

        """

    private func texts(_ views: String) throws -> [String] {
        try ViewCodeLiteralTypingTests().texts(views, declarations: Self.declarations)
    }

    @Test func anOperatorPassedAsAFunctionSortsAndReduces() throws {
        #expect(try texts(#"ForEach(0..<1) { _ in Text("\([3, 1, 2].sorted(by: >)) \([1, 2, 3].reduce(0, +))") }"#) == ["[3, 2, 1] 6"])
    }

    @Test func anEnumsOwnLessThanGivesGreaterThan() throws {
        #expect(try texts(#"ForEach(0..<1) { _ in Text("\(Priority.allCases.sorted(by: >).map { $0.rawValue }) \(Priority.high > .low)") }"#) == ["[3, 2, 1] true"])
    }

    @Test func anEnumDeclaredComparableIsOrderedByItsCases() throws {
        #expect(try texts(#"ForEach(0..<1) { _ in Text("\(Size.s < Size.m) \(Size.l <= .m) \([Size.l, .s, .m].sorted() == [.s, .m, .l])") }"#) == ["true false true"])
    }

    @Test func aCaseWithoutARawValueIsOnePastTheCaseBeforeIt() throws {
        #expect(try texts(#"ForEach(0..<1) { _ in Text("\(Priority.allCases.map { $0.rawValue }) \(Priority.medium.rawValue)") }"#) == ["[1, 2, 3] 2"])
    }
}
