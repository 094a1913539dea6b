import Foundation
import LayoutEngine
import Testing

/// A view nested `depth` times in stacks, built at run time.
private func nested(_ depth: Int) -> AnyView {
    var view = AnyView(Color.red.frame(width: 10, height: 10).id("leaf"))
    for level in 0..<depth {
        view = level.isMultiple(of: 2) ? AnyView(HStack { view }) : AnyView(VStack { view }.padding(1))
    }
    return view
}

/// Runs `body` on a thread with a large stack, as deep trees need (so does the daemon).
private func withLargeStack<T>(_ body: @escaping @Sendable () -> T) -> T {
    nonisolated(unsafe) var result: T?
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result = body()
        done.signal()
    }
    thread.stackSize = 256 << 20
    thread.start()
    done.wait()
    return result!
}

@Suite("Bad values")
struct BadValueTests {
    @Test func nanAndNegativeFrameLengthsAreIgnored() {
        let placement = LayoutHost().place(Color.red.frame(width: .nan, height: -5).id("c"), proposal: ProposedViewSize(width: 40, height: 20))
        #expect(frame(placement, "c") == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func nanProposalIsTreatedAsUnspecified() {
        let placement = LayoutHost().place(Rectangle(), proposal: ProposedViewSize(width: .nan, height: .nan))
        #expect(placement.size == CGSize(width: 10, height: 10))
    }

    @Test func negativeProposalIsTreatedAsZero() {
        let placement = LayoutHost().place(Rectangle(), proposal: ProposedViewSize(width: -20, height: 10))
        #expect(placement.size == CGSize(width: 0, height: 10))
    }

    @Test func infiniteCanvasTakesTheRootSize() {
        let placement = LayoutHost().place(Text("a"), proposal: .infinity)
        #expect(placement.size.width.isFinite && placement.size.height.isFinite)
    }

    @Test func emptyStackIsZeroSized() {
        let placement = LayoutHost().place(HStack {}, proposal: .unspecified)
        #expect(placement.size == .zero)
        #expect(placement.root.children.isEmpty)
    }

    @Test func emptyRootIsAnEmptyCanvas() {
        let placement = LayoutHost().place(EmptyView(), proposal: ProposedViewSize(width: 30, height: 20))
        #expect(placement.size == CGSize(width: 30, height: 20))
        #expect(placement.stats.nodes == 1)
    }

    @Test func hundredThousandChildrenLayOut() {
        let view = HStack(spacing: 0) { ForEach(0..<100_000) { _ in Color.red.frame(width: 1, height: 1) } }
        let placement = LayoutHost().place(view, proposal: .unspecified)
        #expect(placement.size == CGSize(width: 100_000, height: 1))
        #expect(placement.stats.nodes == 200_001)
    }

    @Test func thousandDeepNestingLaysOut() {
        let placement = withLargeStack { LayoutHost().place(nested(1000), proposal: .unspecified) }
        // 500 paddings of 1 pt on each side around the 10×10 leaf.
        #expect(placement.size == CGSize(width: 1010, height: 1010))
        #expect(frame(placement, "leaf") == CGRect(x: 500, y: 500, width: 10, height: 10))
    }

    @Test func layoutPriorityOfInfinityIsIgnored() {
        let placement = LayoutHost().place(HStack { Color.red.layoutPriority(.infinity) }, proposal: ProposedViewSize(width: 10, height: 10))
        #expect(placement.root.frame.width == 10)
    }

    /// A canvas as tall as a double allows (a scene's `.fixedLayout(height: 1e308)`) holds
    /// every line of a text: counted as an Int, the lines that fit did not exist and trapped.
    @Test func textUnderAHugeHeightKeepsEveryLine() {
        let text = Text("one two three four").id("t")
        let placement = LayoutHost().place(text, proposal: ProposedViewSize(width: 30, height: 1e308))
        let measured = StandardTextMeasurer().measure("one two three four", font: .body, proposal: ProposedViewSize(width: 30, height: 1e308))
        #expect(measured.lines.count > 1)
        #expect(frame(placement, "t")?.height == measured.size.height)
    }

    @Test func textUnderANegativeHeightKeepsOneLine() {
        let measured = StandardTextMeasurer().measure("one two three four", font: .body, proposal: ProposedViewSize(width: 30, height: -1e308))
        #expect(measured.lines.count == 1)
    }

    /// A colour whose component is NaN (`Color(hue: .infinity - .infinity, …)` in a scene)
    /// paints that component as 0 instead of trapping in `Int(_:)`.
    @Test func colorWithANaNComponentPaintsItAsZero() {
        #expect(Color(red: .nan, green: 1, blue: 0).hex == "#00FF00")
        #expect(Color(hue: 0.5, saturation: .nan, brightness: 1).hex == "#000000")
    }

    /// A hue that overflowed to infinity in a scene's arithmetic (`1e308 * 10`) trapped
    /// turning the wheel's sector into an Int; it is taken as hue 0, red.
    @Test func colorWithAnInfiniteOrNaNHueIsRed() {
        #expect(Color(hue: .infinity, saturation: 1, brightness: 1).hex == "#FF0000")
        #expect(Color(hue: .nan, saturation: 1, brightness: 1).hex == "#FF0000")
        #expect(Color(hue: 1.5, saturation: 1, brightness: 1).hex == Color(hue: 0.5, saturation: 1, brightness: 1).hex)
    }
}
