import Foundation
import LayoutEngine
import Testing

// A re-layout reuses last pass's node of a view that compares equal to its new value. Two
// comparisons take shortcuts: attributes that neither pass set are not compared field by
// field, and a layout is compared in place, by `==` when its type is Equatable and by its
// bytes when it is plain data. Each test changes one thing such a shortcut looks at and
// expects the re-layout to be what a fresh host lays out for the new value.

private func relaidOut<First: View, Second: View>(_ first: First, then second: Second, host: LayoutHost = LayoutHost()) -> Placement {
    _ = host.place(first, proposal: ProposedViewSize(width: 100, height: 100))
    return host.place(second, proposal: ProposedViewSize(width: 100, height: 100))
}

private func fresh<V: View>(_ view: V) -> Placement {
    LayoutHost().place(view, proposal: ProposedViewSize(width: 100, height: 100))
}

/// A 10-point square in a 50-point frame of `alignment`.
private func squareFramed(_ alignment: Alignment) -> some View {
    Color.red.frame(width: 10, height: 10).frame(width: 50, height: 50, alignment: alignment)
}

private func flexible(_ color: Color) -> some View {
    color.frame(minWidth: 0, maxWidth: .infinity)
}

// Each pair of views below has the same structure, so the re-layout reuses every node.
private func row() -> some View {
    HStack(spacing: 0) { flexible(.red); flexible(.blue) }
}

private func row(priority: Double) -> some View {
    HStack(spacing: 0) { flexible(.red); flexible(.blue).layoutPriority(priority) }
}

private enum ShiftKey: LayoutValueKey { static let defaultValue: CGFloat = 0 }

/// Puts each subview at the x its `ShiftKey` value says.
private struct ShiftedStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for view in subviews {
            view.place(at: CGPoint(x: bounds.minX + view[ShiftKey.self], y: bounds.minY), proposal: .unspecified)
        }
    }
}

private func unshifted() -> some View {
    ShiftedStack { Color.red.frame(width: 10, height: 10) }
}

private func shifted(_ shift: CGFloat) -> some View {
    ShiftedStack { Color.red.frame(width: 10, height: 10).layoutValue(key: ShiftKey.self, value: shift) }
}

private func bars(direction: LayoutDirection) -> some View {
    HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 20, height: 10)
    }
    .environment(\.layoutDirection, direction)
}

/// Puts its subviews `gap` apart; Equatable, so compared by `==`.
private struct GappedRow: Layout, Equatable {
    var gap: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width } + gap * CGFloat(max(subviews.count - 1, 0)), height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for view in subviews {
            view.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += view.sizeThatFits(.unspecified).width + gap
        }
    }
}

/// ``GappedRow`` without `==`: plain data, so compared by its bytes.
private struct PlainGappedRow: Layout {
    var gap: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        GappedRow(gap: gap).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        GappedRow(gap: gap).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// ``GappedRow`` holding its gaps in an array: neither Equatable nor plain data, so never
/// the same as last pass's.
private struct ListedGapRow: Layout {
    var gaps: [CGFloat]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        GappedRow(gap: gaps[0]).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        GappedRow(gap: gaps[0]).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

private func pair<L: Layout>(in layout: L) -> some View {
    layout {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
    }
}

/// Two views in `layout(first)`, then in `layout(second)` on the same host, and what a
/// fresh host lays out for the second.
private func relaidOutPair<L: Layout>(_ layout: (CGFloat) -> L, gap first: CGFloat, then second: CGFloat) -> (placement: Placement, expected: Placement) {
    (relaidOut(pair(in: layout(first)), then: pair(in: layout(second))), fresh(pair(in: layout(second))))
}

@Suite("A re-layout notices each change its comparisons take a shortcut past")
struct ReconcileComparisonTests {
    @Test func aPriorityGivenOnTheNextPassSharesTheRowAgain() {
        let placement = relaidOut(row(), then: row(priority: 1))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root == fresh(row(priority: 1)).root)
        #expect(placement.root.children.map(\.frame.width) == [0, 100])
    }

    @Test func aPriorityTakenAwayOnTheNextPassSharesTheRowAgain() {
        let placement = relaidOut(row(priority: 1), then: row())
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root == fresh(row()).root)
        #expect(placement.root.children.map(\.frame.width) == [50, 50])
    }

