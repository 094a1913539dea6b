import Foundation

/// A type that sizes and places a collection of subviews: SwiftUI's `Layout` protocol,
/// requirement for requirement, with SwiftUI's defaults.
///
/// A layout written for an Apple platform compiles against this protocol unchanged except
/// for the import. Call a layout like a function to use it as a container:
/// `FlowLayout(spacing: 8) { Text("a"); Text("b") }`.
///
/// The engine owns a layout's cache: it calls ``makeCache(subviews:)`` once for a view's
/// lifetime and ``updateCache(_:subviews:)`` whenever the layout or its subviews change,
/// and it remembers the sizes a subview returned, so calling `sizeThatFits` on a subview
/// repeatedly with the same proposal is cheap.
public protocol Layout {
    /// Facts about this layout its children depend on, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }

    /// Data the layout computes once and reuses across calls. `Void` by default.
    associatedtype Cache = Void

    /// The subviews of the layout, as proxies.
    typealias Subviews = LayoutSubviews

    /// The size the layout wants for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds` by calling `place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The position of a horizontal guide in the layout, or nil for its default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The position of a vertical guide in the layout, or nil for its default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The layout's preferred spacing to its neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Creates the cache for a new layout view.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the layout or its subviews changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// Layouts are not stacks unless they say so.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// By default, nothing is explicit: guides take their default values.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// By default, nothing is explicit: guides take their default values.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// By default, the union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = subviews.first?.spacing ?? ViewSpacing()
        for subview in subviews.dropFirst() { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// By default, the cache is recreated from scratch, as SwiftUI does.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == () {
    /// A layout without a cache needs no work to make one.
    public func makeCache(subviews: Subviews) -> Cache { () }
}
