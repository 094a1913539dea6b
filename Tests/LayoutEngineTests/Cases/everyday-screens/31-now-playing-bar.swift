// A mini player pinned to the bottom, in the style of Apple's sample code "Destination
// Video" (our own code).
struct ContentView: View {
    @State private var isPlaying = true

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Listen Now").font(.largeTitle.bold())
                    ForEach(0..<4) { index in
                        RoundedRectangle(cornerRadius: 10)
                            .fill(Color(hue: Double(index) / 4, saturation: 0.5, brightness: 0.9))
                            .frame(height: 120)
                    }
                }
                .padding()
            }
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 6)
                    .fill(.pink)
                    .frame(width: 44, height: 44)
                Text("Now Playing").lineLimit(1)
                Spacer()
                Button { isPlaying.toggle() } label: { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }
                Button { } label: { Image(systemName: "forward.fill") }
            }
            .font(.title3)
            .padding()
            .background(Color(white: 0.95))
        }
    }
}
