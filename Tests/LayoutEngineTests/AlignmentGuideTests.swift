import Foundation
import LayoutEngine
import Testing

/// A guide a third of the way down a view, as Apple's AlignmentID documentation declares it.
private struct ThirdID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

/// A guide that keeps the first child's value instead of the mean of all.
private struct FirstWinsID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        if n == 0 { parentValue = childValue }
    }
}

/// A horizontal guide used by the form pattern: labels' trailing edges and fields' leading
/// edges line up across rows.
private struct ColumnID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

private extension VerticalAlignment {
    static let third = VerticalAlignment(ThirdID.self)
    static let firstWins = VerticalAlignment(FirstWinsID.self)
}

private extension HorizontalAlignment {
    static let column = HorizontalAlignment(ColumnID.self)
}

struct AlignmentGuideTests {
    let square = ProposedViewSize(width: 100, height: 100)

    @Test func alignmentGuideKeepsTheViewsSizeAndPlace() {
        let placement = LayoutHost().place(
            Color.red.frame(width: 30, height: 20).id("inner").alignmentGuide(.leading) { _ in 7 }.id("guide"),
            proposal: square
        )
        #expect(frame(placement, "guide") == CGRect(x: 35, y: 40, width: 30, height: 20))
        #expect(frame(placement, "inner") == CGRect(x: 35, y: 40, width: 30, height: 20))
        #expect(placement.root.first(named: "guide")?.kind == "alignmentGuide")
    }

