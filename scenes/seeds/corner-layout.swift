// CornerLayout: four views in the corners of a bordered box (article: custom layouts).
struct ContentView: View {
    var body: some View {
        CornerLayout(spacing: 10) {
            ForEach(0..<4) { ix in
                Text("Mark \(ix)")
                    .padding()
                    .background(Capsule().fill(Color(hue: .init(ix)/10, saturation: 0.8, brightness: 0.8)))
            }
        }
        .border(Color.gray)
    }
}

#Preview("Corners", traits: .fixedLayout(width: 420, height: 260)) { ContentView() }
