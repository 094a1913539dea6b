// A post's byline and counters built from concatenated texts, in the style of Apple's
// "Text" documentation, which joins styled texts with + (our own code).
struct PostHeader: View {
    let author: String
    let likes: Int
    let replies: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(author).bold() + Text(" posted a photo").foregroundColor(.secondary)
            HStack(spacing: 16) {
                Text("\(likes)").bold().monospacedDigit() + Text(" likes")
                Text("\(replies)").bold() + Text(" replies")
            }
            .font(.footnote)
            Text("posted today")
                .font(.caption2)
                .textCase(.uppercase)
                .kerning(0.5)
        }
    }
}

struct ContentView: View {
    var body: some View {
        List {
            PostHeader(author: "Mei", likes: 128, replies: 14)
            PostHeader(author: "Jordan", likes: 9, replies: 2)
        }
    }
}
