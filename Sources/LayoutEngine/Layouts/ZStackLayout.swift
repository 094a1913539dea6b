import Foundation

/// SwiftUI's overlaying stack as a `Layout` value: every child is offered the whole
/// proposal and aligned on the stack's guides; the stack is the union of their frames.
///
/// When children have different layout priorities, the highest-priority ones size the
/// stack and the others are offered that size, as in SwiftUI.
public struct ZStackLayout: Layout, Equatable {
    /// How children are aligned on each other.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal, subviews)
        let stackX = arrangement.maxGuide.width + (bounds.width - arrangement.size.width) * (alignment.horizontal.key.fraction ?? 0)
        let stackY = arrangement.maxGuide.height + (bounds.height - arrangement.size.height) * (alignment.vertical.key.fraction ?? 0)
        for (offset, index) in subviews.indices.enumerated() {
            let guide = arrangement.guides[offset]
            subviews[index].place(
                at: CGPoint(x: bounds.minX + stackX - guide.width, y: bounds.minY + stackY - guide.height),
                proposal: arrangement.proposals[offset]
            )
        }
    }

    /// A custom horizontal guide some child states passes up to the stack's parent (see
    /// ``AlignmentID/_combineExplicit(childValue:_:into:)``).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        combinedExplicitValue(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// A custom vertical guide some child states passes up to the stack's parent.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        combinedExplicitValue(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// The children's explicit values for `key`, where `placeSubviews` puts them, folded by
    /// the guide; nil for edge and centre guides, which stop at the stack.
    private func combinedExplicitValue(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard key.fraction == nil, !subviews.isEmpty else { return nil }
        let arrangement = arrange(proposal, subviews)
        let alignmentKey = key.axis == .horizontal ? alignment.horizontal.key : alignment.vertical.key
        let stackGuide = arrangement.maxGuide[key.axis] + (bounds.size[key.axis] - arrangement.size[key.axis]) * (alignmentKey.fraction ?? 0)
        return key.combineExplicit(subviews.indices.enumerated().map { offset, index -> CGFloat? in
            let dimensions = subviews[index].dimensions(in: arrangement.proposals[offset])
            guard let value = dimensions.source?.explicitValue(of: key, size: dimensions.size) else { return nil }
            return bounds.origin[key.axis] + stackGuide - arrangement.guides[offset][key.axis] + value
        })
    }

    private struct Arrangement {
        var proposals: [ProposedViewSize] = []
        var guides: [CGSize] = []
        var maxGuide = CGSize.zero
        var size = CGSize.zero
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        var arrangement = Arrangement()
        guard !subviews.isEmpty else { return arrangement }
        arrangement.proposals = Array(repeating: proposal, count: subviews.count)
        let topPriority = subviews.map(\.priority).max() ?? 0
        if subviews.contains(where: { $0.priority != topPriority }) {
            // The highest-priority children decide the size the others are offered.
            var leaders = CGSize.zero
            for subview in subviews where subview.priority == topPriority {
                let size = subview.sizeThatFits(proposal)
                leaders = CGSize(width: max(leaders.width, size.width), height: max(leaders.height, size.height))
            }
            for (offset, subview) in subviews.enumerated() where subview.priority != topPriority {
                arrangement.proposals[offset] = ProposedViewSize(leaders)
            }
        }
        var above = CGSize(width: -CGFloat.infinity, height: -CGFloat.infinity)
        var below = above
        for (offset, subview) in subviews.enumerated() {
            let dimensions = subview.dimensions(in: arrangement.proposals[offset])
            let guide = CGSize(width: dimensions[alignment.horizontal], height: dimensions[alignment.vertical])
            arrangement.guides.append(guide)
            above = CGSize(width: max(above.width, guide.width), height: max(above.height, guide.height))
            below = CGSize(width: max(below.width, dimensions.width - guide.width), height: max(below.height, dimensions.height - guide.height))
        }
        arrangement.maxGuide = above
        arrangement.size = CGSize(width: above.width + below.width, height: above.height + below.height)
        return arrangement
    }
}
