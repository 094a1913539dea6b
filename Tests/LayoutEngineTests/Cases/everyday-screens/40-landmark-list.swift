// A list of landmarks made from its data, in the style of Apple's "Building lists and navigation" tutorial (our own code).
struct Landmark: Identifiable {
    var id: Int
    var name: String
    var park: String
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

struct ContentView: View {
    let landmarks = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park"),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park"),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush Park"),
    ]

    var body: some View {
        List(landmarks) { landmark in
            LandmarkRow(landmark: landmark)
        }
    }
}

#Preview { ContentView() }
