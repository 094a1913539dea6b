import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// A scene's types declare operators as Swift allows: `static func +=` alone, `==` used
/// by `!=`, `contains(_:)` and `firstIndex(of:)` (Equatable), `<` used by `>`, `<=`, `>=`,
/// `sorted()`, `min()` and `max()` (Comparable).
struct DeclaredOperatorTests {
    /// `==` compares `x` only, so that its answers differ from comparing every field.
    let point = """
        struct P: Equatable { var x: Int; var y: Int
            static func == (a: P, b: P) -> Bool { a.x == b.x }
        }
        """

    /// `<` orders by `v` descending, so that its answers differ from any built-in order.
    let rank = """
        struct R: Comparable { var v: Int
            static func < (a: R, b: R) -> Bool { a.v > b.v }
        }
        """

    @Test func compoundAssignmentDeclaredAloneIsCalled() throws {
        let declarations = """
            struct Money { var cents: Int
                static func += (lhs: inout Money, rhs: Money) { lhs.cents += rhs.cents * 10 }
            }
            """
        #expect(try printed("var m = Money(cents: 1)\nm += Money(cents: 2)\nprint(m.cents)", declarations: declarations) == ["21"])
    }

    @Test func notEqualIsDerivedFromDeclaredEquality() throws {
        #expect(try printed("print(P(x: 1, y: 5) == P(x: 1, y: 6))\nprint(P(x: 1, y: 5) != P(x: 1, y: 6))", declarations: point) == ["true", "false"])
    }

    @Test func containsAndFirstIndexUseDeclaredEquality() throws {
        let body = """
            let ps = [P(x: 1, y: 1), P(x: 2, y: 2)]
            print(ps.contains(P(x: 2, y: 9)))
            print(ps.firstIndex(of: P(x: 2, y: 9))!)
            print(ps.lastIndex(of: P(x: 3, y: 2)) == nil)
            """
        #expect(try printed(body, declarations: point) == ["true", "1", "true"])
    }

    @Test func sortedMinAndMaxUseDeclaredLessThan() throws {
        let body = """
            let rs = [R(v: 1), R(v: 3), R(v: 2)]
            print(rs.sorted().map { $0.v })
            print(rs.min()!.v, rs.max()!.v)
            """
        #expect(try printed(body, declarations: rank) == ["[3, 2, 1]", "3 1"])
    }

    @Test func viewCodeUsesDeclaredEqualityAndLessThan() throws {
        let source = point + "\n" + rank + #"""

            let ps = [P(x: 1, y: 1), P(x: 2, y: 2)]
            let rs = [R(v: 1), R(v: 3), R(v: 2)]
            #Preview {
                VStack {
                    Text("\(P(x: 1, y: 5) == P(x: 1, y: 6)) \(P(x: 1, y: 5) != P(x: 1, y: 6)) \(ps.contains(P(x: 2, y: 9))) \(ps.firstIndex(of: P(x: 2, y: 9))!)")
                    Text("\(rs.sorted().map { $0.v }) \(rs.min()!.v) \(rs.max()!.v) \(R(v: 1) < R(v: 2)) \(R(v: 1) > R(v: 2)) \(R(v: 1) <= R(v: 1))")
                }
            }
            """#
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["true false true 1", "[3, 2, 1] 3 1 false true true"])
    }

    @Test func otherComparisonsAreDerivedFromDeclaredLessThan() throws {
        let body = "print(R(v: 1) < R(v: 2), R(v: 1) > R(v: 2), R(v: 1) <= R(v: 1), R(v: 2) >= R(v: 1))"
        #expect(try printed(body, declarations: rank) == ["false true true false"])
    }
}
