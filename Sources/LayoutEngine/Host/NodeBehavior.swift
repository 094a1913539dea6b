import Foundation

/// How one kind of node sizes itself and places its children: the engine's internal
/// counterpart of `Layout`, implemented by leaf views, modifiers and the `Layout` adapter.
///
/// Behaviours are values. The host compares a new behaviour with the old one at the same
/// identity (`isSameContent`) to decide whether a node's remembered sizes still hold.
protocol NodeBehavior {
    /// The node's kind as outputs show it: "Text", "HStack", "padding", a layout's type name.
    var kind: String { get }

    /// The node's text, for Text.
    var text: String? { get }

    /// The node's fill colour for pictures, as `#RRGGBB` or `#RRGGBBAA`.
    var color: String? { get }

    /// What the node paints over its frame, for pictures: a fill, an outline, or nothing
    /// of its own.
    var paint: PlacedNode.Paint? { get }

    /// Whether the node is a modifier wrapping the view it modifies, for pictures.
    var isModifier: Bool { get }

    /// `kind`, `text` and `color` (as the entry keeps them), `paint` and `isModifier`
    /// together: a snapshot reads them all for every node, and one call through the
    /// existential (whose witness reads them statically, and knows which of the text and
    /// colour a type never has) costs a fraction of one call each. A tuple, whose strings
    /// the snapshot moves into its entry; a struct of the same fields cost a copy and a
    /// destroy of each (a tenth of a snapshot).
    var labels: (kind: String, content: PlacedLabels, paint: PlacedNode.Paint?, isModifier: Bool) { get }

    /// The size the node wants for `proposal` (already sanitised: no NaN, no negatives).
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize

    /// Places the node's children inside `(0, 0, size)` through `context.place`.
    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext)

    /// The node's preferred spacing.
    func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing

    /// A guide the node states explicitly, or nil.
    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize, context: LayoutContext) -> CGFloat?

    /// Whether `other` (of the same type) would lay out exactly as this behaviour does.
    func isSameContent(as other: any NodeBehavior) -> Bool

    /// ``isSameContent(as:)`` for a behaviour known to be of this type, stored at `address`:
    /// a resolver that matched a node by its behaviour's type compares the node's behaviour
    /// where the node holds it, without copying the existential out of the node.
    func isSameContent(asValueAt address: UnsafeRawPointer) -> Bool

    /// Calls `body` with the address of this value, so that code that knows the value's
    /// type can read it in place (see ``isSameContent(as:)``).
    func withUnsafeRawAddress(_ body: (UnsafeRawPointer) -> Bool) -> Bool

    /// What the node keeps of this behaviour from the start (see ``BehaviorTraits``).
    var traits: BehaviorTraits { get }

    /// Whether a resolver compares two behaviours of this type by their bytes before
    /// ``isSameContent(as:)`` (see ``BehaviorBytes``): only for a type whose
    /// `isSameContent` holds for an identical value, and worth it only for one of at most
    /// three words whose bytes below its size are all its fields' (no padding between
    /// them), as otherwise equal values rarely have equal bytes.
    static var comparesBytes: Bool { get }

    /// Makes the node's cache, or updates it when the node or its children changed.
    func prepareCache(of node: LayoutNode, context: LayoutContext)

    /// Whether the node's first child is drawn last, in front of the others, for pictures:
    /// a background's content is drawn behind the view it backs, though it comes after it
    /// in the tree. Other nodes draw their children in order, back to front.
    var drawsFirstChildLast: Bool { get }

    /// Whether the node may state a value for a guide that stands at a fixed fraction of a
    /// view (leading, centre, top, …). Only custom layouts can, and views wrapping them, so
    /// containers skip asking every other child.
    func mayStateFractionalGuides(_ node: LayoutNode) -> Bool

    /// Whether the node's size, and where everything inside it goes, are the same for every
    /// proposal: then one computed size answers every request, and a new proposal places
    /// nothing again. A frame of fixed width and height says so by itself; other modifiers
    /// and the standard stacks say so when what they wrap does. (Yoga and Taffy skip
    /// measuring again in the same way when a node's size cannot depend on the space.)
    func isRigid(_ node: LayoutNode) -> Bool

    /// How deep the unsafe part of each edge of `node` is for its child at `index`, when
    /// it is `inner` for the node itself: the same for most nodes; deeper where safe-area
    /// padding or an inset's bar makes part of the node unsafe for its content, zero where
    /// a view ignores the safe area.
    func safeAreaInsets(forChild index: Int, of node: LayoutNode, inner: EdgeInsets) -> EdgeInsets
}

