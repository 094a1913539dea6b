import Foundation

/// `frame(width:height:alignment:)`: a frame of fixed width and/or height; along an axis
/// without a fixed length, the frame takes its child's size. The child is offered the
/// fixed lengths and aligned inside.
struct FrameBehavior: UnaryBehavior, Equatable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    var kind: String { "frame" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = node.children.first?.size(for: childProposal(proposal), context: context) ?? .zero
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        alignedOrigin(of: node.children[0], proposal: childProposal(proposal), childSize: childSize, in: size, alignment: alignment, context: context)
    }
}

extension View {
    /// Puts this view in an invisible frame of fixed width and/or height, aligned inside.
    /// Invalid lengths (negative, NaN, infinite) are ignored, as in SwiftUI.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        layoutModifier(FrameBehavior(width: validLength(width), height: validLength(height), alignment: alignment))
    }
}
