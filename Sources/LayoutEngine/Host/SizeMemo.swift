import Foundation

/// The last few sizes a node returned, by proposal.
///
/// Layouts ask a child for the same proposals again and again (a stack asks for the
/// minimum, the maximum and then its share; a parent asks again when placing; nested
/// stacks ask with several minor lengths). Eight entries, replaced round-robin, catch
/// nearly all of it.
///
/// Every node holds one, so it is kept plain and small: each entry is the bits of the
/// sanitised proposal's width and height (see ``Key``), then the size. The first three
/// entries are held inline and the other five in a block allocated only when a node is
/// asked for a fourth proposal. Three is what a flexible stack child is asked (its
/// minimum, its maximum and its share), and what the view inside a flexible frame is asked
/// in turn: held inline, those sizes stay in the node, where a large stack's later walks
/// over its children read them, rather than in a block allocated mid-pass somewhere else
/// in memory. A node asked one or two proposals (a leaf or a modifier
/// is asked what its parent offers, and again when placed) never touches the third entry,
/// and the block is left uninitialised, so a fourth costs one allocation and no more
/// memory written.
struct SizeMemo {
    /// The proposal's width and height bits, then the size. (Not a SIMD4: its 32-byte
    /// alignment would make every node an aligned allocation, which costs far more.)
    private struct Entry {
        var width: UInt64 = 0
        var height: UInt64 = 0
        var size: CGSize = .zero
    }
    private typealias Inline = (Entry, Entry, Entry)

    /// Entries three to seven (counting from zero), in one block left uninitialised until
    /// each is stored (the memo's count says which hold one): a node asked a fourth proposal
    /// writes one entry there, not five.
    private final class Overflow: ManagedBuffer<Void, Entry> {
        static func make() -> Overflow {
            unsafeDowncast(create(minimumCapacity: SizeMemo.capacity - SizeMemo.inline) { _ in }, to: Overflow.self)
        }
    }

    // The counts first: with the entries after them, a lookup in a memo of one entry reads
    // the cache line the count is in.
    private var count: UInt8 = 0
    private var next: UInt8 = 0
    private var entries: Inline = (Entry(), Entry(), Entry())
    private var overflow: Overflow?

    /// A proposal as the memo compares it: the bits of each dimension after sanitising
    /// (unspecified or NaN is one NaN, negative is zero, and zero is +0 whatever its sign,
    /// as `==` on the sanitised proposal would treat it). Computed straight from a raw
    /// proposal, so a hit costs no sanitising.
    struct Key {
        fileprivate var width: UInt64
        fileprivate var height: UInt64

        @inline(__always)
        init(_ proposal: ProposedViewSize) {
            width = Self.bits(proposal.width)
            height = Self.bits(proposal.height)
        }

        @inline(__always)
        private static func bits(_ value: CGFloat?) -> UInt64 {
            // `v > 0` is false for NaN, negatives and both zeros, so one comparison sorts
            // out everything but NaN; +0's bits are 0.
            guard let value else { return Double.nan.bitPattern }
            if value > 0 { return Double(value).bitPattern }
            return value.isNaN ? Double.nan.bitPattern : 0
        }
    }

    /// The remembered size for `key`, if any. (Mutating only so that it reads the entries
    /// in place rather than copying them.)
    @inline(__always)
    mutating func lookup(_ key: Key) -> CGSize? {
        let count = Int(count)
        let inlineCount = min(count, Self.inline)
        let found = withUnsafeBytes(of: &entries) { Self.find(key, in: $0.bindMemory(to: Entry.self).baseAddress!, count: inlineCount) }
        if let found { return found }
        guard count > Self.inline, let overflow else { return nil }
        return overflow.withUnsafeMutablePointerToElements { Self.find(key, in: $0, count: count - Self.inline) }
    }

    /// Entries held inline, and in all.
    private static let inline = 3
    private static let capacity = 8

    /// The size of the first of `count` entries from `slots` whose proposal is `key`.
    @inline(__always)
    private static func find(_ key: Key, in slots: UnsafePointer<Entry>, count: Int) -> CGSize? {
        for index in 0..<count {
            let slot = slots[index]
            if slot.width == key.width, slot.height == key.height { return slot.size }
        }
        return nil
    }

    /// A remembered size, whatever its proposal: the first one stored, if any.
    var anySize: CGSize? {
        count > 0 ? entries.0.size : nil
    }

    @inline(__always)
    mutating func store(_ size: CGSize, for key: Key) {
        let slot = Int(next)
        let entry = Entry(width: key.width, height: key.height, size: size)
        if slot < Self.inline {
            Self.put(entry, at: slot, in: &entries)
        } else {
            if overflow == nil { overflow = Overflow.make() }
            overflow!.withUnsafeMutablePointerToElements { ($0 + (slot - Self.inline)).initialize(to: entry) }
        }
        next = UInt8((Int(next) + 1) % Self.capacity)
        count = UInt8(min(Int(count) + 1, Self.capacity))
    }

    @inline(__always)
    private static func put(_ entry: Entry, at slot: Int, in entries: inout Inline) {
        withUnsafeMutableBytes(of: &entries) { raw in
            raw.bindMemory(to: Entry.self)[slot] = entry
        }
    }

    mutating func removeAll() {
        count = 0
        next = 0
    }
}
