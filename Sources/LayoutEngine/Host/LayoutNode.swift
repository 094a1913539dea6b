import Foundation

/// One view in the host's persistent tree: what it is (its behaviour and attributes), its
/// children, and what the engine remembers about it between passes (sizes by proposal, its
/// layout cache, where it was placed).
///
/// Nodes survive from pass to pass as long as their identity does; a node whose behaviour,
/// attributes and children are unchanged keeps everything it remembers, which is what makes
/// a re-layout after a small edit cheap.
///
/// A node is made by ``make(behavior:type:bytes:attributes:key:)``, of one of two classes.
/// The node of a leaf that fills its proposal (a colour or a shape:
/// ``BehaviorTraits/fillsProposal``) is a `LayoutNode` itself, with only what every node
/// needs: such a leaf has no children, no layout cache and no sizes or spacing to remember,
/// and in the commonest large trees (a `Color` in a `.frame`, thousands of times) half the
/// nodes are such leaves. Every other node is a ``BranchNode``, which adds that storage, or,
/// when it works out its own spacing or keeps a layout cache, a ``ContainerNode``, which
/// adds those too; the members below that read them answer for the other nodes without
/// touching them.
///
/// The behaviour is a constant: the compiler calls a constant existential's methods in
/// place, where a variable one is copied (and the copy destroyed) on every call, and the
/// layout pass calls them several times per node. A node whose behaviour changes is
/// replaced by a successor that takes over everything else (``make(succeeding:behavior:bytes:)``).
class LayoutNode {
    // Fields are in the order of the walks that read them, with what only resolving reads
    // (the identity, the behaviour's type and bytes) and the rarely set fields first, and
    // the traits, flags and entry index last. A ``BranchNode``'s own fields follow, its
    // size memo first, so that a size request reads the flags, the memo's count and its
    // first entry, and the priority before them, in one or two cache lines; placing a node
    // writes its frame, proposal and flags, which are together too.
    //
    // A new node is written whole, so each byte is one more to write on a cold pass:
    // counters that stay within 32 bits are kept in 32 (``NarrowInt``), each in the tail
    // padding of a 25-byte field before it where there is one, and the flags and the two
    // remembered answers are bits of one 16-bit word (``NodeFlags``) in the attributes'
    // padding, rather than a byte each past it
    // (224 bytes, a 240-byte block with the allocator's header; a ``BranchNode`` 352, a
    // 368-byte block; a ``ContainerNode`` 392). The rare layout priority is kept with the
    // other rare attributes (``NodeAttributes``) rather than in every node.

    /// The node's identity among its siblings.
    let key: ViewKey
    /// `behavior.typeIdentity`, kept at hand: a re-layout matches every node it reuses by
    /// its behaviour's type, and reading it through the existential is a call (`type(of:)`
    /// on the stored existential copies it out and asks the runtime: a quarter more
    /// instructions for a one-leaf re-layout).
    let behaviorType: ObjectIdentifier
    /// `behavior`'s bytes when its type compares by them (see ``BehaviorBytes``).
    let behaviorBytes: BehaviorBytes?
    /// The pass that last took this node into the new tree, so one node is never reused
    /// twice when siblings share an identity.
    @NarrowInt var reconciledInPass = -1
    /// Set when the node was the first an ``AnyView`` produced last pass, so the same view
    /// value can take it again without being resolved; see ``ErasedOutput``.
    var erasedOutput: ErasedOutput?
    /// The node's share of the safe area (see ``SafeArea``), nil when it has none or the
    /// host tracks no safe area.
    private(set) var safeArea: SafeArea?
    /// Which of its host's lists (``PlacedList/serial``) the node's entry last went into (see
    /// ``entryIndex``). Kept in full: a serial counts every list the host has made.
    var entrySerial = -1
    /// What the node did in the last pass that touched it, for ``PlacedNode/activity``
    /// (counted only while the host records node details).
    var activity = ActivitySlot()
    /// The pass in which this node was created or last changed.
    @NarrowInt var changedInPass = -1
    /// How many copies of this modifier node the last pass made (a modifier on a Group or
    /// ForEach wraps each element in its own copy). Kept in every node, beside the counter
    /// before it.
    @NarrowInt var copyCount = 1

