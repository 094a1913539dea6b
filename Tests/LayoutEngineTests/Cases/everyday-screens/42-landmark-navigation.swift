// Landmarks in a navigation stack with links to their details, in the style of Apple's "Building lists and navigation" tutorial (our own code).
struct Landmark: Identifiable {
    var id: Int
    var name: String
    var state: String
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            Image(systemName: "photo")
                .resizable()
                .frame(width: 50, height: 50)
            Text(landmark.name)
            Spacer()
        }
    }
}

struct LandmarkDetail: View {
    var landmark: Landmark

    var body: some View {
        VStack(alignment: .leading) {
            Text(landmark.name)
                .font(.title)
            Text(landmark.state)
                .font(.subheadline)
        }
        .padding()
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct ContentView: View {
    let landmarks = [
        Landmark(id: 1001, name: "Turtle Rock", state: "California"),
        Landmark(id: 1002, name: "Silver Salmon Creek", state: "Alaska"),
        Landmark(id: 1003, name: "Chilkoot Trail", state: "Alaska"),
    ]

    var body: some View {
        NavigationStack {
            List(landmarks) { landmark in
                NavigationLink {
                    LandmarkDetail(landmark: landmark)
                } label: {
                    LandmarkRow(landmark: landmark)
                }
            }
            .navigationTitle("Landmarks")
        }
    }
}

#Preview { ContentView() }
