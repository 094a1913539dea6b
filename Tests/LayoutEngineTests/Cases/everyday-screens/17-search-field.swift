// A search header, in the style of Apple's "TextField" documentation (our own code).
struct ContentView: View {
    @State private var query = ""
    let results = ["Apple Park", "Infinite Loop", "Cupertino Library"]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Image(systemName: "magnifyingglass")
                TextField("Search places", text: $query)
                    .onSubmit { print("search \(query)") }
                    .submitLabel(.search)
                Button { query = "" } label: { Image(systemName: "xmark.circle.fill") }
            }
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 10).fill(.gray.opacity(0.15)))
            .padding()
            ForEach(results, id: \.self) { place in
                VStack(alignment: .leading, spacing: 2) {
                    Text(place).font(.headline)
                    Text("Cupertino, CA").font(.subheadline).foregroundStyle(.secondary)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                Divider().padding(.leading)
            }
            Spacer()
        }
    }
}
