// A reading list on an iPhone 15: sections written with header and footer closures
// (`Section { … } header: { … } footer: { … }`), their rows from ForEach; then a list of
// genres made of its data (`List(genres, id: \.self) { genre in … }`).
struct Book: Identifiable {
    let title: String
    let author: String
    var id: String { title }
}

struct BookRow: View {
    var book: Book

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(book.title)
                .font(.headline)
            Text(book.author)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

struct ContentView: View {
    let reading = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(title: "Kindred", author: "Octavia E. Butler"),
    ]
    let genres = ["Science Fiction", "History", "Poetry"]

    var body: some View {
        List {
            Section {
                ForEach(reading) { book in
                    BookRow(book: book)
                }
            } header: {
                Label("Reading Now", systemImage: "book")
            } footer: {
                Text("Books you opened in the last 30 days.")
            }
            Section {
                ForEach(genres, id: \.self) { genre in
                    Text(genre)
                }
            } header: {
                Text("Browse")
            }
        }
    }
}

struct GenreList: View {
    let genres = ["Science Fiction", "History", "Poetry", "Travel"]

    var body: some View {
        List(genres, id: \.self) { genre in
            Label(genre, systemImage: "books.vertical")
        }
    }
}

#Preview("Reading list") { ContentView().previewDevice("iPhone 15") }
#Preview("Genres") { GenreList().previewDevice("iPhone 15") }
