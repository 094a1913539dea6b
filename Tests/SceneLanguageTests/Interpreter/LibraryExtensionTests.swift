import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// Layout code takes what a scene's extensions add to library types as Swift does:
/// initializers (`extension CGPoint { init(angle:radius:) }`), members of `Array`, and
/// members of the standard protocols the library's types conform to (`extension
/// Comparable { func clamped(to:) }`), on every value of those types.
@Suite struct LibraryExtensionTests {
    @Test func anInitializerOfAnExtensionOfALibraryTypeMakesItsValue() throws {
        let lines = try printed("""
            let p = CGPoint(angle: .degrees(90), radius: 10)
            print(p.x.rounded(), p.y)
        """, declarations: """
            extension CGPoint {
                init(angle: Angle, radius: CGFloat) {
                    self.init(x: cos(angle.radians) * radius, y: sin(angle.radians) * radius)
                }
            }
            """)
        #expect(lines == ["0.0 10.0"])
    }

    @Test func anExtensionInitializerMayAssignSelf() throws {
        let lines = try printed("""
            print(CGSize(side: 4))
        """, declarations: """
            extension CGSize {
                init(side: CGFloat) { self = CGSize(width: side, height: side) }
            }
            """)
        #expect(lines == ["(4.0, 4.0)"])
    }

    @Test func anExtensionInitializerThatNeverMakesSelfIsAnErrorAtRunTime() throws {
        let scene = layoutScene("let s = CGSize(side: 4)\nreturn s", declarations: """
            extension CGSize {
                init(side: CGFloat) { let unused = side }
            }
            """)
        let (_, rendered) = try interpretedPlacement(scene)
        #expect(rendered.contains("'self.init' isn't called on all paths before returning from initializer of 'CGSize'"))
    }

    @Test func aStructInitializerDelegatesToAnotherWithSelfInit() throws {
        let lines = try printed("""
            print(Span(both: 3).start, Span(both: 3).end)
        """, declarations: """
            struct Span {
                var start: Int
                var end: Int
                init(both: Int) { self.init(start: both, end: both + 1) }
                init(start: Int, end: Int) { self.start = start; self.end = end }
            }
            """)
        #expect(lines == ["3 4"])
    }

    @Test func aMethodOfAnExtensionOfComparableRunsOnNumbers() throws {
        let lines = try printed("""
            print(15.clamped(to: 0...10), CGFloat(-2).clamped(to: 0...1), CGFloat(0.5).clamped(to: 0...1))
        """, declarations: """
            extension Comparable {
                func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
            }
            """)
        #expect(lines == ["10 0.0 0.5"])
    }

    @Test func aComputedPropertyOfAnExtensionOfArrayRunsOnArrays() throws {
        let width = try computedWidth("""
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.totalWidth, height: 0)
        """, declarations: """
            extension Array where Element == CGSize {
                var totalWidth: CGFloat { reduce(0) { $0 + $1.width } }
            }
            """)
        #expect(width > 40)
    }

    @Test func aMethodOfAnExtensionOfCollectionRunsOnArraysAndSubviews() throws {
        let lines = try printed("""
            print([1, 2, 3].second ?? -1, subviews.second != nil, [Int]().second ?? -1)
        """, declarations: """
            extension Collection {
                var second: Element? { dropFirst().first }
            }
            """)
        #expect(lines == ["2 true -1"])
    }

    @Test func extensionsOfDoubleAndCGFloatAddToTheSameValues() throws {
        let lines = try printed("""
            let x: CGFloat = 3
            print(x.doubled, x.halved)
        """, declarations: """
            extension Double { var doubled: Double { self * 2 } }
            extension CGFloat { var halved: CGFloat { self / 2 } }
            """)
        #expect(lines == ["6.0 1.5"])
    }

    @Test func aClosedRangeKeepsItsUpperBoundAndPrintsAsSwiftDoes() throws {
        let lines = try printed("""
            let closed = 0...300
            print(closed.upperBound, closed, closed.count, (0..<5).upperBound, 0..<5)
        """)
        #expect(lines == ["300 0...300 301 5 0..<5"])
    }
}
