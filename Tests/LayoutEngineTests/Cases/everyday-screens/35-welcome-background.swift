// A welcome screen on a colour that fills the whole display, in the style of Apple's
// "ignoresSafeArea(_:edges:)" documentation (our own code).
struct ContentView: View {
    var body: some View {
        ZStack {
            Color.indigo
                .ignoresSafeArea()
            VStack(spacing: 20) {
                Image(systemName: "sparkles")
                    .font(.system(size: 60))
                Text("Welcome")
                    .font(.largeTitle)
                    .bold()
                Text("Everything you need, in one place.")
                    .multilineTextAlignment(.center)
                Button("Get Started") {}
                    .buttonStyle(.borderedProminent)
            }
            .foregroundStyle(.white)
            .padding()
        }
    }
}

#Preview { ContentView().previewDevice("iPhone SE (3rd generation)") }
