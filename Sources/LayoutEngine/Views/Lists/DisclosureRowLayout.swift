import Foundation

/// A list row that is a `NavigationLink`: its label from the leading side, offered the
/// row's width less the chevron and the gap before it, and the chevron at the trailing
/// side, both centred down the row. As wide as offered, as a row is; as tall as the taller.
struct DisclosureRowLayout: Layout, Equatable {
    private var reserved: CGFloat { DisclosureIndicatorMetrics.size.width + DisclosureIndicatorMetrics.spacing }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let label = subviews.first, let chevron = subviews.last, subviews.count == 2 else { return .zero }
        let labelSize = label.sizeThatFits(labelProposal(proposal))
        let chevronSize = chevron.sizeThatFits(.unspecified)
        return CGSize(width: proposal.width ?? labelSize.width + reserved, height: max(labelSize.height, chevronSize.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let label = subviews.first, let chevron = subviews.last, subviews.count == 2 else { return }
        let proposal = labelProposal(ProposedViewSize(width: bounds.width, height: bounds.height))
        label.place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: proposal)
        chevron.place(at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing, proposal: .unspecified)
    }

    private func labelProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - reserved) }, height: proposal.height)
    }
}

extension DisclosureRowLayout: BuiltInLayout {}
