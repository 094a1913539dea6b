import Foundation

/// Runs a `Layout` as a node: hands it subview proxies and its cache, makes the cache once
/// per view and updates it (never remakes it) when the view or its subviews change.
struct LayoutBehavior<L: Layout>: NodeBehavior {
    let layout: L
    let kind: String

    init(_ layout: L, kind: String? = nil) {
        self.layout = layout
        self.kind = kind ?? typeName(L.self).split(separator: "<").first.map(String.init) ?? "Layout"
    }

    var traits: BehaviorTraits {
        LayoutTraits.of(L.self).placesEverySubview ? [.hasLayoutCache, .placesEveryChild] : .hasLayoutCache
    }

    func mayStateFractionalGuides(_ node: LayoutNode) -> Bool { !LayoutTraits.of(L.self).isBuiltIn }

    func isRigid(_ node: LayoutNode) -> Bool {
        LayoutTraits.of(L.self).isProposalIndependent && node.children.allSatisfy(\.isRigid)
    }

    /// `other`'s type is read through its witness table and its value in place, as
    /// ``NodeBehavior``'s comparison of Equatable behaviours does, rather than cast to
    /// `LayoutBehavior<L>`: a cast goes through the runtime's cast machinery and copies the
    /// value out, for every container a re-layout reconciles.
    func isSameContent(as other: any NodeBehavior) -> Bool {
        guard other.typeIdentity == ObjectIdentifier(Self.self) else { return false }
        return other.withUnsafeRawAddress { isSameContent(asValueAt: $0) }
    }

    func isSameContent(asValueAt address: UnsafeRawPointer) -> Bool {
        let other = address.assumingMemoryBound(to: Self.self)
        return kind == other.pointee.kind && layoutsAreEqual(layout, other.pointee.layout)
    }

    private func subviews(_ node: LayoutNode, _ context: LayoutContext) -> LayoutSubviews {
        LayoutSubviews(parent: node, context: context, range: 0..<node.children.count)
    }

    func prepareCache(of node: LayoutNode, context: LayoutContext) {
        if node.cacheBox == nil {
            context.statistics.makeCacheCalls += 1
            if context.recordsDetails { node.activity.record(.made, in: context.pass) }
            node.cacheBox = CacheBox(layout.makeCache(subviews: subviews(node, context)))
            node.cacheIsStale = false
        } else if node.cacheIsStale {
            node.cacheIsStale = false
            let box = unsafeDowncast(node.cacheBox!, to: CacheBox<L.Cache>.self)
            // A layout switched to another type (`AnyLayout`) gets a new cache, as in SwiftUI.
            if let erased = layout as? AnyLayout, let cache = box.value as? AnyLayout.Cache, !erased.canUpdate(cache) {
                context.statistics.makeCacheCalls += 1
                if context.recordsDetails { node.activity.record(.made, in: context.pass) }
                box.value = layout.makeCache(subviews: subviews(node, context))
                return
            }
            context.statistics.updateCacheCalls += 1
            if context.recordsDetails { node.activity.record(.updated, in: context.pass) }
            layout.updateCache(&box.value, subviews: subviews(node, context))
        }
    }

    @inline(__always)
    private func cache(_ node: LayoutNode) -> CacheBox<L.Cache> {
        unsafeDowncast(node.cacheBox!, to: CacheBox<L.Cache>.self)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews(node, context), cache: &cache(node).value)
    }

    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext) {
        let bounds = CGRect(origin: .zero, size: size)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews(node, context), cache: &cache(node).value)
        // As in SwiftUI, a subview the layout did not place sits in the middle of its bounds.
        guard !node.placesEveryChild else { return }
        node.forEachChild { child in
            if !child.isPlaced { context.place(child, at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified) }
        }
    }

    func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        layout.spacing(subviews: subviews(node, context), cache: &cache(node).value)
    }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize, context: LayoutContext) -> CGFloat? {
        prepareCache(of: node, context: context)
        let bounds = CGRect(origin: .zero, size: size)
        if key.axis == .horizontal {
            return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews(node, context), cache: &cache(node).value)
        }
        return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews(node, context), cache: &cache(node).value)
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

