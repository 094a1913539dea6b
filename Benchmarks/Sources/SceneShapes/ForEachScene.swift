/// The daemon's ForEach benchmark scene: a FlowLayout of one fixed Color and a `ForEach`
/// of `count - 1` Texts, so it holds `count` views (modifiers not counted). Its views are
/// written once and evaluated once per element, unlike ``generatedScene(views:variant:)``
/// whose every view is its own syntax: it measures what evaluating one closure over and
/// over costs. `width` is the Color's width, so two widths differ in one token.
public func forEachScene(views count: Int, width: Int = 20) -> String {
    """
    struct ContentView: View {
        var body: some View {
            FlowLayout(spacing: 4) {
                Color.red.frame(width: \(width), height: 20)
                ForEach(1..<\(count)) { index in
                    Text("item \\(index)")
                }
            }
            .padding(8)
            .frame(width: 400, height: 600, alignment: .top)
        }
    }

    #Preview("Canvas", traits: .fixedLayout(width: 400, height: 600)) { ContentView() }

    """
}
