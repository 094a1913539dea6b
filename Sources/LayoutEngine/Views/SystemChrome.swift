import Foundation

/// A piece of the system's chrome drawn as one filled box, with a node of its own kind in
/// the outputs: the tab bar's background ("TabBar"), a list row's disclosure chevron
/// ("DisclosureIndicator"). Scenes cannot write one; the views that iOS draws them for
/// place them.
struct SystemChrome: PrimitiveView {
    let behavior: SystemChromeBehavior

    /// The tab bar's background: from the top of the bar's row of items to the tab view's
    /// bottom, over the home indicator's inset, as iOS draws the bar (see ``TabBarMetrics``).
    /// The items are drawn over it.
    static let tabBarBackground = SystemChrome(behavior: SystemChromeBehavior(kind: "TabBar", color: TabBarMetrics.backgroundColor, size: nil))

    /// The chevron beside a `NavigationLink` in a list row (see ``DisclosureIndicatorMetrics``).
    static let disclosureIndicator = SystemChrome(behavior: SystemChromeBehavior(
        kind: "DisclosureIndicator", color: DisclosureIndicatorMetrics.color, size: DisclosureIndicatorMetrics.size))

    static func _resolve(_ view: SystemChrome, _ inputs: _ViewInputs) {
        inputs.resolver.leaf(view.behavior, inputs)
    }
}

struct SystemChromeBehavior: NodeBehavior, Equatable {
    let kind: String
    /// Its colour in pictures, flat.
    let color: String?
    /// Its size whatever is proposed, or nil to take the proposal, as a background does.
    let size: CGSize?
    var paint: PlacedNode.Paint? { .fill }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        size ?? proposal.replacingUnspecifiedDimensions(by: .zero)
    }
}
