import Foundation

/// Views in columns, filling them row by row, and as many rows as the views need (see
/// ``LazyGridLayout``). SwiftUI makes the cells only as they scroll into sight, which
/// changes no frame.
public struct LazyVGrid<Content: View>: PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    /// A grid with `columns`, aligning each cell horizontally in its column by `alignment`
    /// (a column's own alignment wins), with `spacing` between rows (nil: 8 points).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    public static func _resolve(_ view: LazyVGrid, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(view.layout.containing(view.content, kind: "LazyVGrid"), inputs)
    }
}

/// Views in rows, filling them column by column, and as many columns as the views need
/// (see ``LazyGridLayout``).
public struct LazyHGrid<Content: View>: PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    /// A grid with `rows`, aligning each cell vertically in its row by `alignment` (a row's
    /// own alignment wins), with `spacing` between columns (nil: 8 points).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    public static func _resolve(_ view: LazyHGrid, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(view.layout.containing(view.content, kind: "LazyHGrid"), inputs)
    }
}
