// A card that adapts to appearance and type size, in the style of Apple's "Environment"
// documentation (our own code).
struct ContentView: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.dynamicTypeSize) var typeSize
    @Environment(\.horizontalSizeClass) var sizeClass

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(colorScheme == .dark ? "Good evening" : "Good morning")
                .font(.largeTitle.bold())
            if sizeClass == .compact {
                VStack(alignment: .leading) {
                    Label("3 meetings", systemImage: "calendar")
                    Label("5 tasks", systemImage: "checklist")
                }
            } else {
                HStack {
                    Label("3 meetings", systemImage: "calendar")
                    Label("5 tasks", systemImage: "checklist")
                }
            }
            Spacer()
        }
        .padding()
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}
