/// The sibling lists the resolver is building, one above the other: a scope's list is the
/// entries from where the scope began to the top, and is taken off when the scope ends.
///
/// An entry holds last pass's node without retaining it (the old sibling list it was
/// matched in holds it until the list is built), and a node made in this pass (new, or
/// succeeding an old one) retained, since nothing else holds it yet. In a re-layout nearly
/// every list is last pass's nodes in their old order, and the resolver keeps the old list
/// instead: holding such a list's nodes in a `[LayoutNode]` retained each and released it
/// again for nothing. Only a list that is kept (``take(from:)``) retains its old nodes.
struct SiblingStack: ~Copyable {
    /// A node in a sibling list: its address, with the lowest bit set when the entry holds
    /// it retained (objects are aligned to at least 8 bytes, so the bit is free).
    struct Entry {
        fileprivate let bits: UInt

        fileprivate init(bits: UInt) {
            self.bits = bits
        }

        /// Last pass's `node`, which an old sibling list holds: not retained.
        @inline(__always)
        static func old(_ node: Unmanaged<LayoutNode>) -> Entry {
            Entry(bits: UInt(bitPattern: node.toOpaque()))
        }

        /// `node`, made in this pass: the entry holds it (and must be taken or dropped).
        @inline(__always)
        static func new(_ node: consuming LayoutNode) -> Entry {
            Entry(bits: UInt(bitPattern: Unmanaged.passRetained(node).toOpaque()) | 1)
        }

        /// Whether the entry holds its node retained (a node made in this pass).
        var isNew: Bool { bits & 1 != 0 }

        /// The node, unretained.
        @inline(__always)
        var node: Unmanaged<LayoutNode> {
            Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits & ~1)!)
        }

        /// The node as a strong reference: the entry's own reference when it holds one
        /// (the entry must not be used again), a new one otherwise.
        @inline(__always)
        func take() -> LayoutNode {
            isNew ? node.takeRetainedValue() : node.takeUnretainedValue()
        }

        /// Lets go of the node, if the entry holds it.
        @inline(__always)
        func drop() {
            if isNew { node.release() }
        }

        /// Whether the entry is `node`, an old node, unretained.
        @inline(__always)
        func isOld(_ node: Unmanaged<LayoutNode>) -> Bool {
            bits == UInt(bitPattern: node.toOpaque())
        }
    }

    private var entries: UnsafeMutablePointer<Entry>
    private var capacity: Int
    /// How many entries all the lists hold together.
    private(set) var count = 0

    init() {
        capacity = 256
        entries = .allocate(capacity: capacity)
    }

    deinit {
        for index in 0..<count { entries[index].drop() }
        entries.deallocate()
    }

    subscript(index: Int) -> Entry {
        @inline(__always) get { entries[index] }
        @inline(__always) set { entries[index] = newValue }
    }

    @inline(__always)
    mutating func push(_ entry: Entry) {
        if count == capacity { grow() }
        (entries + count).initialize(to: entry)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = larger
        capacity *= 2
    }

    /// Whether the entries from `start` up are `old`'s nodes in order, none changed in
    /// `pass`: the list is then `old` again.
    @inline(__always)
    func holds(_ old: NodeChildren, from start: Int, unchangedIn pass: Int) -> Bool {
        guard count - start == old.count else { return false }
        for index in 0..<old.count {
            let node = old.unmanaged(at: index)
            // A new entry has its lowest bit set, so it is never an old node.
            guard entries[start + index].isOld(node), node._withUnsafeGuaranteedRef({ $0.changedInPass != pass }) else { return false }
        }
        return true
    }

    /// Takes off the entries from `start` up, which are old nodes held elsewhere (see
    /// ``holds(_:from:unchangedIn:)``).
    @inline(__always)
    mutating func removeOld(from start: Int) {
        count = start
    }

    /// Takes off the entries from `start` up as a sibling list that holds their nodes.
    mutating func take(from start: Int) -> NodeChildren {
        let taken = count - start
        count = start
        switch taken {
        case 0: return NodeChildren()
        case 1: return NodeChildren(entries[start].take())
        default:
            let first = entries + start
            return NodeChildren(Array(unsafeUninitializedCapacity: taken) { buffer, initialized in
                for index in 0..<taken { (buffer.baseAddress! + index).initialize(to: first[index].take()) }
                initialized = taken
            })
        }
    }
}
