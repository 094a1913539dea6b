import Foundation

/// `padding`: the child is offered the proposal less the insets and the result is the
/// child's size plus the insets.
struct PaddingBehavior: UnaryBehavior, Equatable {
    let insets: EdgeInsets

    var kind: String { "padding" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) }
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let childSize = node.withFirstChild { $0.size(for: childProposal(proposal), context: context) } ?? .zero
        return CGSize(
            width: max(0, childSize.width + insets.leading + insets.trailing),
            height: max(0, childSize.height + insets.top + insets.bottom)
        )
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        CGPoint(x: insets.leading, y: insets.top)
    }

    func isRigid(_ node: LayoutNode) -> Bool { node.withFirstChild { $0.isRigid } ?? true }
}

extension View {
    /// Insets this view by `length` (16 points when nil, SwiftUI's default) on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length.flatMap { $0.isFinite ? $0 : nil } ?? 16
        return layoutModifier(PaddingBehavior(insets: EdgeInsets(edges, length)))
    }

    /// Insets this view by `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Insets this view by different amounts on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return layoutModifier(PaddingBehavior(insets: EdgeInsets(top: valid(insets.top), leading: valid(insets.leading), bottom: valid(insets.bottom), trailing: valid(insets.trailing))))
    }
}
