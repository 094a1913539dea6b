import Foundation

/// One row of a `Grid`: each child is a cell, in the next column (or the next
/// `gridCellColumns` columns). Outside a grid the children are laid out by the parent as a
/// `Group`'s are.
public struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells are aligned vertically by `alignment`, or by the grid's alignment
    /// when nil.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Resolves the children as the grid's own, each marked with this row, so the grid's
    /// layout sees one flat list of cells and finds the rows from the marks.
    public static func _resolve(_ view: GridRow, _ inputs: _ViewInputs) {
        var inputs = inputs
        inputs.pending.layoutValues[ObjectIdentifier(GridRowKey.self)] = LayoutValueBox(GridRowMark(path: inputs.path, alignment: view.alignment) as GridRowMark?)
        Content._resolve(view.content, inputs)
    }
}