    @Test func aLayoutValueGivenOnTheNextPassMovesTheView() {
        let placement = relaidOut(unshifted(), then: shifted(30))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.children.map(\.frame.minX) == [30])
    }

    @Test func aLayoutValueTakenAwayOnTheNextPassMovesTheView() {
        let placement = relaidOut(shifted(30), then: unshifted())
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.children.map(\.frame.minX) == [0])
    }

    @Test func aSourcePositionGivenOnTheNextPassIsRecorded() {
        let host = LayoutHost()
        host.recordsNodeDetails = true
        let position = SourcePosition(line: 3, column: 5)
        let placement = relaidOut(Color.red.frame(width: 10, height: 10), then: Color.red.frame(width: 10, height: 10).sourcePosition(position), host: host)
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.sourcePosition == position)
    }

    @Test func aRightToLeftDirectionGivenOnTheNextPassMirrorsTheRow() {
        let placement = relaidOut(bars(direction: .leftToRight), then: bars(direction: .rightToLeft))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root == fresh(bars(direction: .rightToLeft)).root)
        // The 30-point row is centred at 35...65: the red bar, first, on its right.
        #expect(placement.root.children.map(\.frame.minX) == [55, 35])
    }

    @Test func aRightToLeftDirectionTakenAwayOnTheNextPassUnmirrorsTheRow() {
        let placement = relaidOut(bars(direction: .rightToLeft), then: bars(direction: .leftToRight))
        #expect(placement.root == fresh(bars(direction: .leftToRight)).root)
        #expect(placement.root.children.map(\.frame.minX) == [35, 45])
    }

    @Test func aStacksChangedSpacingPlacesItsChildrenAgain() {
        let placement = relaidOut(pair(in: HStackLayout(spacing: 0)), then: pair(in: HStackLayout(spacing: 6)))
        #expect(placement.root == fresh(pair(in: HStackLayout(spacing: 6))).root)
        #expect(placement.root.children.map(\.frame.minX) == [37, 53])
    }

    @Test func aStacksChangedAlignmentPlacesItsChildrenAgain() {
        let tall = { (alignment: VerticalAlignment) in
            HStackLayout(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 30)
            }
        }
        let placement = relaidOut(tall(.center), then: tall(.top))
        #expect(placement.root == fresh(tall(.top)).root)
        #expect(placement.root.children.map(\.frame.minY) == [35, 35])
    }

    @Test func anEquatableLayoutsChangedValuePlacesItsChildrenAgain() {
        let (placement, expected) = relaidOutPair(GappedRow.init(gap:), gap: 0, then: 5)
        #expect(placement.root == expected.root)
        #expect(placement.root.children.map(\.frame.minX) == [37.5, 52.5])
    }

    @Test func anEqualEquatableLayoutPlacesNothingAgain() {
        #expect(relaidOutPair(GappedRow.init(gap:), gap: 5, then: 5).placement.stats.placeSubviewsCalls == 0)
    }

    @Test func aPlainDataLayoutsChangedValuePlacesItsChildrenAgain() {
        let (placement, expected) = relaidOutPair(PlainGappedRow.init(gap:), gap: 0, then: 5)
        #expect(placement.root == expected.root)
        #expect(placement.root.children.map(\.frame.minX) == [37.5, 52.5])
    }

    @Test func anEqualPlainDataLayoutPlacesNothingAgain() {
        #expect(relaidOutPair(PlainGappedRow.init(gap:), gap: 5, then: 5).placement.stats.placeSubviewsCalls == 0)
    }

    @Test func aLayoutThatIsNeitherEquatableNorPlainDataIsPlacedAgainEveryPass() {
        let placement = relaidOut(pair(in: ListedGapRow(gaps: [5])), then: pair(in: ListedGapRow(gaps: [5])))
        #expect(placement.stats.placeSubviewsCalls > 0)
        #expect(placement.root.children.map(\.frame.minX) == [37.5, 52.5])
    }
}

@Suite("A re-layout notices each change of a reused node's behaviour")
struct ReconcileBehaviorComparisonTests {
    @Test func aColoursChangedValueIsDrawnInTheNewColour() {
        let placement = relaidOut(Color.red.frame(width: 10, height: 10), then: Color.blue.frame(width: 10, height: 10))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.children.map(\.color) == [Color.blue.hex])
    }

    @Test func aShapeOutlinedOnTheNextPassIsDrawnAsAnOutline() {
        let placement = relaidOut(Rectangle().frame(width: 10, height: 10), then: Rectangle().stroke(Color.red).frame(width: 10, height: 10))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.children.map(\.paint) == [.stroke])
    }

    @Test func aFramesChangedWidthSizesItAgain() {
        let placement = relaidOut(Color.red.frame(width: 10, height: 10), then: Color.red.frame(width: 30, height: 10))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.frame.width == 30)
    }

    @Test func aFramesChangedAlignmentPlacesItsContentAgain() {
        let placement = relaidOut(squareFramed(.center), then: squareFramed(.topLeading))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.children.first?.frame.origin == CGPoint(x: 25, y: 25))
    }

    @Test func aTextsChangedStringIsMeasuredAgain() {
        let placement = relaidOut(Text("a").fixedSize(), then: Text("a longer line").fixedSize())
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root == fresh(Text("a longer line").fixedSize()).root)
    }

    @Test func aModifierOfAnotherKindAtTheSamePlaceIsANewNode() {
        // Both are `_LayoutModifierView<…>` of the same content: only the behaviour's type differs.
        let padded = Color.red.frame(width: 10, height: 10).padding(5)
        let offset = Color.red.frame(width: 10, height: 10).offset(x: 5)
        let placement = relaidOut(padded, then: offset)
        // The offset's node is new, and so are the frame and colour below it: the padding's
        // node, which held them, matched nothing.
        #expect(placement.stats.createdNodes == 3)
        #expect(placement.root.kind == "offset")
        #expect(placement.root == fresh(offset).root)
    }

    @Test func aBehaviourWithoutEqualityIsLaidOutAgainEveryPass() {
        let guided = Color.red.frame(width: 10, height: 10).alignmentGuide(HorizontalAlignment.center) { _ in 0 }
        let placement = relaidOut(guided, then: guided)
        #expect(placement.stats.sizeThatFitsCalls > 0)
    }
}

