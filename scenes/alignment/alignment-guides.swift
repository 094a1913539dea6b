// Alignment guides: a view states where one of its guides is, computed from its dimensions,
// and the container it sits in lines that point up with the others'.
struct Ruler: View {
    var width: CGFloat
    var shift: CGFloat
    var body: some View {
        Color.blue.frame(width: width, height: 12)
            .alignmentGuide(.leading) { d in d.width * shift }
    }
}

struct ContentView: View {
    let indent: CGFloat = 24
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            // Each bar's leading guide moves along it, so the bars fan out around one line.
            VStack(alignment: .leading, spacing: 4) {
                Color.red.frame(width: 120, height: 12).id("anchor")
                Ruler(width: 120, shift: 0.25).id("quarter")
                Ruler(width: 120, shift: 0.5).id("half")
                Color.green.frame(width: 60, height: 12)
                    .alignmentGuide(.leading) { d in -indent }
                    .id("indented")
            }
            // A badge centred on its card's top-trailing corner.
            Color.yellow.frame(width: 160, height: 50).id("card")
                .overlay(alignment: .topTrailing) {
                    Text("3").font(.caption).padding(4)
                        .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                        .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                        .id("badge")
                }
            // Bars of a chart on one baseline, each lifted above it by its own bottom guide.
            HStack(alignment: .bottom, spacing: 6) {
                ForEach(0..<5) { i in
                    let lift = CGFloat(i) * 4
                    Color.purple.frame(width: 16, height: 20 + CGFloat(i) * 8)
                        .alignmentGuide(.bottom) { d in d.height + lift }
                }
            }
            .id("chart")
        }
        .padding()
    }
}

#Preview("Guides", traits: .fixedLayout(width: 260, height: 260)) { ContentView() }
#Preview("Fits", traits: .sizeThatFitsLayout) { ContentView() }
