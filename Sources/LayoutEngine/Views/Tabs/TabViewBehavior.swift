import Foundation

/// The layout of a ``TabView``: the tab bar along its bottom, and the selected tab's
/// content above it (see ``TabBarMetrics`` for the lengths).
///
/// The tab view is as large as proposed (a dimension left unspecified takes the selected
/// tab's, plus the bar's row). The bar's row of items ends where the tab view's safe area
/// does: on an iPhone with a home indicator the view fills the safe area, and the bar's
/// background (a node of kind "TabBar") carries on over the inset below it, as iOS draws
/// it. The bar is divided into
/// equal slots, one per tab in order, each tab's item centred in its slot at its ideal
/// size; a tab with no item leaves its slot empty. The selected tab is offered the space
/// above the bar and centred in it, as a window centres its root view; the other tabs are
/// not placed, so they have no frame in the outputs.
struct TabViewBehavior: NodeBehavior, Equatable {
    /// The selection's value, matched against the tabs' tags; nil selects the first tab.
    let selection: AnyHashable?

    var kind: String { "TabView" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let offered = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - TabBarMetrics.barHeight) })
        let content = selectedTab(of: node).map { index in node.withChild(index) { $0.size(for: offered, context: context) } } ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + TabBarMetrics.barHeight)
    }

    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext) {
        let barTop = max(0, size.height - (node.safeArea?.inner.bottom ?? 0) - TabBarMetrics.barHeight)
        if let selected = selectedTab(of: node) {
            node.withChild(selected) { tab in
                let offered = ProposedViewSize(width: size.width, height: barTop)
                let tabSize = tab.size(for: offered, context: context)
                context.place(tab, at: CGPoint(x: (size.width - tabSize.width) / 2, y: (barTop - tabSize.height) / 2), anchor: .topLeading, proposal: offered, size: tabSize)
            }
        }
        // Each tab's slot, by the index of the item it asked for.
        var slotOfItem: [Int: Int] = [:]
        var slots = 0
        node.forEachChild { child in
            guard case .tab(let item) = Self.marks(of: child).part else { return }
            if let item { slotOfItem[item] = slots }
            slots += 1
        }
        node.forEachChild { child in
            guard case .bar = child.attributes.layoutValue(for: TabViewPartKey.self) else { return }
            let bar = ProposedViewSize(width: size.width, height: size.height - barTop)
            context.place(child, at: CGPoint(x: 0, y: barTop), anchor: .topLeading, proposal: bar)
        }
        guard slots > 0 else { return }
        let slotWidth = size.width / CGFloat(slots)
        node.forEachChild { child in
            guard case .item(let item) = child.attributes.layoutValue(for: TabViewPartKey.self), let slot = slotOfItem[item] else { return }
            let itemSize = child.size(for: .unspecified, context: context)
            let center = CGPoint(x: slotWidth * (CGFloat(slot) + 0.5), y: barTop + TabBarMetrics.barHeight / 2)
            context.place(child, at: CGPoint(x: center.x - itemSize.width / 2, y: center.y - itemSize.height / 2), anchor: .topLeading, proposal: .unspecified, size: itemSize)
        }
    }

    /// The index among the node's children of the tab shown: the first tab tagged with the
    /// selection's value, else the first tab; nil when there is no tab.
    private func selectedTab(of node: LayoutNode) -> Int? {
        var first: Int?
        for index in node.children.indices {
            let marks = node.withChild(index) { Self.marks(of: $0) }
            guard case .tab = marks.part else { continue }
            if first == nil { first = index }
            if let selection, marks.tag == selection { return index }
        }
        return first
    }

    /// What a child of the tab view is, and its tag, read through the modifiers around the
    /// view that set them: SwiftUI keeps a view's tag and tab item on it through modifiers
    /// applied after them (`.tabItem { … }.padding()`), and the outermost setting wins.
    private static func marks(of node: LayoutNode) -> (part: TabViewPart, tag: AnyHashable?) {
        var part: TabViewPart?, tag: AnyHashable?
        var current = node
        while true {
            let attributes = current.attributes
            let found = attributes.layoutValue(for: TabViewPartKey.self)
            if part == nil, found != TabViewPartKey.defaultValue { part = found }
            if tag == nil { tag = attributes.layoutValue(for: TagKey.self) }
            guard current.behavior.isModifier, let content = current.children.first else { break }
            current = content
        }
        return (part ?? TabViewPartKey.defaultValue, tag)
    }
}
