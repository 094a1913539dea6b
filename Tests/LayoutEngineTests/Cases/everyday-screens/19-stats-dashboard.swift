// An activity dashboard, in the style of Apple's sample code "Destination Video" (our own
// code).
struct Stat: View {
    var title: String
    var value: String
    var tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title.bold())
                .foregroundStyle(tint)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(RoundedRectangle(cornerRadius: 14).fill(.background))
    }
}

struct ContentView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                HStack(spacing: 12) {
                    Stat(title: "Move", value: "420 kcal", tint: .red)
                    Stat(title: "Exercise", value: "32 min", tint: .green)
                }
                HStack(spacing: 12) {
                    Stat(title: "Stand", value: "9 hr", tint: .cyan)
                    Stat(title: "Steps", value: "8,214", tint: .orange)
                }
                ProgressView("Weekly goal", value: 0.7)
                    .padding()
            }
            .padding()
        }
        .background(Color.gray.opacity(0.1))
    }
}
