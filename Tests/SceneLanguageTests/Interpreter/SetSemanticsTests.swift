import Foundation
import Testing

/// `Set` in layout code gives Swift's results (each expected output is what the same code
/// printed compiled with swiftc, sorted where Swift's order is unspecified), and iterates
/// and prints its members in the order they were first inserted.
@Suite struct SetSemanticsTests {
    @Test func insertSaysWhetherItInsertedAndWhichMemberIsThere() throws {
        let output = try printed("""
            var s = Set<Int>()
            print(s.insert(3), s.insert(3), s.count, s.isEmpty)
        """)
        #expect(output == ["(inserted: true, memberAfterInsert: 3) (inserted: false, memberAfterInsert: 3) 1 false"])
    }

    @Test func removeGivesTheRemovedMemberOrNil() throws {
        let output = try printed("""
            var s: Set<Int> = [1, 2, 3]
            print(s.remove(2), s.remove(42), s.sorted(), s.contains(2), s.contains(3))
        """)
        #expect(output == ["Optional(2) nil [1, 3] false true"])
    }

    @Test func setAlgebraGivesSwiftsMembers() throws {
        let output = try printed("""
            let s: Set<Int> = [1, 3]
            let t: Set<Int> = [1, 5, 7]
            print(s.union(t).sorted(), s.intersection(t).sorted(), s.subtracting(t).sorted(), t.subtracting(s).sorted())
            print(Set([1, 2]) == Set([2, 1]), t.isSubset(of: [1, 5, 7, 9]))
        """)
        #expect(output == ["[1, 3, 5, 7] [1] [3] [5, 7]", "true true"])
    }

    @Test func formUnionAddsTheMembersInPlace() throws {
        let output = try printed("""
            var s: Set<Int> = [1, 3]
            s.formUnion([8, 9, 1])
            print(s.sorted(), s.count)
        """)
        #expect(output == ["[1, 3, 8, 9] 4"])
    }

    @Test func anArrayMadeIntoASetDropsDuplicates() throws {
        let output = try printed("""
            let names = Set(["a", "b", "a"])
            print(names.count, names.sorted())
        """)
        #expect(output == [#"2 ["a", "b"]"#])
    }

    @Test func iterationAndCollectionMethodsSeeEachMemberOnce() throws {
        let output = try printed("""
            let t: Set<Int> = [1, 5, 7, 5]
            var total = 0
            for n in t { total += n }
            print(total, t.map { $0 * 2 }.sorted(), t.filter { $0 > 1 }.sorted(), t.min()!, t.max()!)
        """)
        #expect(output == ["13 [2, 10, 14] [5, 7] 1 7"])
    }

    @Test func iterationAndPrintingFollowInsertionOrder() throws {
        let output = try printed("""
            var s = Set<Int>()
            for n in [30, 10, 20, 10] { s.insert(n) }
            var order: [Int] = []
            for n in s { order.append(n) }
            print(order, s)
        """)
        #expect(output == ["[30, 10, 20] [30, 10, 20]"])
    }

    @Test func aSetHoldsTheScenesHashableStructsAndEnums() throws {
        let output = try printed("""
            var kinds: Set<Kind> = [.a, .b(1)]
            print(kinds.contains(.b(1)), kinds.contains(.b(2)), kinds.insert(.a).inserted)
            var ps = Set<P>()
            ps.insert(P(x: 1, y: 2)); ps.insert(P(x: 1, y: 2)); ps.insert(P(x: 0, y: 0))
            print(ps.count, ps.contains(P(x: 0, y: 0)))
        """, declarations: "enum Kind: Hashable { case a, b(Int) }\nstruct P: Hashable { var x: Int; var y: Int }")
        #expect(output == ["true false false", "2 true"])
    }

    @Test func aSetFieldOfAStructIsChangedInPlace() throws {
        let output = try printed("""
            var seen = Seen()
            seen.rows.insert(2)
            seen.rows.insert(2)
            seen.rows.insert(4)
            print(seen.rows.count, seen.rows.contains(4))
        """, declarations: "struct Seen { var rows: Set<Int> = [] }")
        #expect(output == ["2 true"])
    }
}
