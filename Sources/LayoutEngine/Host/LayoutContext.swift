import Foundation

/// The state of a layout pass that every node reaches: statistics, the text measurer,
/// and the one place where a child's frame is recorded. A host reuses it from pass to pass.
final class LayoutContext {
    var statistics = LayoutStatistics()
    let textMeasurer: any TextMeasurer
    /// Problems found while laying out (a layout that ran out of space, …), for the log.
    var warnings: [String] = []

    init(textMeasurer: any TextMeasurer) {
        self.textMeasurer = textMeasurer
    }

    /// Forgets the last pass's statistics and warnings: a host keeps one context for all
    /// its passes.
    func beginPass() {
        statistics = LayoutStatistics()
        warnings.removeAll(keepingCapacity: true)
    }

    /// Records where `node` goes: sized for `proposal`, with its `anchor` point at
    /// `position` in its parent's bounds.
    func place(_ node: LayoutNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        place(node, at: position, anchor: anchor, sanitizedProposal: proposal, size: node.size(for: proposal, context: self))
    }

    /// ``place(_:at:anchor:proposal:)`` for a caller that has just asked the node its
    /// size for `proposal` (a node's size for a proposal is its size for the sanitised
    /// proposal), so the size is not looked up again.
    @inline(__always)
    func place(_ node: LayoutNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize, size: CGSize) {
        place(node, at: position, anchor: anchor, sanitizedProposal: proposal.sanitized, size: size)
    }

    @inline(__always)
    private func place(_ node: LayoutNode, at position: CGPoint, anchor: UnitPoint, sanitizedProposal proposal: ProposedViewSize, size: CGSize) {
        let x = anchor.x == 0 ? position.x : position.x - anchor.x * size.width
        let y = anchor.y == 0 ? position.y : position.y - anchor.y * size.height
        node.frame = CGRect(x: x.isNaN ? 0 : x, y: y.isNaN ? 0 : y, width: size.width, height: size.height)
        node.setPlacedProposal(proposal)
        node.isPlaced = true
    }
}
