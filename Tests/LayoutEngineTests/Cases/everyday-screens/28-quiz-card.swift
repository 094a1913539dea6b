// A quiz question, in the style of Apple's Swift Playgrounds tutorials (our own code).
struct AnswerButton: View {
    var text: String

    var body: some View {
        Button { print("answered \(text)") } label: {
            Text(text)
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.bordered)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            ProgressView(value: 0.3)
            Text("Question 3 of 10")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text("Which view arranges its children in a vertical line?")
                .font(.title2)
                .multilineTextAlignment(.center)
            VStack(spacing: 12) {
                AnswerButton(text: "HStack")
                AnswerButton(text: "VStack")
                AnswerButton(text: "ZStack")
            }
            Spacer()
        }
        .padding()
    }
}
