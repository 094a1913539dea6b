import Foundation

/// `ignoresSafeArea`: the view is sized as if nothing were ignored, then, on each chosen
/// edge that touches the safe area's edge, grown into the unsafe part up to the edge of the
/// container that made it (the screen's edge under a status bar, the view's edge under an
/// inset's bar), and proposed that larger size. Its content then has no safe area on those
/// edges, as SwiftUI's has none.
///
/// The modifier's own frame stays where its parent put it; the view inside extends past
/// it, as an offset view does, so the parent's layout is unchanged.
struct IgnoresSafeAreaBehavior: UnaryBehavior, Equatable {
    let edges: Edge.Set

    var kind: String { "ignoresSafeArea" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        node.withFirstChild { $0.size(for: proposal, context: context) } ?? .zero
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint { .zero }

    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext) {
        node.withFirstChild { child in
            let reach = (node.safeArea?.outer ?? EdgeInsets()).restricted(to: edges)
            guard reach != EdgeInsets() else {
                context.place(child, at: .zero, anchor: .topLeading, proposal: proposal)
                return
            }
            let grown = ProposedViewSize(width: size.width + reach.leading + reach.trailing, height: size.height + reach.top + reach.bottom)
            context.place(child, at: CGPoint(x: -reach.leading, y: -reach.top), anchor: .topLeading, proposal: grown)
        }
    }

    func safeAreaInsets(forChild index: Int, of node: LayoutNode, inner: EdgeInsets) -> EdgeInsets {
        inner.restricted(to: Edge.Set.all.subtracting(edges))
    }

    func isRigid(_ node: LayoutNode) -> Bool { node.withFirstChild { $0.isRigid } ?? true }
}

extension View {
    /// Lets this view grow into the safe area on `edges` where it touches the safe area's
    /// edge: a background colour under the status bar and home indicator, a full-bleed
    /// image. Ignoring only the keyboard's region changes nothing, as a still layout shows
    /// no keyboard.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        layoutModifier(IgnoresSafeAreaBehavior(edges: regions.contains(.container) ? edges : []))
    }

    /// The iOS 13 spelling of ``ignoresSafeArea(_:edges:)`` for the container's safe area.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }
}
