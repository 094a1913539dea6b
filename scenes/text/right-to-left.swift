// A settings row and a message bubble laid out for a right-to-left language: the icon and
// title start at the right, the value and chevron sit at the left, and the leading padding
// of the bubble is on its right.
struct SettingsRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "globe")
            Text("Language")
            Spacer()
            Text("Arabic")
            Image(systemName: "chevron.forward")
        }
        .padding(.horizontal, 20)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            SettingsRow()
            Text("See you at ten")
                .padding(.leading, 24)
                .padding(.vertical, 8)
                .frame(maxWidth: 240, alignment: .leading)
        }
        .environment(\.layoutDirection, .rightToLeft)
    }
}

#Preview("iPhone 15 width", traits: .fixedLayout(width: 393, height: 200)) { ContentView() }
