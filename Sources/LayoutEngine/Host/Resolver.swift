import Foundation

/// Turns a view value into the host's node tree, reconciling with the tree of the last
/// pass as it goes: a node with the same identity and type is reused, keeping its
/// remembered sizes and layout cache when nothing in it changed.
///
/// Identity is a node's structural position, its explicit `.id` and its type, as in
/// SwiftUI. Reuse never affects correctness: a reused node is compared with what the new
/// view says and forgets what it remembered when anything differs.
final class Resolver {
    let pass: Int
    let context: LayoutContext

    // The sibling lists being built (the innermost on top), and the last pass's siblings
    // the innermost reconciles with.
    private var output = SiblingStack()
    private var old = NodeChildren()
    private var oldByKey: [ViewKey: LayoutNode]?
    /// Where the nodes matched against `old` begin in `output`: where the scope's list
    /// begins, or the content's first index when a modifier's content resolves straight
    /// into the modifier's list (see ``reusedModifier(_:_:_:_:_:content:)``). Old nodes are
    /// looked up by position relative to it.
    private var base = 0

    /// Attributes set by `.id`, `.layoutPriority` and `.layoutValue` during this pass, which
    /// inputs refer to by index (see `_ViewInputs.pending`).
    private(set) var pendingAttributes: [NodeAttributes] = []

    /// The box of waiting attributes the last record made in this pass holds, by the index
    /// of the attributes (see ``ErasedOutput/Pending``).
    private var lastRecordedPending: (index: Int, box: ErasedOutput.Pending)?
    /// The last comparison of waiting attributes with a record's, by the index of the
    /// attributes and the record's box: a row's cells are compared with their records one
    /// after the other, and all hold the same attributes.
    private var lastPendingComparison: (index: Int, box: ObjectIdentifier, isSame: Bool)?

    /// Keeps `attributes` for the rest of the pass and returns its index.
    func keepPending(_ attributes: NodeAttributes) -> Int {
        pendingAttributes.append(attributes)
        return pendingAttributes.count - 1
    }

    /// The environments views are resolved with during this pass, which inputs refer to by
    /// index (see `_ViewInputs.environment`): one for the root, one more for each view
    /// that sets a value.
    private(set) var environments: [EnvironmentValues] = []

    /// Keeps `environment` for the rest of the pass and returns its index.
    func keepEnvironment(_ environment: EnvironmentValues) -> Int {
        environments.append(environment)
        return environments.count - 1
    }

    init(pass: Int, context: LayoutContext) {
        self.pass = pass
        self.context = context
    }

    /// Resolves `body` into a sibling list reconciled with `old`: `old` itself when the
    /// list is its nodes in order and none changed (nothing a parent must re-layout for),
    /// a new list otherwise.
    func scope(old: NodeChildren, _ body: () -> Void) -> (nodes: NodeChildren, changed: Bool) {
        let start = output.count
        // Swapped in and out rather than copied, so saving the enclosing scope's state
        // retains nothing.
        var savedOld = old
        swap(&savedOld, &self.old)
        var savedIndex: [ViewKey: LayoutNode]? = nil
        swap(&savedIndex, &oldByKey)
        let savedBase = base
        base = start
        body()
        base = savedBase
        swap(&savedOld, &self.old)
        swap(&savedIndex, &oldByKey)
        // Kept as it is, the old list costs no retain of its nodes.
        if output.holds(old, from: start, unchangedIn: pass) {
            output.removeOld(from: start)
            return (old, false)
        }
        return (output.take(from: start), true)
    }

    /// Gives `node` its new children. The old ones go to what the host keeps for its caller
    /// when it does (``LayoutHost/keepsDiscarded``): a node no longer in the tree is then
    /// freed there, with its subtree, rather than here.
    @inline(__always)
    private func replaceChildren(of node: LayoutNode, with children: NodeChildren) {
        context.discard(node.children)
        node.children = children
    }

