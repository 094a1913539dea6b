import Foundation

/// Lays out views for a proposal, as a SwiftUI window does, and remembers them so that the
/// next layout of an edited tree redoes only what the edit touched.
///
/// The host proposes the canvas to the root view and centres the root in it; a dimension
/// the proposal leaves unspecified takes the root's size. Several root views are stacked
/// vertically, as SwiftUI does with a multi-view body.
///
/// Calling ``place(_:proposal:)`` again with an edited tree reconciles it with the last
/// one by identity (structural position, view type, explicit `.id`): surviving views keep
/// their remembered sizes when nothing in them changed, surviving layouts keep their caches
/// (refreshed with `updateCache`, never remade with `makeCache`), and unchanged subtrees
/// placed at an unchanged size are not placed again. ``Placement/stats`` shows it.
///
/// A host is not thread-safe; use one per scene from one task at a time.
public final class LayoutHost {
    /// How text is measured.
    public let textMeasurer: any TextMeasurer

    private var roots = NodeChildren()
    private var implicitStack: LayoutNode?
    private var pass = 0
    /// The pass state every node reaches. One per host, not one per pass: the subview
    /// proxies a custom layout receives point at it, and a layout may keep them in its
    /// cache and use them in a later pass (nothing in SwiftUI's contract forbids it), so it
    /// must live as long as the nodes and caches do.
    private let context: LayoutContext

    /// Whether placements record, for every placed view, the proposal its parent made
    /// (``PlacedNode/proposal``), where it is written (``PlacedNode/sourcePosition``) and what
    /// the engine did for it (``PlacedNode/activity(inPass:)``): what an inspector shows.
    /// Off by default, since a pass then writes 32 bytes more per view (2–3 % of a cold
    /// pass); a placement made with it off reads as none of these recorded. Changing it
    /// between passes is fine: the next placement is recorded throughout as it says.
    public var recordsNodeDetails: Bool {
        get { context.recordsDetails }
        set { context.recordsDetails = newValue }
    }

    /// Whether a pass keeps what it lets go of (the nodes of views no longer in the tree, the
    /// snapshot lists no entry shows any more) for ``takeDiscarded()``, instead of freeing it
    /// as it goes. Freeing is one object at a time, and after an edit that changes every
    /// view of a large tree it is a tenth of the pass: a caller that can free elsewhere (the
    /// daemon, on a background queue once its outputs are written) takes that work off the
    /// pass. What a caller does not take is freed when the next
    /// pass starts. Off by default.
    public var keepsDiscarded: Bool {
        get { context.discarded != nil }
        set { context.discarded = newValue ? context.discarded ?? Discarded() : nil }
    }

    /// What the passes since the last call let go of, while ``keepsDiscarded`` is on; the
    /// host holds none of it any more, so it may be freed on any thread.
    public func takeDiscarded() -> Discarded {
        guard let discarded = context.discarded else { return Discarded() }
        context.discarded = Discarded()
        return discarded
    }

    public init(textMeasurer: any TextMeasurer = StandardTextMeasurer()) {
        self.textMeasurer = textMeasurer
        context = LayoutContext(textMeasurer: textMeasurer)
    }

    /// Lays out `view` in a canvas of `proposal` and returns where everything went.
    public func place<V: View>(_ view: V, proposal: ProposedViewSize) -> Placement {
        place(view, proposal: proposal, safeAreaInsets: EdgeInsets())
    }

