// A place detail on an iPhone 15 (393 x 852 pt; the safe area starts 59 pt down, under the
// status bar and Dynamic Island, and ends 34 pt up, above the home indicator). The photo
// runs up under the status bar, as the Landmarks tutorial's map does
// (`.ignoresSafeArea(edges: .top)` inside a 240 pt frame), and a bar of actions sits at
// the bottom (`safeAreaInset(edge: .bottom)`), its colour reaching the screen's edge
// (`background(Color)` ignores the safe area, as SwiftUI's does).
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Color.teal
                .ignoresSafeArea(edges: .top)
                .frame(height: 240)
                .id("photo")
            Text("Turtle Rock")
                .font(.title)
                .padding(.horizontal)
                .id("title")
            Text("Joshua Tree National Park")
                .font(.subheadline)
                .padding(.horizontal)
            Spacer()
        }
        .safeAreaInset(edge: .bottom) {
            HStack(spacing: 12) {
                Button("Directions") {}
                    .buttonStyle(.bordered)
                Button("Save") {}
                    .buttonStyle(.borderedProminent)
            }
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color(white: 0.9))
            .id("actions")
        }
    }
}

#Preview("iPhone 15") { ContentView().previewDevice("iPhone 15") }
#Preview("iPhone SE", traits: .portrait) { ContentView().previewDevice("iPhone SE (3rd generation)") }
