import Foundation

/// `position`: the view takes the whole space offered to it and puts its child's centre at
/// the given point inside it.
struct PositionBehavior: UnaryBehavior, Equatable {
    let point: CGPoint

    var kind: String { "position" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
            return CGSize(width: width, height: height)
        }
        let childSize = node.withFirstChild { $0.size(for: proposal, context: context) } ?? .zero
        return CGSize(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? childSize.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? childSize.height
        )
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        CGPoint(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2)
    }
}

extension View {
    /// Centres this view at `position` in the space its parent offers.
    public func position(_ position: CGPoint) -> some View {
        layoutModifier(PositionBehavior(point: CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)))
    }

    /// Centres this view at `(x, y)` in the space its parent offers.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
