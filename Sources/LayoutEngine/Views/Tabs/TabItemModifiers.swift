import Foundation

/// A view that asks the nearest ``TabView`` being resolved for an item in its tab bar, and
/// is otherwise its content: outside a tab view the item changes nothing, as SwiftUI shows
/// no bar there.
public struct _TabItemView<Content: View>: PrimitiveView {
    let content: Content
    let item: AnyView

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        guard let collector = inputs.resolver.context.currentTabItems else { return resolveView(view.content, inputs) }
        collector.items.append(view.item)
        resolveView(view.content.layoutValue(key: TabViewPartKey.self, value: .tab(item: collector.items.count - 1)), inputs)
    }
}

extension View {
    /// Gives this tab of the ``TabView`` around it its item in the tab bar: usually a
    /// `Label`, or an `Image` and a `Text`, shown one above the other.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        _TabItemView(content: self, item: AnyView(label()))
    }

    /// Tags this view with `tag`, the value a ``TabView``'s selection picks its tab by (a
    /// picker's selection, which chooses no frame, ignores it).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        layoutValue(key: TagKey.self, value: AnyHashable(tag))
    }
}