    let behavior: any NodeBehavior
    // Placement, in the coordinate space of the parent's bounds.
    var frame: CGRect = .zero
    /// The proposal the node was last placed with (see ``placedProposal``).
    private var placedProposalSlot = ProposalSlot.none
    var attributes: NodeAttributes
    /// `behavior.traits`, kept at hand: every size request asks whether there is a cache,
    /// and whether the node is a ``BranchNode`` is read from it (``isBranch``). It and the
    /// flags sit in the padding after the 25-byte attributes.
    private let traits: BehaviorTraits
    /// The node's flags and the two remembered answers, in two bytes (see ``NodeFlags``).
    private var flags = NodeFlags.newNode
    /// Where in the list ``entrySerial`` names the node's entry went: the next list its
    /// parent makes copies that entry when the node is unchanged and in the same place.
    @NarrowInt var entryIndex = 0

    /// 1 or 0 once `isRigid` is known, -1 before.
    private var rigidMemo: Int8 {
        @inline(__always) get { flags.rigidMemo }
        @inline(__always) set { flags.rigidMemo = newValue }
    }
    /// 1 or 0 once `mayStateFractionalGuides` is known, -1 before.
    private var fractionalGuidesMemo: Int8 {
        @inline(__always) get { flags.fractionalGuidesMemo }
        @inline(__always) set { flags.fractionalGuidesMemo = newValue }
    }
    /// Whether the cache must be updated before the next use.
    final var cacheIsStale: Bool {
        @inline(__always) get { flags.contains(.cacheIsStale) }
        @inline(__always) set { flags.set(.cacheIsStale, newValue) }
    }
    /// Whether the node's children must be placed again even for the same size.
    final var needsPlacement: Bool {
        @inline(__always) get { flags.contains(.needsPlacement) }
        @inline(__always) set { flags.set(.needsPlacement, newValue) }
    }
    final var isPlaced: Bool {
        @inline(__always) get { flags.contains(.isPlaced) }
        @inline(__always) set { flags.set(.isPlaced, newValue) }
    }
    /// Whether ``placedChildren`` still shows the placed children: cleared whenever the
    /// node changes or places its children.
    final var placedChildrenAreCurrent: Bool {
        @inline(__always) get { flags.contains(.placedChildrenAreCurrent) }
        @inline(__always) set { flags.set(.placedChildrenAreCurrent, newValue) }
    }
    /// Whether a container's remembered spacing holds the node's spacing; cleared by
    /// `invalidate()`.
    fileprivate final var spacingIsRemembered: Bool {
        @inline(__always) get { flags.contains(.spacingIsRemembered) }
        @inline(__always) set { flags.set(.spacingIsRemembered, newValue) }
    }

    /// Whether the node is a ``BranchNode``: any node but a leaf that fills its proposal
    /// (see ``make(behavior:type:bytes:attributes:key:)``).
    @inline(__always)
    final var isBranch: Bool { !traits.contains(.fillsProposal) }

    /// The node as the ``BranchNode`` it is; only for a node that ``isBranch``.
    @inline(__always)
    final var branch: BranchNode { unsafeDowncast(self, to: BranchNode.self) }

    /// Whether the node is a ``ContainerNode``: a branch that works out its own spacing or
    /// keeps a layout cache (see ``make(behavior:type:bytes:attributes:key:)``).
    @inline(__always)
    final var isContainer: Bool { Self.isContainer(traits) }

    /// The node as the ``ContainerNode`` it is; only for a node that ``isContainer``.
    @inline(__always)
    final var container: ContainerNode { unsafeDowncast(self, to: ContainerNode.self) }

    /// The node's children: none for a leaf's node.
    final var children: NodeChildren {
        @inline(__always) get { isBranch ? branch.storedChildren : NodeChildren() }
        set {
            if isBranch {
                branch.storedChildren = newValue
            } else {
                precondition(newValue.isEmpty, "the node of a '\(behavior.kind)' holds no children")
            }
        }
    }

    /// The layout cache of a `Layout` node (a `CacheBox<L.Cache>`); nil for any node but a
    /// container's.
    final var cacheBox: AnyObject? {
        @inline(__always) get { isContainer ? container.storedCacheBox : nil }
        set {
            precondition(isContainer || newValue == nil, "the node of a '\(behavior.kind)' keeps no layout cache")
            if isContainer { container.storedCacheBox = newValue }
        }
    }

