import Foundation

/// Views in lines, left to right, starting a new line when the next view would not fit the
/// proposed width — the FlowLayout of the seed articles (spacing, preferred spacing and
/// caching).
///
/// `spacing` is the horizontal distance between neighbours on a line; nil uses each pair's
/// preferred spacing (`ViewSpacing.distance(to:along:)`). Lines touch vertically, as in the
/// article. Each view is placed at its ideal size, top-aligned in its line.
///
/// Departures from the article's listing, each named by a test:
/// - An unspecified proposed width means "no limit": the listing read `proposal.width ?? 0`
///   and so put every view on a line of its own.
/// - Spacing is counted only between views on the same line; the listing also added it
///   after the last view of each line, making the layout too wide.
/// - The cache is updated in place when subviews change (`updateCache`).
public struct FlowLayout: Layout, Equatable {
    /// The distance between neighbours on a line, or nil for their preferred spacing.
    public var spacing: CGFloat?

    public init(spacing: CGFloat? = nil) {
        self.spacing = spacing
    }

    /// Each subview's ideal size and its preferred distance to the next one, and the lines
    /// last broken for a width: a pass asks the size for a width, then places for the same
    /// one, and the second asks for the lines the first found.
    public struct Cache {
        var sizes: [CGSize] = []
        var spacing: [CGFloat] = []
        var lines: [Line] = []
        /// The width `lines` were broken for; NaN (equal to no width) when there are none.
        var linesMaxWidth: CGFloat = .nan
    }

    public func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        updateCache(&cache, subviews: subviews)
        return cache
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        // The subviews' nodes are read directly (one read of the children, no proxy per
        // access), and each is asked its size and its spacing in one walk: in a large flow
        // the nodes are far beyond the caches, and a second walk read each from memory again.
        let parent = subviews.parent, context = subviews.context
        cache.sizes.removeAll(keepingCapacity: true)
        cache.sizes.reserveCapacity(subviews.count)
        cache.lines.removeAll(keepingCapacity: true)
        cache.linesMaxWidth = .nan
        cache.spacing.removeAll(keepingCapacity: true)
        cache.spacing.reserveCapacity(subviews.count)
        var previous = ViewSpacing()
        for index in subviews.indices {
            cache.sizes.append(parent.withChild(index) { $0.size(for: .unspecified, context: context) })
            let current = parent.withChild(index) { $0.spacing(context: context) }
            // Each gap is the one after the view before; the last view's is 0.
            if index != subviews.startIndex { cache.spacing.append(previous.distance(to: current, along: .horizontal)) }
            previous = current
        }
        if !subviews.isEmpty { cache.spacing.append(0) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let lines = lines(maxWidth: proposal.width ?? .infinity, cache: &cache)
        let width = lines.map(\.width).max() ?? 0
        let height = lines.reduce(0) { $0 + $1.height }
        return CGSize(width: width, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let lines = lines(maxWidth: proposal.width ?? bounds.width, cache: &cache)
        let parent = subviews.parent, context = subviews.context
        var y = bounds.minY
        for line in lines {
            var x = bounds.minX
            for index in line.indices {
                let size = cache.sizes[index]
                parent.withChild(subviews.startIndex + index) { node in
                    context.place(node, at: CGPoint(x: x + size.width / 2, y: y + size.height / 2), anchor: .center, proposal: ProposedViewSize(size))
                }
                x += size.width
                if index != line.indices.last { x += gap(after: index, cache: cache) }
            }
            y += line.height
        }
    }

    /// One line of the flow: which subviews it holds and how big it is.
    struct Line {
        var indices: Range<Int>
        var width: CGFloat
        var height: CGFloat
    }

    private func gap(after index: Int, cache: Cache) -> CGFloat {
        spacing ?? cache.spacing[index]
    }

    /// The lines for `maxWidth`, broken anew unless the cache holds them.
    private func lines(maxWidth: CGFloat, cache: inout Cache) -> [Line] {
        if maxWidth != cache.linesMaxWidth {
            cache.lines = breakIntoLines(maxWidth: maxWidth, cache: cache)
            cache.linesMaxWidth = maxWidth
        }
        return cache.lines
    }

    /// Fills lines greedily: a view goes on the current line if the line is empty or the
    /// view (after the gap) still fits `maxWidth`.
    private func breakIntoLines(maxWidth: CGFloat, cache: Cache) -> [Line] {
        var lines: [Line] = []
        var start = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
        for index in cache.sizes.indices {
            let size = cache.sizes[index]
            if index > start {
                let candidate = width + gap(after: index - 1, cache: cache) + size.width
                if candidate <= maxWidth + 0.0005 {
                    width = candidate
                    height = max(height, size.height)
                    continue
                }
                lines.append(Line(indices: start..<index, width: width, height: height))
                start = index
            }
            width = size.width
            height = size.height
        }
        if start < cache.sizes.count { lines.append(Line(indices: start..<cache.sizes.count, width: width, height: height)) }
        return lines
    }
}
