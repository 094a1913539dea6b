import Foundation

/// `background` and `overlay`: the modified view alone decides the size; the secondary
/// content is offered that size and aligned on it, like an implicit ZStack behind or in
/// front of it.
///
/// A background colour ignores the safe area on `ignoresSafeAreaEdges` (every edge, as
/// SwiftUI's `background(_:ignoresSafeAreaEdges:)` defaults to since iOS 15): where the
/// modified view touches the safe area's edge, the colour reaches on to the screen's edge.
struct SecondaryLayerBehavior: NodeBehavior, Equatable {
    enum Layer: Equatable { case background, overlay }
    let layer: Layer
    let alignment: Alignment
    var ignoresSafeAreaEdges: Edge.Set = []

    var kind: String { layer == .background ? "background" : "overlay" }

    var drawsFirstChildLast: Bool { layer == .background }

    var isModifier: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        node.withFirstChild { $0.size(for: proposal, context: context) } ?? .zero
    }

    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext) {
        guard let primary = node.children.first else { return }
        context.place(primary, at: .zero, anchor: .topLeading, proposal: proposal)
        let reach = ignoresSafeAreaEdges.isEmpty ? EdgeInsets() : (node.safeArea?.outer ?? EdgeInsets()).restricted(to: ignoresSafeAreaEdges)
        let layerSize = CGSize(width: size.width + reach.leading + reach.trailing, height: size.height + reach.top + reach.bottom)
        let layerProposal = ProposedViewSize(layerSize)
        for child in node.children.dropFirst() {
            let childSize = child.size(for: layerProposal, context: context)
            let origin = alignedOrigin(of: child, proposal: layerProposal, childSize: childSize, in: layerSize, alignment: alignment, context: context)
            context.place(child, at: CGPoint(x: origin.x - reach.leading, y: origin.y - reach.top), anchor: .topLeading, proposal: layerProposal)
        }
    }

    /// A layer that ignores the safe area has none on those edges.
    func safeAreaInsets(forChild index: Int, of node: LayoutNode, inner: EdgeInsets) -> EdgeInsets {
        guard index > 0, !ignoresSafeAreaEdges.isEmpty else { return inner }
        return inner.restricted(to: Edge.Set.all.subtracting(ignoresSafeAreaEdges))
    }

    func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        node.withFirstChild { $0.spacing(context: context) } ?? .init()
    }

    func mayStateFractionalGuides(_ node: LayoutNode) -> Bool {
        node.withFirstChild { $0.mayStateFractionalGuides } ?? false
    }

    /// The secondary content is proposed the primary's size, so the primary decides.
    func isRigid(_ node: LayoutNode) -> Bool { node.withFirstChild { $0.isRigid } ?? true }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize, context: LayoutContext) -> CGFloat? {
        guard let primary = node.children.first else { return nil }
        return primary.behavior.explicitAlignment(key, node: primary, size: size, proposal: proposal, context: context)
    }
}

extension View {
    /// Puts `content` behind this view, sized to it and aligned on it.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        layoutModifier(SecondaryLayerBehavior(layer: .background, alignment: alignment), secondary: AnyView(content()))
    }

    /// Puts `background` behind this view, sized to it and aligned on it.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layoutModifier(SecondaryLayerBehavior(layer: .background, alignment: alignment), secondary: AnyView(background))
    }

    /// Fills the area behind this view with a colour, which reaches into the safe area on
    /// `edges` where this view touches the safe area's edge.
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layoutModifier(SecondaryLayerBehavior(layer: .background, alignment: .center, ignoresSafeAreaEdges: edges), secondary: AnyView(color))
    }

    /// Puts `content` in front of this view, sized to it and aligned on it.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        layoutModifier(SecondaryLayerBehavior(layer: .overlay, alignment: alignment), secondary: AnyView(content()))
    }

    /// Puts `overlay` in front of this view, sized to it and aligned on it.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layoutModifier(SecondaryLayerBehavior(layer: .overlay, alignment: alignment), secondary: AnyView(overlay))
    }
}