    /// The snapshot of the placed children the host made last (see ``LayoutHost``), which
    /// the next snapshot shares while ``placedChildrenAreCurrent``; when the node changes or
    /// places its children the host makes it anew, copying from it the entries of children
    /// that neither changed nor moved. Nil for a leaf's node, which has no children.
    final var placedChildren: PlacedList? {
        @inline(__always) get { isBranch ? branch.storedPlacedChildren : nil }
        set {
            precondition(isBranch || newValue == nil, "the node of a '\(behavior.kind)' holds no children to snapshot")
            if isBranch { branch.storedPlacedChildren = newValue }
        }
    }

    /// Whether the node holds a snapshot of its children that nothing else holds, so it may
    /// be rewritten in place.
    @inline(__always)
    final var placedChildrenAreUnshared: Bool {
        isBranch && isKnownUniquelyReferenced(&branch.storedPlacedChildren)
    }

    /// Whether the node keeps a layout cache (see ``BehaviorTraits/hasLayoutCache``).
    var hasLayoutCache: Bool { traits.contains(.hasLayoutCache) }

    /// Whether placing the node's children places all of them (see
    /// ``BehaviorTraits/placesEveryChild``).
    var placesEveryChild: Bool { traits.contains(.placesEveryChild) }

    /// The proposal the node was last placed with, nil before it is placed (set by
    /// ``place(in:proposal:)``).
    var placedProposal: ProposedViewSize? { placedProposalSlot.proposal }

    /// The proposal the node was last placed with, as stored (for the placed entry).
    var placedProposalSlotValue: ProposalSlot { placedProposalSlot }

    /// A node of `behavior`: a plain `LayoutNode` for a leaf that fills its proposal, a
    /// ``ContainerNode`` for a view that works out its own spacing or keeps a layout cache,
    /// a ``BranchNode`` for anything else (a modifier).
    ///
    /// Inlined: as a function of its own, the optimiser specialises it for the behaviour's
    /// type, which takes the behaviour out of its existential box and boxes it again,
    /// allocating a box per node. The behaviour is consumed: a leaf's behaviour, made into
    /// an existential for this call, moves into the node rather than being copied in and
    /// the temporary destroyed.
    /// `type` is the behaviour's dynamic type, which the resolver knows without asking.
    /// `bytes` are the behaviour's own (``BehaviorBytes``), or nil.
    @inline(__always)
    static func make(behavior: consuming any NodeBehavior, type: ObjectIdentifier, bytes: BehaviorBytes?, attributes: NodeAttributes, key: ViewKey) -> LayoutNode {
        let traits = behavior.traits
        if isLeafOnly(traits) {
            return LayoutNode(traits: traits, behavior: behavior, type: type, bytes: bytes, attributes: attributes, key: key)
        }
        if isContainer(traits) {
            return ContainerNode(traits: traits, behavior: behavior, type: type, bytes: bytes, attributes: attributes, key: key)
        }
        return BranchNode(traits: traits, behavior: behavior, type: type, bytes: bytes, attributes: attributes, key: key)
    }

    /// A node of `behavior`, asked its type.
    @inline(__always)
    static func make(behavior: consuming any NodeBehavior, attributes: NodeAttributes, key: ViewKey) -> LayoutNode {
        let type = behavior.typeIdentity
        return make(behavior: behavior, type: type, bytes: nil, attributes: attributes, key: key)
    }

    /// A node that takes `old`'s place with a new behaviour of the same type: it keeps the
    /// children, identity, attributes and layout cache (to be updated, not remade), and
    /// forgets every size.
    @inline(__always)
    static func make(succeeding old: LayoutNode, behavior: any NodeBehavior, bytes: BehaviorBytes?) -> LayoutNode {
        let traits = behavior.traits
        let node = isLeafOnly(traits)
            ? LayoutNode(succeeding: old, traits: traits, behavior: behavior, bytes: bytes)
            : isContainer(traits)
            ? ContainerNode(succeeding: old, traits: traits, behavior: behavior, bytes: bytes)
            : BranchNode(succeeding: old, traits: traits, behavior: behavior, bytes: bytes)
        node.invalidate()
        return node
    }

