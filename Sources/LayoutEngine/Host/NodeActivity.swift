import Foundation

/// What the engine did for one node in the pass that produced a ``Placement``: how often it
/// computed the node's size, whether it placed the node's children, and what it did with a
/// layout's cache. Inspectors show it to explain a pass without re-deriving it.
public struct NodeActivity: Hashable, Sendable {
    /// What happened to a `Layout`'s cache in the pass.
    public enum CacheEvent: UInt8, Hashable, Sendable {
        /// Nothing: the node has no cache, or its cache was up to date.
        case none
        /// `makeCache` made it.
        case made
        /// `updateCache` brought it up to date.
        case updated
    }

    /// `sizeThatFits` calls (a size remembered from an earlier call is not counted).
    public var sizeThatFitsCalls: Int
    /// `placeSubviews` calls: 1 when the node's children were placed, 0 when an unchanged
    /// subtree was skipped.
    public var placeSubviewsCalls: Int
    public var cache: CacheEvent

    public init(sizeThatFitsCalls: Int = 0, placeSubviewsCalls: Int = 0, cache: CacheEvent = .none) {
        self.sizeThatFitsCalls = sizeThatFitsCalls
        self.placeSubviewsCalls = placeSubviewsCalls
        self.cache = cache
    }
}

/// A node's ``NodeActivity`` in eight bytes, stamped with the pass it counts: the counters
/// start again from zero at the first event of a new pass, so nothing visits every node
/// to reset them, and a count from an older pass reads as no activity.
struct ActivitySlot {
    private var pass: Int32 = -1
    private var sizeThatFits: UInt16 = 0
    private var placeSubviews: UInt8 = 0
    private var cache: UInt8 = 0

    @inline(__always)
    private mutating func begin(_ pass: Int32) {
        if self.pass != pass { self = ActivitySlot(); self.pass = pass }
    }

    @inline(__always)
    mutating func countSizeThatFits(in pass: Int32) {
        begin(pass)
        sizeThatFits &+= sizeThatFits == .max ? 0 : 1
    }

    @inline(__always)
    mutating func countPlaceSubviews(in pass: Int32) {
        begin(pass)
        placeSubviews &+= placeSubviews == .max ? 0 : 1
    }

    @inline(__always)
    mutating func record(_ event: NodeActivity.CacheEvent, in pass: Int32) {
        begin(pass)
        cache = event.rawValue
    }

    /// The activity counted in `pass`: none when the slot counts another pass.
    func activity(in pass: Int32) -> NodeActivity {
        guard self.pass == pass else { return NodeActivity() }
        return NodeActivity(sizeThatFitsCalls: Int(sizeThatFits), placeSubviewsCalls: Int(placeSubviews), cache: NodeActivity.CacheEvent(rawValue: cache) ?? .none)
    }
}
