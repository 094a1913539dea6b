import Foundation

/// The last few sizes a node returned, by proposal.
///
/// Layouts ask a child for the same proposals again and again (a stack asks for the
/// minimum, the maximum and then the real size; a parent asks again when placing). Four
/// entries, replaced round-robin, catch nearly all of it without allocating.
struct SizeMemo {
    private var proposals: (ProposedViewSize, ProposedViewSize, ProposedViewSize, ProposedViewSize)
    private var sizes: (CGSize, CGSize, CGSize, CGSize)
    private var count: UInt8 = 0
    private var next: UInt8 = 0

    init() {
        proposals = (.unspecified, .unspecified, .unspecified, .unspecified)
        sizes = (.zero, .zero, .zero, .zero)
    }

    @inline(__always)
    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        if count > 0, proposals.0 == proposal { return sizes.0 }
        if count > 1, proposals.1 == proposal { return sizes.1 }
        if count > 2, proposals.2 == proposal { return sizes.2 }
        if count > 3, proposals.3 == proposal { return sizes.3 }
        return nil
    }

    @inline(__always)
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        switch next {
        case 0: proposals.0 = proposal; sizes.0 = size
        case 1: proposals.1 = proposal; sizes.1 = size
        case 2: proposals.2 = proposal; sizes.2 = size
        default: proposals.3 = proposal; sizes.3 = size
        }
        next = (next + 1) & 3
        count = min(count + 1, 4)
    }

    mutating func removeAll() {
        count = 0
        next = 0
    }
}
