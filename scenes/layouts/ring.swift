// A radial layout written in the scene: views on a ring, the first at the top, each
// turned by its share of a full circle. Edit a number and save: the outputs follow.
struct Ring: Layout {
    var radius: CGFloat = 80
    var startAngle: Angle = .degrees(-90)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let tallest = sizes.map(\.height).max() ?? 0
        return CGSize(width: 2 * radius + widest, height: 2 * radius + tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let step = 2 * .pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = startAngle.radians + step * Double(index)
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// Where a view goes in a `RankedStack`: lower first.
struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A vertical stack that orders its views by their rank, not by how they are written.
struct RankedStack: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let height = sizes.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(subviews.count - 1, 0))
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ordered = subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
        var y = bounds.minY
        for index in ordered {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
            y += size.height + spacing
        }
    }
}

#Preview("Ring", traits: .fixedLayout(width: 300, height: 260)) {
    Ring(radius: 90) {
        ForEach(0..<8) { index in
            Text("\(index)").padding(6).background(Circle().fill(Color.orange))
        }
    }
}
#Preview("Ranked", traits: .sizeThatFitsLayout) {
    RankedStack(spacing: 6) {
        Text("third").layoutValue(key: Rank.self, value: 3)
        Text("first").layoutValue(key: Rank.self, value: 1)
        Text("second").layoutValue(key: Rank.self, value: 2)
    }
}