    /// Emits a leaf node.
    func leaf<B: NodeBehavior>(_ behavior: B, _ inputs: _ViewInputs) {
        let entry = reconcile(behavior, inputs)
        entry.node._withUnsafeGuaranteedRef { node in
            if !node.children.isEmpty {
                replaceChildren(of: node, with: NodeChildren())
                node.markChanged(in: pass)
            }
        }
        output.push(entry)
    }

    /// Emits the nodes of a type-erased view: last pass's nodes as they are when the same
    /// view value (the same ``AnyView`` box) stands at the same position with the same
    /// inputs (attributes waiting for its nodes included), since it would produce them
    /// again; otherwise whatever resolving it produces.
    func erased(_ source: AnyViewStorage, _ inputs: _ViewInputs) {
        var stale: ErasedOutput?
        if !old.isEmpty, !context.resolvesErasedViewsAgain, takeOutput(of: source, inputs, stale: &stale) { return }
        let start = output.count
        source.resolve(inputs)
        let count = output.count - start
        guard count > 0 else { return }
        output[start].node._withUnsafeGuaranteedRef { first in
            // A single leaf is as quick to reconcile as to take whole: no record for it.
            guard count > 1 || !first.children.isEmpty else { return }
            let pending = inputs.hasPending ? recordedPending(inputs) : nil
            if var record = stale.take(), isKnownUniquelyReferenced(&record) {
                record.record(source, inputs: inputs, pending: pending, count: count)
                first.erasedOutput = record
            } else {
                first.erasedOutput = ErasedOutput(source: source, inputs: inputs, pending: pending, count: count)
            }
        }
    }

    /// The box of `inputs`' waiting attributes for a record, shared with the last record's
    /// when it holds the same ones.
    private func recordedPending(_ inputs: borrowing _ViewInputs) -> ErasedOutput.Pending {
        if let last = lastRecordedPending, last.index == inputs.pendingIdentity { return last.box }
        let box = ErasedOutput.Pending(inputs.pending)
        lastRecordedPending = (inputs.pendingIdentity, box)
        return box
    }

    /// Whether `inputs`' waiting attributes are those `recorded` for a view.
    private func samePending(_ inputs: borrowing _ViewInputs, as recorded: ErasedOutput.Pending) -> Bool {
        let box = ObjectIdentifier(recorded)
        if let last = lastPendingComparison, last.index == inputs.pendingIdentity, last.box == box { return last.isSame }
        let isSame = recorded.isSame(as: inputs.pending)
        lastPendingComparison = (inputs.pendingIdentity, box, isSame)
        return isSame
    }

    /// Appends the nodes `source` produced last pass at this position, if its record says
    /// they came from the same view value with the same inputs and none is taken yet.
    ///
    /// A record that does not match is taken off its node into `stale`, for the view
    /// resolved in its place to rewrite: whatever produces that node now, the record no
    /// longer describes it (``update(_:_:behaviorChanged:)`` drops it), and only a view at
    /// this position ever reads it.
    private func takeOutput(of source: AnyViewStorage, _ inputs: _ViewInputs, stale: inout ErasedOutput?) -> Bool {
        let position = output.count - base, oldCount = old.count
        guard position < oldCount else { return false }
        let holder = old.unmanaged(at: position)
        guard let record = holder._withUnsafeGuaranteedRef({ $0.erasedOutput }) else { return false }
        guard record.matches(source, inputs), position + record.count <= oldCount,
              record.pending.map({ samePending(inputs, as: $0) }) ?? true else {
            holder._withUnsafeGuaranteedRef { $0.erasedOutput = nil }
            stale = record
            return false
        }
        let range = position..<(position + record.count)
        for index in range where old.unmanaged(at: index)._withUnsafeGuaranteedRef({ $0.reconciledInPass == pass }) { return false }
        for index in range { old.unmanaged(at: index)._withUnsafeGuaranteedRef { $0.reconciledInPass = pass } }
        for index in range { output.push(.old(old.unmanaged(at: index))) }
        context.statistics.reusedSubtrees += 1
        return true
    }

