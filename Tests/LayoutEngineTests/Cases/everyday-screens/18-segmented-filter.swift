// A filtered list header, in the style of Apple's "Picker" documentation (our own code).
enum Filter: String, CaseIterable {
    case all = "All"
    case unread = "Unread"
    case flagged = "Flagged"
}

struct ContentView: View {
    @State private var filter = Filter.all

    var body: some View {
        VStack(spacing: 16) {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases, id: \.self) { option in
                    Text(option.rawValue).tag(option)
                }
            }
            .pickerStyle(.segmented)
            ForEach(0..<4) { index in
                HStack {
                    Circle().fill(.blue).frame(width: 10, height: 10)
                    Text("Message \(index + 1)")
                    Spacer()
                    Text("9:4\(index) AM").foregroundStyle(.secondary)
                }
            }
            Spacer()
        }
        .padding()
    }
}
