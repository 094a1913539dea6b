// A colour chooser, in the style of Apple's "ForEach" documentation (our own code).
struct Swatch: View {
    var color: Color
    var selected: Bool

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 44, height: 44)
            .overlay { Circle().stroke(selected ? Color.primary : Color.clear, lineWidth: 3).padding(-4) }
    }
}

struct ContentView: View {
    @State private var selection = 2
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Accent Color")
                .font(.headline)
            FlowLayout(spacing: 16) {
                ForEach(0..<10) { index in
                    Swatch(color: colors[index], selected: index == selection)
                        .onTapGesture { selection = index }
                }
            }
        }
        .padding()
    }
}
