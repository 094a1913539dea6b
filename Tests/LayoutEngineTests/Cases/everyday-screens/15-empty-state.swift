// An empty state, in the style of Apple's sample code placeholders (our own code).
struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "tray")
                .font(.system(size: 56))
                .foregroundStyle(.secondary)
            Text("No Messages")
                .font(.title2)
                .bold()
            Text("Messages you receive will appear here.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            Button("Compose") {}
                .buttonStyle(.borderedProminent)
                .padding(.top)
        }
        .padding(40)
    }
}
