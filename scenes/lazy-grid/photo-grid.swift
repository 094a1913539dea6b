// A photo picker: a vertical scroll view of square thumbnails in adaptive columns (as many
// 70-point columns as fit, sharing what is left), under a row of three filter chips in
// fixed, flexible and flexible columns. The second preview is narrower: fewer columns, each
// wider. Rows below the scroll view's edge are placed; the pictures cut them off and mark
// the edge.
struct Thumbnail: View {
    var index: Int
    var body: some View {
        Color.teal
            .aspectRatio(1, contentMode: .fit)
            .overlay(Text("\(index)").font(.caption))
    }
}

struct ContentView: View {
    let chips = [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.flexible(maximum: 90))]
    let photos = [GridItem(.adaptive(minimum: 70), spacing: 4)]

    var body: some View {
        VStack(spacing: 8) {
            LazyVGrid(columns: chips) {
                Text("All").padding(4).background(Capsule().fill(Color.blue)).id("all")
                Text("Favourites").padding(4).frame(maxWidth: .infinity).background(Capsule().stroke())
                Text("Recent").padding(4).background(Capsule().stroke())
            }
            .padding(.horizontal, 8)
            .id("chips")
            ScrollView {
                LazyVGrid(columns: photos, spacing: 4) {
                    ForEach(1..<19) { index in
                        Thumbnail(index: index)
                    }
                }
                .padding(4)
                .id("photos")
            }
            .id("scroll")
        }
    }
}

#Preview("Phone", traits: .fixedLayout(width: 320, height: 300)) { ContentView() }
#Preview("Narrow", traits: .fixedLayout(width: 200, height: 300)) { ContentView() }
