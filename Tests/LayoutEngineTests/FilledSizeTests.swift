import Foundation
@testable import LayoutEngine
import Testing

/// A modifier placing a child that fills its proposal works the child's size out inline
/// (``LayoutNode/filledSize(for:context:)``), without the call of
/// ``LayoutNode/size(for:context:)`` (which reads it too): the pass must count and record it
/// as a request. (That its answer is the behaviour's, `BehaviorTraitsTests` holds.)
@Suite("Filled size")
struct FilledSizeTests {
    @Test func aNodeNotFillingItsProposalHasNoFilledSize() {
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        let image = LayoutNode.make(behavior: ImageBehavior(name: "star", natural: CGSize(width: 20, height: 20), isResizable: false), attributes: NodeAttributes(), key: ViewKey(path: 0))
        #expect(image.filledSize(for: ProposedViewSize(width: 5, height: 5), context: context) == nil)
        #expect(context.statistics.sizeThatFitsCalls == 0)
    }

    @Test func aFilledSizeCountsAsOneSizeRequest() {
        let context = LayoutContext(textMeasurer: StandardTextMeasurer())
        let node = LayoutNode.make(behavior: ShapeBehavior(shape: .circle, isStroked: true, color: nil), attributes: NodeAttributes(), key: ViewKey(path: 0))
        _ = node.filledSize(for: ProposedViewSize(width: 5, height: nil), context: context)
        _ = node.filledSize(for: ProposedViewSize(width: 5, height: nil), context: context)
        #expect(context.statistics.sizeThatFitsCalls == 2)
    }

    /// In a stack, a flexible frame is asked its minimum, its maximum and its share, each a
    /// new proposal that it passes on to its colour, and it proposes the colour its share
    /// once more when placing it (the inline request): four requests, each recorded in the
    /// colour's activity.
    @Test func aFlexibleFramesColourRecordsEachRequest() {
        let host = LayoutHost()
        host.recordsNodeDetails = true
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(minWidth: 0, maxWidth: .infinity)
        }
        let placement = host.place(row, proposal: ProposedViewSize(width: 100, height: 20))
        let colour = placement.root.children[1].children[0]
        #expect(colour.frame == CGRect(x: 10, y: 0, width: 90, height: 20))
        #expect(colour.activity(inPass: placement.stats.pass).sizeThatFitsCalls == 4)
    }
}
