// A grid of category cards, in the style of Apple's "Grid" documentation (our own code).
struct Card: View {
    var title: String
    var symbol: String
    var tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: symbol)
                .font(.title2)
                .foregroundStyle(tint)
            Text(title)
                .font(.headline)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(tint.opacity(0.15)))
    }
}

struct ContentView: View {
    var body: some View {
        Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            GridRow {
                Card(title: "Today", symbol: "calendar", tint: .blue)
                Card(title: "Scheduled", symbol: "clock", tint: .red)
            }
            GridRow {
                Card(title: "All", symbol: "tray", tint: .gray)
                Card(title: "Flagged", symbol: "flag", tint: .orange)
            }
        }
        .padding()
    }
}
