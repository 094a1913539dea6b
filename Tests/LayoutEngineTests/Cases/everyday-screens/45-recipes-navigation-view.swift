// Recipes in a NavigationView with an inline title and an add button, in the style of Apple's earlier SwiftUI tutorials (our own code).
struct Recipe: Identifiable {
    let name: String
    let minutes: Int
    var id: String { name }
}

struct ContentView: View {
    let recipes = [
        Recipe(name: "Tomato Soup", minutes: 30),
        Recipe(name: "Lemon Tart", minutes: 75),
        Recipe(name: "Green Curry", minutes: 40),
    ]

    var body: some View {
        NavigationView {
            List(recipes) { recipe in
                NavigationLink(destination: Text(recipe.name)) {
                    VStack(alignment: .leading) {
                        Text(recipe.name)
                            .font(.headline)
                        Text("\(recipe.minutes) min")
                            .font(.caption)
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button {
                } label: {
                    Image(systemName: "plus")
                }
            }
        }
    }
}

#Preview { ContentView() }
