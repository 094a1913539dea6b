// A download screen, in the style of Apple's "ProgressView" documentation (our own code).
struct ContentView: View {
    @State private var progress = 0.4
    @State private var isLoading = true

    var body: some View {
        VStack(spacing: 24) {
            if isLoading {
                ProgressView("Loading catalog…")
            }
            ProgressView("Downloading", value: progress, total: 1)
            HStack {
                Button("Pause") {}
                Spacer()
                Button("Cancel", role: .destructive) {}
            }
        }
        .padding()
        .task { print("start download") }
    }
}
