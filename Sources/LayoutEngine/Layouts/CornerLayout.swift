import Foundation

/// Up to four views in the corners of a box — the CornerLayout of the seed article: top
/// leading, top trailing, bottom leading, bottom trailing, each at its ideal size.
///
/// As in the article, the box is as wide as the views' ideal widths added together plus
/// `spacing` between each, and as tall as their heights likewise, so the corners never
/// overlap. The article stops with an assertion at a fifth view; here further views go to
/// the middle of each edge (top, bottom, leading, trailing) and then the centre, which is
/// the article's first, nine-place version of the layout.
public struct CornerLayout: Layout, Equatable {
    /// The distance added between views when sizing the box.
    public var spacing: CGFloat

    public init(spacing: CGFloat = 0) { self.spacing = spacing }

    private static let places: [UnitPoint] = [
        .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
        .top, .bottom, .leading, .trailing, .center,
    ]

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = spacing * CGFloat(subviews.count - 1)
        return CGSize(width: gaps + sizes.reduce(0) { $0 + $1.width }, height: gaps + sizes.reduce(0) { $0 + $1.height })
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let place = Self.places[min(index, Self.places.count - 1)]
            let point = CGPoint(x: bounds.minX + bounds.width * place.x, y: bounds.minY + bounds.height * place.y)
            subview.place(at: point, anchor: place, proposal: .unspecified)
        }
    }
}
