// A recipe's detail, in the style of Apple's sample code "Backyard Birds" (our own code).
struct ContentView: View {
    let ingredients = ["2 cups flour", "1 tsp salt", "3/4 cup water", "1 tbsp olive oil"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(.orange.gradient)
                    .frame(height: 220)
                    .overlay(alignment: .bottomLeading) {
                        Text("Flatbread")
                            .font(.largeTitle.bold())
                            .foregroundStyle(.white)
                            .padding()
                    }
                HStack(spacing: 16) {
                    Label("20 min", systemImage: "clock")
                    Label("4 servings", systemImage: "person.2")
                }
                .font(.subheadline)
                Text("Ingredients")
                    .font(.title2)
                ForEach(ingredients, id: \.self) { item in
                    HStack {
                        Image(systemName: "circle")
                        Text(item)
                    }
                }
            }
            .padding()
        }
    }
}
