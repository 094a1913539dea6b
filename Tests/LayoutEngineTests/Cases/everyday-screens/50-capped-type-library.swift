// A library list whose rows link to their books and whose compact badges cap Dynamic Type,
// in the style of Apple's dynamicTypeSize(_:) documentation, which limits a view to a range
// of sizes (our own code).
struct Book: Identifiable {
    var id: Int
    var title: String
    var author: String
}

struct BookRow: View {
    var book: Book

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(book.title)
                    .font(.headline)
                Text(book.author)
                    .font(.subheadline)
            }
            Spacer()
            Text("NEW")
                .font(.caption2)
                .padding(.horizontal, 6)
                .background(Capsule().fill(Color.blue))
                .dynamicTypeSize(...DynamicTypeSize.xLarge)
        }
    }
}

struct ContentView: View {
    let books = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(id: 2, title: "Kindred", author: "Octavia E. Butler"),
        Book(id: 3, title: "Piranesi", author: "Susanna Clarke"),
    ]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(value: book.id) {
                    BookRow(book: book)
                }
            }
            .navigationTitle("Library")
        }
        .dynamicTypeSize(.large ... .accessibility1)
        .environment(\.dynamicTypeSize, .xxxLarge)
    }
}

#Preview { ContentView() }
