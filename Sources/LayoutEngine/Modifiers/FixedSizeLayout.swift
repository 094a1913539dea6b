import Foundation

/// `fixedSize`: the child is offered an unspecified length on the fixed axes, so it takes
/// its ideal size there whatever its parent offers.
struct FixedSizeBehavior: UnaryBehavior, Equatable {
    let horizontal: Bool
    let vertical: Bool

    var kind: String { "fixedSize" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        node.withFirstChild { $0.size(for: childProposal(proposal), context: context) } ?? .zero
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
    }

    /// Fixed on both axes, the child is proposed nothing whatever this node is proposed.
    func isRigid(_ node: LayoutNode) -> Bool {
        (horizontal && vertical) || (node.withFirstChild { $0.isRigid } ?? true)
    }
}

extension View {
    /// Fixes this view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes this view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        layoutModifier(FixedSizeBehavior(horizontal: horizontal, vertical: vertical))
    }
}
