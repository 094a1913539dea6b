import Foundation

/// `hidden`: the view keeps its size and place, and its views theirs, but nothing of it is
/// drawn. A node of its own, so that the placement says which subtree is hidden: pictures
/// skip it, and placement.json keeps every frame inside it.
struct HiddenBehavior: UnaryBehavior, Equatable {
    var kind: String { "hidden" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        node.withFirstChild { $0.size(for: proposal, context: context) } ?? .zero
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint { .zero }
}

extension View {
    /// Hides this view unconditionally: it still takes its space in layout.
    public func hidden() -> some View {
        layoutModifier(HiddenBehavior())
    }
}

extension PlacedNode {
    /// Whether this node is a `.hidden()` modifier: pictures draw nothing of its subtree,
    /// though every frame in it is placed.
    public var isHiddenModifier: Bool { kind == "hidden" }
}
