// A paging carousel sized against the canvas with containerRelativeFrame: each card is two
// of three columns of the canvas width (12 points apart), so a card and most of the next
// show; the header is the full width whatever its parent offers, and a placeholder keeps
// its space while hidden.
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Featured").font(.headline)
                .containerRelativeFrame(.horizontal, alignment: .leading)
                .id("header")
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(1..<5) { index in
                        RoundedRectangle(cornerRadius: 10).fill(Color.indigo)
                            .overlay(Text("Card \(index)").foregroundColor(.white))
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12)
                            .id("card\(index)")
                    }
                }
            }
            .frame(height: 120)
            .id("carousel")
            HStack {
                Text("Loading…").hidden().id("placeholder")
                Spacer()
                Text("See all").font(.caption)
            }
        }
    }
}

#Preview("Phone", traits: .fixedLayout(width: 300, height: 220)) { ContentView() }
