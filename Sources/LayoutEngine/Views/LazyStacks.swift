import Foundation

/// Views in a column that is as wide as its proposal (see ``LazyStackLayout``); SwiftUI
/// makes its rows only as they scroll into sight, which changes no frame.
public struct LazyVStack<Content: View>: PrimitiveView {
    let layout: LazyStackLayout<LazyVerticalDirection>
    let content: Content

    /// A lazy column aligning its rows by `alignment`, `spacing` apart (nil: each pair's
    /// preferred distance).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    public static func _resolve(_ view: LazyVStack, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(view.layout.containing(view.content, kind: "LazyVStack"), inputs)
    }
}

/// Views in a row that is as tall as its proposal (see ``LazyStackLayout``).
public struct LazyHStack<Content: View>: PrimitiveView {
    let layout: LazyStackLayout<LazyHorizontalDirection>
    let content: Content

    /// A lazy row aligning its views by `alignment`, `spacing` apart (nil: each pair's
    /// preferred distance).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    public static func _resolve(_ view: LazyHStack, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(view.layout.containing(view.content, kind: "LazyHStack"), inputs)
    }
}