    /// Whether a behaviour of `traits` needs no more than a plain `LayoutNode`: a leaf that
    /// fills its proposal has no children, and its size and spacing are worked out from its
    /// flags (``BehaviorTraits/fillsProposal``, ``BehaviorTraits/plainLeaf``), never
    /// remembered. Such a behaviour must be a plain leaf without a layout cache.
    @inline(__always)
    private static func isLeafOnly(_ traits: BehaviorTraits) -> Bool {
        guard traits.contains(.fillsProposal) else { return false }
        precondition(traits.contains(.plainLeaf) && !traits.contains(.hasLayoutCache), "a behaviour that fills its proposal must be a plain leaf without a layout cache")
        return true
    }

    /// Whether a behaviour of `traits` needs a ``ContainerNode``: one that keeps a layout
    /// cache, or whose spacing is worked out by the behaviour and remembered. A modifier's
    /// spacing is its child's (``BehaviorTraits/passesChildSpacing``), read from the child
    /// each time it is asked, and a plain leaf's is the default, read from its flags
    /// (``BehaviorTraits/plainLeaf``).
    @inline(__always)
    private static func isContainer(_ traits: BehaviorTraits) -> Bool {
        traits.contains(.hasLayoutCache) || traits.isDisjoint(with: [.passesChildSpacing, .plainLeaf])
    }

    /// A node with the given fields and nothing remembered; see ``make(behavior:type:bytes:attributes:key:)``.
    @inline(__always)
    init(traits: BehaviorTraits, behavior: consuming any NodeBehavior, type: ObjectIdentifier, bytes: BehaviorBytes?, attributes: NodeAttributes, key: ViewKey) {
        self.traits = traits
        self.behaviorType = type
        self.behaviorBytes = bytes
        self.behavior = behavior
        self.attributes = attributes
        self.key = key
    }

    /// A node taking `old`'s place, as far as the fields of every node go; see
    /// ``make(succeeding:behavior:bytes:)``, which then makes it forget what it remembered.
    @inline(__always)
    init(succeeding old: LayoutNode, traits: BehaviorTraits, behavior: any NodeBehavior, bytes: BehaviorBytes?) {
        self.behavior = behavior
        self.behaviorBytes = bytes
        self.traits = traits
        // Of `old`'s type: a node is only ever succeeded by one that matched its type.
        self.behaviorType = old.behaviorType
        self.attributes = old.attributes
        self.key = old.key
        self.frame = old.frame
        self.placedProposalSlot = old.placedProposalSlot
        self.isPlaced = old.isPlaced
        self.reconciledInPass = old.reconciledInPass
        self.changedInPass = old.changedInPass
        self.copyCount = old.copyCount
        // Where `old`'s entry went is where this node's goes: the next snapshot then
        // rewrites that entry, and the slot its only child's entry has in the same list,
        // rather than making its children a list of their own (it is changed, so nothing
        // of the entry is copied as it was).
        self.entrySerial = old.entrySerial
        self.entryIndex = old.entryIndex
    }

    /// Forgets every size and placement this node remembered, because it or something
    /// below it changed.
    final func invalidate() {
        if isBranch {
            branch.memo.removeAll()
            if isContainer, container.storedCacheBox != nil { cacheIsStale = true }
        }
        spacingIsRemembered = false
        fractionalGuidesMemo = -1
        rigidMemo = -1
        needsPlacement = true
        placedChildrenAreCurrent = false
    }

    /// Calls `body` with the first child, if there is one, without retaining it (the node
    /// holds it for the call): a modifier asks its child for sizes, spacing and guides many
    /// times a pass, and a retain and a release around each was a tenth of the cold pass.
    ///
    /// The child is read as an unmanaged reference and the list let go before `body` runs,
    /// so neither is retained; `body` must not change the node's children (no layout does).
    @inline(__always)
    func withFirstChild<Result>(_ body: (LayoutNode) -> Result) -> Result? {
        guard !children.isEmpty else { return nil }
        return children.unmanaged(at: 0)._withUnsafeGuaranteedRef(body)
    }

    /// Calls `body` with child `index` without retaining it, as ``withFirstChild(_:)`` does:
    /// containers ask each child for sizes and place it several times a pass.
    @inline(__always)
    func withChild<Result>(_ index: Int, _ body: (LayoutNode) -> Result) -> Result {
        children.unmanaged(at: index)._withUnsafeGuaranteedRef(body)
    }

    /// Calls `body` with each child in order, without retaining them, as
    /// ``withFirstChild(_:)`` does.
    @inline(__always)
    func forEachChild(_ body: (LayoutNode) -> Void) {
        for index in children.indices { withChild(index, body) }
    }

