import Foundation

/// A layout of any type, so code can switch layouts at run time (`AnyLayout(isWide ?
/// HStackLayout() : VStackLayout())`) while the subviews keep their identity.
///
/// Switching to a layout of another type makes a new cache for it; staying with the same
/// type updates the existing one.
public struct AnyLayout: Layout {
    let storage: AnyLayoutStorageBase

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        if let layout = layout as? AnyLayout {
            storage = layout.storage
        } else {
            storage = AnyLayoutStorage(layout)
        }
    }

    /// The wrapped layout's cache, tagged with the layout's type.
    public struct Cache {
        var type: LayoutTypeKey
        var value: Any
    }

    /// Whether `cache` was made by a layout of this one's type, so updating it is right;
    /// otherwise a new cache is made (and counted as made).
    func canUpdate(_ cache: Cache) -> Bool { cache.type == storage.type }

    public func makeCache(subviews: Subviews) -> Cache { storage.makeCache(subviews) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.type == storage.type {
            storage.updateCache(&cache, subviews)
        } else {
            cache = storage.makeCache(subviews)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        refresh(&cache, subviews)
        return storage.sizeThatFits(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        refresh(&cache, subviews)
        storage.placeSubviews(bounds, proposal, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        refresh(&cache, subviews)
        return storage.spacing(subviews, &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        refresh(&cache, subviews)
        return storage.explicitAlignment(guide, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        refresh(&cache, subviews)
        return storage.explicitAlignment(guide, bounds, proposal, subviews, &cache)
    }

    private func refresh(_ cache: inout Cache, _ subviews: Subviews) {
        if cache.type != storage.type { cache = storage.makeCache(subviews) }
    }

    var stackOrientation: Axis? { storage.stackOrientation }
    var kind: String { storage.kind }
}

extension AnyLayout: Equatable {
    public static func == (lhs: AnyLayout, rhs: AnyLayout) -> Bool { lhs.storage.isEqual(to: rhs.storage) }
}

/// A layout's type as a cache knows it: its Swift type and, for a ``DynamicLayout``, which
/// of the layouts that type stands for.
struct LayoutTypeKey: Equatable {
    var type: ObjectIdentifier
    var dynamic: Int
}

class AnyLayoutStorageBase {
    var type: LayoutTypeKey { fatalError() }
    var stackOrientation: Axis? { fatalError() }
    var kind: String { fatalError() }
    func isEqual(to other: AnyLayoutStorageBase) -> Bool { fatalError() }
    func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache { fatalError() }
    func updateCache(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) { fatalError() }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> CGSize { fatalError() }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) { fatalError() }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> ViewSpacing { fatalError() }
    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> CGFloat? { fatalError() }
    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> CGFloat? { fatalError() }
}

final class AnyLayoutStorage<L: Layout>: AnyLayoutStorageBase {
    let layout: L

    /// The layout's type key, worked out once.
    private let typeKey: LayoutTypeKey

    init(_ layout: L) {
        self.layout = layout
        typeKey = LayoutTypeKey(type: ObjectIdentifier(L.self), dynamic: (layout as? any DynamicLayout)?.dynamicIdentity ?? 0)
    }

    override var type: LayoutTypeKey { typeKey }
    override var stackOrientation: Axis? {
        if let dynamic = layout as? any DynamicLayout { return dynamic.dynamicProperties.stackOrientation }
        return L.layoutProperties.stackOrientation
    }

    override var kind: String {
        if let dynamic = layout as? any DynamicLayout { return dynamic.dynamicKind }
        return typeName(L.self)
    }

    override func isEqual(to other: AnyLayoutStorageBase) -> Bool {
        guard let other = other as? AnyLayoutStorage<L> else { return false }
        return layoutsAreEqual(layout, other.layout)
    }

    override func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(type: type, value: CacheBox(layout.makeCache(subviews: subviews)))
    }

    private func box(_ cache: AnyLayout.Cache) -> CacheBox<L.Cache> { cache.value as! CacheBox<L.Cache> }

    override func updateCache(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) {
        layout.updateCache(&box(cache).value, subviews: subviews)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &box(cache).value)
    }

    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &box(cache).value)
    }

    override func spacing(_ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> ViewSpacing {
        layout.spacing(subviews: subviews, cache: &box(cache).value)
    }

    override func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> CGFloat? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &box(cache).value)
    }

    override func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> CGFloat? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &box(cache).value)
    }
}

/// `T`'s name as `String(describing: T.self)` prints it (`FlowLayout`, `Stack<Int>`), read
/// from the runtime's type name. `String(describing:)` on a metatype first asks the runtime
/// whether it conforms to the printing and reflection protocols, and a metatype's answers are
/// not cached: each call scanned every conformance record of the binary (20–50 k
/// instructions, over half of a small scene's re-layout).
func typeName<T>(_ type: T.Type) -> String {
    _typeName(type, qualified: false)
}