    /// Emits a container node whose children come from `content`.
    func container<B: NodeBehavior>(_ behavior: B, _ inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        let entry = reconcile(behavior, inputs)
        entry.node._withUnsafeGuaranteedRef { node in
            let (children, changed) = scope(old: node.children) { content(inputs.content()) }
            if changed {
                replaceChildren(of: node, with: children)
                node.markChanged(in: pass)
            }
        }
        output.push(entry)
    }

    /// Emits a modifier node around each node `content` produces (one, usually; a modifier
    /// on a Group or ForEach applies to every element, as in SwiftUI), each followed by
    /// the nodes of `secondary` (an overlay's or background's content).
    ///
    /// The behaviour comes as the view holds it, already boxed: a new node takes that box
    /// instead of boxing the behaviour again. `type` is its dynamic type, `bytes` its
    /// bytes when its type compares by them (``BehaviorBytes``).
    func modifier(_ behavior: any NodeBehavior, type: ObjectIdentifier, bytes: BehaviorBytes?, _ inputs: _ViewInputs, content: (_ViewInputs) -> Void, secondary: ((_ViewInputs) -> Void)? = nil) {
        if old.isEmpty, secondary == nil { return freshModifier(behavior, type, bytes, inputs, content: content) }
        // The content was the first child of this modifier's node (and of its copies) last time.
        var previous = NodeChildren()
        if !old.isEmpty, let match = candidate(ViewKey(path: inputs.path, explicitID: inputs.explicitID), type) {
            let isReusable = match._withUnsafeGuaranteedRef { $0.copyCount <= 1 && $0.children.count == 1 }
            if secondary == nil, isReusable { return reusedModifier(match, behavior, type, bytes, inputs, content: content) }
            let main = match.takeUnretainedValue()
            if main.copyCount <= 1 {
                // One copy (the common case): its children, content first, serve as they are.
                previous = main.children
            } else {
                var firsts: [LayoutNode] = []
                if let first = main.children.first { firsts.append(first) }
                for index in 1..<main.copyCount {
                    let key = ViewKey(path: copyKey(inputs.path, index), explicitID: inputs.explicitID)
                    if let copy = candidate(key, type), let first = copy.takeUnretainedValue().children.first { firsts.append(first) }
                }
                previous = NodeChildren(firsts)
            }
        }
        let contentNodes = scope(old: previous) { content(inputs.content(0)) }.nodes
        wrap(contentNodes, behavior, type, bytes, inputs, secondary: secondary)
    }

    /// Emits a modifier node of `behavior` (its dynamic type `type`) around each of
    /// `contentNodes`, each followed by the nodes of `secondary`, reconciled with last
    /// pass's copies.
    private func wrap(_ contentNodes: NodeChildren, _ behavior: any NodeBehavior, _ type: ObjectIdentifier, _ bytes: BehaviorBytes?, _ inputs: _ViewInputs, secondary: ((_ViewInputs) -> Void)?) {
        for (index, contentNode) in contentNodes.enumerated() {
            var copyInputs = inputs
            copyInputs.path = copyKey(inputs.path, index)
            let entry = reconcile(erased: behavior, type: type, bytes: bytes, copyInputs)
            entry.node._withUnsafeGuaranteedRef { node in
                if let secondary {
                    var children = [contentNode]
                    children.append(contentsOf: scope(old: NodeChildren(Array(node.children.dropFirst()))) { secondary(inputs.content(1)) }.nodes)
                    if children.count != node.children.count || zip(children, node.children).contains(where: { $0 !== $1 || $0.changedInPass == pass }) {
                        replaceChildren(of: node, with: NodeChildren(children))
                        node.markChanged(in: pass)
                    }
                } else if node.children.count != 1 || node.children[0] !== contentNode || contentNode.changedInPass == pass {
                    replaceChildren(of: node, with: NodeChildren(contentNode))
                    node.markChanged(in: pass)
                }
                if index == 0 { node.copyCount = contentNodes.count }
            }
            output.push(entry)
        }
    }

