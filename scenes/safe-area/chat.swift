// A conversation on an iPhone 15 Pro: the composer is pinned to the bottom of the safe
// area with `safeAreaInset(edge: .bottom, spacing: 8)`, so the messages are laid out above
// it, and the screen's background colour fills the whole display
// (`.background(Color(white: 0.97))`, which ignores the safe area as SwiftUI's does).
struct ContentView: View {
    @State private var draft = ""
    let messages = ["Are we still on for lunch?", "Yes! 12:30 at the usual place.", "Great, see you there"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(RoundedRectangle(cornerRadius: 18).fill(Color.gray.opacity(0.2)))
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
        .id("messages")
        .safeAreaInset(edge: .bottom, spacing: 8) {
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button("Send") {}
                    .buttonStyle(.borderedProminent)
            }
            .padding(.horizontal)
            .id("composer")
        }
        .background(Color(white: 0.97))
    }
}

#Preview { ContentView().previewDevice("iPhone 15 Pro") }
