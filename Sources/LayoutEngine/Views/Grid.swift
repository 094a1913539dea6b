import Foundation

/// Views in rows and columns (see ``GridLayout``): each `GridRow` child is a row of cells,
/// and any other child is a row of its own spanning every column.
public struct Grid<Content: View>: PrimitiveView {
    let layout: GridLayout
    let content: Content

    /// A grid aligning cells by `alignment`, with `horizontalSpacing` between columns and
    /// `verticalSpacing` between rows (nil: the default spacing between views, 8 points).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public static func _resolve(_ view: Grid, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(view.layout.containing(view.content, kind: "Grid"), inputs)
    }
}
