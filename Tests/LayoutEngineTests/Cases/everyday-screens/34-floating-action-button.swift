// A list of notes with a floating add button in the bottom trailing corner, in the style
// of Apple's "safeAreaInset(edge:alignment:spacing:content:)" documentation (our own code).
struct ContentView: View {
    let notes = ["Groceries", "Call the plumber", "Book flights", "Return library books"]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16) {
                ForEach(notes, id: \.self) { note in
                    Label(note, systemImage: "note.text")
                }
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom, alignment: .trailing) {
            Button {
                print("add")
            } label: {
                Image(systemName: "plus")
                    .font(.title2)
                    .frame(width: 56, height: 56)
                    .background(Circle().fill(Color.accentColor))
                    .foregroundStyle(.white)
            }
            .padding()
        }
    }
}

#Preview { ContentView().previewDevice("iPhone 15 Pro") }
