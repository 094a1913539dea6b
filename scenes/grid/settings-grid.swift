// A grid: columns as wide as their widest cell, rows as tall as their tallest. The labels'
// column is trailing-aligned, a divider outside any row spans every column (kept to the
// cells' width by gridCellUnsizedAxes), and the last row's note spans two columns.
struct ContentView: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
            GridRow {
                Text("Font:").gridColumnAlignment(.trailing).id("fontLabel")
                Color.blue.frame(width: 120, height: 20).id("fontValue")
                Color.gray.frame(width: 60, height: 20).id("select")
            }
            GridRow(alignment: .bottom) {
                Text("Size:").id("sizeLabel")
                Color.blue.frame(width: 40, height: 30).id("sizeValue")
                Color.orange.frame(width: 12, height: 12).gridCellAnchor(.center).id("dot")
            }
            Divider().gridCellUnsizedAxes(.horizontal).id("divider")
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).id("blank")
                Color.green.frame(width: 220, height: 16).gridCellColumns(2).id("note")
            }
        }
        .padding(10)
        .id("grid")
    }
}

#Preview(traits: .fixedLayout(width: 360, height: 160)) { ContentView() }
