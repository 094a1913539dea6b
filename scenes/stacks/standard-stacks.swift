// The standard stacks: spacing, alignment, Spacer, Divider, layout priority, flexible
// frames, padding, overlays and ViewThatFits.
struct Row: View {
    var title: String
    var detail: String
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill")
            Text(title).font(.headline)
            Spacer()
            Text(detail).font(.caption).foregroundColor(.gray)
        }
        .padding(.vertical, 6)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Standard stacks").font(.title).id("title")
            Row(title: "Spacer", detail: "pushes apart")
            Divider()
            Row(title: "Priority", detail: "goes first")
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 40).id("low")
                Color.blue.layoutPriority(1).id("high")
            }
            .frame(height: 24)
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 8).fill(Color.yellow).frame(height: 60)
                Text("badge").font(.caption2).padding(4).background(Capsule().fill(Color.red))
            }
            ViewThatFits(in: .horizontal) {
                Text("A long line that only fits on a wide canvas")
                Text("Short line")
            }
            Text("Words wrap when the proposed width is short, as SwiftUI's Text does.")
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding()
    }
}

#Preview("Phone", traits: .fixedLayout(width: 320, height: 520)) { ContentView() }
#Preview("Tablet", traits: .fixedLayout(width: 640, height: 420)) { ContentView() }
