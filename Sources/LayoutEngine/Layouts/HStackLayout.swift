import Foundation

/// SwiftUI's horizontal stack as a `Layout` value, for `AnyLayout` and for calling
/// directly: `HStackLayout(spacing: 4) { … }`.
public struct HStackLayout: Layout, Equatable {
    /// How children are aligned vertically.
    public var alignment: VerticalAlignment
    /// The distance between neighbours, or nil for each pair's preferred distance.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The stack's remembered gaps and allocation.
    public struct Cache {
        var storage: StackLayout.Cache
    }

    private var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing.map { $0.isFinite ? $0 : 0 }) }

    public func makeCache(subviews: Subviews) -> Cache { Cache(storage: stack.makeCache(subviews: subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { stack.updateCache(&cache.storage, subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.storage)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.storage)
    }

    /// A horizontal guide some child states: a custom guide passes up to the stack's parent.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        stack.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.storage)
    }

    /// A vertical guide some child states: text baselines and custom guides pass up.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        stack.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.storage)
    }
}
