// A notes list with toolbar buttons at the top and bottom, in the style of Apple's "toolbar(content:)" documentation (our own code).
struct ContentView: View {
    @State private var notes = ["Groceries", "Trip ideas", "Book club questions", "Gift list"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes, id: \.self) { note in
                    Text(note)
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Select") {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(notes.count) Notes")
                        .font(.caption)
                }
            }
        }
    }
}

#Preview { ContentView() }
