// A landmark's detail, in the style of Apple's SwiftUI tutorial "Creating and combining
// views" (our own code): a hero image, a circular photo and the landmark's text.
struct CircleImage: View {
    var body: some View {
        Image("turtlerock")
            .resizable()
            .scaledToFill()
            .frame(width: 200, height: 200)
            .clipShape(Circle())
            .overlay { Circle().stroke(.white, lineWidth: 4) }
            .shadow(radius: 7)
    }
}

struct ContentView: View {
    var body: some View {
        ScrollView {
            Image("turtlerock")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(height: 300)
            CircleImage()
                .offset(y: -130)
                .padding(.bottom, -130)
            VStack(alignment: .leading) {
                Text("Turtle Rock")
                    .font(.title)
                HStack {
                    Text("Joshua Tree National Park")
                    Spacer()
                    Text("California")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                Divider()
                Text("About Turtle Rock")
                    .font(.title2)
                Text("Descriptive text goes here.")
            }
            .padding()
        }
    }
}