/// Whether two layout values are the same: by `==` when the type is Equatable, by their
/// bytes when it is plain data, and "changed" otherwise (a safe answer: the layout is
/// recomputed).
///
/// The values are compared where they are, not as `Any` values, which would box each (an
/// allocation for a layout larger than three words) and cast each back.
func layoutsAreEqual<L>(_ a: L, _ b: L) -> Bool {
    if let equal = EquatableConformance.addressComparison(for: L.self) {
        return withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in equal(UnsafeRawPointer(a), UnsafeRawPointer(b)) } }
    }
    if _isPOD(L.self) {
        return withUnsafeBytes(of: a) { lhs in withUnsafeBytes(of: b) { rhs in lhs.elementsEqual(rhs) } }
    }
    return false
}

/// What the engine asks of a layout's type, asked of the runtime once per type (a failed
/// metatype cast such as `FlowLayout.self is any BuiltInLayout.Type` scanned the binary's
/// conformance records each time a custom layout was laid out again; see ``TypeMemo``).
struct LayoutTraits {
    /// The type is one of the engine's own layouts (``BuiltInLayout``).
    let isBuiltIn: Bool
    /// The type is a ``ProposalIndependentLayout``.
    let isProposalIndependent: Bool
    /// The type is a ``PlacesEverySubviewLayout``.
    let placesEverySubview: Bool

    private static let known = TypeMemo<LayoutTraits>()

    static func of<L: Layout>(_ type: L.Type) -> LayoutTraits {
        known.value(for: type) {
            LayoutTraits(
                isBuiltIn: type is any BuiltInLayout.Type, isProposalIndependent: type is any ProposalIndependentLayout.Type,
                placesEverySubview: type is any PlacesEverySubviewLayout.Type
            )
        }
    }
}

/// The engine's own layouts, which state no guide at a fixed fraction of their bounds.
protocol BuiltInLayout {}

/// Layouts whose size, and where they put each subview, follow from their subviews' sizes
/// alone, never from the proposal once those sizes do not depend on it: the standard stacks
/// (their proposals to subviews change with theirs, but a rigid subview answers every
/// proposal alike). Such a layout of rigid subviews is rigid.
protocol ProposalIndependentLayout {}

/// Layouts whose `placeSubviews` places every subview, for every proposal and every set of
/// subviews: the host then skips marking their subviews unplaced first and looking for one
/// left unplaced afterwards (see ``BehaviorTraits/placesEveryChild``).
protocol PlacesEverySubviewLayout {}

extension HStackLayout: PlacesEverySubviewLayout {}
extension VStackLayout: PlacesEverySubviewLayout {}
extension ZStackLayout: PlacesEverySubviewLayout {}
// Its lines take the cached sizes in order, one per subview, from the first to the last.
extension FlowLayout: PlacesEverySubviewLayout {}

extension HStackLayout: ProposalIndependentLayout {}
extension VStackLayout: ProposalIndependentLayout {}
extension ZStackLayout: ProposalIndependentLayout {}

extension HStackLayout: BuiltInLayout {}
extension VStackLayout: BuiltInLayout {}
extension ZStackLayout: BuiltInLayout {}
extension FlowLayout: BuiltInLayout {}
extension CornerLayout: BuiltInLayout {}
extension CircleLayout: BuiltInLayout {}
extension BalancedStack: BuiltInLayout {}
extension BalancedHStack: BuiltInLayout {}
extension SLEStack: BuiltInLayout {}
extension SegmentedControlLayout: BuiltInLayout {}

/// A layout applied to views: what `FlowLayout(spacing: 8) { … }` produces.
public struct _LayoutRoot<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content
    let kind: String?

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        let erased = view.layout as? AnyLayout
        let behavior = LayoutBehavior(view.layout, kind: view.kind ?? erased?.kind)
        let orientation = erased?.stackOrientation ?? L.layoutProperties.stackOrientation
        inputs.resolver.container(behavior, inputs) { inner in
            var inner = inner
            inner.stackOrientation = orientation
            Content._resolve(view.content, inner)
        }
    }
}

extension Layout {
    /// This layout applied to the views `content` builds, as a container view.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content(), kind: nil)
    }

    func containing<V: View>(_ content: V, kind: String) -> _LayoutRoot<Self, V> {
        _LayoutRoot(layout: self, content: content, kind: kind)
    }
}