    /// Whether the node may state its own value for `key`, so a container must ask it
    /// instead of taking the guide's default.
    @inline(__always)
    func mayStateGuide(_ key: AlignmentKey) -> Bool {
        key.fraction == nil || mayStateFractionalGuides
    }

    /// `behavior.mayStateFractionalGuides(self)`, remembered until the node changes: every
    /// alignment of the node asks it, and it depends only on the node and its children.
    var mayStateFractionalGuides: Bool {
        if fractionalGuidesMemo < 0 { rememberFractionalGuides() }
        return fractionalGuidesMemo == 1
    }

    // Out of line, so that the remembered answer is read inline wherever it is asked.
    @inline(never)
    private func rememberFractionalGuides() {
        let mayState = if traits.contains(.plainLeaf) {
            false
        } else if traits.contains(.passesChildSpacing) {
            // A plain leaf states none: read from its flags, not asked (and remembered) out of line.
            withFirstChild { $0.traits.contains(.plainLeaf) ? false : $0.mayStateFractionalGuides } ?? false
        } else {
            behavior.mayStateFractionalGuides(self)
        }
        fractionalGuidesMemo = mayState ? 1 : 0
    }

    /// `behavior.isRigid(self)`, remembered until the node changes (it depends only on the
    /// node and its children).
    var isRigid: Bool {
        if rigidMemo < 0 { rigidMemo = behavior.isRigid(self) ? 1 : 0 }
        return rigidMemo == 1
    }

    /// Whether the node is rigid as far as it knows now, without asking its behaviour: true
    /// once ``isRigid`` has found it so. A node that has answered a second proposal knows.
    @inline(__always)
    var isKnownRigid: Bool { rigidMemo == 1 }

    /// Marks the node as changed in `pass` and forgets what it remembered.
    func markChanged(in pass: Int) {
        changedInPass = pass
        invalidate()
    }

    /// The one size of a node known to be rigid (see ``size(for:context:)``), read inline:
    /// a grid placing every cell again after an edit asks each for a size it knows.
    @inline(__always)
    var knownRigidSize: CGSize? { rigidMemo == 1 && isBranch ? branch.memo.anySize : nil }

    /// The size of a node that fills its proposal (``BehaviorTraits/fillsProposal``), worked
    /// out and counted as ``size(for:context:)`` does; nil for any other node. A modifier
    /// placing its child asks it first, inline: every framed colour is asked once when
    /// placed, and a call of ``size(for:context:)`` (a large function, with its registers to
    /// save) cost more than the rule.
    @inline(__always)
    func filledSize(for proposal: ProposedViewSize, context: LayoutContext) -> CGSize? {
        guard traits.contains(.fillsProposal) else { return nil }
        context.statistics.sizeThatFitsCalls += 1
        if context.recordsDetails { activity.countSizeThatFits(in: context.pass) }
        // What the behaviour answers for the sanitised proposal, which the clamping in
        // ``size(for:context:)`` would leave as it is (sanitised lengths are neither NaN nor
        // negative).
        return proposal.sanitized.replacingUnspecifiedDimensions()
    }

    /// The node's size for `proposal`: remembered until the node changes, or, for a node
    /// that fills its proposal (``BehaviorTraits/fillsProposal``), worked out on the spot.
    /// One function, not a small one in front of the memo's: inlined into each caller, the
    /// test made layouts' placing loops (the lazy grid's, the flow's) larger and they stopped
    /// inlining what they call, and as a call of its own it cost every other node's request
    /// a call more (1-3 % more instructions for those re-layouts either way).
    func size(for proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        if let size = filledSize(for: proposal, context: context) { return size }
        // Every other node is a branch (see ``isLeafOnly(_:)``).
        let branch = self.branch
        // A node known to be rigid holds exactly one size (the one it computed before it
        // was known to be rigid; see below), and it answers every proposal: no key to
        // compute or entries to compare. Containers ask each child for several proposals.
        if rigidMemo == 1, let size = branch.memo.anySize { return size }
        let key = SizeMemo.Key(proposal)
        if let size = branch.memo.lookup(key) { return size }
        // A rigid node has one size whatever it is proposed.
        if let size = branch.memo.anySize, isRigid { return size }
        let proposal = proposal.sanitized
        if hasLayoutCache { behavior.prepareCache(of: self, context: context) }
        context.statistics.sizeThatFitsCalls += 1
        if context.recordsDetails { activity.countSizeThatFits(in: context.pass) }
        var size = behavior.sizeThatFits(proposal, node: self, context: context)
        if size.width.isNaN || size.width < 0 { size.width = 0 }
        if size.height.isNaN || size.height < 0 { size.height = 0 }
        branch.memo.store(size, for: key)
        return size
    }

