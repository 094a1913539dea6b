// A masonry layout written in the scene: each view goes into the shortest column, in the
// order of its priority (a LayoutValueKey), and the cache keeps the columns' frames between
// sizing and placing. Change `columns` or a view's height and save: the outputs follow.
import SwiftUI

/// Which views are placed first: higher first, ties in the order written.
struct Priority: LayoutValueKey {
    static let defaultValue = 0
}

struct Masonry: Layout {
    var columns = 3
    var spacing: CGFloat = 8

    struct Cache {
        var frames: [Int: CGRect] = [:]
    }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.frames.removeAll()
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 0)).width
        cache.frames = frames(in: width, subviews: subviews)
        let height = cache.frames.values.map(\.maxY).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        if cache.frames.count != subviews.count { cache.frames = frames(in: bounds.width, subviews: subviews) }
        for index in subviews.indices {
            guard let frame = cache.frames[index] else { continue }
            subviews[index].place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(frame.size)
            )
        }
    }

    /// Each view's frame, from the top-left corner, placed in priority order.
    private func frames(in width: CGFloat, subviews: Subviews) -> [Int: CGRect] {
        let columnWidth = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var heights = Array(repeating: CGFloat(0), count: columns)
        var frames: [Int: CGRect] = [:]
        let order = subviews.indices.sorted { subviews[$0][Priority.self] > subviews[$1][Priority.self] }
        for index in order {
            let size = subviews[index].sizeThatFits(ProposedViewSize(width: columnWidth, height: nil))
            guard let column = heights.indices.min(by: { heights[$0] < heights[$1] }) else { continue }
            frames[index] = CGRect(x: CGFloat(column) * (columnWidth + spacing), y: heights[column], width: columnWidth, height: size.height)
            heights[column] += size.height + spacing
        }
        return frames
    }
}

#Preview(traits: .fixedLayout(width: 360, height: 300)) {
    Masonry(columns: 3) {
        ForEach(0..<10) { index in
            Color.blue
                .frame(height: CGFloat(30 + (index * 37) % 70))
                .overlay(Text("\(index)"))
                .layoutValue(key: Priority.self, value: index % 4 == 0 ? 1 : 0)
        }
    }
    .padding()
}
