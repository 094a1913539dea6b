import Foundation
import LayoutEngine
import Testing

private struct Grid: View {
    var widths: [CGFloat]
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { column in
                VStack(spacing: 0) {
                    ForEach(0..<widths.count, id: \.self) { row in
                        Color.red.frame(width: column == 0 ? widths[row] : 10, height: 10)
                    }
                }
            }
        }
    }
}

@Suite("LayoutHost")
struct LayoutHostTests {
    @Test func hostCentresTheRootInTheCanvas() {
        let placement = LayoutHost().place(Color.red.frame(width: 20, height: 10), proposal: ProposedViewSize(width: 100, height: 50))
        #expect(placement.size == CGSize(width: 100, height: 50))
        #expect(placement.root.frame == CGRect(x: 40, y: 20, width: 20, height: 10))
    }

    @Test func unspecifiedCanvasDimensionTakesTheRootSize() {
        let placement = LayoutHost().place(Color.red.frame(width: 20, height: 10), proposal: ProposedViewSize(width: 100, height: nil))
        #expect(placement.size == CGSize(width: 100, height: 10))
    }

    @Test func severalRootViewsStackVertically() {
        let placement = LayoutHost().place(Group { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }, proposal: .unspecified)
        #expect(placement.root.kind == "VStack")
        #expect(placement.size == CGSize(width: 10, height: 28))
    }

    @Test func aModifierIsANodeWrappingTheViewItModifies() {
        let placement = LayoutHost().place(Text("a").padding(), proposal: .unspecified)
        #expect(placement.root.kind == "padding")
        #expect(placement.root.children.map(\.kind) == ["Text"])
    }

    @Test func firstPassMakesEveryCache() {
        let placement = LayoutHost().place(Grid(widths: [10, 10]), proposal: .unspecified)
        #expect(placement.stats.makeCacheCalls == 4)
        #expect(placement.stats.updateCacheCalls == 0)
    }

    @Test func secondPassCallsUpdateCacheNotMakeCache() {
        let host = LayoutHost()
        _ = host.place(Grid(widths: [10, 10]), proposal: .unspecified)
        let second = host.place(Grid(widths: [10, 20]), proposal: .unspecified)
        #expect(second.stats.makeCacheCalls == 0)
        // Only the edited column and the row containing it changed.
        #expect(second.stats.updateCacheCalls == 2)
        #expect(second.stats.createdNodes == 0)
    }

    @Test func unchangedTreeRecomputesNothing() {
        let host = LayoutHost()
        let first = host.place(Grid(widths: [10, 10]), proposal: .unspecified)
        let second = host.place(Grid(widths: [10, 10]), proposal: .unspecified)
        #expect(second.stats.sizeThatFitsCalls == 0)
        #expect(second.stats.placeSubviewsCalls == 0)
        #expect(second.stats.updateCacheCalls == 0)
        #expect(second.root == first.root)
    }

    @Test func editedTreeMatchesAFreshLayout() {
        let host = LayoutHost()
        _ = host.place(Grid(widths: [10, 10, 30]), proposal: ProposedViewSize(width: 200, height: 100))
        let edited = host.place(Grid(widths: [40, 10]), proposal: ProposedViewSize(width: 200, height: 100))
        let fresh = LayoutHost().place(Grid(widths: [40, 10]), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(edited.root == fresh.root)
        #expect(edited.stats.sizeThatFitsCalls < fresh.stats.sizeThatFitsCalls)
    }

    @Test func changingAnExplicitIDReplacesTheView() {
        let host = LayoutHost()
        _ = host.place(HStack { Text("a").id(1) }, proposal: .unspecified)
        let second = host.place(HStack { Text("a").id(2) }, proposal: .unspecified)
        #expect(second.stats.createdNodes == 1)
    }

    @Test func reorderedForEachKeepsItsViews() {
        let host = LayoutHost()
        _ = host.place(VStack { ForEach(["a", "b", "c"], id: \.self) { Text($0) } }, proposal: .unspecified)
        let second = host.place(VStack { ForEach(["c", "a", "b"], id: \.self) { Text($0) } }, proposal: .unspecified)
        #expect(second.stats.createdNodes == 0)
        #expect(second.stats.makeCacheCalls == 0)
        #expect(second.root.children.map(\.text) == ["c", "a", "b"])
    }

    @Test func switchingAnyLayoutKeepsTheSubviews() {
        let host = LayoutHost()
        let subviews = { ForEach(0..<3) { Text("\($0)") } }
        let row = host.place(AnyLayout(HStackLayout()) { subviews() }, proposal: .unspecified)
        let column = host.place(AnyLayout(VStackLayout()) { subviews() }, proposal: .unspecified)
        #expect(column.stats.createdNodes == 0)
        #expect(row.size.width > column.size.width)
        #expect(column.root.kind == "VStackLayout")
    }

    @Test func offsetMovesTheContentButNotTheFrame() {
        let view = Color.red.frame(width: 10, height: 10).id("content").offset(x: 5, y: 7).id("slot")
        let placement = LayoutHost().place(view, proposal: ProposedViewSize(width: 30, height: 30))
        #expect(frame(placement, "slot") == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(frame(placement, "content") == CGRect(x: 15, y: 17, width: 10, height: 10))
    }

    @Test func fontIsInheritedByDescendants() {
        let placement = LayoutHost().place(VStack { Text("Hello").id("t") }.font(.largeTitle), proposal: .unspecified)
        #expect(abs((frame(placement, "t")?.width ?? 0) - 80.92) < 0.001)
    }

    @Test func modifierOnAGroupAppliesToEachView() {
        let placement = LayoutHost().place(HStack(spacing: 0) { Group { Color.red; Color.blue }.frame(width: 10, height: 10) }, proposal: .unspecified)
        #expect(placement.size == CGSize(width: 20, height: 10))
        #expect(placement.root.children.map(\.kind) == ["frame", "frame"])
    }

    @Test func aModifierWhoseGroupGrowsOrShrinksWrapsEachViewAgain() {
        func row(_ count: Int) -> some View {
            HStack(spacing: 0) { Group { ForEach(0..<count) { _ in Color.red } }.frame(width: 10, height: 10) }
        }
        let host = LayoutHost()
        for count in [1, 3, 1, 0, 2] {
            let placement = host.place(row(count), proposal: .unspecified)
            #expect(placement.root == LayoutHost().place(row(count), proposal: .unspecified).root)
            #expect(placement.root.children.map(\.kind) == Array(repeating: "frame", count: count))
        }
    }

    @Test func textBaselinesAlignInAnHStack() {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).id("big")
            Text("small").font(.caption).id("small")
        }
        let placement = LayoutHost().place(view, proposal: .unspecified)
        let big = frame(placement, "big")!, small = frame(placement, "small")!
        #expect(abs((big.minY + 34 * 0.95) - (small.minY + 12 * 0.95)) < 0.001)
    }
}

