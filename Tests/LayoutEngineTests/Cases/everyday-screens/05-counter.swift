// A counter, in the style of Apple's "State" documentation (our own code).
struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("\(count)")
                .font(.system(size: 64, weight: .bold))
            HStack(spacing: 12) {
                Button("Decrement") { count -= 1 }
                    .buttonStyle(.bordered)
                Button("Increment") { count += 1 }
                    .buttonStyle(.borderedProminent)
            }
            Stepper("Count", value: $count, in: 0...10)
                .padding(.horizontal)
        }
    }
}
