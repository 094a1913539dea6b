import Foundation
import Testing

/// Classes a scene declares behave as Swift's: instances are shared references, their
/// methods change them without `mutating`, and what Swift rejects is an error at the line.
/// (Each expected output is what the same code printed compiled with swiftc.)
@Suite struct ClassReferenceSemanticsTests {
    static let box = "final class Box { var n = 0 }"

    static let node = """
    class Node {
        var name: String
        var children: [Node] = []
        weak var parent: Node?
        init(name: String) { self.name = name }
        func add(_ child: Node) { children.append(child); child.parent = self }
        func depth() -> Int { var d = 0; var p = parent; while let q = p { d += 1; p = q.parent }; return d }
    }
    """

    static let counter = """
    final class Counter {
        let start: Int
        var count: Int
        init(start: Int) { self.start = start; count = start }
        func bump(by step: Int = 1) { count += step }
        var doubled: Int { count * 2 }
    }
    """

    @Test func twoReferencesSeeOneMutation() throws {
        let output = try printed("""
            let b = Box()
            b.n += 1
            let c = b
            c.n += 10
            print(b.n, c.n)
        """, declarations: Self.box)
        #expect(output == ["11 11"])
    }

    @Test func identityOperatorsCompareInstancesNotContents() throws {
        let output = try printed("""
            let b = Box()
            let c = b
            print(b === c, b !== c, Box() === b, Box() !== Box())
        """, declarations: Self.box)
        #expect(output == ["true false false true"])
    }

    @Test func aMethodChangesItsInstanceWithoutMutating() throws {
        let output = try printed("""
            let counters = [Counter(start: 1), Counter(start: 5)]
            for counter in counters { counter.bump() }
            counters[1].bump(by: 3)
            counters[0].count *= 7
            print(counters.map(\\.count), counters[1].doubled, counters[0].start)
        """, declarations: Self.counter)
        #expect(output == ["[14, 9] 18 1"])
    }

    @Test func aTreeOfNodesKeepsItsParentLinks() throws {
        let output = try printed("""
            let root = Node(name: "root")
            let kid = Node(name: "kid")
            root.add(kid)
            let grand = Node(name: "grand")
            kid.add(grand)
            print(grand.depth(), root.children.count, root.children[0].children[0].name, kid.parent === root)
            print(root.parent === nil)
        """, declarations: Self.node)
        #expect(output == ["2 1 grand true", "true"])
    }

    @Test func copyingAnArrayOfInstancesSharesTheInstances() throws {
        let output = try printed("""
            var boxes = [Box(), Box()]
            boxes[1].n = 4
            var other = boxes
            other[1].n += 1
            other.append(Box())
            print(boxes[1].n, other[1].n, boxes.count, other.count)
        """, declarations: Self.box)
        #expect(output == ["5 5 2 3"])
    }

    @Test func anInstanceHeldInAStructIsSharedByItsCopies() throws {
        let output = try printed("""
            let b = Box()
            let h = Holder(box: b)
            h.box.n = 100
            var copy = h
            copy.box.n += 1
            print(b.n, h.box.n)
        """, declarations: Self.box + "\nstruct Holder { var box: Box }")
        #expect(output == ["101 101"])
    }

    @Test func anOptionalReferenceComparesWithNilByIdentity() throws {
        let output = try printed("""
            var maybe: Node? = nil
            print(maybe === nil)
            let root = Node(name: "root")
            maybe = root
            print(maybe === root, maybe !== nil)
        """, declarations: Self.node)
        #expect(output == ["true", "true true"])
    }

    @Test func aComputedSetterOfAnInstanceHeldInALetChangesIt() throws {
        let output = try printed("""
            let b = Halves()
            b.twice = 10
            b.twice += 4
            print(b.n, b.twice)
        """, declarations: "final class Halves { var n = 0; var twice: Int { get { n * 2 } set { n = newValue / 2 } } }")
        #expect(output == ["7 14"])
    }

    @Test func staticMembersOfAClassAreShared() throws {
        let output = try printed("""
            let a = Ticket(), b = Ticket()
            print(a.id, b.id, Ticket.made)
        """, declarations: """
        final class Ticket {
            static var made = 0
            let id: Int
            init() {
                Ticket.made += 1
                id = Ticket.made
            }
        }
        """)
        #expect(output == ["1 2 2"])
    }

    @Test func aClosureCapturingAnInstanceChangesIt() throws {
        let output = try printed("""
            let b = Box()
            let bump = { b.n += 1 }
            bump()
            bump()
            print(b.n)
        """, declarations: Self.box)
        #expect(output == ["2"])
    }

