import Foundation

/// The placed children of one view, back to front, in one allocation: the storage behind
/// ``PlacedNode``.
///
/// A list is immutable once its builder has filled it and something besides the host holds
/// it, so a ``Placement`` can share it with the host that made it and with other threads
/// (``PlacedNode`` is Sendable for that reason; `ManagedBuffer` itself cannot be). The host
/// keeps each node's last list and hands it out again while nothing below the node was
/// placed anew, which is what makes the snapshot of a re-layout cost the views the edit
/// moved rather than the whole tree. A list only the host holds (every placement that showed
/// it was let go) is rewritten in place by the host's next snapshot of the same children
/// (``beginRewrite(serial:pass:)``): an entry of a view that only moved keeps its labels and
/// takes its new frame, where a new list would make every moved view's entry again and
/// destroy the old one.
///
/// Past its children's entries a list may keep, from ``Header/onlyChildStart`` on, the entry
/// of the one child of some of them (a modifier around a leaf: `Color.red.frame(…)`), which
/// would otherwise be a list of its own, an allocation per modifier; such an entry says
/// where with ``PlacedEntry/onlyChild``, and every reader sees the child as before.
final class PlacedList: ManagedBuffer<PlacedList.Header, PlacedEntry> {
    struct Header {
        /// Entries initialised so far.
        var count: Int
        /// Nodes in the entries' subtrees, the entries included.
        var nodeCount: Int
        /// Whether the entries' frames are in canvas coordinates rather than relative to
        /// the parent: a tree assembled by hand from ``PlacedNode``s keeps the frames it was
        /// given exactly, where subtracting and adding back the parent's origin could round.
        var framesAreAbsolute: Bool
        /// Whether every number of the entries' frames, their subtrees' included, is below
        /// ``PlacedList/boundedMagnitude``: then every canvas frame below is finite, and a
        /// check for frames no output can hold need not walk the tree.
        var isBounded: Bool
        /// The entries' ``PlacedEntryDetails``, index for index, in a block of the list's
        /// capacity; nil when the host that made the list does not record them.
        var details: UnsafeMutablePointer<PlacedEntryDetails>?
        /// Which list of its host this is, counting from 0 (-1 for a list not made by a
        /// host): a node remembers the list its entry last went into by it (see
        /// ``LayoutNode/entrySerial``), so the host's next list of the same children can
        /// copy the entries that did not change.
        var serial: Int
        /// The pass the host made the list in (-1 for a list not made by a host): an entry
        /// is copied only for a node that has not changed since.
        var pass: Int
        /// Where the entries of the entries' only children start: the room for the children's
        /// own entries ends there (in a list that keeps any; see ``onlyChildCapacity``).
        var onlyChildStart: Int
        /// How many only children's entries are kept, from ``onlyChildStart`` on; each stays
        /// until the list is destroyed, or is rewritten in place for the same view.
        var onlyChildCount: Int
        /// Room for only children's entries, 0 in a list made without: kept rather than
        /// worked out from the buffer's capacity (a call to the allocator on Linux).
        var onlyChildCapacity: Int
        /// Whether every only child's entry kept has a bounded frame (see ``isBounded``), so a
        /// rewrite that keeps an entry need not read its only child's.
        var onlyChildrenAreBounded: Bool
    }

    /// Below it, adding up a frame's ancestors' origins cannot overflow to infinity in any
    /// tree shallower than 10^7 levels.
    static let boundedMagnitude: CGFloat = 1e300

    /// Whether every number of `frame` is below ``boundedMagnitude`` (false for NaN).
    @inline(__always)
    static func isBounded(_ frame: CGRect) -> Bool {
        frame.origin.x.magnitude < boundedMagnitude && frame.origin.y.magnitude < boundedMagnitude
            && frame.size.width.magnitude < boundedMagnitude && frame.size.height.magnitude < boundedMagnitude
    }

