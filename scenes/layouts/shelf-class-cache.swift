// A shelf layout written in the scene, its cache a class: `makeCache` makes one instance,
// `updateCache` refills it through its reference when the views change, and a Set keeps
// which views are wide enough to take a row of their own. Change `wideWidth` or a word
// and save: the outputs follow.
import SwiftUI

/// What a shelf measured of its subviews, kept in a class: `updateCache` refills the one
/// instance `makeCache` made, through its reference.
final class ShelfCache {
    var sizes: [CGSize] = []
    var wide: Set<Int> = []
    var updates = 0
}

/// Rows of subviews that wrap at the proposed width; a subview wider than `wideWidth`
/// takes a row of its own.
struct Shelf: Layout {
    var spacing: CGFloat = 8
    var wideWidth: CGFloat = 120

    func makeCache(subviews: Subviews) -> ShelfCache {
        let cache = ShelfCache()
        fill(cache, subviews)
        return cache
    }

    func updateCache(_ cache: inout ShelfCache, subviews: Subviews) {
        fill(cache, subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ShelfCache) -> CGSize {
        let lines = rows(cache, width: proposal.width ?? .infinity)
        var width: CGFloat = 0
        var height: CGFloat = 0
        for row in lines {
            width = max(width, row.map { cache.sizes[$0].width }.reduce(0, +) + spacing * CGFloat(row.count - 1))
            height += row.map { cache.sizes[$0].height }.max() ?? 0
        }
        return CGSize(width: width, height: height + spacing * CGFloat(max(0, lines.count - 1)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ShelfCache) {
        var y = bounds.minY
        for row in rows(cache, width: bounds.width) {
            var x = bounds.minX
            for index in row {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width + spacing
            }
            y += (row.map { cache.sizes[$0].height }.max() ?? 0) + spacing
        }
    }

    private func fill(_ cache: ShelfCache, _ subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        cache.wide = Set(cache.sizes.indices.filter { cache.sizes[$0].width > wideWidth })
        cache.updates += 1
    }

    /// The subviews' indices row by row.
    private func rows(_ cache: ShelfCache, width: CGFloat) -> [[Int]] {
        var rows: [[Int]] = []
        var current: [Int] = []
        var x: CGFloat = 0
        for index in cache.sizes.indices {
            let size = cache.sizes[index]
            if cache.wide.contains(index) {
                if !current.isEmpty { rows.append(current) }
                rows.append([index])
                current = []
                x = 0
                continue
            }
            if !current.isEmpty && x + spacing + size.width > width {
                rows.append(current)
                current = []
                x = 0
            }
            x += (current.isEmpty ? 0 : spacing) + size.width
            current.append(index)
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 260)) {
    Shelf(spacing: 6, wideWidth: 150) {
        ForEach(["Swift", "Layout", "A wide banner of text here", "Set", "Class", "Cache", "Reference semantics"], id: \.self) { word in
            Text(word).padding(4).border(Color.gray)
        }
    }
    .padding()
}
