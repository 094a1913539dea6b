import Foundation

/// The result of a layout pass: the canvas, the tree of placed views and what the pass
/// did.
public struct Placement: Hashable, Sendable {
    /// The canvas size: the proposal, with unspecified dimensions taken from the root.
    public var size: CGSize
    /// The root view, centred in the canvas.
    public var root: PlacedNode
    /// What the pass did (node counts, cache and measurement calls, time).
    public var stats: LayoutStatistics
    /// Problems found while laying out, such as a Simple Layout Engine stack that ran out of
    /// space; the layout still completes.
    public var warnings: [String]

    public init(size: CGSize, root: PlacedNode, stats: LayoutStatistics, warnings: [String] = []) {
        self.size = size
        self.root = root
        self.stats = stats
        self.warnings = warnings
    }
}
