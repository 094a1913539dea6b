/// A node's flags and its two remembered yes-or-no answers (whether it is rigid, whether
/// it may state a fractional alignment guide), in 16 bits.
///
/// A node is written whole on a cold pass, and a byte for each of these seven put the leaf
/// node of a framed colour eight bytes past a 16-byte step of the allocator's blocks: as
/// bits they fit in the padding after the node's attributes (see ``LayoutNode``).
struct NodeFlags: OptionSet {
    let rawValue: UInt16

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    static let cacheIsStale = NodeFlags(rawValue: 1 << 4)
    static let needsPlacement = NodeFlags(rawValue: 1 << 5)
    static let isPlaced = NodeFlags(rawValue: 1 << 6)
    static let placedChildrenAreCurrent = NodeFlags(rawValue: 1 << 7)
    static let spacingIsRemembered = NodeFlags(rawValue: 1 << 8)

    /// A new node's: nothing remembered, its children to be placed. (Not `init()`, which is
    /// the empty set that `[]` and the set algebra start from.)
    static let newNode: NodeFlags = [.needsPlacement]

    /// Sets or clears `flag`.
    @inline(__always)
    mutating func set(_ flag: NodeFlags, _ value: Bool) {
        self = value ? union(flag) : subtracting(flag)
    }

    /// 1 or 0 once the node's rigidity is known, -1 before (bits 0 and 1: the answer plus one).
    var rigidMemo: Int8 {
        @inline(__always) get { Int8(truncatingIfNeeded: rawValue & 3) - 1 }
        @inline(__always) set { self = NodeFlags(rawValue: rawValue & ~3 | UInt16(truncatingIfNeeded: newValue + 1) & 3) }
    }

    /// 1 or 0 once whether the node may state a fractional guide is known, -1 before (bits 2
    /// and 3, likewise).
    var fractionalGuidesMemo: Int8 {
        @inline(__always) get { Int8(truncatingIfNeeded: (rawValue >> 2) & 3) - 1 }
        @inline(__always) set { self = NodeFlags(rawValue: rawValue & ~(3 << 2) | (UInt16(truncatingIfNeeded: newValue + 1) & 3) << 2) }
    }
}