@Suite("A reused modifier reconciles its content with its own content of the last pass")
struct ReusedModifierContentTests {
    private func row(width: CGFloat) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).padding(1)
            Color.blue.frame(width: width, height: 10).padding(1)
        }
    }

    private func padded(count: Int) -> some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { _ in Color.red.frame(width: 10, height: 10) }.padding(1)
        }
    }

    @Test func aModifiedViewsChangedContentIsLaidOutAgain() {
        let placement = relaidOut(row(width: 10), then: row(width: 20))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root == fresh(row(width: 20)).root)
    }

    @Test func aModifiedViewThatBecameTwoViewsWrapsEachInTheModifier() {
        let placement = relaidOut(padded(count: 1), then: padded(count: 2))
        #expect(placement.root.children.map(\.kind) == ["padding", "padding"])
        #expect(placement.root == fresh(padded(count: 2)).root)
    }

    @Test func aModifiedViewThatBecameNoViewLeavesNothing() {
        let placement = relaidOut(padded(count: 1), then: padded(count: 0))
        #expect(placement.root.children.isEmpty)
        #expect(placement.root == fresh(padded(count: 0)).root)
    }
}

// A frame's and a shape's behaviours are compared by their bytes first (equal bytes are the
// same value). Each test changes one field those bytes hold, on a node the re-layout reuses,
// and expects the change laid out; the last ones keep every field and expect nothing sized
// again.
@Suite("A re-layout notices each change to a behaviour compared by its bytes")
struct ReconcileByteComparisonTests {
    @Test func aFramesChangedHeightSizesItAgain() {
        let placement = relaidOut(Color.red.frame(width: 10, height: 10), then: Color.red.frame(width: 10, height: 30))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.frame.height == 30)
    }

    @Test func aFramesWidthTakenAwaySizesItByItsContent() {
        let placement = relaidOut(Color.red.frame(width: 10, height: 10), then: Color.red.frame(height: 10))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.frame.width == 100)
    }

    @Test func aFramesWidthGivenSizesItByTheWidth() {
        let placement = relaidOut(Color.red.frame(height: 10), then: Color.red.frame(width: 10, height: 10))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.frame.width == 10)
    }

    @Test func aFramesAlignmentChangedInOneAxisPlacesItsContentAgain() {
        let placement = relaidOut(squareFramed(.center), then: squareFramed(.top))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.children.first?.frame.origin == CGPoint(x: 45, y: 25))
    }

    @Test func aShapeOfAnotherKindIsDrawnAsThatKind() {
        let placement = relaidOut(Rectangle().frame(width: 10, height: 10), then: Circle().frame(width: 10, height: 10))
        #expect(placement.root.children.map(\.kind) == ["Circle"])
        #expect(placement.root == fresh(Circle().frame(width: 10, height: 10)).root)
    }

    @Test func aColoursChangedOpacityIsDrawnInTheNewColour() {
        let placement = relaidOut(Color.red.frame(width: 10, height: 10), then: Color.red.opacity(0.5).frame(width: 10, height: 10))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.root.children.map(\.color) == [Color.red.opacity(0.5).hex])
    }

    @Test func anOutlineTakenAwayIsDrawnFilled() {
        let placement = relaidOut(Rectangle().stroke(Color.red).frame(width: 10, height: 10), then: Rectangle().frame(width: 10, height: 10))
        #expect(placement.root.children.map(\.paint) == [.fill])
    }

    @Test func anUnchangedFramedColourIsSizedNoMore() {
        let placement = relaidOut(Color.red.frame(width: 10, height: 10), then: Color.red.frame(width: 10, height: 10))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.stats.sizeThatFitsCalls == 0)
    }

    @Test func anUnchangedFramedShapeIsSizedNoMore() {
        let placement = relaidOut(Rectangle().frame(width: 10, height: 10), then: Rectangle().frame(width: 10, height: 10))
        #expect(placement.stats.createdNodes == 0)
        #expect(placement.stats.sizeThatFitsCalls == 0)
    }
}
