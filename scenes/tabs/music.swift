// A music app's tab view on an iPhone 15: the Library tab, which the selection starts on,
// a navigation stack with a large title above an inset-grouped list; the other tabs are
// kept but not shown. Below it the tab bar: four items sharing its width, each a symbol
// above its title, the bar reaching on over the home indicator.
enum LibraryTab: Hashable {
    case listenNow, browse, library, search
}

struct LibraryView: View {
    let groups = ["Playlists", "Artists", "Albums", "Songs", "Downloaded"]

    var body: some View {
        NavigationStack {
            List(groups, id: \.self) { group in
                Label(group, systemImage: "music.note.list")
            }
            .navigationTitle("Library")
            .toolbar {
                Button("Edit") {}
            }
        }
    }
}

struct ContentView: View {
    @State private var selection = LibraryTab.library

    var body: some View {
        TabView(selection: $selection) {
            Text("Listen Now")
                .tabItem { Label("Listen Now", systemImage: "play.circle") }
                .tag(LibraryTab.listenNow)
            Text("Browse")
                .tabItem { Label("Browse", systemImage: "square.grid.2x2") }
                .tag(LibraryTab.browse)
            LibraryView()
                .tabItem { Label("Library", systemImage: "square.stack") }
                .tag(LibraryTab.library)
            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(LibraryTab.search)
        }
    }
}

#Preview("Library") { ContentView().previewDevice("iPhone 15") }
