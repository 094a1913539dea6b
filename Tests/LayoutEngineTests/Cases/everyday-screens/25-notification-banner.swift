// A notification banner over content, in the style of Apple's "overlay" documentation (our
// own code).
struct ContentView: View {
    @State private var showBanner = true

    var body: some View {
        ZStack(alignment: .top) {
            Color.gray.opacity(0.1)
            VStack(spacing: 16) {
                Text("Inbox").font(.largeTitle.bold())
                Text("You're all caught up.")
                    .foregroundStyle(.secondary)
            }
            if showBanner {
                HStack(spacing: 12) {
                    Image(systemName: "bell.badge.fill")
                        .foregroundStyle(.red)
                    VStack(alignment: .leading) {
                        Text("New message").font(.headline)
                        Text("Lunch at 12:30?").font(.subheadline)
                    }
                    Spacer()
                    Button { showBanner = false } label: { Image(systemName: "xmark") }
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 16).fill(.white).shadow(radius: 8))
                .padding()
                .transition(.move(edge: .top))
            }
        }
    }
}