    /// The node's preferred spacing: a plain leaf's is none, a modifier's is its child's,
    /// asked of the child each time (see ``BehaviorTraits/passesChildSpacing``; a modifier
    /// over a leaf, the commonest, then costs no call), and any other node's is remembered
    /// until the node changes.
    func spacing(context: LayoutContext) -> ViewSpacing {
        if traits.contains(.plainLeaf) { return ViewSpacing() }
        // Every other node is a branch (see ``isLeafOnly(_:)``), and any but a modifier
        // without a layout cache a container (see ``isContainer(_:)``).
        guard isContainer else { return withFirstChild { $0.spacing(context: context) } ?? ViewSpacing() }
        if spacingIsRemembered { return container.rememberedSpacing }
        return rememberSpacing(context: context)
    }

    // Out of line, so that a remembered spacing is read inline wherever it is asked.
    @inline(never)
    private func rememberSpacing(context: LayoutContext) -> ViewSpacing {
        let spacing: ViewSpacing
        if traits.contains(.passesChildSpacing) {
            spacing = withFirstChild { $0.spacing(context: context) } ?? ViewSpacing()
        } else {
            if hasLayoutCache { behavior.prepareCache(of: self, context: context) }
            spacing = behavior.spacing(of: self, context: context)
        }
        container.rememberedSpacing = spacing
        spacingIsRemembered = true
        return spacing
    }

    /// Whether the node's subtree is placed as its frame and proposal say: the node is
    /// unchanged and was placed at the same size for the same proposal as when it last
    /// placed its children (or for any proposal, when it is rigid), which ``place(in:proposal:)``
    /// keeps in ``needsPlacement``.
    /// A leaf's node remembers no placement: placing it anew costs nothing, as it has no
    /// children.
    @inline(__always)
    private var placementIsCurrent: Bool {
        !needsPlacement && isBranch
    }

    /// Records that the node's parent placed it at `newFrame` for `proposal` (sanitised).
    ///
    /// A branch whose children are placed for its last frame and proposal must place them
    /// again when it is placed at another size, or for another proposal unless it is rigid:
    /// that is worked out here, against the frame and proposal it is giving up, so the node
    /// keeps no copy of the size and proposal its children were last placed for (32 bytes
    /// a branch, written for every modifier of a cold pass). Between placing its children
    /// and being placed again a node's frame and proposal are those it placed them for.
    @inline(__always)
    final func place(in newFrame: CGRect, proposal: ProposedViewSize) {
        place(in: newFrame, slot: ProposalSlot(proposal))
    }

    /// ``place(in:proposal:)`` for a proposal kept as a slot (sanitised): a stack places
    /// each child from the lengths it stored, without making the optional proposal.
    @inline(__always)
    final func place(in newFrame: CGRect, slot: ProposalSlot) {
        if !needsPlacement, isBranch, !isPlacedAsBefore(size: newFrame.size, slot: slot) {
            needsPlacement = true
        }
        frame = newFrame
        placedProposalSlot = slot
        isPlaced = true
    }

    /// Whether placing the node at `size` for the proposal in `slot` leaves its children
    /// where they are: the same size, and the same proposal (nearly always the same bits,
    /// as stored proposals are sanitised) or a rigid node.
    @inline(__always)
    private func isPlacedAsBefore(size: CGSize, slot: ProposalSlot) -> Bool {
        guard !size.width.isNaN, frame.size.width == size.width, frame.size.height == size.height else { return false }
        return placedProposalSlot.holdsExactly(slot) || placedProposalSlot.holds(slot) || isRigid
    }

    /// Places this node's children for its current frame, then theirs, skipping any subtree
    /// that is unchanged and placed at the same size for the same proposal as last time (or
    /// for any proposal, when the node is rigid).
    final func placeSubtree(context: LayoutContext) {
        if placementIsCurrent {
            context.repeatWarnings(of: self)
            return
        }
        placeSubtreeAnew(context: context)
    }

