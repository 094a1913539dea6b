import Foundation

/// `frame(width:height:alignment:)`: a frame of fixed width and/or height; along an axis
/// without a fixed length, the frame takes its child's size. The child is offered the
/// fixed lengths and aligned inside.
///
/// It is three words (lengths with NaN for "not given", the alignment in one word), so a
/// node holds it inline instead of in a box of its own, and a frame costs one allocation
/// less; nearly every view of a large scene sits in one.
struct FrameBehavior: UnaryBehavior, Equatable {
    private let storedWidth: CGFloat
    private let storedHeight: CGFloat
    private let storedAlignment: CompactAlignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        storedWidth = width ?? .nan
        storedHeight = height ?? .nan
        storedAlignment = CompactAlignment(alignment)
    }

    var width: CGFloat? { storedWidth.isNaN ? nil : storedWidth }
    var height: CGFloat? { storedHeight.isNaN ? nil : storedHeight }
    var alignment: Alignment { storedAlignment.alignment }

    static func == (lhs: FrameBehavior, rhs: FrameBehavior) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.storedAlignment == rhs.storedAlignment
    }

    /// Three words with no padding: equal frames have equal bytes (a NaN length is always
    /// the same `.nan`).
    static var comparesBytes: Bool { true }

    var kind: String { "frame" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = node.withFirstChild { $0.size(for: childProposal(proposal), context: context) } ?? .zero
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        node.withFirstChild { alignedOrigin(of: $0, proposal: childProposal(proposal), childSize: childSize, in: size, alignment: storedAlignment, context: context) } ?? .zero
    }

    /// Both lengths fixed: the child is proposed them whatever this frame is proposed. One
    /// fixed: the other length and the child's proposal along it come from the child, so
    /// the frame is rigid when the child is.
    func isRigid(_ node: LayoutNode) -> Bool {
        if width != nil, height != nil { return true }
        return node.withFirstChild { $0.isRigid } ?? true
    }
}

extension View {
    /// Puts this view in an invisible frame of fixed width and/or height, aligned inside.
    /// Invalid lengths (negative, NaN, infinite) are ignored, as in SwiftUI.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        layoutModifier(FrameBehavior(width: validLength(width), height: validLength(height), alignment: alignment))
    }
}
