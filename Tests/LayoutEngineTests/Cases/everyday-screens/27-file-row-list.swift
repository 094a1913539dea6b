// Recent files, in the style of Apple's "LazyVStack" documentation (our own code).
struct FileRow: View {
    var name: String
    var size: String
    var symbol: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.title2)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(name).lineLimit(1)
                Text(size).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Menu {
                Button("Share") {}
                Button("Delete", role: .destructive) {}
            } label: {
                Image(systemName: "ellipsis")
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

struct ContentView: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                FileRow(name: "Keynote.key", size: "12.4 MB", symbol: "doc.richtext")
                FileRow(name: "Budget.numbers", size: "480 KB", symbol: "tablecells")
                FileRow(name: "Notes.txt", size: "4 KB", symbol: "doc.text")
                FileRow(name: "Photo.heic", size: "2.1 MB", symbol: "photo")
            }
        }
    }
}