    /// ``modifier(_:type:_:content:secondary:)`` where last pass's node `main` matches, made one
    /// copy around one content node, and there is no secondary content (nearly every
    /// modifier of a re-layout). The content resolves straight into this list, matched
    /// against `main`'s child, with no sibling list of its own to borrow, swap in and empty
    /// again; `main` is brought up to date without being looked up a second time.
    ///
    /// Inlined into ``modifier(_:type:bytes:_:content:secondary:)``, its one caller: passing
    /// the behaviour, its bytes, the inputs and the content on again was a tenth of its cost.
    @inline(__always)
    private func reusedModifier(_ main: Unmanaged<LayoutNode>, _ behavior: any NodeBehavior, _ type: ObjectIdentifier, _ bytes: BehaviorBytes?, _ inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        let start = output.count
        // `main`'s children are moved in as the old siblings, and the enclosing list's
        // parked in `main` meanwhile, rather than copied (a retain and a release per
        // modifier): nothing reads `main`'s children while its content resolves, and both
        // are moved back before anything else can.
        main._withUnsafeGuaranteedRef { swap(&$0.children, &old) }
        // Nearly always there is no index by key at either level: then nothing is swapped
        // and no empty index destroyed.
        var savedIndex: [ViewKey: LayoutNode]? = nil
        if oldByKey != nil { swap(&savedIndex, &oldByKey) }
        let savedBase = base
        base = start
        content(inputs.content(0))
        base = savedBase
        main._withUnsafeGuaranteedRef { swap(&$0.children, &old) }
        if savedIndex != nil || oldByKey != nil {
            swap(&savedIndex, &oldByKey)
            savedIndex = nil
        }
        let count = output.count - start
        guard count == 1 else {
            // None or several copies: each content node is wrapped as the general path does.
            return wrap(output.take(from: start), behavior, type, bytes, inputs, secondary: nil)
        }
        let entry = isSame(behavior, bytes, asBehaviorOf: main) ? kept(main, inputs) : succeeded(main, behavior, bytes, inputs)
        // The content node's entry gives way to the modifier's node; the content node is
        // then held by the node's children (its old one, when it is the same).
        let content = output[start]
        output[start] = entry
        let isOldContent = entry.node._withUnsafeGuaranteedRef { node in node.withFirstChild { content.isOld(Unmanaged.passUnretained($0)) } ?? false }
        if !isOldContent || content.node._withUnsafeGuaranteedRef({ $0.changedInPass == pass }) {
            giveContent(content, to: entry.node)
        }
    }

    /// Makes `content` (an entry taken off the list) the only child of modifier node
    /// `node`, which changes with it.
    @inline(never)
    private func giveContent(_ content: SiblingStack.Entry, to node: Unmanaged<LayoutNode>) {
        node._withUnsafeGuaranteedRef { node in
            replaceChildren(of: node, with: NodeChildren(content.take()))
            node.markChanged(in: pass)
        }
    }

    /// ``modifier(_:type:_:content:secondary:)`` where no node of the last pass can match (the
    /// sibling list has no old nodes, as everywhere in a first layout) and there is no
    /// secondary content: every node is new, and the content's nodes have no old nodes to
    /// match either. The content then resolves straight into this list, with no sibling
    /// list of its own to borrow, swap in and empty again, and each of its nodes is taken
    /// off the end and wrapped in a new modifier node.
    private func freshModifier(_ behavior: any NodeBehavior, _ type: ObjectIdentifier, _ bytes: BehaviorBytes?, _ inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        let start = output.count
        content(inputs.content(0))
        let count = output.count - start
        if count == 1 {
            // One copy (the common case): no list of the content's nodes to build, and the
            // modifier's node takes its content's place in the list.
            output[start] = .new(freshModifierNode(behavior, type, bytes, inputs, path: inputs.path, child: output[start].take(), copyCount: 1))
            return
        }
        let contentNodes = output.take(from: start)
        for (index, contentNode) in contentNodes.enumerated() {
            output.push(.new(freshModifierNode(behavior, type, bytes, inputs, path: copyKey(inputs.path, index), child: contentNode, copyCount: index == 0 ? count : 1)))
        }
    }

