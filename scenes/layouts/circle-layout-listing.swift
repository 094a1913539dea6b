// CircleLayout (Chinese seed), its listing run from the scene.
struct CircleLayout: Layout {
    var radius: CGFloat
    var rotation: Angle
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            return CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: (maxSize.width / 2 + radius) * 2,
                      height: (maxSize.height / 2 + radius) * 2)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    {
        let angleStep = (Angle.degrees(360).radians / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = angleStep * CGFloat(index) + rotation.radians
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

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
