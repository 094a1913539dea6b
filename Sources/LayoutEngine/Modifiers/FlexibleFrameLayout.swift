import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// following SwiftUI's documented rules per axis:
/// - the child is offered the frame's proposal (its ideal length where the proposal is
///   unspecified) clamped to the minimum and maximum;
/// - with neither a minimum nor a maximum, the frame takes the child's length;
/// - with a minimum, it takes the child's length but no more than proposed, and no less
///   than the minimum: `max(min, min(child, proposed))`;
/// - with a maximum, it takes the child's length but no less than proposed, and no more
///   than the maximum: `min(max, max(child, proposed))` — so both together adopt the
///   proposal clamped to the range.
struct FlexibleFrameBehavior: UnaryBehavior, Equatable {
    let minimum: (width: CGFloat?, height: CGFloat?)
    let ideal: (width: CGFloat?, height: CGFloat?)
    let maximum: (width: CGFloat?, height: CGFloat?)
    let alignment: Alignment

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.minimum == rhs.minimum && lhs.ideal == rhs.ideal && lhs.maximum == rhs.maximum && lhs.alignment == rhs.alignment
    }

    var kind: String { "frame" }

    private func bounds(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        axis == .horizontal ? (minimum.width, ideal.width, maximum.width) : (minimum.height, ideal.height, maximum.height)
    }

    private func childLength(_ proposed: CGFloat?, _ axis: Axis) -> CGFloat? {
        let (low, idealLength, high) = bounds(axis)
        guard var length = proposed ?? idealLength else { return nil }
        if let low, length < low { length = low }
        if let high, length > high { length = high }
        return length
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: childLength(proposal.width, .horizontal), height: childLength(proposal.height, .vertical))
    }

    private func length(_ axis: Axis, proposed: CGFloat?, child: CGFloat) -> CGFloat {
        let (low, idealLength, high) = bounds(axis)
        if low == nil && high == nil { return child }
        guard let proposed = proposed ?? idealLength else {
            // Asked for its ideal size with no ideal length: the child's, within the range.
            var length = child
            if let low { length = max(low, length) }
            if let high { length = min(high, length) }
            return length
        }
        var length = child
        if let low { length = max(low, min(length, proposed)) }
        if let high { length = min(high, max(length, proposed)) }
        return length
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let childSize = node.children.first?.size(for: childProposal(proposal), context: context) ?? .zero
        return CGSize(
            width: length(.horizontal, proposed: proposal.width, child: childSize.width),
            height: length(.vertical, proposed: proposal.height, child: childSize.height)
        )
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        alignedOrigin(of: node.children[0], proposal: childProposal(proposal), childSize: childSize, in: size, alignment: alignment, context: context)
    }
}

extension View {
    /// Puts this view in an invisible frame with flexible bounds, aligned inside (see
    /// SwiftUI's documentation of this modifier for the sizing rules). Invalid lengths are
    /// ignored; a maximum below the minimum is raised to it.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        func upper(_ value: CGFloat?, _ low: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN, value >= 0 else { return nil }
            if let low, value < low { return low }
            return value
        }
        let minW = validLength(minWidth), minH = validLength(minHeight)
        return layoutModifier(FlexibleFrameBehavior(
            minimum: (minW, minH),
            ideal: (validLength(idealWidth), validLength(idealHeight)),
            maximum: (upper(maxWidth, minW), upper(maxHeight, minH)),
            alignment: alignment
        ))
    }
}
