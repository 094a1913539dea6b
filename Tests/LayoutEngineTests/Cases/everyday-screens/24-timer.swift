// A timer, in the style of Apple's sample code "Scrumdinger" (our own code).
struct ContentView: View {
    @State private var elapsed = 0.35
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack(spacing: 24) {
            ProgressView(value: elapsed)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed").font(.caption)
                    Label("300", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining").font(.caption)
                    Label("600", systemImage: "hourglass.bottomhalf.fill")
                }
            }
            Circle()
                .strokeBorder(lineWidth: 24)
                .overlay {
                    VStack {
                        Text("Speaker 2 of 4")
                        Text("is speaking").font(.caption)
                    }
                }
            HStack {
                Text("Speaker 2 of 4")
                Spacer()
                Button { } label: { Image(systemName: "forward.fill") }
            }
        }
        .padding()
        .onChange(of: scenePhase) { print("phase changed") }
    }
}
