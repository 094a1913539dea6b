// A conversation, in the style of Apple's "LazyVStack" documentation (our own code).
struct Message {
    var text: String
    var mine: Bool
}

struct Bubble: View {
    var text: String
    var mine: Bool

    var body: some View {
        HStack {
            if mine { Spacer(minLength: 60) }
            Text(text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(RoundedRectangle(cornerRadius: 18).fill(mine ? Color.blue : Color.gray.opacity(0.2)))
                .foregroundStyle(mine ? .white : .primary)
            if !mine { Spacer(minLength: 60) }
        }
    }
}

struct ContentView: View {
    @State private var draft = ""
    let messages = [
        Message(text: "Are we still on for lunch?", mine: false),
        Message(text: "Yes! 12:30 at the usual place.", mine: true),
        Message(text: "Great, see you there", mine: false),
    ]

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages, id: \.text) { message in
                        Bubble(text: message.text, mine: message.mine)
                    }
                }
                .padding()
            }
            Divider()
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button { } label: { Image(systemName: "arrow.up.circle.fill") }
                    .font(.title)
            }
            .padding()
        }
    }
}
