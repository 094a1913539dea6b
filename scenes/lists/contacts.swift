// A list of contacts in sections, on an iPhone 15 Pro Max (430 pt wide, so the cards sit
// 20 pt in from its sides): rows from a ForEach, one row taller than 44 pt.
struct ContactRow: View {
    var name: String
    var detail: String

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.blue)
                .frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                Text(name)
                Text(detail)
                    .font(.footnote)
            }
        }
    }
}

struct ContentView: View {
    let favourites = ["Ada Lovelace", "Grace Hopper"]
    let colleagues = ["Alan Turing", "Edsger Dijkstra", "Barbara Liskov"]

    var body: some View {
        List {
            Section("Favourites") {
                ForEach(favourites, id: \.self) { name in
                    ContactRow(name: name, detail: "mobile")
                }
            }
            Section("Colleagues") {
                ForEach(colleagues, id: \.self) { name in
                    Text(name)
                }
            }
        }
    }
}

#Preview("iPhone 15 Pro Max") { ContentView().previewDevice("iPhone 15 Pro Max") }
