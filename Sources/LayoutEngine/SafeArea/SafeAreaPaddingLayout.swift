import Foundation

/// `safeAreaPadding`: pads the view as `padding` does, but the padding is safe area, not
/// empty space, so a view inside that ignores the safe area reaches through it (a
/// scrolling list padded from a floating button, its background still edge to edge).
struct SafeAreaPaddingBehavior: UnaryBehavior, Equatable {
    let padding: PaddingBehavior

    var kind: String { "safeAreaPadding" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { padding.childProposal(proposal) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        padding.sizeThatFits(proposal, node: node, context: context)
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        padding.childOrigin(childSize: childSize, in: size, proposal: proposal, node: node, context: context)
    }

    func safeAreaInsets(forChild index: Int, of node: LayoutNode, inner: EdgeInsets) -> EdgeInsets {
        inner.adding(padding.insets)
    }

    func isRigid(_ node: LayoutNode) -> Bool { padding.isRigid(node) }
}

extension View {
    /// Adds `length` (16 points when nil, as `padding`) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length.flatMap { $0.isFinite ? $0 : nil } ?? 16
        return SafeAreaMaking(content: layoutModifier(SafeAreaPaddingBehavior(padding: PaddingBehavior(insets: EdgeInsets(edges, length)))))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Adds different amounts to the safe area on each edge.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let insets = EdgeInsets(top: valid(insets.top), leading: valid(insets.leading), bottom: valid(insets.bottom), trailing: valid(insets.trailing))
        return SafeAreaMaking(content: layoutModifier(SafeAreaPaddingBehavior(padding: PaddingBehavior(insets: insets))))
    }
}

/// A view that makes a safe area of its own (`safeAreaPadding`, `safeAreaInset`): resolving
/// it tells the host to work out each view's share of the safe area from then on, which a
/// host laying out on a canvas without one otherwise skips.
struct SafeAreaMaking<Content: View>: PrimitiveView {
    let content: Content

    static func _resolve(_ view: SafeAreaMaking, _ inputs: _ViewInputs) {
        inputs.resolver.context.tracksSafeAreas = true
        Content._resolve(view.content, inputs)
    }
}
