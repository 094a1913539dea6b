// Progress bars drawn from a GeometryReader: each bar's fill is a fraction of the width its
// reader is given, and a label reads the reader's size and place. The reader sits in a
// stack beside fixed views, so its width is what they leave; the second preview shows the
// same scene narrower.
struct ProgressBar: View {
    var fraction: CGFloat
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray)
                Capsule().fill(Color.green)
                    .frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: 12)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Upload")
                ProgressBar(fraction: 0.25).id("upload")
                Text("25%")
            }
            HStack {
                Text("Backup")
                ProgressBar(fraction: 0.8).id("backup")
                Text("80%")
            }
            GeometryReader { proxy in
                Text("reader \(Int(proxy.size.width))×\(Int(proxy.size.height)) at y \(Int(proxy.frame(in: .global).minY))")
                    .font(.caption)
                    .id("size")
            }
            .frame(height: 20)
        }
        .padding()
    }
}

#Preview("Wide", traits: .fixedLayout(width: 320, height: 140)) { ContentView() }
#Preview("Narrow", traits: .fixedLayout(width: 220, height: 140)) { ContentView() }
