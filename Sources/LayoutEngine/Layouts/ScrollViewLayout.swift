import Foundation

/// The layout of a `ScrollView`: it takes its proposal (a dimension left unspecified takes
/// the content's), proposes nothing (nil) to its content along the axes it scrolls, so the
/// content takes its ideal length there, and the proposal's length across them. The content
/// starts at the top (vertical) or leading edge (horizontal) and is centred across the
/// scrolling axis, overhanging both sides when wider (or taller) than the scroll view.
///
/// Several views in the content are stacked along the scrolling axis (vertically when the
/// view scrolls both ways) with the standard stack algorithm, centred, at the default
/// spacing, as SwiftUI's scroll view stacks them.
///
/// Headless there is no scroll offset: the content sits where it would before any
/// scrolling, and what lies outside the scroll view is still placed (and in the outputs).
struct ScrollViewLayout: Layout, Equatable {
    let axes: Axis.Set

    /// The stack the content's views form along the scrolling axis.
    private var stack: StackLayout {
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let center = axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key
        return StackLayout(axis: axis, alignment: center, spacing: nil)
    }

    /// The content's proposal: nil along the scrolling axes, the scroll view's length across.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
    }

    func makeCache(subviews: Subviews) -> StackLayout.Cache { stack.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout StackLayout.Cache, subviews: Subviews) { stack.updateCache(&cache, subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayout.Cache) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let content = stack.sizeThatFits(proposal: contentProposal(proposal), subviews: subviews, cache: &cache)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayout.Cache) {
        let offer = contentProposal(ProposedViewSize(bounds.size))
        let content = stack.sizeThatFits(proposal: offer, subviews: subviews, cache: &cache)
        let origin = CGPoint(
            x: axes.contains(.horizontal) ? bounds.minX : bounds.minX + (bounds.width - content.width) / 2,
            y: axes.contains(.vertical) ? bounds.minY : bounds.minY + (bounds.height - content.height) / 2
        )
        stack.placeSubviews(in: CGRect(origin: origin, size: content), proposal: offer, subviews: subviews, cache: &cache)
    }
}

extension ScrollViewLayout: BuiltInLayout {}
