import Foundation

/// Views in a row or a column, each as big as the biggest one — the BalancedStack of the
/// seed article, built on the Simple Layout Engine. Neighbours are separated by their
/// preferred spacing.
///
/// The article's listing always added the gaps as `.width` items, which in a column are
/// flexible (they share the leftover height equally instead of taking their own length);
/// here a gap is a fixed length along the direction, so columns space their views as rows
/// do.
public struct BalancedStack: Layout, Equatable {
    public let direction: SLEDirection

    public init(_ direction: SLEDirection) {
        self.direction = direction
    }

    /// The common child size and the gaps between neighbours.
    public struct CacheData {
        let childSize: CGSize
        let distances: [CGFloat]
    }

    public func makeCache(subviews: Subviews) -> CacheData {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).max() ?? 0
        let distances: [CGFloat] = subviews.indices.map { index in
            guard index < subviews.endIndex - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: direction.mainAxis)
        }
        return CacheData(childSize: CGSize(width: width, height: height), distances: distances)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        let totalDistance = cache.distances.reduce(0, +)
        let count = CGFloat(subviews.count)
        switch direction {
        case .row: return CGSize(width: cache.childSize.width * count + totalDistance, height: cache.childSize.height)
        case .column: return CGSize(width: cache.childSize.width, height: cache.childSize.height * count + totalDistance)
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        let layout = SLELayout(parentFrame: bounds, direction: direction, alignment: .center)
        let gap: (CGFloat) -> SLEItem = direction == .row ? { SLEItem.width($0) } : { SLEItem.height($0) }
        do {
            var items: [SLEItem] = []
            for index in subviews.indices {
                items.append(try layout.add(item: .size(cache.childSize)))
                try layout.add(item: gap(cache.distances[index - subviews.startIndex]))
            }
            for (index, subview) in subviews.enumerated() {
                subview.place(at: try items[index].frame().origin, proposal: ProposedViewSize(cache.childSize))
            }
        } catch {
            // Bounds smaller than the balanced size: fall back to even slots along the direction.
            let axis = direction.mainAxis
            let slot = bounds.size[axis] / CGFloat(max(subviews.count, 1))
            for (index, subview) in subviews.enumerated() {
                var origin = bounds.origin
                origin[axis] += slot * CGFloat(index)
                subview.place(at: origin, proposal: ProposedViewSize(CGSize(major: slot, minor: bounds.size[axis.crossing], axis: axis)))
            }
        }
    }
}

/// A ``BalancedStack`` in a row: the article's first version.
public struct BalancedHStack: Layout, Equatable {
    private let stack = BalancedStack(.row)

    public init() {}

    public func makeCache(subviews: Subviews) -> BalancedStack.CacheData { stack.makeCache(subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout BalancedStack.CacheData) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout BalancedStack.CacheData) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
