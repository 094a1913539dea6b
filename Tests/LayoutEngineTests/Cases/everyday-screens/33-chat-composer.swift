// A conversation with its composer pinned above the keyboard edge, in the style of
// Apple's "safeAreaInset(edge:alignment:spacing:content:)" documentation (our own code).
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
        .safeAreaInset(edge: .bottom) {
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button("Send") { print("send") }
                    .buttonStyle(.borderedProminent)
            }
            .padding()
            .background(Color.white)
        }
    }
}

#Preview { ContentView().previewDevice("iPhone 15") }