extension NodeBehavior {
    /// The behaviour's type, for matching nodes: read from an existential, this uses the
    /// type the existential was opened as, where `type(of:)` asks the runtime.
    var typeIdentity: ObjectIdentifier { ObjectIdentifier(Self.self) }

    var text: String? { nil }
    var color: String? { nil }
    var paint: PlacedNode.Paint? { nil }
    var isModifier: Bool { false }
    var traits: BehaviorTraits { [] }
    static var comparesBytes: Bool { false }
    func prepareCache(of node: LayoutNode, context: LayoutContext) {}
    var drawsFirstChildLast: Bool { false }

    var labels: (kind: String, content: PlacedLabels, paint: PlacedNode.Paint?, isModifier: Bool) {
        (kind, PlacedLabels(name: nil, text: text, color: color), paint, isModifier)
    }
    func mayStateFractionalGuides(_ node: LayoutNode) -> Bool { false }
    func isRigid(_ node: LayoutNode) -> Bool { false }
    func safeAreaInsets(forChild index: Int, of node: LayoutNode, inner: EdgeInsets) -> EdgeInsets { inner }

    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext) {}

    func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing { .init() }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize, context: LayoutContext) -> CGFloat? { nil }
}

extension NodeBehavior {
    func withUnsafeRawAddress(_ body: (UnsafeRawPointer) -> Bool) -> Bool {
        withUnsafePointer(to: self) { body(UnsafeRawPointer($0)) }
    }

    /// A copy of the value, compared as any other behaviour: the answer of a behaviour
    /// with a comparison of its own.
    func isSameContent(asValueAt address: UnsafeRawPointer) -> Bool {
        isSameContent(as: address.assumingMemoryBound(to: Self.self).pointee)
    }
}

extension NodeBehavior where Self: Equatable {
    /// `other`'s type is read through its witness table and its value in place, where it is
    /// stored: asking its dynamic type (`type(of:)`) went through the runtime's cast
    /// machinery, and handing it to a generic function copied it out of its box, for every
    /// node a re-layout reconciles. The comparison itself runs here, where `Self` is known.
    func isSameContent(as other: any NodeBehavior) -> Bool {
        guard other.typeIdentity == ObjectIdentifier(Self.self) else { return false }
        return other.withUnsafeRawAddress { $0.assumingMemoryBound(to: Self.self).pointee == self }
    }

    func isSameContent(asValueAt address: UnsafeRawPointer) -> Bool {
        address.assumingMemoryBound(to: Self.self).pointee == self
    }
}

/// A modifier node: it wraps one child (the view it modifies), proposes it a size derived
/// from its own proposal and puts it somewhere inside itself. Spacing and explicit guides
/// pass through from the child, moved by where the child sits.
protocol UnaryBehavior: NodeBehavior {
    /// What the child is proposed when this node is proposed `proposal`.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize

    /// Where the child's top-leading corner goes when this node is `size` and the child
    /// `childSize`.
    func childOrigin(childSize: CGSize, in size: CGSize, proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGPoint
}

extension UnaryBehavior {
    var isModifier: Bool { true }

    /// A modifier's node has one child, the view it modifies (overlays and backgrounds,
    /// which add more, are not unary), and placing the node places it; its spacing and
    /// fractional guides are the child's (``spacing(of:context:)`` and
    /// ``mayStateFractionalGuides(_:)`` below, which no modifier replaces).
    var traits: BehaviorTraits { [.placesEveryChild, .passesChildSpacing] }

    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext) {
        node.withFirstChild { child in
            let childProposal = childProposal(proposal)
            let childSize = child.filledSize(for: childProposal, context: context) ?? child.size(for: childProposal, context: context)
            let origin = childOrigin(childSize: childSize, in: size, proposal: proposal, node: node, context: context)
            context.place(child, at: origin, anchor: .topLeading, proposal: childProposal, size: childSize)
        }
    }

    func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        node.withFirstChild { $0.spacing(context: context) } ?? .init()
    }

    func mayStateFractionalGuides(_ node: LayoutNode) -> Bool {
        node.withFirstChild { $0.mayStateFractionalGuides } ?? false
    }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize, context: LayoutContext) -> CGFloat? {
        node.withFirstChild { child -> CGFloat? in
            let childProposal = childProposal(proposal)
            let childSize = child.size(for: childProposal, context: context)
            guard let value = child.behavior.explicitAlignment(key, node: child, size: childSize, proposal: childProposal, context: context) else { return nil }
            let origin = childOrigin(childSize: childSize, in: size, proposal: proposal, node: node, context: context)
            return value + origin[key.axis]
        } ?? nil
    }
}