    /// A new modifier node at `path` wrapping `child`.
    @inline(__always)
    private func freshModifierNode(_ behavior: any NodeBehavior, _ type: ObjectIdentifier, _ bytes: BehaviorBytes?, _ inputs: _ViewInputs, path: Int, child: LayoutNode, copyCount: Int) -> LayoutNode {
        let pending = inputs.pending
        let node = created(LayoutNode.make(behavior: behavior, type: type, bytes: bytes, attributes: pending, key: ViewKey(path: path, explicitID: pending.explicitID)))
        node.children = NodeChildren(child)
        node.copyCount = copyCount
        return node
    }

    private func copyKey(_ path: Int, _ index: Int) -> Int {
        index == 0 ? path : ViewKey.mix(path, -index)
    }

    /// The node for `behavior` at `inputs`' identity, as an entry for the sibling list:
    /// last pass's node if one matches (and it is brought up to date), a new one otherwise.
    ///
    /// Inlined into ``leaf(_:_:)`` and ``container(_:_:content:)``: a call of its own, with
    /// the behaviour and the inputs passed on, was a tenth of reconciling an unchanged leaf.
    @inline(__always)
    private func reconcile<B: NodeBehavior>(_ behavior: B, _ inputs: _ViewInputs) -> SiblingStack.Entry {
        let key = ViewKey(path: inputs.path, explicitID: inputs.explicitID)
        let bytes = BehaviorBytes(behavior)
        if !old.isEmpty, let match = candidate(key, ObjectIdentifier(B.self)) {
            // Compared where the node holds its behaviour, of type `B` since it matched.
            if hasSameBytes(bytes, match) || match._withUnsafeGuaranteedRef({ node in node.behavior.withUnsafeRawAddress { behavior.isSameContent(asValueAt: $0) } }) {
                return kept(match, inputs)
            }
            return succeeded(match, behavior, bytes, inputs)
        }
        return .new(created(LayoutNode.make(behavior: behavior, type: ObjectIdentifier(B.self), bytes: bytes, attributes: inputs.pending, key: key)))
    }

    /// ``reconcile(_:_:)`` for a behaviour already boxed (a modifier's), whose dynamic type
    /// is `type` and bytes `bytes`.
    private func reconcile(erased behavior: any NodeBehavior, type: ObjectIdentifier, bytes: BehaviorBytes?, _ inputs: _ViewInputs) -> SiblingStack.Entry {
        let key = ViewKey(path: inputs.path, explicitID: inputs.explicitID)
        if !old.isEmpty, let match = candidate(key, type) {
            return isSame(behavior, bytes, asBehaviorOf: match) ? kept(match, inputs) : succeeded(match, behavior, bytes, inputs)
        }
        return .new(created(LayoutNode.make(behavior: behavior, type: type, bytes: bytes, attributes: inputs.pending, key: key)))
    }

    /// The entry for last pass's node `match`, whose behaviour is the same, brought up to
    /// date.
    @inline(__always)
    private func kept(_ match: Unmanaged<LayoutNode>, _ inputs: _ViewInputs) -> SiblingStack.Entry {
        match._withUnsafeGuaranteedRef { update($0, inputs, behaviorChanged: false) }
        return .old(match)
    }

    /// The entry for the successor of last pass's node `match`, whose behaviour differs: a
    /// node's behaviour is a constant, so a new node with `behavior` takes its place.
    @inline(__always)
    private func succeeded(_ match: Unmanaged<LayoutNode>, _ behavior: consuming any NodeBehavior, _ bytes: BehaviorBytes?, _ inputs: _ViewInputs) -> SiblingStack.Entry {
        let successor = LayoutNode.make(succeeding: match.takeUnretainedValue(), behavior: behavior, bytes: bytes)
        update(successor, inputs, behaviorChanged: true)
        return .new(successor)
    }

