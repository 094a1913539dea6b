// An article's header at the largest standard text size: a kicker in tracked capitals, a
// title, and a byline joined from texts in two weights, each keeping its own font, with
// line spacing between the wrapped lines of the summary.
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Field notes")
                .font(.caption)
                .textCase(.uppercase)
                .tracking(1.5)
            Text("Tide pools at dawn")
                .font(.title)
                .bold()
            Text("By ").font(.subheadline) + Text("Ana Ruiz").font(.subheadline).bold() + Text(" · 6 min read").font(.footnote)
            Text("Low tide uncovers a world of anemones, crabs and sea stars that hide again within hours.")
                .lineSpacing(6)
        }
        .padding()
        .dynamicTypeSize(.xxxLarge)
    }
}

#Preview("iPhone 15 width", traits: .fixedLayout(width: 393, height: 360)) { ContentView() }