    @Test func closureSeesTheViewsOwnEarlierGuide() {
        // The outer closure reads the value the inner modifier set: 10 + 5.
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 40, height: 10)
                .alignmentGuide(.leading) { _ in 10 }
                .alignmentGuide(.leading) { d in d[.leading] + 5 }
                .id("b")
        }
        let placement = LayoutHost().place(view, proposal: square)
        #expect(frame(placement, "b")!.minX == frame(placement, "a")!.minX - 15)
    }

    @Test func guideForAnotherKeyLeavesTheStackAlignmentAlone() {
        // A .trailing guide means nothing to a leading-aligned stack.
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.trailing) { _ in 0 }.id("b")
        }
        let placement = LayoutHost().place(view, proposal: square)
        #expect(frame(placement, "b")!.minX == frame(placement, "a")!.minX)
    }

    @Test func customGuidePassesUpThroughTwoNestedStacks() {
        let view = HStack(alignment: .third, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 30).alignmentGuide(.third) { d in d.height }.id("deep")
                }
            }
            Color.blue.frame(width: 10, height: 30).id("other")
        }
        let placement = LayoutHost().place(view, proposal: square)
        // deep's bottom and other's upper third are the same line.
        #expect(frame(placement, "deep")!.maxY == frame(placement, "other")!.minY + 10)
    }

    @Test func guideMayFoldByItsOwnRule() {
        let view = HStack(alignment: .firstWins, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.firstWins) { _ in 10 }.id("first")
                Color.red.frame(width: 10, height: 10).alignmentGuide(.firstWins) { _ in 5 }
            }
            Color.blue.frame(width: 10, height: 10).id("other")
        }
        let placement = LayoutHost().place(view, proposal: square)
        // First wins: 10, where the mean would be (10 + 15) / 2.
        #expect(frame(placement, "other")!.minY == frame(placement, "first")!.maxY)
    }

    @Test func defaultCombinationIsTheMeanOfTheChildren() {
        var value: CGFloat?
        for (n, child) in [CGFloat(2), 4, 9].enumerated() { ThirdID._combineExplicit(childValue: child, n, into: &value) }
        #expect(value == 5)
    }

    @Test func customHorizontalGuideLinesUpColumnsAcrossRows() {
        let view = VStack(alignment: .column, spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.column) { d in d[.leading] }.id("field1")
            }
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.column) { d in d[.leading] }.id("field2")
            }
        }
        let placement = LayoutHost().place(view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(frame(placement, "field1")!.minX == frame(placement, "field2")!.minX)
    }

    @Test func zStackPassesACustomGuideUp() {
        let view = HStack(alignment: .third, spacing: 0) {
            ZStack {
                Color.red.frame(width: 10, height: 40)
                Color.red.frame(width: 10, height: 10).alignmentGuide(.third) { _ in 0 }.id("marker")
            }
            Color.blue.frame(width: 10, height: 30).id("other")
        }
        let placement = LayoutHost().place(view, proposal: square)
        #expect(frame(placement, "marker")!.minY == frame(placement, "other")!.minY + 10)
    }

    @Test func edgeGuideDoesNotPassThroughAZStack() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            ZStack { Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 20 } }.id("z")
        }
        let placement = LayoutHost().place(view, proposal: square)
        #expect(frame(placement, "z")!.minX == frame(placement, "a")!.minX)
    }

    @Test func frameAlignsACustomGuide() {
        // The frame's column guide defaults to its leading edge; the child's is 15 pt in.
        let view = Color.red.frame(width: 30, height: 10)
            .alignmentGuide(.column) { _ in 15 }
            .id("child")
            .frame(width: 100, height: 40, alignment: Alignment(horizontal: .column, vertical: .top))
        let placement = LayoutHost().place(view, proposal: ProposedViewSize(width: 100, height: 40))
        #expect(frame(placement, "child") == CGRect(x: -15, y: 0, width: 30, height: 10))
    }

    @Test func overlayAlignsACustomGuideOfItsContent() {
        // The base's third (default: a third of 60) meets the badge's explicit third (its bottom).
        let view = Color.blue.frame(width: 50, height: 60)
            .overlay(alignment: Alignment(horizontal: .center, vertical: .third)) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.third) { d in d.height }.id("badge")
            }
        let placement = LayoutHost().place(view, proposal: ProposedViewSize(width: 50, height: 60))
        #expect(frame(placement, "badge") == CGRect(x: 20, y: 10, width: 10, height: 10))
    }

    /// The guides of a stripe row: each stripe's top is where its guide meets the others'.
    private func stripeTops(_ guide: VerticalAlignment) -> [CGFloat] {
        let view = HStack(alignment: guide, spacing: 0) {
            Color.red.frame(width: 10, height: 60).id("a")
            Color.red.frame(width: 10, height: 120).id("b")
            Color.red.frame(width: 10, height: 90).alignmentGuide(guide) { d in d.height }.id("c")
        }
        let placement = LayoutHost().place(view, proposal: ProposedViewSize(width: 30, height: 200))
        return ["a", "b", "c"].map { frame(placement, $0)!.minY }
    }

    @Test func declaredGuideAlignsAsACompiledTypeWithTheSameDefault() {
        let declared = VerticalAlignment(DeclaredAlignment(name: "Third") { $0.height / 3 })
        #expect(stripeTops(declared) == stripeTops(.third))
        // Thirds of 20 and 40 and c's bottom (90) meet at 90: tops 70, 50 and 0 in the
        // 170-point row, centred 15 points down the 200-point proposal.
        #expect(stripeTops(declared) == [85, 65, 15])
    }

    @Test func declaredGuidePassesUpThroughStacksAsTheMean() {
        let declared = VerticalAlignment(DeclaredAlignment(name: "Mean") { _ in 0 })
        let view = HStack(alignment: declared, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(declared) { _ in 10 }.id("first")
                Color.red.frame(width: 10, height: 10).alignmentGuide(declared) { _ in 5 }
            }
            Color.blue.frame(width: 10, height: 10).id("other")
        }
        let placement = LayoutHost().place(view, proposal: square)
        // The stack states the mean of 10 and 15.
        #expect(frame(placement, "other")!.minY == frame(placement, "first")!.minY + 12.5)
    }

    @Test func eachDeclaredGuideIsItsOwnGuide() {
        let first = DeclaredAlignment(name: "Same") { _ in 0 }
        let second = DeclaredAlignment(name: "Same") { _ in 0 }
        #expect(VerticalAlignment(first) == VerticalAlignment(first))
        #expect(VerticalAlignment(first) != VerticalAlignment(second))
        #expect(HorizontalAlignment(first) != HorizontalAlignment(second))
    }
}
