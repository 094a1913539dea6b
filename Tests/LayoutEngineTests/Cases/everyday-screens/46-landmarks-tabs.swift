// A tab view of featured landmarks and the landmark list, in the style of Apple's "Working with UI controls" tutorial (our own code).
struct Landmark: Identifiable {
    var id: Int
    var name: String
    var isFeatured: Bool
}

struct CategoryHome: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Image(systemName: "photo")
                        .resizable()
                        .scaledToFill()
                        .frame(height: 200)
                        .clipped()
                    Text("Featured")
                        .font(.headline)
                        .padding(.leading, 15)
                }
            }
            .navigationTitle("Featured")
        }
    }
}

struct LandmarkList: View {
    let landmarks = [
        Landmark(id: 1001, name: "Turtle Rock", isFeatured: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", isFeatured: false),
        Landmark(id: 1003, name: "Chilkoot Trail", isFeatured: false),
    ]

    var body: some View {
        NavigationStack {
            List(landmarks) { landmark in
                HStack {
                    Text(landmark.name)
                    Spacer()
                    if landmark.isFeatured {
                        Image(systemName: "star.fill")
                            .foregroundStyle(.yellow)
                    }
                }
            }
            .navigationTitle("Landmarks")
        }
    }
}

struct ContentView: View {
    @State private var selection: Tab = .featured

    enum Tab {
        case featured
        case list
    }

    var body: some View {
        TabView(selection: $selection) {
            CategoryHome()
                .tabItem {
                    Label("Featured", systemImage: "star")
                }
                .tag(Tab.featured)

            LandmarkList()
                .tabItem {
                    Label("List", systemImage: "list.bullet")
                }
                .tag(Tab.list)
        }
    }
}

#Preview {
    ContentView()
}
