// Playback controls, in the style of Apple's "Slider" documentation (our own code).
struct ContentView: View {
    @State private var volume = 0.5
    @State private var isPlaying = false

    var body: some View {
        VStack(spacing: 18) {
            RoundedRectangle(cornerRadius: 12)
                .fill(.indigo.gradient)
                .frame(width: 240, height: 240)
            Text("Song Title")
                .font(.title2)
                .bold()
            Text("Artist")
                .foregroundStyle(.secondary)
            HStack(spacing: 40) {
                Button { } label: { Image(systemName: "backward.fill") }
                Button { isPlaying.toggle() } label: { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }
                Button { } label: { Image(systemName: "forward.fill") }
            }
            .font(.title)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume, in: 0...1)
                Image(systemName: "speaker.wave.3.fill")
            }
            .padding(.horizontal)
        }
    }
}