    /// ``placeSubtree(context:)`` for a node whose placement is not current.
    private func placeSubtreeAnew(context: LayoutContext) {
        let size = frame.size
        let proposal = placedProposalSlot.proposal ?? ProposedViewSize(size)
        let firstWarning = context.warnings.count
        if !children.isEmpty {
            placedChildrenAreCurrent = false
            // A child left unplaced must not count as placed from an earlier pass.
            if !placesEveryChild { forEachChild { $0.isPlaced = false } }
            if hasLayoutCache { behavior.prepareCache(of: self, context: context) }
            context.statistics.placeSubviewsCalls += 1
            if context.recordsDetails { activity.countPlaceSubviews(in: context.pass) }
            behavior.placeChildren(of: self, in: size, proposal: proposal, context: context)
            if attributes.mirrorsChildren { mirrorChildren(in: size.width) }
            if context.tracksSafeAreas { passSafeArea(size: size) }
            // A child without children has nothing to place: placing it would only record
            // its size and proposal for the skip test above, which a node without children
            // never needs (one that gains children is marked changed, so it is placed). The
            // skip test is made here, so a container placed again whose children did not
            // change (a grid whose column grew) costs no call per child.
            for index in children.indices {
                withChild(index) { child in
                    guard child.isPlaced && !child.children.isEmpty else { return }
                    if child.placementIsCurrent {
                        context.repeatWarnings(of: child)
                    } else {
                        child.placeSubtreeAnew(context: context)
                    }
                }
            }
        }
        context.keepWarnings(of: self, since: firstWarning)
        needsPlacement = false
    }
}

extension LayoutNode {
    /// Flips each placed child's frame within `width`, for a right-to-left layout: the one
    /// place mirroring happens, after any layout placed the children left to right.
    fileprivate func mirrorChildren(in width: CGFloat) {
        forEachChild { child in
            if child.isPlaced { child.frame.origin.x = width - child.frame.maxX }
        }
    }

    /// Records the node's share of the safe area; a changed share places its children
    /// again (a view ignoring the safe area reaches a different distance).
    func setSafeArea(_ newValue: SafeArea?) {
        guard newValue != safeArea else { return }
        safeArea = newValue
        needsPlacement = true
    }

    /// Gives each placed child its share of this node's safe area, from where the child
    /// was just placed in a node of `size`.
    fileprivate func passSafeArea(size: CGSize) {
        let inner = safeArea?.inner ?? EdgeInsets()
        let outer = safeArea?.outer ?? EdgeInsets()
        for index in children.indices {
            withChild(index) { child in
                guard child.isPlaced else { return }
                let childInner = behavior.safeAreaInsets(forChild: index, of: self, inner: inner)
                child.setSafeArea(SafeArea.child(frame: child.frame, in: size, inner: childInner, outer: outer))
            }
        }
    }
}

/// A node's identity among its siblings: its structural position in the view code (a hash
/// of the path through ViewBuilder blocks, branches and ForEach elements) and the explicit
/// `.id` it was given, if any.
struct ViewKey: Hashable {
    var path: Int
    /// The explicit id, boxed: most views have none, and a key without one is then plain
    /// to copy and quick to compare.
    private var explicitBox: ExplicitID?

    init(path: Int, explicitID: AnyHashable? = nil) {
        self.path = path
        explicitBox = explicitID.map(ExplicitID.init)
    }

    var explicitID: AnyHashable? { explicitBox?.value }

    // Inlined: the resolver compares the key of every node it matches.
    @inline(__always)
    static func == (lhs: ViewKey, rhs: ViewKey) -> Bool {
        guard lhs.path == rhs.path else { return false }
        if lhs.explicitBox === rhs.explicitBox { return true }
        return lhs.explicitID == rhs.explicitID
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(explicitID)
    }

    /// Holds an explicit id for ``ViewKey``.
    private final class ExplicitID {
        let value: AnyHashable
        init(_ value: AnyHashable) { self.value = value }
    }

    /// The key of a structural child of this position.
    @inline(__always)
    static func mix(_ path: Int, _ component: Int) -> Int {
        var h = UInt64(bitPattern: Int64(path)) &+ 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: Int64(component))
        h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(Int64(bitPattern: h ^ (h >> 31)))
    }
}

/// Holds a layout's cache in place so `inout` access mutates it without copying.
final class CacheBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
