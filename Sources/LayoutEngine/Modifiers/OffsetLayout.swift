import Foundation

/// `offset`: the view keeps the frame layout gave it; what it draws (its child) moves.
struct OffsetBehavior: UnaryBehavior, Equatable {
    let offset: CGSize

    var kind: String { "offset" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        node.withFirstChild { $0.size(for: proposal, context: context) } ?? .zero
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        CGPoint(x: offset.width, y: offset.height)
    }

    func isRigid(_ node: LayoutNode) -> Bool { node.withFirstChild { $0.isRigid } ?? true }
}

extension View {
    /// Draws this view moved by `offset`, leaving its layout frame where it was.
    public func offset(_ offset: CGSize) -> some View {
        layoutModifier(OffsetBehavior(offset: CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)))
    }

    /// Draws this view moved by `x` and `y`, leaving its layout frame where it was.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
