import Foundation

/// The layout of `LazyVStack` and `LazyHStack`: the standard stack algorithm along the
/// stacking axis, but across it the stack is as long as its proposal, where an eager stack
/// is only as long as its widest (or tallest) child; the children are aligned within that
/// length by the stack's alignment.
///
/// The rule, stated: across the stacking axis, a lazy stack's length is its proposal's, or
/// its children's extent when that is larger or the proposal leaves it unspecified. It is
/// what iOS shows (a `LazyHStack` fills the height of its scroll view but not its width,
/// skiptools/skip-ui issue 315 and pull request 316, checked on iOS against SwiftUI; a
/// `LazyVStack` fills its scroll view's width), and it is why a lazy stack in a vertical
/// scroll view spans the full width while a `VStack` hugs its rows. Laziness itself (views
/// made only when they scroll into sight) changes no frame, so every child is placed.
struct LazyStackLayout<Direction: LazyStackDirection>: Layout, Equatable {
    let alignment: AlignmentKey
    let spacing: CGFloat?

    private var stack: StackLayout {
        StackLayout(axis: Direction.axis, alignment: alignment, spacing: spacing.map { $0.isFinite ? $0 : 0 })
    }

    func makeCache(subviews: Subviews) -> StackLayout.Cache { stack.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout StackLayout.Cache, subviews: Subviews) { stack.updateCache(&cache, subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayout.Cache) -> CGSize {
        var size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let cross = stack.axis.crossing
        if let length = proposal[cross] { size[cross] = max(size[cross], length) }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayout.Cache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayout.Cache) -> CGFloat? {
        stack.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayout.Cache) -> CGFloat? {
        stack.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Spacers and dividers inside lie along the stacking axis, as in an eager stack.
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = Direction.axis
        return properties
    }
}

extension LazyStackLayout: BuiltInLayout {}

/// The axis a lazy stack stacks along, as a type, so that each direction's layout states
/// its orientation statically (``Layout/layoutProperties``) as the eager stacks do.
protocol LazyStackDirection {
    static var axis: Axis { get }
}

/// `LazyVStack`'s direction.
enum LazyVerticalDirection: LazyStackDirection { static let axis = Axis.vertical }

/// `LazyHStack`'s direction.
enum LazyHorizontalDirection: LazyStackDirection { static let axis = Axis.horizontal }
