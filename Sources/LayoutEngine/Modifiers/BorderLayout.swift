import Foundation

/// `border`: a line of the given colour and width drawn inside the view's frame; it does
/// not change layout.
struct BorderBehavior: UnaryBehavior, Equatable {
    let colorHex: String
    let width: CGFloat

    var kind: String { "border" }
    var color: String? { colorHex }
    /// A border is an outline: what it wraps shows through.
    var paint: PlacedNode.Paint? { .stroke }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        node.withFirstChild { $0.size(for: proposal, context: context) } ?? .zero
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint { .zero }
}

extension View {
    /// Draws a border inside this view's frame.
    public func border(_ color: Color, width: CGFloat = 1) -> some View {
        layoutModifier(BorderBehavior(colorHex: color.hex, width: width.isFinite ? max(0, width) : 1))
    }
}
