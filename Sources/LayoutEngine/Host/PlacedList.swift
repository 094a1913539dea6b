import Foundation

/// The placed children of one view, back to front, in one allocation: the storage behind
/// ``PlacedNode``.
///
/// A list is immutable once its builder has filled it, so a ``Placement`` can share it with
/// the host that made it and with other threads (``PlacedNode`` is Sendable for that
/// reason; `ManagedBuffer` itself cannot be). The host keeps each node's last list and
/// hands it out again while nothing below the node was placed anew, which is what makes the
/// snapshot of a re-layout cost the views the edit moved rather than the whole tree.
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
    /// `recordsDetails`.
    static func make(capacity: Int, framesAreAbsolute: Bool = false, recordsDetails: Bool = false, serial: Int = -1, pass: Int = -1) -> PlacedList {
        let details = recordsDetails ? UnsafeMutablePointer<PlacedEntryDetails>.allocate(capacity: Swift.max(capacity, 1)) : nil
        let buffer = create(minimumCapacity: capacity) { _ in
            Header(count: 0, nodeCount: 0, framesAreAbsolute: framesAreAbsolute, isBounded: true, details: details, serial: serial, pass: pass)
        }
        return unsafeDowncast(buffer, to: PlacedList.self)
    }

    deinit {
        withUnsafeMutablePointers { header, entries in
            entries.deinitialize(count: header.pointee.count)
            // Plain data: nothing to deinitialise.
            header.pointee.details?.deallocate()
        }
    }

    /// Adds `entry` after the others, with `details` when the list records them; only the
    /// builder calls it, before the list is shared.
    @inline(__always)
    func append(_ entry: __owned PlacedEntry, details: PlacedEntryDetails? = nil) {
        withUnsafeMutablePointers { header, entries in
            let nodes = 1 + (entry.children?.header.nodeCount ?? 0)
            let isBounded = Self.isBounded(entry.frame) && (entry.children?.header.isBounded ?? true)
            if let table = header.pointee.details {
                (table + header.pointee.count).initialize(to: details ?? PlacedEntryDetails())
            }
            (entries + header.pointee.count).initialize(to: entry)
            header.pointee.count += 1
            header.pointee.nodeCount += nodes
            header.pointee.isBounded = header.pointee.isBounded && isBounded
        }
    }

    var count: Int { header.count }
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
        withUnsafeMutablePointerToElements { entries in
            // Compared number by number: `CGRect.==` is a call of its own on Linux.
            let a = entries[index].frame
            return a.origin.x == frame.origin.x && a.origin.y == frame.origin.y && a.size.width == frame.size.width
                && a.size.height == frame.size.height && entries[index].children === children
        }
    }

    /// Reads entry `index` in place.
    @inline(__always)
    func withEntry<Result>(_ index: Int, _ body: (borrowing PlacedEntry) -> Result) -> Result {
        withUnsafeMutablePointerToElements { body($0[index]) }
    }
}
