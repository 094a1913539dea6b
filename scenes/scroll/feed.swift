// A scrolling feed: a fixed header above a vertical scroll view whose lazy column spans its
// width, with a horizontal strip of cards inside. Headless nothing scrolls, so the outputs
// show the content at rest, including the rows below the scroll view's bottom edge.
struct Card: View {
    var title: String
    var body: some View {
        Text(title).font(.caption)
            .frame(width: 70, height: 44)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.orange))
    }
}

struct Row: View {
    var index: Int
    var body: some View {
        HStack {
            Circle().frame(width: 24, height: 24)
            Text("Item \(index)")
            Spacer()
        }
        .padding(.horizontal, 8)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Feed").font(.headline).frame(maxWidth: .infinity).padding(8).id("header")
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 6) {
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack(spacing: 8) {
                            ForEach(["New", "Top", "Near", "Saved"], id: \.self) { title in
                                Card(title: title)
                            }
                        }
                        .padding(.horizontal, 8)
                    }
                    .frame(height: 52)
                    .id("strip")
                    ForEach(1..<8) { index in
                        Row(index: index)
                    }
                }
                .id("column")
            }
            .id("scroll")
            Text("3 new").font(.caption2).padding(4)
                .background(Capsule().fill(Color.red))
                .zIndex(1)
                .id("badge")
        }
    }
}

#Preview("Phone", traits: .fixedLayout(width: 240, height: 260)) { ContentView() }
