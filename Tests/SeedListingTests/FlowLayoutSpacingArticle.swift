// The listings of the article on FlowLayout spacing and preferred spacing (Russian seed,
// 06 Dec 2022), as printed, inside a namespace so the two versions can coexist.
import Foundation
import LayoutEngine

enum FlowLayoutSpacingArticle {
    // Version 1: a fixed spacing.
    struct FlowLayout: Layout {
        var spacing: CGFloat = 0
        struct Cache {
            var sizes: [CGSize] = []
        }
        func makeCache(subviews: Subviews) -> Cache {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return Cache(sizes: sizes)
        }
        func sizeThatFits(
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout Cache
        ) -> CGSize {
            var totalHeight = 0.0
            var totalWidth = 0.0
            var lineWidth = 0.0
            var lineHeight = 0.0
            for index in subviews.indices {
                if lineWidth + cache.sizes[index].width > proposal.width ?? 0 {
                    totalHeight += lineHeight
                    lineWidth = cache.sizes[index].width
                    lineHeight = cache.sizes[index].height
                } else {
                    lineWidth += cache.sizes[index].width + spacing
                    lineHeight = max(lineHeight, cache.sizes[index].height)
                }
                totalWidth = max(totalWidth, lineWidth)
            }
            totalHeight += lineHeight
            return .init(width: totalWidth, height: totalHeight)
        }
        func placeSubviews(
            in bounds: CGRect,
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout Cache
        ) {
            var lineX = bounds.minX
            var lineY = bounds.minY
            var lineHeight: CGFloat = 0
            for index in subviews.indices {
                if lineX + cache.sizes[index].width > (proposal.width ?? 0) {
                    lineY += lineHeight
                    lineHeight = 0
                    lineX = bounds.minX
                }
                let position = CGPoint(
                    x: lineX + cache.sizes[index].width / 2,
                    y: lineY + cache.sizes[index].height / 2
                )
                lineHeight = max(lineHeight, cache.sizes[index].height)
                lineX += cache.sizes[index].width + spacing
                subviews[index].place(
                    at: position,
                    anchor: .center,
                    proposal: ProposedViewSize(cache.sizes[index])
                )
            }
        }
    }

    struct ContentView: View {
        var body: some View {
            FlowLayout(spacing: 8) {
                Text("Hello")
                    .font(.largeTitle)
                Text("World")
                    .font(.title)
                Text("!!!")
                    .font(.title3)
            }
            .border(Color.red)
        }
    }

    // Version 2: preferred spacing.
    struct PreferredFlowLayout: Layout {
        var spacing: CGFloat? = nil
        struct Cache {
            var sizes: [CGSize] = []
            var spacing: [CGFloat] = []
        }
        func makeCache(subviews: Subviews) -> Cache {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let spacing: [CGFloat] = subviews.indices.map { index in
                guard index != subviews.count - 1 else {
                    return 0
                }
                return subviews[index].spacing.distance(
                    to: subviews[index+1].spacing,
                    along: .horizontal
                )
            }
            return Cache(sizes: sizes, spacing: spacing)
        }
        func sizeThatFits(
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout Cache
        ) -> CGSize {
            var totalHeight = 0.0
            var totalWidth = 0.0
            var lineWidth = 0.0
            var lineHeight = 0.0
            for index in subviews.indices {
                if lineWidth + cache.sizes[index].width > proposal.width ?? 0 {
                    totalHeight += lineHeight
                    lineWidth = cache.sizes[index].width
                    lineHeight = cache.sizes[index].height
                } else {
                    lineWidth += cache.sizes[index].width + (spacing ?? cache.spacing[index])
                    lineHeight = max(lineHeight, cache.sizes[index].height)
                }
                totalWidth = max(totalWidth, lineWidth)
            }
            totalHeight += lineHeight
            return .init(width: totalWidth, height: totalHeight)
        }
        func placeSubviews(
            in bounds: CGRect,
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout Cache
        ) {
            var lineX = bounds.minX
            var lineY = bounds.minY
            var lineHeight: CGFloat = 0
            for index in subviews.indices {
                if lineX + cache.sizes[index].width > (proposal.width ?? 0) {
                    lineY += lineHeight
                    lineHeight = 0
                    lineX = bounds.minX
                }
                let position = CGPoint(
                    x: lineX + cache.sizes[index].width / 2,
                    y: lineY + cache.sizes[index].height / 2
                )
                lineHeight = max(lineHeight, cache.sizes[index].height)
                lineX += cache.sizes[index].width + (spacing ?? cache.spacing[index])
                subviews[index].place(
                    at: position,
                    anchor: .center,
                    proposal: ProposedViewSize(cache.sizes[index])
                )
            }
        }
    }

    struct PreferredContentView: View {
        var body: some View {
            PreferredFlowLayout {
                Text("Hello")
                    .font(.largeTitle)
                Text("World")
                    .font(.title)
                Text("!!!")
                    .font(.title3)
            }
            .border(Color.red)
        }
    }
}
