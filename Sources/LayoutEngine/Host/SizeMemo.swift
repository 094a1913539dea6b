import Foundation

/// The last few sizes a node returned, by proposal.
///
/// Layouts ask a child for the same proposals again and again (a stack asks for the
/// minimum, the maximum and then its share; a parent asks again when placing; nested
/// stacks ask with several minor lengths). Eight entries, replaced round-robin, catch
/// nearly all of it without allocating.
struct SizeMemo {
    private typealias Entry = (proposal: ProposedViewSize, size: CGSize)
    private static let empty: Entry = (.unspecified, .zero)
    private var entries: (Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry) = (empty, empty, empty, empty, empty, empty, empty, empty)
    private var count = 0
    private var next = 0

    @inline(__always)
    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        withUnsafeBytes(of: entries) { raw in
            let slots = raw.bindMemory(to: Entry.self)
            for index in 0..<count where slots[index].proposal == proposal { return slots[index].size }
            return nil
        }
    }

    @inline(__always)
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        let slot = next
        withUnsafeMutableBytes(of: &entries) { raw in
            raw.bindMemory(to: Entry.self)[slot] = (proposal, size)
        }
        next = (next + 1) & 7
        count = min(count + 1, 8)
    }

    mutating func removeAll() {
        count = 0
        next = 0
    }
}
