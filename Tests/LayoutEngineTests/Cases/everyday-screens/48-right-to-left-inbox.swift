// An inbox row previewed right to left, in the style of Apple's "Preparing views for
// localization" documentation, which sets the layout direction in the environment (our
// own code).
struct InboxRow: View {
    let sender: String
    let subject: String
    let time: String

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 4) {
                Text(sender).font(.headline)
                Text(subject).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text(time).font(.caption)
        }
        .padding(.vertical, 4)
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            List {
                InboxRow(sender: "Layla", subject: "Dinner on Friday?", time: "9:41")
                InboxRow(sender: "Omar", subject: "The photos from the trip", time: "Yesterday")
            }
            .navigationTitle("Inbox")
        }
        .environment(\.layoutDirection, .rightToLeft)
    }
}
