// A place header, in the style of Apple's tutorial "Creating and combining views" (our own
// code), with the image fitted and a title laid over it.
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading) {
            ZStack(alignment: .bottomLeading) {
                Image("charleyrivers")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(height: 240)
                    .clipped()
                Rectangle()
                    .fill(LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .top, endPoint: .bottom))
                    .frame(height: 120)
                Text("Charley Rivers")
                    .font(.title.bold())
                    .foregroundStyle(.white)
                    .padding()
            }
            Text("Charley Rivers is a wide river in Colorado.")
                .padding()
            Spacer()
        }
    }
}
