import Foundation

/// The layout of a ``NavigationStack``: the navigation bar along its top, a bottom toolbar
/// along its bottom when an item asks for one, and the content between them (see
/// ``NavigationBarMetrics`` for the lengths).
///
/// The stack is as large as proposed (a dimension left unspecified takes the content's).
/// The bar's row holds the leading items from its leading side and the trailing items
/// ending at its trailing side, each at its ideal size and centred in the row, and an
/// inline title or `.principal` item centred in the stack; a large title takes the row
/// below, lined up with the leading items. Bottom items run from the leading side, each
/// offered what is left of the row, so a group with a `Spacer` spreads across it. The
/// content is offered the space between the bars and centred in it, as a window centres its
/// root view; a list there starts below the bar, as its first rows do before it scrolls.
struct NavigationStackLayout: Layout, Equatable {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let bars = barLengths(subviews)
        let inner = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bars.top - bars.bottom) })
        var content = CGSize.zero
        for subview in subviews where subview[NavigationPartKey.self] == .content {
            let size = subview.sizeThatFits(inner)
            content = CGSize(width: max(content.width, size.width), height: max(content.height, size.height))
        }
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bars.top + bars.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let bars = barLengths(subviews)
        let margin = NavigationBarMetrics.margin(forWidth: bounds.width)
        let row = NavigationBarMetrics.barHeight
        let content = CGRect(x: bounds.minX, y: bounds.minY + bars.top, width: bounds.width, height: max(0, bounds.height - bars.top - bars.bottom))
        var leadingX = bounds.minX + margin
        var bottomX = bounds.minX + margin
        let trailing = subviews.filter { $0[NavigationPartKey.self] == .trailing }
        var trailingX = bounds.maxX - margin - trailing.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
            - NavigationBarMetrics.itemSpacing * CGFloat(max(0, trailing.count - 1))
        for subview in subviews {
            switch subview[NavigationPartKey.self] {
            case .content:
                let offered = ProposedViewSize(content.size)
                let size = subview.sizeThatFits(offered)
                subview.place(at: CGPoint(x: content.midX - size.width / 2, y: content.midY - size.height / 2), anchor: .topLeading, proposal: offered)
            case .leading:
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: leadingX, y: bounds.minY + (row - size.height) / 2), anchor: .topLeading, proposal: .unspecified)
                leadingX += size.width + NavigationBarMetrics.itemSpacing
            case .trailing:
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: trailingX, y: bounds.minY + (row - size.height) / 2), anchor: .topLeading, proposal: .unspecified)
                trailingX += size.width + NavigationBarMetrics.itemSpacing
            case .inlineTitle, .principal:
                let offered = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: row)
                let size = subview.sizeThatFits(offered)
                subview.place(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.minY + (row - size.height) / 2), anchor: .topLeading, proposal: offered)
            case .largeTitle:
                let offered = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: NavigationBarMetrics.largeTitleHeight)
                let size = subview.sizeThatFits(offered)
                let y = bounds.minY + row + (NavigationBarMetrics.largeTitleHeight - size.height) / 2
                subview.place(at: CGPoint(x: bounds.minX + margin, y: y), anchor: .topLeading, proposal: offered)
            case .bottom:
                let offered = ProposedViewSize(width: max(0, bounds.maxX - margin - bottomX), height: NavigationBarMetrics.bottomBarHeight)
                let size = subview.sizeThatFits(offered)
                let y = bounds.maxY - NavigationBarMetrics.bottomBarHeight + (NavigationBarMetrics.bottomBarHeight - size.height) / 2
                subview.place(at: CGPoint(x: bottomX, y: y), anchor: .topLeading, proposal: offered)
                bottomX += size.width + NavigationBarMetrics.itemSpacing
            }
        }
    }

    /// How much of the stack the navigation bar and the bottom toolbar take.
    private func barLengths(_ subviews: Subviews) -> (top: CGFloat, bottom: CGFloat) {
        var top = NavigationBarMetrics.barHeight, bottom: CGFloat = 0
        for subview in subviews {
            switch subview[NavigationPartKey.self] {
            case .largeTitle: top = NavigationBarMetrics.barHeight + NavigationBarMetrics.largeTitleHeight
            case .bottom: bottom = NavigationBarMetrics.bottomBarHeight
            default: break
            }
        }
        return (top, bottom)
    }
}

extension NavigationStackLayout: BuiltInLayout {}
