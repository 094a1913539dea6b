// A horizontal carousel whose first and last cards keep clear of the screen edges, in the
// style of Apple's "safeAreaPadding(_:_:)" documentation (our own code).
struct ContentView: View {
    let colors: [Color] = [.red, .orange, .green, .blue]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Featured")
                .font(.title2)
                .bold()
                .padding(.horizontal, 20)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<4) { index in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(colors[index])
                            .frame(width: 280, height: 180)
                    }
                }
            }
            .safeAreaPadding(.horizontal, 20)
            Spacer()
        }
        .background(Color(white: 0.95))
    }
}

#Preview { ContentView().previewDevice("iPhone 15") }