    /// An empty list with room for `capacity` entries, and for their details when
    /// `recordsDetails`, and for `onlyChildren` entries of their only children (see
    /// ``appendOnlyChild(_:)``), which a list that records details does not keep.
    static func make(
        capacity: Int, onlyChildren: Int = 0, framesAreAbsolute: Bool = false, recordsDetails: Bool = false, serial: Int = -1, pass: Int = -1
    ) -> PlacedList {
        let details = recordsDetails ? UnsafeMutablePointer<PlacedEntryDetails>.allocate(capacity: Swift.max(capacity, 1)) : nil
        let buffer = create(minimumCapacity: capacity + onlyChildren) { buffer in
            Header(
                count: 0, nodeCount: 0, framesAreAbsolute: framesAreAbsolute, isBounded: true, details: details, serial: serial, pass: pass,
                onlyChildStart: capacity, onlyChildCount: 0, onlyChildCapacity: onlyChildren == 0 ? 0 : buffer.capacity - capacity,
                onlyChildrenAreBounded: true
            )
        }
        return unsafeDowncast(buffer, to: PlacedList.self)
    }

    deinit {
        withUnsafeMutablePointers { header, entries in
            entries.deinitialize(count: header.pointee.count)
            (entries + header.pointee.onlyChildStart).deinitialize(count: header.pointee.onlyChildCount)
            // Plain data: nothing to deinitialise.
            header.pointee.details?.deallocate()
        }
    }

    /// Adds `entry` after the others, with `details` when the list records them; only the
    /// builder calls it, before the list is shared.
    @inline(__always)
    func append(_ entry: __owned PlacedEntry, details: PlacedEntryDetails? = nil) {
        withUnsafeMutablePointers { header, entries in
            let nodes = 1 + Self.childNodeCount(of: entry)
            let isBounded = Self.isBounded(entry.frame) && Self.childrenAreBounded(of: entry, header: header)
            if let table = header.pointee.details {
                (table + header.pointee.count).initialize(to: details ?? PlacedEntryDetails())
            }
            (entries + header.pointee.count).initialize(to: entry)
            header.pointee.count += 1
            header.pointee.nodeCount += nodes
            header.pointee.isBounded = header.pointee.isBounded && isBounded
        }
    }

    /// Nodes in the subtrees of `entry`'s children (an only child kept in the list is a leaf).
    @inline(__always)
    private static func childNodeCount(of entry: borrowing PlacedEntry) -> Int {
        entry.onlyChild >= 0 ? 1 : entry.children?.header.nodeCount ?? 0
    }

    /// Whether every frame of `entry`'s children's subtrees is bounded (see ``isBounded``), as
    /// far as `header`, its list's, knows: an only child kept in the list answers for all
    /// of them, so false may come of another's frame.
    @inline(__always)
    private static func childrenAreBounded(of entry: borrowing PlacedEntry, header: UnsafeMutablePointer<Header>) -> Bool {
        entry.onlyChild >= 0 ? header.pointee.onlyChildrenAreBounded : entry.children?.header.isBounded ?? true
    }

    /// Whether ``appendOnlyChild(_:)`` has room for another entry.
    var hasRoomForOnlyChild: Bool { header.onlyChildCount < header.onlyChildCapacity }

    /// Keeps `entry`, a leaf's, as the entry of the only child of an entry appended after it,
    /// which says where with ``PlacedEntry/onlyChild``, when there is room
    /// (``hasRoomForOnlyChild``). Only a builder calls it, on a list nothing else holds.
    @inline(__always)
    func appendOnlyChild(_ entry: __owned PlacedEntry) -> Int32 {
        withUnsafeMutablePointers { header, entries in
            precondition(header.pointee.onlyChildCount < header.pointee.onlyChildCapacity, "no room for an only child's entry")
            let index = header.pointee.onlyChildStart + header.pointee.onlyChildCount
            header.pointee.onlyChildrenAreBounded = header.pointee.onlyChildrenAreBounded && Self.isBounded(entry.frame)
            (entries + index).initialize(to: entry)
            header.pointee.onlyChildCount += 1
            return Int32(truncatingIfNeeded: index)
        }
    }

