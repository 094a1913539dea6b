import Foundation
@testable import LayoutEngine
import Testing

/// A node keeps some of its fields compactly (see ``LayoutNode``): its counters in 32 bits,
/// and its remembered spacing behind a flag. Each reads back what was stored, and the
/// spacing is asked of the behaviour once until the node changes.
struct LayoutNodeStorageTests {
    /// Counts the spacing requests its behaviours receive.
    private final class Counter {
        var spacingCalls = 0
    }

    /// A leaf whose spacing is `edge` on every edge, counting each request.
    private struct CountingBehavior: NodeBehavior, Equatable {
        let counter: Counter
        var edge: CGFloat

        var kind: String { "Counting" }

        func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize { .zero }

        func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing {
            counter.spacingCalls += 1
            return ViewSpacing(all: edge)
        }

        static func == (lhs: CountingBehavior, rhs: CountingBehavior) -> Bool {
            lhs.counter === rhs.counter && lhs.edge == rhs.edge
        }
    }

    private static func node(_ behavior: some NodeBehavior) -> LayoutNode {
        LayoutNode.make(behavior: behavior, attributes: NodeAttributes(), key: ViewKey(path: 1))
    }

    @Test func passCountersReadBackWhatWasStored() {
        let node = Self.node(SpacerBehavior(minLength: 0, axis: nil))
        for pass in [-1, 0, 1, 7, 100_000, Int(Int32.max)] {
            node.reconciledInPass = pass
            node.changedInPass = pass + (pass == Int(Int32.max) ? -1 : 1)
            #expect(node.reconciledInPass == pass)
            #expect(node.changedInPass == pass + (pass == Int(Int32.max) ? -1 : 1))
        }
    }

    @Test func copyCountAndEntryIndexReadBackWhatWasStored() {
        let node = Self.node(SpacerBehavior(minLength: 0, axis: nil))
        #expect(node.copyCount == 1)
        for value in [0, 1, 2, 65_536, 100_000, Int(Int32.max)] {
            node.copyCount = value
            node.entryIndex = value / 2
            #expect(node.copyCount == value)
            #expect(node.entryIndex == value / 2)
        }
    }

    @Test func aNewNodeHasChangedInNoPass() {
        let node = Self.node(SpacerBehavior(minLength: 0, axis: nil))
        #expect(node.reconciledInPass == -1)
        #expect(node.changedInPass == -1)
        #expect(node.entrySerial == -1)
    }

    @Test func spacingIsAskedOnceUntilTheNodeChanges() {
        let counter = Counter()
        let node = Self.node(CountingBehavior(counter: counter, edge: 3))
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        #expect(node.spacing(context: context) == ViewSpacing(all: 3))
        #expect(node.spacing(context: context) == ViewSpacing(all: 3))
        #expect(counter.spacingCalls == 1)
        node.invalidate()
        #expect(node.spacing(context: context) == ViewSpacing(all: 3))
        #expect(counter.spacingCalls == 2)
    }

    @Test func aRememberedSpacingWithoutPreferencesReadsBackAsNone() {
        let counter = Counter()
        let node = Self.node(CountingBehavior(counter: counter, edge: .nan))
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        _ = node.spacing(context: context)
        let remembered = node.spacing(context: context)
        #expect(counter.spacingCalls == 1)
        #expect(remembered.top == nil && remembered.leading == nil && remembered.bottom == nil && remembered.trailing == nil)
    }

    @Test func aSucceedingNodeKeepsTheCountersAndAsksItsSpacingAgain() {
        let counter = Counter()
        let old = Self.node(CountingBehavior(counter: counter, edge: 3))
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        old.reconciledInPass = 5
        old.changedInPass = 4
        old.copyCount = 3
        _ = old.spacing(context: context)
        let successor = LayoutNode.make(succeeding: old, behavior: CountingBehavior(counter: counter, edge: 6), bytes: nil)
        #expect(successor.reconciledInPass == 5)
        #expect(successor.changedInPass == 4)
        #expect(successor.copyCount == 3)
        #expect(successor.spacing(context: context) == ViewSpacing(all: 6))
        #expect(counter.spacingCalls == 2)
    }
}
