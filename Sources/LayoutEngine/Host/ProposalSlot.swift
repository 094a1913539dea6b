import Foundation

/// An optional proposal in two plain doubles: NaN for an unspecified dimension, and a NaN
/// of another payload in the width for no proposal at all. A `ProposedViewSize?` takes 25
/// bytes and padding (each dimension is an optional); the node keeps three of these.
/// Stored proposals are sanitised or come from sizes, so no dimension is ever NaN.
struct ProposalSlot {
    private var width: CGFloat
    private var height: CGFloat

    /// The width's bits for "no proposal".
    private static let noneBits: UInt64 = 0x7FF8_0000_0000_0001

    static var none: ProposalSlot { ProposalSlot(width: CGFloat(Double(bitPattern: noneBits)), height: .nan) }

    private init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    @inline(__always)
    init(_ proposal: ProposedViewSize?) {
        guard let proposal else { self = .none; return }
        self.init(proposal)
    }

    @inline(__always)
    init(_ proposal: ProposedViewSize) {
        width = proposal.width ?? .nan
        height = proposal.height ?? .nan
    }

    /// The slot of the proposal of `width` and `height`, NaN for an unspecified length,
    /// sanitised as ``ProposedViewSize/sanitized`` would (negative lengths are zero), without
    /// making the optional proposal: a stack keeps its children's proposals as such lengths
    /// and places each child from them.
    @inline(__always)
    init(sanitizingWidth width: CGFloat, height: CGFloat) {
        self.width = Self.sanitize(width)
        self.height = Self.sanitize(height)
    }

    @inline(__always)
    private static func sanitize(_ value: CGFloat) -> CGFloat {
        // Positive values, the common case, pass on one comparison (false for NaN); any
        // NaN is the plain one, never the payload that means no proposal.
        if value > 0 { return value }
        return value.isNaN ? .nan : max(0, value)
    }

    /// Whether the slot holds a proposal equal to `other`'s (as `==` on the decoded
    /// proposals would say): false when either holds no proposal.
    @inline(__always)
    func holds(_ other: ProposalSlot) -> Bool {
        Double(width).bitPattern != Self.noneBits && Double(other.width).bitPattern != Self.noneBits
            && Self.same(width, other.width) && Self.same(height, other.height)
    }

    @inline(__always)
    private static func same(_ stored: CGFloat, _ value: CGFloat) -> Bool {
        stored == value || (stored.isNaN && value.isNaN)
    }

    /// Whether the slot holds the same proposal as `other`, bit for bit: false for two
    /// slots holding no proposal, and for zeros of different signs (which `==` would call
    /// equal), so a caller may only take true for an answer.
    @inline(__always)
    func holdsExactly(_ other: ProposalSlot) -> Bool {
        let bits = Double(width).bitPattern
        return bits != Self.noneBits && bits == Double(other.width).bitPattern && Double(height).bitPattern == Double(other.height).bitPattern
    }

    @inline(__always)
    var proposal: ProposedViewSize? {
        if Double(width).bitPattern == Self.noneBits { return nil }
        return ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
    }
}
