import Foundation

/// What one layout pass did, so callers (and tests, and the daemon's outputs) can see that
/// a re-layout after a small edit reused caches and recomputed little.
public struct LayoutStatistics: Hashable, Sendable {
    /// Nodes in the laid-out tree.
    public var nodes = 0
    /// Layout caches created (new layout views only).
    public var makeCacheCalls = 0
    /// Layout caches brought up to date (surviving layout views whose content changed).
    public var updateCacheCalls = 0
    /// Sizes computed (a size remembered from an earlier call is not counted).
    public var sizeThatFitsCalls = 0
    /// Containers whose children were placed (an unchanged subtree is not counted).
    public var placeSubviewsCalls = 0
    /// Nodes created in this pass rather than reused from the last one.
    public var createdNodes = 0
    /// Type-erased views (`AnyView`) whose nodes were taken whole from the last pass,
    /// because the same view value stood at the same place with the same inputs.
    public var reusedSubtrees = 0
    /// Nodes whose frame and labels the pass recorded anew in its ``Placement``; every other
    /// node's subtree is shared with the last pass's placement, because nothing in it moved
    /// or changed.
    public var snapshotNodes = 0
    /// Which of its host's passes this is, counting from 1: a placed node's
    /// ``PlacedNode/activity`` is what the node did in this pass.
    public var pass = 0
    /// Wall-clock time of the pass, in microseconds.
    public var microseconds: Double = 0

    public init() {}

    /// Adds the work of `earlier`, a pass of the same ``LayoutHost/place(_:proposal:)``
    /// call, so the statistics of a layout that took several passes (a `GeometryReader` or
    /// a `containerRelativeFrame` in a scroll view, which learn their geometry from the
    /// pass before) cover all of it. The node count, the pass number and the time stay
    /// this pass's.
    mutating func include(_ earlier: LayoutStatistics) {
        makeCacheCalls += earlier.makeCacheCalls
        updateCacheCalls += earlier.updateCacheCalls
        sizeThatFitsCalls += earlier.sizeThatFitsCalls
        placeSubviewsCalls += earlier.placeSubviewsCalls
        createdNodes += earlier.createdNodes
        reusedSubtrees += earlier.reusedSubtrees
        snapshotNodes += earlier.snapshotNodes
    }
}