    /// Lays out `view` in a canvas of `proposal` whose edges `safeAreaInsets` deep are
    /// covered (a device's status bar, Dynamic Island and home indicator; see
    /// ``DeviceScreen``), and returns where everything went.
    ///
    /// As on a device, the root is proposed the safe part of the canvas and centred in it,
    /// and a view that calls `ignoresSafeArea()` and touches the safe part's edge grows
    /// into the covered part. An unspecified dimension of the proposal takes the root's
    /// size plus the insets.
    ///
    /// A `GeometryReader`'s content is made from where the reader was placed, so when a
    /// pass places a reader somewhere other than its content assumed, the tree is laid out
    /// again with the reader's new geometry (reconciled like any edit, so only the readers'
    /// content is redone), at most ``maximumReaderPasses`` times in all. A
    /// `containerRelativeFrame` inside a `ScrollView` is worked out from the scroll view's
    /// placed size in the same way.
    public func place<V: View>(_ view: V, proposal: ProposedViewSize, safeAreaInsets: EdgeInsets) -> Placement {
        let start = DispatchTime.now().uptimeNanoseconds
        // What the last place let go of and no caller took.
        if keepsDiscarded { _ = takeDiscarded() }
        // Infinite canvas dimensions cannot be drawn: treat them as unspecified.
        var canvasProposal = proposal.sanitized
        if canvasProposal.width == .infinity { canvasProposal.width = nil }
        if canvasProposal.height == .infinity { canvasProposal.height = nil }
        // The canvas is the container of every `containerRelativeFrame` outside a scroll
        // view: a new one changes what such a frame inside a type-erased view resolves to.
        context.resolvesErasedViewsAgain = canvasProposal != context.canvas
        context.canvas = canvasProposal
        context.container = canvasProposal
        let insets = Self.valid(safeAreaInsets)
        if insets != EdgeInsets() { context.tracksSafeAreas = true }
        var (root, canvas) = layOut(view, canvasProposal: canvasProposal, safeAreaInsets: insets)
        var passes = 1
        // The statistics describe the whole layout, every pass of it.
        var earlierPasses = LayoutStatistics()
        while passes < Self.maximumReaderPasses, placedGeometryChanged(root) {
            context.resolvesErasedViewsAgain = true
            earlierPasses.include(context.statistics)
            (root, canvas) = layOut(view, canvasProposal: canvasProposal, safeAreaInsets: insets)
            passes += 1
        }
        context.statistics.include(earlierPasses)
        context.resolvesErasedViewsAgain = false

        let rootList = PlacedList.make(capacity: 1, recordsDetails: context.recordsDetails)
        rootList.append(entry(for: root), details: details(of: root))
        context.statistics.nodes = rootList.nodeCount
        context.statistics.microseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        return Placement(size: canvas, root: PlacedNode(list: rootList, index: 0, origin: .zero), stats: context.statistics, warnings: context.warnings)
    }

    /// How many times one `place` may lay the tree out: readers nested in readers may each
    /// need a pass of their own to learn where they are.
    static let maximumReaderPasses = 4

    /// One layout pass: resolves `view` against the last pass's tree, sizes the root for the
    /// safe part of the canvas (sanitised, with no infinite dimension) and places everything.
    private func layOut<V: View>(_ view: V, canvasProposal: ProposedViewSize, safeAreaInsets insets: EdgeInsets) -> (root: LayoutNode, canvas: CGSize) {
        pass += 1
        context.beginPass()
        let resolver = Resolver(pass: pass, context: context)
        let (nodes, changed) = resolver.scope(old: roots) {
            V._resolve(view, _ViewInputs(resolver: resolver, path: 0, environment: EnvironmentValues()))
        }
        context.discard(roots)
        roots = nodes
        let root = rootNode(for: nodes, changed: changed, context: context)

        let safeProposal = ProposedViewSize(
            width: canvasProposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: canvasProposal.height.map { max(0, $0 - insets.top - insets.bottom) }
        )
        let rootSize = root.size(for: safeProposal, context: context)
        let canvas = CGSize(
            width: canvasProposal.width ?? (rootSize.width.isFinite ? rootSize.width + insets.leading + insets.trailing : 0),
            height: canvasProposal.height ?? (rootSize.height.isFinite ? rootSize.height + insets.top + insets.bottom : 0)
        )
        let safeWidth = canvas.width - insets.leading - insets.trailing
        let safeHeight = canvas.height - insets.top - insets.bottom
        let origin = CGPoint(x: insets.leading + (safeWidth - rootSize.width) / 2, y: insets.top + (safeHeight - rootSize.height) / 2)
        context.place(root, at: origin, anchor: .topLeading, proposal: safeProposal)
        if context.tracksSafeAreas {
            root.setSafeArea(SafeArea.child(frame: root.frame, in: canvas, inner: insets, outer: EdgeInsets()))
        }
        root.placeSubtree(context: context)
        return (root, canvas)
    }

