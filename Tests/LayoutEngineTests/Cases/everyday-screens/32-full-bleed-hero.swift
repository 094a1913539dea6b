// A place detail whose photo runs under the status bar, in the style of Apple's tutorial
// "Creating and combining views" (our own code), on an iPhone 15 with its safe area.
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image("turtlerock")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .ignoresSafeArea(edges: .top)
                .frame(height: 260)
                .clipped()
            Text("Turtle Rock")
                .font(.title)
                .padding(.horizontal)
            HStack {
                Text("Joshua Tree National Park")
                Spacer()
                Text("California")
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
            .padding(.horizontal)
            Spacer()
        }
    }
}

#Preview { ContentView().previewDevice("iPhone 15") }
