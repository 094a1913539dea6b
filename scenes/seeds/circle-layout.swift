// CircleLayout: views evenly spaced on a circle, the first at the top (WWDC22's example).
struct ContentView: View {
    var body: some View {
        CircleLayout(radius: 100, rotation: .degrees(0)) {
            ForEach(0..<8) { ix in
                Text("\(ix)")
                    .padding(8)
                    .background(Circle().fill(Color(hue: .init(ix)/10, saturation: 0.8, brightness: 0.8)))
            }
        }
        .border(Color.gray)
    }
}

#Preview("Circle", traits: .fixedLayout(width: 300, height: 300)) { ContentView() }
#Preview("Rotated", traits: .fixedLayout(width: 300, height: 300)) {
    CircleLayout(radius: 100, rotation: .degrees(22.5)) {
        ForEach(0..<8) { ix in Text("\(ix)").padding(8) }
    }
}