    /// Puts `entry`, a leaf's, in place of the only child's entry at `index`, during a
    /// rewrite (nothing else holds the list).
    @inline(__always)
    func replaceOnlyChild(_ index: Int32, with entry: __owned PlacedEntry) {
        withUnsafeMutablePointers { header, entries in
            header.pointee.onlyChildrenAreBounded = header.pointee.onlyChildrenAreBounded && Self.isBounded(entry.frame)
            (entries + Int(index)).pointee = entry
        }
    }

    /// Moves the only child's entry at `index` to `frame`, during a rewrite: the entry is
    /// the same view's with the same labels.
    @inline(__always)
    func moveOnlyChild(_ index: Int32, to frame: CGRect) {
        withUnsafeMutablePointers { header, entries in
            header.pointee.onlyChildrenAreBounded = header.pointee.onlyChildrenAreBounded && Self.isBounded(frame)
            entries[Int(index)].frame = frame
        }
    }

    /// The index of the only child's entry that entry `index` keeps in the list, -1 when it
    /// keeps none.
    @inline(__always)
    func onlyChild(_ index: Int) -> Int32 {
        withUnsafeMutablePointerToElements { $0[index].onlyChild }
    }

    var count: Int { header.count }
    /// The room for entries (not their only children's).
    var childCapacity: Int { header.onlyChildCapacity == 0 ? capacity : header.onlyChildStart }
    var nodeCount: Int { header.nodeCount }
    var framesAreAbsolute: Bool { header.framesAreAbsolute }
    var isBounded: Bool { header.isBounded }
    var serial: Int { header.serial }
    var pass: Int { header.pass }
    /// Whether the list keeps its entries' ``PlacedEntryDetails``.
    var recordsDetails: Bool { header.details != nil }

    /// The details of entry `index`, nil when the list does not record them.
    @inline(__always)
    func details(_ index: Int) -> PlacedEntryDetails? {
        header.details.map { $0[index] }
    }

    /// Whether entry `index` has `frame` and `children`, read where the entry is: a snapshot
    /// asks it of every child of a container placed again, most of which moved.
    @inline(__always)
    func entry(_ index: Int, isAt frame: CGRect, children: PlacedList?) -> Bool {
        entry(index, isAt: frame) && withUnsafeMutablePointerToElements { $0[index].children === children && $0[index].onlyChild < 0 }
    }

    /// Whether entry `index` has `frame`.
    @inline(__always)
    func entry(_ index: Int, isAt frame: CGRect) -> Bool {
        withUnsafeMutablePointerToElements { entries in
            // Compared number by number: `CGRect.==` is a call of its own on Linux.
            let a = entries[index].frame
            return a.origin.x == frame.origin.x && a.origin.y == frame.origin.y && a.size.width == frame.size.width
                && a.size.height == frame.size.height
        }
    }

    /// Reads entry `index` in place.
    @inline(__always)
    func withEntry<Result>(_ index: Int, _ body: (borrowing PlacedEntry) -> Result) -> Result {
        withUnsafeMutablePointerToElements { body($0[index]) }
    }

    // Rewriting in place. Between ``beginRewrite(serial:pass:)`` and
    // ``endRewrite(staleCount:discarded:)`` the entries before ``count`` are the new pass's and those
    // from ``count`` up to the count the list had are the last pass's, each destroyed or taken
    // over as the rewrite reaches its index.

    /// Starts rewriting the list as its host's list `serial` of pass `pass`, from its first
    /// entry, and returns how many entries it had. Only the host calls it, on a list nothing
    /// else holds, so no placement handed out sees it change.
    func beginRewrite(serial: Int, pass: Int) -> Int {
        withUnsafeMutablePointerToHeader { header in
            let staleCount = header.pointee.count
            header.pointee.count = 0
            header.pointee.nodeCount = 0
            header.pointee.isBounded = true
            header.pointee.serial = serial
            header.pointee.pass = pass
            return staleCount
        }
    }

