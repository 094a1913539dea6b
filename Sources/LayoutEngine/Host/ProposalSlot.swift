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

    /// Whether the slot holds a proposal equal to `proposal` (as `==` on the decoded
    /// proposal would say, without decoding it).
    @inline(__always)
    func holds(_ proposal: ProposedViewSize) -> Bool {
        Double(width).bitPattern != Self.noneBits && Self.same(width, proposal.width) && Self.same(height, proposal.height)
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
    private static func same(_ stored: CGFloat, _ value: CGFloat?) -> Bool {
        guard let value else { return stored.isNaN }
        return stored == value
    }

    @inline(__always)
    var proposal: ProposedViewSize? {
        if Double(width).bitPattern == Self.noneBits { return nil }
        return ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
    }
}
