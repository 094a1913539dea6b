import Foundation

/// How `aspectRatio` and `scaledToFit`/`scaledToFill` fit a ratio to the space offered.
public enum ContentMode: Hashable, Sendable {
    /// The largest size with the ratio inside the proposal.
    case fit
    /// The smallest size with the ratio covering the proposal.
    case fill
}

/// `aspectRatio`: the child is offered the largest (fit) or smallest (fill) size with the
/// given width/height ratio in the proposal, and the view takes the child's size. With no
/// ratio, the child's ideal size gives it.
struct AspectRatioBehavior: UnaryBehavior, Equatable {
    let ratio: CGFloat?
    let contentMode: ContentMode

    var kind: String { "aspectRatio" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    private func fitted(_ proposal: ProposedViewSize, ratio: CGFloat, ideal: () -> CGSize) -> ProposedViewSize {
        switch (proposal.width, proposal.height) {
        case let (width?, height?):
            let fromHeight = height * ratio
            let width = contentMode == .fit ? min(width, fromHeight) : max(width, fromHeight)
            return ProposedViewSize(width: width, height: width.isFinite ? width / ratio : height)
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            let size = ideal()
            return fitted(ProposedViewSize(size), ratio: ratio, ideal: ideal)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        guard let child = node.children.first else { return .zero }
        return child.size(for: proposalForChild(proposal, child, context), context: context)
    }

    private func proposalForChild(_ proposal: ProposedViewSize, _ child: LayoutNode, _ context: LayoutContext) -> ProposedViewSize {
        let ideal = { child.size(for: .unspecified, context: context) }
        var ratio = self.ratio ?? {
            let size = ideal()
            return size.height > 0 ? size.width / size.height : 1
        }()
        if !(ratio.isFinite && ratio > 0) { ratio = 1 }
        return fitted(proposal, ratio: ratio, ideal: ideal)
    }

    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext) {
        guard let child = node.children.first else { return }
        let childProposal = proposalForChild(proposal, child, context)
        let childSize = child.size(for: childProposal, context: context)
        context.place(child, at: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2), anchor: .topLeading, proposal: childProposal)
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
    }
}

extension View {
    /// Constrains this view to a width/height ratio (its ideal size's, when nil).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        layoutModifier(AspectRatioBehavior(ratio: aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, contentMode: contentMode))
    }

    /// Constrains this view to the ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill its parent, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