    @Test func aHashableClassInASetComparesByItsOwnEquality() throws {
        let output = try printed("""
            var tags = Set<Tag>()
            tags.insert(Tag(name: "a"))
            print(tags.insert(Tag(name: "a")).inserted, tags.insert(Tag(name: "b")).inserted, tags.count, Tag(name: "a") == Tag(name: "a"))
        """, declarations: """
        final class Tag: Hashable {
            let name: String
            init(name: String) { self.name = name }
            static func == (a: Tag, b: Tag) -> Bool { a.name == b.name }
            func hash(into hasher: inout Hasher) { hasher.combine(name) }
        }
        """)
        #expect(output == ["false true 2 true"])
    }

    @Test func aPropertyOfAnInstanceInAnotherInstanceIsChangedInPlace() throws {
        let output = try printed("""
            let outer = Outer()
            outer.inner.n += 3
            outer.inner.items.append(4)
            print(outer.inner.n, outer.inner.items)
        """, declarations: "final class Inner { var n = 0; var items: [Int] = [] }\nfinal class Outer { let inner = Inner() }")
        #expect(output == ["3 [4]"])
    }

    @Test func assigningThroughAnOptionalReferenceChangesItOrNothing() throws {
        let output = try printed("""
            let root = Node(name: "root")
            let kid = Node(name: "kid")
            root.parent?.name = "never"
            root.add(kid)
            kid.parent?.name = "top"
            print(root.name, kid.name)
        """, declarations: Self.node)
        #expect(output == ["top kid"])
    }

    @Test func aClassPrintsItsTypeName() throws {
        #expect(try printed("print(Box())", declarations: Self.box) == ["Box"])
    }

    @Test func aClassCacheIsChangedThroughAnyReferenceToIt() throws {
        // `makeCache` returns `tally`, which `updateCache` changed through its own
        // reference, `cache`: 40 points of widths and one update.
        let source = """
        final class Tally {
            var widths: [CGFloat] = []
            var updates = 0
        }
        struct Tallied: Layout {
            func makeCache(subviews: Subviews) -> Tally {
                let tally = Tally()
                var cache = tally
                updateCache(&cache, subviews: subviews)
                return tally
            }
            func updateCache(_ cache: inout Tally, subviews: Subviews) {
                cache.widths = subviews.map { $0.sizeThatFits(.unspecified).width }
                cache.updates += 1
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Tally) -> CGSize {
                CGSize(width: cache.widths.reduce(0, +) + CGFloat(cache.updates) * 1000, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Tally) {}
        }
        #Preview(traits: .sizeThatFitsLayout) {
            Tallied {
                Color.red.frame(width: 10, height: 20)
                Color.blue.frame(width: 30, height: 5)
            }
        }
        """
        let (placement, diagnostics) = try interpretedPlacement(source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(placement.root.frame.width == 1040)
    }
}

/// What Swift rejects of a class is an error at the line, before anything runs.
@Suite struct ClassDiagnosticTests {
    @Test func inheritanceFromAClassIsAnErrorAtTheSuperclass() throws {
        let output = try diagnostics(of: layoutScene("""
                let s = Square()
                return CGSize(width: CGFloat(s.side), height: 0)
        """, declarations: """
        class Shape { var sides = 0 }
        final class Square: 1️⃣Shape { var side = 1 }
        """))
        #expect(output.contains("error: inheritance from a class is not supported in scenes; 'Square' cannot inherit from 'Shape'"))
    }

    @Test func aClassWithoutInitialValuesOrAnInitIsAnError() throws {
        let output = try diagnostics(of: layoutScene("""
                let b = Bare()
                return .zero
        """, declarations: "final class 1️⃣Bare { var n: Int }"))
        #expect(output.contains("error: class 'Bare' has no initializers; give 'n' an initial value or write an 'init'"))
    }

    @Test func aClassHasNoMemberwiseInitializer() throws {
        let output = try diagnostics(of: layoutScene("""
                let b = Box(1️⃣n: 3)
                return CGSize(width: CGFloat(b.n), height: 0)
        """, declarations: "final class Box { var n = 0 }"))
        #expect(output.contains("error: argument passed to call that takes no arguments"))
    }

    @Test func mutatingIsNotValidInAClass() throws {
        let output = try diagnostics(of: layoutScene("""
                Box().bump()
                return .zero
        """, declarations: "final class Box { var n = 0; 1️⃣mutating func bump() { n += 1 } }"))
        #expect(output.contains("error: 'mutating' is not valid on instance methods in classes"))
    }

    @Test func aLetPropertyOfAClassIsAssignedOnlyInItsInit() throws {
        let output = try diagnostics(of: layoutScene("""
                let b = Box()
                b.1️⃣n = 3
                return .zero
        """, declarations: "final class Box { let n = 0 }"))
        #expect(output.contains("error: cannot assign to property: 'n' is a 'let' constant"))
    }

    @Test func identityOfValuesThatAreNotInstancesIsAnError() throws {
        let output = try diagnostics(of: layoutScene("""
                let same = 1 1️⃣=== 2
                return .zero
        """))
        #expect(output.contains("error: operator '===' compares class instances, not values of type 'Int'"))
    }
}