    /// Brings a reused (or succeeded) node's attributes up to date and marks it changed if
    /// anything differs.
    @inline(__always)
    private func update(_ node: LayoutNode, _ inputs: _ViewInputs, behaviorChanged: Bool) {
        node.reconciledInPass = pass
        // Produced by this resolve, not taken whole: an AnyView around it records anew.
        if node.erasedOutput != nil { node.erasedOutput = nil }
        var changed = behaviorChanged
        // Nearly every view sets no attributes, as last pass: nothing to compare then.
        if inputs.hasPending || !node.attributes.isUnset(mirrorsChildren: inputs.mirrorsChildren) {
            let pending = inputs.pending
            if !pending.isSame(as: node.attributes) {
                node.attributes = pending
                changed = true
            }
        }
        if changed { node.markChanged(in: pass) }
    }

    private func created(_ node: LayoutNode) -> LayoutNode {
        context.statistics.createdNodes += 1
        node.reconciledInPass = pass
        node.changedInPass = pass
        return node
    }

    /// Last pass's unclaimed node with `key` and behaviour type `type`, looked up by
    /// position first (the common case: nothing moved) and by key otherwise. Unretained
    /// (`old` holds it): a caller retains only the node it keeps, once.
    ///
    /// The positional match is inlined into every caller; the lookup by key is not.
    @inline(__always)
    private func candidate(_ key: ViewKey, _ type: ObjectIdentifier) -> Unmanaged<LayoutNode>? {
        let position = output.count - base
        if position < old.count {
            // Looked at unretained: only the node taken is retained, by the caller.
            let node = old.unmanaged(at: position)
            let matches = node._withUnsafeGuaranteedRef { $0.reconciledInPass != pass && isBehavior($0, type) && $0.key == key }
            if matches { return node }
        }
        return candidateByKey(key, type)
    }

    /// ``candidate(_:_:)`` where the node at the same position does not match.
    @inline(never)
    private func candidateByKey(_ key: ViewKey, _ type: ObjectIdentifier) -> Unmanaged<LayoutNode>? {
        if old.isEmpty { return nil }
        if oldByKey == nil {
            var index: [ViewKey: LayoutNode] = [:]
            index.reserveCapacity(old.count)
            for node in old where index[node.key] == nil { index[node.key] = node }
            oldByKey = index
        }
        guard let node = oldByKey?[key], node.reconciledInPass != pass, isBehavior(node, type) else { return nil }
        return Unmanaged.passUnretained(node)
    }

    /// Whether `behavior` (of bytes `bytes`) is the same as the behaviour of `node`, which
    /// is of its type (the node matched it): by their bytes when both have them and they
    /// are equal, otherwise compared where each is stored, neither copied out of its box.
    @inline(__always)
    private func isSame(_ behavior: any NodeBehavior, _ bytes: BehaviorBytes?, asBehaviorOf node: Unmanaged<LayoutNode>) -> Bool {
        if hasSameBytes(bytes, node) { return true }
        return behavior.withUnsafeRawAddress { address in node._withUnsafeGuaranteedRef { $0.behavior.isSameContent(asValueAt: address) } }
    }

    /// Whether `bytes` are there and are those of `node`'s behaviour: then the behaviours
    /// are the same value (see ``BehaviorBytes``).
    @inline(__always)
    private func hasSameBytes(_ bytes: BehaviorBytes?, _ node: Unmanaged<LayoutNode>) -> Bool {
        guard let bytes else { return false }
        return node._withUnsafeGuaranteedRef { $0.behaviorBytes == bytes }
    }

    @inline(__always)
    private func isBehavior(_ node: LayoutNode, _ type: ObjectIdentifier) -> Bool {
        node.behaviorType == type
    }
}
