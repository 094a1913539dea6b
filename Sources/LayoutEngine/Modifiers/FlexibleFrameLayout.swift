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
/// The six lengths are plain doubles with NaN for "not given" (a valid length is never NaN:
/// ``validLength`` and the maximum's check drop it), so the rules read each length without
/// unwrapping optionals. `frame(maxWidth: .infinity)` and `frame(minWidth: 0, maxWidth:
/// .infinity)` wrap a large share of a real scene's views, so a frame with no ideal length
/// whose bounds single precision holds exactly (0, infinity, whole and half points below
/// 2^23) is kept in four floats and its alignment's index: small enough for the node's
/// and the view's existential to hold it inline, where six doubles needed a heap box of
/// their own for every frame. Any other frame keeps its lengths in such a box.
struct FlexibleFrameBehavior: UnaryBehavior, Equatable {
    /// The lengths as the rules read them.
    private struct Lengths {
        var minWidth: CGFloat
        var minHeight: CGFloat
        var idealWidth: CGFloat
        var idealHeight: CGFloat
        var maxWidth: CGFloat
        var maxHeight: CGFloat
        var alignment: CompactAlignment
    }

    private final class Box {
        let lengths: Lengths
        init(_ lengths: Lengths) { self.lengths = lengths }
    }

    private enum Storage {
        /// The bounds in single precision, exactly; no ideal length; the alignment's
        /// ``CompactAlignment/index``.
        case compact(minWidth: Float, maxWidth: Float, minHeight: Float, maxHeight: Float, alignment: UInt32)
        case boxed(Box)
    }

    private let storage: Storage

    init(minimum: (width: CGFloat?, height: CGFloat?), ideal: (width: CGFloat?, height: CGFloat?), maximum: (width: CGFloat?, height: CGFloat?), alignment: Alignment) {
        let lengths = Lengths(
            minWidth: minimum.width ?? .nan, minHeight: minimum.height ?? .nan,
            idealWidth: ideal.width ?? .nan, idealHeight: ideal.height ?? .nan,
            maxWidth: maximum.width ?? .nan, maxHeight: maximum.height ?? .nan,
            alignment: CompactAlignment(alignment)
        )
        if lengths.idealWidth.isNaN, lengths.idealHeight.isNaN, let index = UInt32(exactly: lengths.alignment.index),
           let minWidth = Self.single(lengths.minWidth), let maxWidth = Self.single(lengths.maxWidth),
           let minHeight = Self.single(lengths.minHeight), let maxHeight = Self.single(lengths.maxHeight) {
            storage = .compact(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: index)
        } else {
            storage = .boxed(Box(lengths))
        }
    }

    /// `length` in single precision when that holds it exactly (NaN, "not given", as NaN).
    private static func single(_ length: CGFloat) -> Float? {
        if length.isNaN { return .nan }
        let single = Float(length)
        return CGFloat(single).bitPattern == length.bitPattern ? single : nil
    }

    private var lengths: Lengths {
        @inline(__always) get {
            switch storage {
            case let .compact(minWidth, maxWidth, minHeight, maxHeight, alignment):
                Lengths(
                    minWidth: CGFloat(minWidth), minHeight: CGFloat(minHeight), idealWidth: .nan, idealHeight: .nan,
                    maxWidth: CGFloat(maxWidth), maxHeight: CGFloat(maxHeight), alignment: CompactAlignment(index: Int(alignment))
                )
            case let .boxed(box):
                box.lengths
            }
        }
    }

    var alignment: Alignment { lengths.alignment.alignment }

    @inline(__always)
    private static func given(_ stored: CGFloat) -> CGFloat? { stored.isNaN ? nil : stored }

    static func == (lhs: Self, rhs: Self) -> Bool {
        let lhs = lhs.lengths, rhs = rhs.lengths
        return same(lhs.minWidth, rhs.minWidth) && same(lhs.minHeight, rhs.minHeight)
            && same(lhs.idealWidth, rhs.idealWidth) && same(lhs.idealHeight, rhs.idealHeight)
            && same(lhs.maxWidth, rhs.maxWidth) && same(lhs.maxHeight, rhs.maxHeight)
            && lhs.alignment == rhs.alignment
    }

    /// Two stored lengths as optionals compare: "not given" (NaN) equals "not given".
    @inline(__always)
    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }

    var kind: String { "frame" }

    /// The length the child is offered along one axis: the proposal (or the ideal length)
    /// clamped to the range.
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
        // A bound not given is NaN, and a comparison with NaN is false: it is skipped
        // without a test of its own.
        if length < low { length = low }
        if length > high { length = high }
        return length
    }

    @inline(__always)
    private static func childProposal(_ proposal: ProposedViewSize, _ lengths: Lengths) -> ProposedViewSize {
        ProposedViewSize(
            width: childLength(proposal.width, low: lengths.minWidth, ideal: lengths.idealWidth, high: lengths.maxWidth),
            height: childLength(proposal.height, low: lengths.minHeight, ideal: lengths.idealHeight, high: lengths.maxHeight)
        )
    }

    // Inlined: a frame in a stack works it out for each of the three proposals it is asked
    // and again when placed, and as a call it cost as much as the clamping.
    @inline(__always)
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        Self.childProposal(proposal, lengths)
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
        let lengths = lengths
        let childSize = node.withFirstChild { $0.size(for: Self.childProposal(proposal, lengths), context: context) } ?? .zero
        return CGSize(
            width: Self.length(proposed: proposal.width, child: childSize.width, low: lengths.minWidth, ideal: lengths.idealWidth, high: lengths.maxWidth),
            height: Self.length(proposed: proposal.height, child: childSize.height, low: lengths.minHeight, ideal: lengths.idealHeight, high: lengths.maxHeight)
        )
    }

    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint {
        let lengths = lengths
        return node.withFirstChild { alignedOrigin(of: $0, proposal: Self.childProposal(proposal, lengths), childSize: childSize, in: size, alignment: lengths.alignment, context: context) } ?? .zero
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
