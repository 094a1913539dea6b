import Foundation

/// The state of a layout pass that every node reaches: statistics, the text measurer,
/// and the one place where a child's frame is recorded. A host reuses it from pass to pass.
final class LayoutContext {
    var statistics = LayoutStatistics()
    /// The pass under way, counting from 1; nodes stamp their ``ActivitySlot`` with it.
    private(set) var pass: Int32 = 0
    let textMeasurer: any TextMeasurer
    /// Problems found while laying out (a layout that ran out of space, …), for the log.
    var warnings: [String] = []
    /// The warnings each node's last full placement raised, its subtree's included, for
    /// the nodes whose placement raised any: a pass that skips placing an unchanged subtree
    /// reports them again, so an edit elsewhere does not make them disappear. Empty in
    /// nearly every host, which is all a pass then checks.
    var subtreeWarnings: [ObjectIdentifier: SubtreeWarnings] = [:]

    /// A node's subtree warnings, and the node, so an entry is never taken for a later
    /// node at the same address.
    struct SubtreeWarnings {
        weak var node: LayoutNode?
        var warnings: [String]
    }

    /// The geometry each `GeometryReader` was placed with, by its structural position, which
    /// its content is made from when it is resolved (see ``LayoutHost``).
    var readerGeometries: [Int: GeometryProxy] = [:]
    /// Whether any view laid out by this host has had a nonzero `.zIndex`: until one has,
    /// no node's children need sorting for the snapshot, and the check costs every parent a
    /// walk over its children. Never reset, since a node from an earlier pass may keep one.
    var hasSeenZIndex = false
    /// Whether this pass resolved a `GeometryReader`, so the host must check its geometry.
    var resolvedGeometryReader = false
    /// Whether a type-erased view's nodes from the pass before must not be taken as they
    /// are, though the same view value is resolved with the same inputs: this pass lays the
    /// tree out again because a reader moved (a reader inside needs its content remade), or
    /// the canvas changed (a `containerRelativeFrame` inside needs its lengths again).
    var resolvesErasedViewsAgain = false
    /// The container `containerRelativeFrame` measures against while views are resolved:
    /// the nearest enclosing scroll view's visible size, else the canvas this pass lays out
    /// in, nil along a dimension the canvas leaves to the view. Kept here rather than in
    /// the environment, which every view's inputs copy.
    var container = ProposedViewSize.unspecified
    /// The bars of the `NavigationStack`s being resolved, innermost last, which the views
    /// inside ask for titles and toolbar items (see ``NavigationBarCollector``).
    var navigationBars: [NavigationBarCollector] = []
    /// The tab bars of the `TabView`s being resolved, innermost last, which the tabs inside
    /// ask for items (see ``TabItemCollector``).
    var tabItemCollectors: [TabItemCollector] = []
    /// Whether this host has laid out on a canvas with a safe area, or resolved a view that
    /// makes one (`safeAreaPadding`, `safeAreaInset`): until then no node has a share of a
    /// safe area and placing skips working them out. Never reset, since a node from an
    /// earlier pass may still hold a share.
    var tracksSafeAreas = false
    /// The canvas of the last pass, whose change resolves type-erased views again.
    var canvas = ProposedViewSize.unspecified
    /// Each `ScrollView`'s size where the last pass placed it, by structural position: the
    /// container of the `containerRelativeFrame`s inside it.
    var scrollViewSizes: [Int: CGSize] = [:]
    /// The scroll views whose content had a `containerRelativeFrame` read its container
    /// when it was last resolved, with the container it read, so the host can lay the tree
    /// out again when a scroll view was placed at another size (see ``LayoutHost``). Kept
    /// from pass to pass: a type-erased subtree taken as it was reads nothing again.
    var scrollContainersRead: [Int: ProposedViewSize] = [:]
    /// Incremented each time a `containerRelativeFrame` reads ``container``.
    var containerReads = 0
    /// Whether nodes count what the engine does for them and snapshots keep it, with each
    /// view's proposal and source position (``LayoutHost/recordsNodeDetails``).
    var recordsDetails = false
    /// What the passes let go of from the last snapshot, while the host keeps it for its
    /// caller (``LayoutHost/keepsDiscarded``); nil while it does not.
    var discarded: LayoutHost.Discarded?
    /// The ``PlacedList/serial`` of the next snapshot list the host makes.
    var nextListSerial = 0

