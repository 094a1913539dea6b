// FlowLayout without a spacing: each pair of views uses its preferred spacing
// (article: "custom layout: preferred spacing").
struct ContentView: View {
    var body: some View {
        FlowLayout {
            Text("Hello")
                .font(.largeTitle)
            Text("World")
                .font(.title)
            Text("!!!")
                .font(.title3)
        }
        .border(Color.red)
    }
}

#Preview("Narrow", traits: .fixedLayout(width: 120, height: 200)) { ContentView() }
#Preview("Fits", traits: .sizeThatFitsLayout) { ContentView() }
