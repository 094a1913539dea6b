import Foundation

/// The layout of a `List` or `Form` in the inset-grouped style (see
/// ``InsetGroupedMetrics``): as large as proposed, as a scroll view is (a dimension left
/// unspecified takes the content's), its sections stacked from the top, 35 pt apart. Rows
/// outside any `Section` form a section of their own, without header or footer.
///
/// Headless nothing scrolls: sections past the bottom are still placed, as a scroll view's
/// content is. Separators and the cards' fill are drawn, not laid out, so they have no frames.
struct InsetGroupedListLayout: Layout, Equatable {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let width = proposal.width ?? idealWidth(subviews)
        return CGSize(width: width, height: proposal.height ?? stack(subviews, width: width, originX: 0, originY: 0, place: false))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = stack(subviews, width: bounds.width, originX: bounds.minX, originY: bounds.minY, place: true)
    }

    /// Lays the sections out top to bottom in a list `width` wide from `(originX, originY)`,
    /// placing them when `place` is set; returns the content's height.
    private func stack(_ subviews: Subviews, width: CGFloat, originX: CGFloat, originY: CGFloat, place: Bool) -> CGFloat {
        var y = originY
        var index = subviews.startIndex
        while index < subviews.endIndex {
            y += InsetGroupedMetrics.sectionSpacing
            if subviews[index][ListPartKey.self] == .section {
                let proposal = ProposedViewSize(width: width, height: nil)
                let height = subviews[index].sizeThatFits(proposal).height
                if place { subviews[index].place(at: CGPoint(x: originX, y: y), anchor: .topLeading, proposal: proposal) }
                y += height
                index += 1
            } else {
                // A run of loose rows is a section without header or footer.
                var end = index
                while end < subviews.endIndex, subviews[end][ListPartKey.self] != .section { end += 1 }
                y += InsetGroupedCard(width: width).layOut(subviews[index..<end], originX: originX, originY: y, place: place)
                index = end
            }
        }
        return y + InsetGroupedMetrics.sectionSpacing - originY
    }

    private func idealWidth(_ subviews: Subviews) -> CGFloat {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return widest + 2 * InsetGroupedMetrics.cardMargin(forWidth: widest)
    }
}

/// A section of an inset-grouped list: its header, the card of its rows and its footer,
/// top to bottom, as wide as the list.
struct InsetGroupedSectionLayout: Layout, Equatable {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? (subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) + 2 * InsetGroupedMetrics.rowInsets.leading
        return CGSize(width: width, height: stack(subviews, width: width, origin: .zero, place: false))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = stack(subviews, width: bounds.width, origin: bounds.origin, place: true)
    }

    private func stack(_ subviews: Subviews, width: CGFloat, origin: CGPoint, place: Bool) -> CGFloat {
        let card = InsetGroupedCard(width: width)
        let rows = subviews.filter { $0[ListPartKey.self] == .row }
        var y = origin.y
        if let header = subviews.first(where: { $0[ListPartKey.self] == .header }) {
            y += card.layOutCaption(header, originX: origin.x, originY: y, place: place) + InsetGroupedMetrics.headerSpacing
        }
        y += card.layOut(rows, originX: origin.x, originY: y, place: place)
        if let footer = subviews.first(where: { $0[ListPartKey.self] == .footer }) {
            y += InsetGroupedMetrics.headerSpacing
            y += card.layOutCaption(footer, originX: origin.x, originY: y, place: place)
        }
        return y - origin.y
    }
}

/// One card of rows in a list `width` wide: inset from the list's sides, each row at least
/// 44 pt tall, its content inset inside the card and centred vertically.
struct InsetGroupedCard {
    let width: CGFloat

    private var margin: CGFloat { InsetGroupedMetrics.cardMargin(forWidth: width) }
    private var insets: EdgeInsets { InsetGroupedMetrics.rowInsets }
    /// What a row's content, and a caption, is offered across.
    private var contentWidth: CGFloat { max(0, width - 2 * margin - insets.leading - insets.trailing) }

    /// Lays `rows` out down the card from `originY`; returns the card's height.
    func layOut<Rows: Collection>(_ rows: Rows, originX: CGFloat, originY: CGFloat, place: Bool) -> CGFloat where Rows.Element == LayoutSubview {
        let proposal = ProposedViewSize(width: contentWidth, height: nil)
        var y = originY
        for row in rows {
            let content = row.sizeThatFits(proposal)
            let height = max(InsetGroupedMetrics.minimumRowHeight, content.height + insets.top + insets.bottom)
            if place {
                row.place(at: CGPoint(x: originX + margin + insets.leading, y: y + height / 2), anchor: .leading, proposal: proposal)
            }
            y += height
        }
        return y - originY
    }

    /// Lays out a header or footer at `originY`, lined up with the rows' content; returns its height.
    func layOutCaption(_ caption: LayoutSubview, originX: CGFloat, originY: CGFloat, place: Bool) -> CGFloat {
        let proposal = ProposedViewSize(width: contentWidth, height: nil)
        let height = caption.sizeThatFits(proposal).height
        if place { caption.place(at: CGPoint(x: originX + margin + insets.leading, y: originY), anchor: .topLeading, proposal: proposal) }
        return height
    }
}

extension InsetGroupedListLayout: BuiltInLayout {}
extension InsetGroupedSectionLayout: BuiltInLayout {}
