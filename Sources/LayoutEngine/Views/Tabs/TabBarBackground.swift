import Foundation

/// The tab bar's background: from the top of the bar's row of items to the tab view's
/// bottom, over the home indicator's inset, as iOS draws the bar (see ``TabBarMetrics``).
/// The items are drawn over it; outputs show it as a node of kind "TabBar".
struct TabBarBackground: PrimitiveView {
    static func _resolve(_ view: TabBarBackground, _ inputs: _ViewInputs) {
        inputs.resolver.leaf(TabBarBackgroundBehavior(), inputs)
    }
}

struct TabBarBackgroundBehavior: NodeBehavior, Equatable {
    var kind: String { "TabBar" }
    /// iOS 17's light bar material over white, as a flat colour for pictures.
    var color: String? { TabBarMetrics.backgroundColor }
    var paint: PlacedNode.Paint? { .fill }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }
}