    /// `insets` with every non-finite or negative inset taken as zero.
    private static func valid(_ insets: EdgeInsets) -> EdgeInsets {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return EdgeInsets(top: valid(insets.top), leading: valid(insets.leading), bottom: valid(insets.bottom), trailing: valid(insets.trailing))
    }

    /// Records where every placed `GeometryReader` is in the canvas and the size of every
    /// placed `ScrollView`; true when a reader is not where its content was made for, or a
    /// scroll view whose container a `containerRelativeFrame` read is not the size read.
    /// Views no longer placed are forgotten. A pass that resolved neither costs nothing.
    private func placedGeometryChanged(_ root: LayoutNode) -> Bool {
        guard context.resolvedGeometryReader || !context.scrollContainersRead.isEmpty else { return false }
        var readers: [Int: GeometryProxy] = [:]
        var scrollViews: [Int: CGSize] = [:]
        func visit(_ node: LayoutNode, origin: CGPoint) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            if node.behavior is LayoutBehavior<GeometryReaderLayout> {
                readers[node.key.path] = GeometryProxy(size: frame.size, globalFrame: frame)
            } else if node.behavior is LayoutBehavior<ScrollViewLayout> {
                scrollViews[node.key.path] = frame.size
            }
            node.forEachChild { child in
                if child.isPlaced { visit(child, origin: frame.origin) }
            }
        }
        visit(root, origin: .zero)
        let readerMoved = readers.contains { context.readerGeometries[$0.key] != $0.value }
        let containerResized = context.scrollContainersRead.contains { path, read in scrollViews[path].map { ProposedViewSize($0) } != read }
        context.readerGeometries = readers
        context.scrollViewSizes = scrollViews
        if containerResized || context.scrollContainersRead.count > scrollViews.count {
            context.scrollContainersRead = context.scrollContainersRead.filter { scrollViews[$0.key] != nil }
        }
        return readerMoved || containerResized
    }

    /// The node the canvas holds: the single root view, or an implicit VStack of several.
    private func rootNode(for nodes: NodeChildren, changed: Bool, context: LayoutContext) -> LayoutNode {
        if nodes.count == 1 { return nodes[0] }
        let stack: LayoutNode
        if let implicitStack {
            stack = implicitStack
        } else {
            stack = LayoutNode.make(behavior: LayoutBehavior(VStackLayout(), kind: "VStack"), attributes: NodeAttributes(), key: ViewKey(path: -1))
            context.statistics.createdNodes += 1
            implicitStack = stack
            stack.markChanged(in: pass)
        }
        if changed || stack.children.count != nodes.count {
            stack.children = nodes
            stack.markChanged(in: pass)
        }
        return stack
    }

    /// `node` as its parent's snapshot holds it: its frame in the parent, its labels, and
    /// the snapshot of its placed children.
    private func entry(for node: LayoutNode) -> PlacedEntry {
        entry(for: node, children: node.children.isEmpty ? nil : placedChildren(of: node))
    }

    /// ``entry(for:)`` with the snapshot of the node's placed children already made (or its
    /// only child's entry at `onlyChild` in the list the entry goes into).
    private func entry(for node: LayoutNode, children: PlacedList?, onlyChild: Int32 = -1) -> PlacedEntry {
        context.statistics.snapshotNodes += 1
        let labels = node.behavior.labels
        return PlacedEntry(
            frame: node.frame, kind: labels.kind, labels: labels.content.named(node.attributes.name),
            paint: labels.paint, isModifier: labels.isModifier, onlyChild: onlyChild, children: children
        )
    }

    /// Keeps the entry of `node`'s one child in `list`, which `node`'s entry goes into, when
    /// that child is a placed leaf and there is room: an entry there costs no list of its
    /// own. Returns where, or nil (then the node's children get a list of their own). The
    /// node's snapshot is then current with no list of its own (see
    /// ``currentPlacedChildren(of:recordsDetails:)``).
    ///
    /// `last` is where the child's entry was kept in the list of pass `last.pass` that holds
    /// `node`'s last entry (slot -1 when it was not kept there): taken as it is when the child
    /// has not changed since and sits at the same frame. `slot` is where `list`, when it is
    /// that list being rewritten, has it (-1 for a list made anew).
    @inline(__always)
    private func keepOnlyChild(
        of node: LayoutNode, in list: PlacedList, replacing slot: Int32 = -1, last: (list: PlacedList, slot: Int32, pass: Int)? = nil
    ) -> Int32? {
        guard slot >= 0 || list.hasRoomForOnlyChild, node.children.count == 1 else { return nil }
        let onlyChild: Int32? = node.withChild(0) { child in
            guard child.isPlaced, child.children.isEmpty else { return nil }
            if let last, last.slot >= 0, child.changedInPass <= last.pass {
                if last.list.entry(Int(last.slot), isAt: child.frame) {
                    if slot >= 0 { return slot }
                    return last.list.withEntry(Int(last.slot)) { list.appendOnlyChild(copy $0) }
                }
                // Moved or resized only (its modifier changed: every frame of a grid whose
                // template a save edited), in the list being rewritten: the entry keeps
                // its labels and takes the new frame, rather than being made again.
                if slot >= 0, slot == last.slot, last.list === list {
                    list.moveOnlyChild(slot, to: child.frame)
                    context.statistics.snapshotNodes += 1
                    return slot
                }
            }
            if slot >= 0 {
                list.replaceOnlyChild(slot, with: entry(for: child, children: nil))
                return slot
            }
            return list.appendOnlyChild(entry(for: child, children: nil))
        }
        guard onlyChild != nil else { return nil }
        if let last = node.placedChildren {
            context.discard(last)
            node.placedChildren = nil
        }
        node.placedChildrenAreCurrent = true
        return onlyChild
    }

    /// What an inspector reads of `node` besides its entry, when the host records it.
    private func details(of node: LayoutNode) -> PlacedEntryDetails? {
        guard context.recordsDetails else { return nil }
        return PlacedEntryDetails(proposal: node.placedProposalSlotValue, sourcePosition: node.attributes.sourcePosition, activity: node.activity)
    }

    /// The snapshot of `node`'s placed children, back to front: the one the last pass made
    /// when nothing below the node was placed or changed since (the common case after a
    /// small edit: every subtree off the edit's path) and it records details as this pass
    /// does, a new one otherwise.
    ///
    /// A new list copies from the last one the entry of every child that has not changed
    /// since, sits at the same frame and has the same snapshot of its own children: a
    /// container that placed its children again after one of them changed (a grid's cell
    /// grew) records anew only the children that moved. Details change every pass, so a
    /// list that records them copies nothing. When nothing but the node holds its last list
    /// (the placements that showed it were let go), that list is rewritten in place instead,
    /// and a child that only moved keeps its entry with the new frame.
    private func placedChildren(of node: LayoutNode) -> PlacedList {
        currentPlacedChildren(of: node, recordsDetails: context.recordsDetails) ?? newPlacedChildren(of: node)
    }

    /// ``placedChildren(of:)`` for a node whose last snapshot is not current: its last list
    /// rewritten in place when nothing else holds it, a new list otherwise.
    private func newPlacedChildren(of node: LayoutNode) -> PlacedList {
        let recordsDetails = context.recordsDetails
        let count = node.children.count
        // Nothing but the node holds its last list when every placement that showed it was
        // let go: then no one can see it change. (Details change every pass, so a list that
        // records them is made anew.)
        if !recordsDetails, node.placedChildrenAreUnshared, let last = node.placedChildren,
           !last.recordsDetails, last.childCapacity >= count {
            return rewrittenPlacedChildren(of: node, in: last)
        }
        let previous = recordsDetails ? nil : node.placedChildren.flatMap { $0.recordsDetails ? nil : $0 }
        // Room for the entry of each child's one child, when it is a leaf (see
        // ``keepOnlyChild(of:in:replacing:)``); a list recording details keeps none.
        var onlyChildren = 0
        if !recordsDetails { node.forEachChild { if $0.children.count == 1 { onlyChildren += 1 } } }
        let list = PlacedList.make(
            capacity: count, onlyChildren: onlyChildren, recordsDetails: recordsDetails, serial: context.nextListSerial, pass: Int(context.pass)
        )
        context.nextListSerial += 1
        forEachChildBackToFront(of: node) { index in
            node.withChild(index) { child in
                guard child.isPlaced else { return }
                let position = list.count
                if onlyChildren > 0, !child.children.isEmpty, child.placedChildren == nil || !child.placedChildrenAreCurrent {
                    if let previous, copyEntryAndOnlyChild(of: child, from: previous, to: list) {
                        child.entrySerial = list.serial
                        child.entryIndex = position
                        return
                    }
                    let last: (list: PlacedList, slot: Int32, pass: Int)? = previous.flatMap { previous in
                        child.entrySerial == previous.serial && child.entryIndex < previous.count
                            ? (previous, previous.onlyChild(child.entryIndex), previous.pass) : nil
                    }
                    if let onlyChild = keepOnlyChild(of: child, in: list, last: last) {
                        list.append(entry(for: child, children: nil, onlyChild: onlyChild))
                        child.entrySerial = list.serial
                        child.entryIndex = position
                        return
                    }
                }
                // The common case (a child whose subtree did not change) without a call.
                let children = child.children.isEmpty ? nil : currentPlacedChildren(of: child, recordsDetails: recordsDetails) ?? newPlacedChildren(of: child)
                let copied = previous.map { copyEntry(of: child, children: children, from: $0, to: list) } ?? false
                if !copied { list.append(entry(for: child, children: children), details: recordsDetails ? details(of: child) : nil) }
                child.entrySerial = list.serial
                child.entryIndex = position
            }
        }
        // Checked first: a list bound here would be retained on every pass that keeps nothing.
        if context.discarded != nil, let last = node.placedChildren { context.discard(last) }
        node.placedChildren = list
        node.placedChildrenAreCurrent = true
        return list
    }

    /// ``newPlacedChildren(of:)`` rewriting `list`, the node's last list, which nothing else
    /// holds and which records no details. A child whose entry is at the index its new one
    /// goes to and that has not changed since keeps the entry, with its new frame and
    /// children's snapshot (after a cell of a grid grows, every cell after it in its row
    /// only moved); any other child's entry is made anew over the one at that index.
    private func rewrittenPlacedChildren(of node: LayoutNode, in list: PlacedList) -> PlacedList {
        let lastSerial = list.serial
        let lastPass = list.pass
        let serial = context.nextListSerial
        context.nextListSerial += 1
        let staleCount = list.beginRewrite(serial: serial, pass: Int(context.pass))
        forEachChildBackToFront(of: node) { index in
            node.withChild(index) { child in
                guard child.isPlaced else { return }
                let position = list.count
                let entryIsHere = child.entrySerial == lastSerial && child.entryIndex == position && position < staleCount
                // The common case, a child that did not change and whose entry holds its
                // current children's snapshot already, without taking a reference to it.
                if entryIsHere, child.changedInPass <= lastPass,
                   child.children.isEmpty
                    ? list.entry(position, holds: nil)
                    : child.placedChildrenAreCurrent && list.entry(position, holds: child.placedChildren, keepsOnlyChild: child.placedChildren == nil) {
                    if list.keepEntry(frame: child.frame) { context.statistics.snapshotNodes += 1 }
                    child.entrySerial = serial
                    return
                }
                if !child.children.isEmpty, child.placedChildren == nil || !child.placedChildrenAreCurrent,
                   let onlyChild = entryIsHere
                    ? keepOnlyChild(of: child, in: list, replacing: list.onlyChild(position), last: (list, list.onlyChild(position), lastPass))
                    : keepOnlyChild(of: child, in: list) {
                    if entryIsHere && child.changedInPass <= lastPass {
                        if list.keepEntry(frame: child.frame, children: nil, onlyChild: onlyChild) { context.statistics.snapshotNodes += 1 }
                    } else {
                        list.appendReplacing(entry(for: child, children: nil, onlyChild: onlyChild), staleCount: staleCount, discarded: &context.discarded)
                    }
                    child.entrySerial = serial
                    child.entryIndex = position
                    return
                }
                let children: PlacedList?
                if child.children.isEmpty {
                    children = nil
                } else if let current = currentPlacedChildren(of: child, recordsDetails: false) {
                    children = current
                } else {
                    // The child's last list, let go of here, is then the child's alone to
                    // rewrite.
                    if entryIsHere { list.dropChildren(position) }
                    children = newPlacedChildren(of: child)
                }
                if entryIsHere && child.changedInPass <= lastPass {
                    if list.keepEntry(frame: child.frame, children: children) { context.statistics.snapshotNodes += 1 }
                } else {
                    list.appendReplacing(entry(for: child, children: children), staleCount: staleCount, discarded: &context.discarded)
                }
                child.entrySerial = serial
                child.entryIndex = position
            }
        }
        list.endRewrite(staleCount: staleCount, discarded: &context.discarded)
        node.placedChildrenAreCurrent = true
        return list
    }

    /// Calls `body` with the index of each of `node`'s children in the order they are drawn,
    /// back to front: a background's first child (the view it backs) goes last, and
    /// `.zIndex` draws a view in front of siblings with a lower one (equal ones keep their
    /// order).
    @inline(__always)
    private func forEachChildBackToFront(of node: LayoutNode, _ body: (Int) -> Void) {
        let count = node.children.count
        let firstLast = node.behavior.drawsFirstChildLast
        var zIndexed = false
        if context.hasSeenZIndex {
            node.forEachChild { child in
                if child.attributes.zIndex != 0 { zIndexed = true }
            }
        }
        if zIndexed {
            var order = Array((firstLast ? 1 : 0)..<count)
            if firstLast { order.append(0) }
            var values: [Double] = []
            values.reserveCapacity(count)
            node.forEachChild { values.append($0.attributes.zIndex) }
            let sorted = order.enumerated().sorted { (values[$0.element], $0.offset) < (values[$1.element], $1.offset) }
            for entry in sorted { body(entry.element) }
        } else {
            for index in (firstLast ? 1 : 0)..<count { body(index) }
            if firstLast { body(0) }
        }
    }

    /// The snapshot of `node`'s placed children the last pass made, if nothing below the node
    /// was placed or changed since and it records details as this pass does.
    /// (A node whose one child's entry is kept in its parent's list has no list of its own:
    /// nil then, though its snapshot is current.)
    @inline(__always)
    private func currentPlacedChildren(of node: LayoutNode, recordsDetails: Bool) -> PlacedList? {
        guard node.placedChildrenAreCurrent, let list = node.placedChildren, list.recordsDetails == recordsDetails else { return nil }
        return list
    }

    /// Appends to `list` a copy of `child`'s entry in `previous` and of its only child's
    /// entry there, if `child`'s last entry is there, keeps its only child's, and `child` has
    /// not changed since nor placed its children (its frame may differ); returns whether it
    /// did.
    @inline(__always)
    private func copyEntryAndOnlyChild(of child: LayoutNode, from previous: PlacedList, to list: PlacedList) -> Bool {
        guard child.placedChildrenAreCurrent, child.entrySerial == previous.serial, child.changedInPass <= previous.pass,
              child.entryIndex < previous.count else { return false }
        let index = child.entryIndex
        let lastOnlyChild = previous.onlyChild(index)
        guard lastOnlyChild >= 0, list.hasRoomForOnlyChild else { return false }
        let onlyChild = previous.withEntry(Int(lastOnlyChild)) { list.appendOnlyChild(copy $0) }
        let frame = child.frame
        previous.withEntry(index) {
            var entry = copy $0
            entry.onlyChild = onlyChild
            if !previous.entry(index, isAt: frame) {
                entry.frame = frame
                context.statistics.snapshotNodes += 1
            }
            list.append(entry)
        }
        return true
    }

    /// Appends to `list` a copy of `child`'s entry in `previous`, if `child`'s last entry is
    /// there, `child` has not changed since, and its frame and children's snapshot are the
    /// same; returns whether it did.
    @inline(__always)
    private func copyEntry(of child: LayoutNode, children: PlacedList?, from previous: PlacedList, to list: PlacedList) -> Bool {
        guard child.entrySerial == previous.serial, child.changedInPass <= previous.pass, child.entryIndex < previous.count,
              previous.entry(child.entryIndex, isAt: child.frame, children: children) else { return false }
        previous.withEntry(child.entryIndex) { list.append(copy $0) }
        return true
    }
}
