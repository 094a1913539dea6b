// FlowLayout with a fixed spacing (article: "custom layout: spacing"), as in the article.
struct ContentView: View {
    var body: some View {
        FlowLayout(spacing: 8) {
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
#Preview("Wide", traits: .fixedLayout(width: 320, height: 120)) { ContentView() }
#Preview("Fits", traits: .sizeThatFitsLayout) { ContentView() }
