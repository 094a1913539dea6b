import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// Variables, their stored fields and their elements are read and written where they live
/// (a path to a slot, walked from the running frame out through the closures' frames): every
/// read gives the value Swift's would, from the frame the name was declared in.
@Suite struct InPlaceReadTests {
    @Test func aVariableTwoClosuresOutIsReadAndWrittenInItsOwnFrame() throws {
        // The closures' own locals fill the slots a walk ending one frame short would read.
        let width = try computedWidth("""
            var total: CGFloat = 0
            let outer: CGFloat = 100
            let add = { (a: CGFloat) in
                let p0: CGFloat = -1, p1: CGFloat = -2, p2: CGFloat = -3, p3: CGFloat = -4, p4: CGFloat = -5
                let inner = { (b: CGFloat) in
                    let q0: CGFloat = -10, q1: CGFloat = -20, q2: CGFloat = -30, q3: CGFloat = -40, q4: CGFloat = -50
                    total += outer + a * 10 + b + (p0 + p1 + p2 + p3 + p4) * 0 + (q0 + q1 + q2 + q3 + q4) * 0
                }
                inner(1)
                inner(3)
            }
            add(2)
            return CGSize(width: total, height: 0)
        """)
        #expect(width == 244) // (100 + 20 + 1) + (100 + 20 + 3)
    }

    @Test func storedFieldsOneAndTwoLevelsDownAreReadWhereTheyLive() throws {
        let width = try computedWidth("""
            var o = Outer(inner: Inner(size: CGSize(width: 3, height: 4), pad: 9, gap: 0.5), sizes: [CGSize(width: 7, height: 1), CGSize(width: 11, height: 2)], pad: 8, scale: 2)
            let i = 1
            let before = o.inner.gap + o.inner.size.width * 10 + o.sizes[i].width * 100 + o.sizes[i].height * 1000 + o.scale * 10000
            o.sizes[i].width = 13
            o.inner.gap = 0.25
            o.scale = 3
            let after = o.inner.gap + o.sizes[i].width * 100 + o.scale * 10000
            return CGSize(width: before * 100000 + after, height: 0)
        """, declarations: """
            struct Inner { var size: CGSize; var pad: CGFloat; var gap: CGFloat }
            struct Outer { var inner: Inner; var sizes: [CGSize]; var pad: CGFloat; var scale: CGFloat }
        """)
        let expected: CGFloat = 23130.5 * 100000 + 31300.25
        #expect(width == expected)
    }

    @Test func comparisonsOfIntsGiveSwiftsResults() throws {
        let width = try computedWidth("""
            let two = 2, three = 3
            var flags: CGFloat = 0
            if two < three { flags += 1 }
            if two > three { flags += 2 }
            if two <= two { flags += 4 }
            if three >= two { flags += 8 }
            if two == three { flags += 16 }
            if two != three { flags += 32 }
            return CGSize(width: flags, height: 0)
        """)
        #expect(width == 45) // 1 + 4 + 8 + 32
    }

    @Test func aPointAndASizeOfCGFloatExpressionsHoldTheirValues() throws {
        let width = try computedWidth("""
            let a: CGFloat = 1.5, b: CGFloat = 2.25
            let point = CGPoint(x: a + b, y: a * b)
            let size = CGSize(width: b - a, height: b / a)
            return CGSize(width: point.x * 1000 + point.y * 100 + size.width * 10 + size.height, height: 0)
        """)
        let expected: CGFloat = 3.75 * 1000 + 3.375 * 100 + 0.75 * 10 + 1.5
        #expect(width == expected)
    }

    @Test func anIntegerLiteralArgumentOfAPointIsACGFloat() throws {
        let width = try computedWidth("""
            let a: CGFloat = 0.5
            let point = CGPoint(x: a + 1, y: 2)
            return CGSize(width: point.x * 10 + point.y, height: 0)
        """)
        #expect(width == 17)
    }

    @Test func anOverflowInAPointsArgumentTrapsAtTheIntOperator() throws {
        let text = try diagnostics(of: layoutScene("""
                let big: Int = Int.max, one = 1
                let point = CGPoint(x: CGFloat(big 1️⃣+ one), y: 0)
                return CGSize(width: point.x, height: 0)
        """))
        #expect(text.contains("error: arithmetic overflow: 9223372036854775807 + 1 does not fit in an Int"))
    }

    @Test func anImplicitMemberChosenAtRunTimeTakesTheParametersType() throws {
        // `.center` and `.topLeading` here are values of a conditional, not yet a
        // `UnitPoint`: passed to `place`, they take the parameter's type.
        let source = """
        struct Anchored: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for index in subviews.indices {
                    let centered = index == 0
                    subviews[index].place(at: CGPoint(x: 50, y: 50), anchor: centered ? .center : .topLeading, proposal: .unspecified)
                }
            }
        }
        #Preview(traits: .sizeThatFitsLayout) {
            Anchored {
                Color.red.frame(width: 10, height: 20)
                Color.blue.frame(width: 10, height: 20)
            }
        }
        """
        let (placement, diagnostics) = try interpretedPlacement(source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(placement.root.children[0].frame.origin == CGPoint(x: 45, y: 40))
        #expect(placement.root.children[1].frame.origin == CGPoint(x: 50, y: 50))
    }
}
