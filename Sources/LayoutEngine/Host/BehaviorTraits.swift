/// What a behaviour says about every node it runs, whatever the node's state: a node reads
/// it once, when it is made, and keeps it beside its flags, where the layout pass reads it
/// without a call through the behaviour's existential.
struct BehaviorTraits: OptionSet {
    let rawValue: UInt8

    /// The node keeps a layout cache that must be made or updated before use.
    static let hasLayoutCache = BehaviorTraits(rawValue: 1 << 0)

    /// Placing the node's children places every one of them, whatever the proposal: the
    /// standard stacks and the flow layout place each subview, and a frame, padding, offset
    /// or fixed size places the one view it wraps. Such a node need not mark its children
    /// unplaced before placing them, nor look for one left unplaced afterwards: two walks
    /// over the children that, in a large container, each read every child's node from
    /// memory.
    static let placesEveryChild = BehaviorTraits(rawValue: 1 << 1)

    /// The node's spacing is the default (``ViewSpacing/init()``) whatever its state, and it
    /// states no guide at a fixed fraction of itself: a leaf that leaves both requirements
    /// to ``NodeBehavior``'s defaults (colours, shapes, images). A container asks every
    /// child both when it refreshes its cache, and such a child then answers from its
    /// flags alone, with no call through its existential, no spacing remembered, and no
    /// read of the rest of its node.
    static let plainLeaf = BehaviorTraits(rawValue: 1 << 2)

    /// The node is a modifier of one child (``UnaryBehavior``), whose spacing and whether it
    /// may state a fractional guide are its child's. The node reads them from its child
    /// directly: the first request no longer goes through the behaviour's existential and
    /// the modifier protocol's default, for each modifier a large stack walks over.
    static let passesChildSpacing = BehaviorTraits(rawValue: 1 << 3)

    /// The node's size for any proposal is the proposal, 10 points for a dimension left
    /// unspecified, as SwiftUI's colours and shapes answer. The node works it out itself,
    /// without a call through the behaviour's existential and without remembering it:
    /// remembering cost more than the rule, and a flexible frame's colour is asked three
    /// proposals (its frame's minimum, maximum and share), each a miss.
    static let fillsProposal = BehaviorTraits(rawValue: 1 << 4)
}