    init(textMeasurer: any TextMeasurer) {
        self.textMeasurer = textMeasurer
    }

    /// Forgets the last pass's statistics and warnings: a host keeps one context for all
    /// its passes.
    func beginPass() {
        pass &+= 1
        statistics = LayoutStatistics()
        statistics.pass = Int(pass)
        warnings.removeAll(keepingCapacity: true)
        resolvedGeometryReader = false
        if subtreeWarnings.count > 16 { subtreeWarnings = subtreeWarnings.filter { $0.value.node != nil } }
    }

    /// Reports again the warnings `node`'s subtree raised when it was last placed, as a
    /// pass skips placing it.
    @inline(__always)
    func repeatWarnings(of node: LayoutNode) {
        guard !subtreeWarnings.isEmpty, let entry = subtreeWarnings[ObjectIdentifier(node)], entry.node === node else { return }
        warnings += entry.warnings
    }

    /// Remembers the warnings raised since `start` (an index into ``warnings``) as those of
    /// `node`'s subtree, which was just placed.
    @inline(__always)
    func keepWarnings(of node: LayoutNode, since start: Int) {
        if warnings.count > start {
            subtreeWarnings[ObjectIdentifier(node)] = SubtreeWarnings(node: node, warnings: Array(warnings[start...]))
        } else if !subtreeWarnings.isEmpty {
            subtreeWarnings[ObjectIdentifier(node)] = nil
        }
    }

    /// Records where `node` goes: sized for `proposal`, with its `anchor` point at
    /// `position` in its parent's bounds.
    func place(_ node: LayoutNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        place(node, at: position, anchor: anchor, sanitizedProposal: proposal, size: node.size(for: proposal, context: self))
    }

    /// ``place(_:at:anchor:proposal:)`` for a caller that has just asked the node its
    /// size for `proposal` (a node's size for a proposal is its size for the sanitised
    /// proposal), so the size is not looked up again.
    @inline(__always)
    func place(_ node: LayoutNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize, size: CGSize) {
        place(node, at: position, anchor: anchor, sanitizedProposal: proposal.sanitized, size: size)
    }

    /// Keeps `children`, a node's children it no longer has, for the host's caller when the
    /// host keeps what it lets go of (``LayoutHost/keepsDiscarded``).
    @inline(__always)
    func discard(_ children: NodeChildren) {
        if discarded != nil { discarded!.nodes.append(children) }
    }

    /// Keeps `list`, a snapshot list no entry shows any more, for the host's caller when the
    /// host keeps what it lets go of.
    @inline(__always)
    func discard(_ list: PlacedList) {
        if discarded != nil { discarded!.lists.append(list) }
    }

    /// ``place(_:at:anchor:proposal:size:)`` by the node's top-leading corner, for a caller
    /// whose proposal is sanitised already: a grid works out each line's offer once, not
    /// once per cell.
    @inline(__always)
    func place(_ node: LayoutNode, at position: CGPoint, sanitizedProposal proposal: ProposedViewSize, size: CGSize) {
        place(node, at: position, anchor: .topLeading, sanitizedProposal: proposal, size: size)
    }

    /// ``place(_:at:sanitizedProposal:size:)`` for a proposal kept as a slot: a stack's
    /// children are placed straight from the lengths their slots hold.
    @inline(__always)
    func place(_ node: LayoutNode, at position: CGPoint, proposalSlot: ProposalSlot, size: CGSize) {
        node.place(in: CGRect(x: position.x.isNaN ? 0 : position.x, y: position.y.isNaN ? 0 : position.y, width: size.width, height: size.height), slot: proposalSlot)
    }

    @inline(__always)
    private func place(_ node: LayoutNode, at position: CGPoint, anchor: UnitPoint, sanitizedProposal proposal: ProposedViewSize, size: CGSize) {
        let x = anchor.x == 0 ? position.x : position.x - anchor.x * size.width
        let y = anchor.y == 0 ? position.y : position.y - anchor.y * size.height
        node.place(in: CGRect(x: x.isNaN ? 0 : x, y: y.isNaN ? 0 : y, width: size.width, height: size.height), proposal: proposal)
    }
}