    /// Lets go of the children of the last pass's entry `index`, ahead of the rewrite, so that
    /// the view's own list, held now only by the view's node, can be rewritten in turn.
    @inline(__always)
    func dropChildren(_ index: Int) {
        withUnsafeMutablePointerToElements { $0[index].children = nil }
    }

    /// Whether the last pass's entry `index` holds `children` as its children's snapshot, and
    /// keeps its only child's entry in this list or not as `keepsOnlyChild` says.
    @inline(__always)
    func entry(_ index: Int, holds children: PlacedList?, keepsOnlyChild: Bool = false) -> Bool {
        withUnsafeMutablePointerToElements { $0[index].children === children && ($0[index].onlyChild >= 0) == keepsOnlyChild }
    }

    /// Takes over the last pass's entry at the rewrite's next index, which is the same view's
    /// with the same labels, with `frame` and `children` (or its only child's entry at
    /// `onlyChild` in this list); returns whether any differs from what the entry held.
    @inline(__always)
    func keepEntry(frame: CGRect, children: PlacedList?, onlyChild: Int32 = -1) -> Bool {
        let index = count
        let replaced = !entry(index, holds: children, keepsOnlyChild: onlyChild >= 0) || self.onlyChild(index) != onlyChild
        if replaced {
            withUnsafeMutablePointerToElements {
                $0[index].children = children
                $0[index].onlyChild = onlyChild
            }
        }
        return keepEntry(frame: frame) || replaced
    }

    /// ``keepEntry(frame:children:)`` for an entry that holds the view's children's snapshot
    /// already; returns whether the frame differs from the entry's.
    @inline(__always)
    func keepEntry(frame: CGRect) -> Bool {
        withUnsafeMutablePointers { header, entries in
            let entry = entries + header.pointee.count
            let a = entry.pointee.frame
            // Compared number by number: `CGRect.==` is a call of its own on Linux.
            let moved = a.origin.x != frame.origin.x || a.origin.y != frame.origin.y || a.size.width != frame.size.width
                || a.size.height != frame.size.height
            if moved { entry.pointee.frame = frame }
            header.pointee.count += 1
            header.pointee.nodeCount += 1 + Self.childNodeCount(of: entry.pointee)
            header.pointee.isBounded = header.pointee.isBounded && Self.isBounded(frame) && Self.childrenAreBounded(of: entry.pointee, header: header)
            return moved
        }
    }

    /// ``append(_:details:)`` during a rewrite: destroys the last pass's entry at the next
    /// index first, if the list had one there (`staleCount` is what
    /// ``beginRewrite(serial:pass:)`` returned), its children's list moved into `discarded`
    /// when the host keeps what it lets go of.
    @inline(__always)
    func appendReplacing(_ entry: __owned PlacedEntry, staleCount: Int, discarded: inout LayoutHost.Discarded?) {
        let index = count
        if index < staleCount {
            withUnsafeMutablePointerToElements { entries in
                if discarded != nil, let children = entries[index].children.take() { discarded!.lists.append(children) }
                (entries + index).deinitialize(count: 1)
            }
        }
        append(entry)
    }

    /// Ends a rewrite: destroys the last pass's entries past the new ones, their children's
    /// lists moved into `discarded` when the host keeps what it lets go of.
    func endRewrite(staleCount: Int, discarded: inout LayoutHost.Discarded?) {
        withUnsafeMutablePointers { header, entries in
            let count = header.pointee.count
            guard count < staleCount else { return }
            if discarded != nil {
                for index in count..<staleCount {
                    if let children = entries[index].children.take() { discarded!.lists.append(children) }
                }
            }
            (entries + count).deinitialize(count: staleCount - count)
        }
    }
}
