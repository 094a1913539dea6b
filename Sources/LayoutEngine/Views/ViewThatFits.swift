import Foundation

/// The first of its children whose ideal size fits the proposal along the constrained
/// axes (both by default), or the last one when none fits. Only the chosen child is laid
/// out and shown; an `EmptyView` candidate is no candidate at all.
public struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        inputs.resolver.container(ViewThatFitsBehavior(axes: view.axes), inputs) { Content._resolve(view.content, $0) }
    }
}

struct ViewThatFitsBehavior: NodeBehavior, Equatable {
    let axes: Axis.Set

    var kind: String { "ViewThatFits" }

    private func choice(_ proposal: ProposedViewSize, _ node: LayoutNode, _ context: LayoutContext) -> LayoutNode? {
        for child in node.children {
            let ideal = child.size(for: .unspecified, context: context)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.0005 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.0005 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return node.children.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        choice(proposal, node, context)?.size(for: proposal, context: context) ?? .zero
    }

    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext) {
        guard let chosen = choice(proposal, node, context) else { return }
        let childSize = chosen.size(for: proposal, context: context)
        context.place(chosen, at: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2), anchor: .topLeading, proposal: proposal)
    }

    func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        node.withFirstChild { $0.spacing(context: context) } ?? .init()
    }
}