/// A layout that keeps the subview proxies of its first pass in its cache and lays out
/// through them ever after, as a SwiftUI layout may.
private struct RememberingStack: Layout {
    struct Cache { var subviews: LayoutSubviews }

    func makeCache(subviews: Subviews) -> Cache { Cache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = cache.subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for subview in cache.subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

@Suite("LayoutHost across passes")
struct LayoutHostAcrossPassesTests {
    private var view: some View { RememberingStack { Text("one two three four"); Text("five six") } }

    @Test func subviewsKeptInACacheFromAnEarlierPassStillLayOutAndAreCounted() {
        let host = LayoutHost()
        _ = host.place(view, proposal: ProposedViewSize(width: 300, height: 300))
        // Memory freed by the first pass is taken by other objects before the second, as in
        // a process that goes on between saves; a proxy pointing at freed pass state would
        // then miscount, or worse.
        let others = stride(from: 32, through: 512, by: 16).flatMap { size in
            (0..<4).map { _ in ManagedBuffer<Int, UInt8>.create(minimumCapacity: size) { _ in 0 } }
        }
        let narrow = host.place(view, proposal: ProposedViewSize(width: 40, height: 300))
        withExtendedLifetime(others) {}
        let fresh = LayoutHost().place(view, proposal: ProposedViewSize(width: 40, height: 300))
        #expect(narrow.stats.makeCacheCalls == 0)
        #expect(narrow.root == fresh.root)
        // The texts measured through the kept proxies are counted in this pass, as in a fresh one.
        #expect(narrow.stats.sizeThatFitsCalls == fresh.stats.sizeThatFitsCalls)
    }
}

/// How far a row of ``IndentedStack`` is moved right.
private enum IndentKey: LayoutValueKey { static let defaultValue: CGFloat = 0 }

/// A layout value of a type that is not Equatable.
private struct OpaqueIndent { var points: CGFloat }
private enum OpaqueIndentKey: LayoutValueKey { static let defaultValue = OpaqueIndent(points: 0) }

/// Stacks its subviews at their ideal sizes, each moved right by its two indents.
private struct IndentedStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, view in
            let child = view.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, indent(of: view) + child.width), height: size.height + child.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for view in subviews {
            view.place(at: CGPoint(x: bounds.minX + indent(of: view), y: y), proposal: .unspecified)
            y += view.sizeThatFits(.unspecified).height
        }
    }

    private func indent(of view: LayoutSubview) -> CGFloat { view[IndentKey.self] + view[OpaqueIndentKey.self].points }
}

@Suite("Layout values across passes")
struct LayoutValuesAcrossPassesTests {
    private func rows(indent: CGFloat) -> some View {
        IndentedStack {
            Color.red.frame(width: 10, height: 10).layoutValue(key: IndentKey.self, value: indent)
            Color.blue.frame(width: 10, height: 10)
        }
    }

    @Test func aLayoutReadsTheValueItsSubviewSet() {
        let placement = LayoutHost().place(rows(indent: 5), proposal: .unspecified)
        #expect(placement.root.children.map(\.frame.minX) == [5, 0])
    }

    @Test func anEqualValueOnTheNextPassChangesNothing() {
        let host = LayoutHost()
        let first = host.place(rows(indent: 5), proposal: .unspecified)
        let second = host.place(rows(indent: 5), proposal: .unspecified)
        #expect(second.stats.sizeThatFitsCalls == 0)
        #expect(second.root == first.root)
    }

    @Test func aChangedValueLaysTheLayoutOutAgain() {
        let host = LayoutHost()
        _ = host.place(rows(indent: 5), proposal: .unspecified)
        let second = host.place(rows(indent: 8), proposal: .unspecified)
        #expect(second.root.children.map(\.frame.minX) == [8, 0])
        #expect(second.root == LayoutHost().place(rows(indent: 8), proposal: .unspecified).root)
    }

    @Test func aValueThatIsNotEquatableCountsAsChangedOnEveryPass() {
        let view = IndentedStack { Color.red.frame(width: 10, height: 10).layoutValue(key: OpaqueIndentKey.self, value: OpaqueIndent(points: 3)) }
        let host = LayoutHost()
        _ = host.place(view, proposal: .unspecified)
        let second = host.place(view, proposal: .unspecified)
        #expect(second.stats.sizeThatFitsCalls > 0)
        #expect(second.root.children.map(\.frame.minX) == [3])
    }
}
