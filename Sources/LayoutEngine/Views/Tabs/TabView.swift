import Foundation

/// Screens a person switches between with the tab bar along the bottom, laid out as iOS 17
/// shows it (see ``TabViewBehavior``): the selected tab's content above the tab bar, and an
/// item in the bar for each tab.
///
/// Each view of `content` is a tab; `.tabItem` gives it its item in the bar and `.tag` the
/// value `selection` picks it by. The selected tab is the first whose tag equals the
/// selection's value, else the first, as a tab view shows before anyone taps. The other
/// tabs are kept but not placed, as SwiftUI shows only one.
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let selection: AnyHashable?
    let content: Content

    /// A tab view showing the tab whose tag is `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    public static func _resolve(_ view: TabView, _ inputs: _ViewInputs) {
        inputs.resolver.container(TabViewBehavior(selection: view.selection), inputs) { inner in
            TabViewParts._resolve(TabViewParts(content: view.content), inner)
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view showing its first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The views of a tab view's node: its tabs, then the items they asked for, each marked
/// with its ``TabViewPart``.
///
/// The tabs are resolved first, with a ``TabItemCollector`` open for them, so the bar holds
/// the items the tabs asked for in this pass.
struct TabViewParts<Content: View>: PrimitiveView {
    let content: Content

    static func _resolve(_ view: TabViewParts, _ inputs: _ViewInputs) {
        let context = inputs.resolver.context
        let collector = TabItemCollector()
        context.collecting(collector, in: \.tabItemCollectors) { resolveView(view.content, inputs.element(0)) }

        // Behind the items: the background, which children listed earlier are; it reaches
        // over the home indicator's inset, which the bar's row stays above.
        resolveView(SystemChrome.tabBarBackground.ignoresSafeArea(edges: .bottom).layoutValue(key: TabViewPartKey.self, value: .bar), inputs.element(1))
        for (index, item) in collector.items.enumerated() {
            resolveView(TabBarItem(content: item).layoutValue(key: TabViewPartKey.self, value: .item(index)), inputs.element(2 + index))
        }
    }
}

/// One item of the tab bar: its views down a column, a label's symbol above its title,
/// titles in the bar's small font and symbols at the body style's size (see
/// ``TabBarMetrics``).
struct TabBarItem: PrimitiveView {
    let content: AnyView

    static func _resolve(_ view: TabBarItem, _ inputs: _ViewInputs) {
        var inner = inputs
        inner.environment.font = TabBarMetrics.titleFont
        inner.environment.symbolFont = .body
        inner.environment.labelAxis = .vertical
        resolveView(VStack(spacing: TabBarMetrics.iconTitleSpacing) { view.content }, inner)
    }
}
