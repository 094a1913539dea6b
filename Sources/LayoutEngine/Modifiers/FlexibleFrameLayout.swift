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
///
/// The six lengths are stored as plain doubles with NaN for "not given" (a valid length is
/// never NaN: ``validLength`` and the maximum's check drop it) and the alignment as a
/// ``CompactAlignment``, so the behaviour is plain data: copying it retains nothing, and its
/// rules read each length without unwrapping tuples of optionals. `frame(maxWidth:
/// .infinity)` wraps a large share of a real scene's views.
struct FlexibleFrameBehavior: UnaryBehavior, Equatable {
    private let minWidth: CGFloat
    private let minHeight: CGFloat
    private let idealWidth: CGFloat
    private let idealHeight: CGFloat
    private let maxWidth: CGFloat
    private let maxHeight: CGFloat
    private let storedAlignment: CompactAlignment

    init(minimum: (width: CGFloat?, height: CGFloat?), ideal: (width: CGFloat?, height: CGFloat?), maximum: (width: CGFloat?, height: CGFloat?), alignment: Alignment) {
        minWidth = minimum.width ?? .nan
        minHeight = minimum.height ?? .nan
        idealWidth = ideal.width ?? .nan
        idealHeight = ideal.height ?? .nan
        maxWidth = maximum.width ?? .nan
        maxHeight = maximum.height ?? .nan
        storedAlignment = CompactAlignment(alignment)
    }

    var alignment: Alignment { storedAlignment.alignment }

    @inline(__always)
    private static func given(_ stored: CGFloat) -> CGFloat? { stored.isNaN ? nil : stored }

    static func == (lhs: Self, rhs: Self) -> Bool {
        same(lhs.minWidth, rhs.minWidth) && same(lhs.minHeight, rhs.minHeight)
            && same(lhs.idealWidth, rhs.idealWidth) && same(lhs.idealHeight, rhs.idealHeight)
            && same(lhs.maxWidth, rhs.maxWidth) && same(lhs.maxHeight, rhs.maxHeight)
            && lhs.storedAlignment == rhs.storedAlignment
    }

    /// Two stored lengths as optionals compare: "not given" (NaN) equals "not given".
    @inline(__always)
    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }

    var kind: String { "frame" }

    /// The length the child is offered along one axis: the proposal (or the ideal length)
    /// clamped to the range; a bound not given (NaN) is skipped.
    @inline(__always)
    private static func childLength(_ proposed: CGFloat?, low: CGFloat, ideal: CGFloat, high: CGFloat) -> CGFloat? {
        var length: CGFloat
        if let proposed {
            length = proposed
        } else if !ideal.isNaN {
            length = ideal
        } else {
            return nil
        }
        if !low.isNaN, length < low { length = low }
        if !high.isNaN, length > high { length = high }
        return length
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: Self.childLength(proposal.width, low: minWidth, ideal: idealWidth, high: maxWidth),
            height: Self.childLength(proposal.height, low: minHeight, ideal: idealHeight, high: maxHeight)
        )
    }

    @inline(__always)
    private static func length(proposed: CGFloat?, child: CGFloat, low: CGFloat, ideal: CGFloat, high: CGFloat) -> CGFloat {
        if low.isNaN && high.isNaN { return child }
        var length = child
        let proposed = proposed ?? given(ideal)
        guard let proposed else {
            // Asked for its ideal size with no ideal length: the child's, within the range.
            if !low.isNaN { length = max(low, length) }
            if !high.isNaN { length = min(high, length) }
            return length
        }
        if !low.isNaN { length = max(low, min(length, proposed)) }
        if !high.isNaN { length = min(high, max(length, proposed)) }
        return length
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let childSize = node.withFirstChild { $0.size(for: childProposal(proposal), context: context) } ?? .zero
        return CGSize(
            width: Self.length(proposed: proposal.width, child: childSize.width, low: minWidth, ideal: idealWidth, high: maxWidth),
            height: Self.length(proposed: proposal.height, child: childSize.height, low: minHeight, ideal: idealHeight, high: maxHeight)
        )
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        node.withFirstChild { alignedOrigin(of: $0, proposal: childProposal(proposal), childSize: childSize, in: size, alignment: storedAlignment, context: context) } ?? .zero
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
