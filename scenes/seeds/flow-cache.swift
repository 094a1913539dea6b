// The caching article's FlowLayout keeps each subview's ideal size in its cache; an edit
// here updates that cache (updateCache) instead of making a new one.
struct Tag: View {
    var title: String
    var body: some View {
        Text(title)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.blue.opacity(0.2)))
    }
}

struct ContentView: View {
    var body: some View {
        FlowLayout(spacing: 6) {
            ForEach(["swift", "layout", "cache", "makeCache", "updateCache", "sizeThatFits", "placeSubviews"], id: \.self) { tag in
                Tag(title: tag)
            }
        }
        .padding()
    }
}

#Preview("Phone", traits: .fixedLayout(width: 320, height: 200)) { ContentView() }
