// A settings screen checked at an accessibility text size, in the style of Apple's
// "Scaling fonts automatically" documentation, which previews with dynamicTypeSize (our
// own code).
struct ContentView: View {
    @State private var notifications = true
    @State private var volume = 0.6

    var body: some View {
        Form {
            Section("Sound") {
                Toggle("Notifications", isOn: $notifications)
                Slider(value: $volume, in: 0...1)
            }
            Section {
                Text("Quiet hours start at 22:00")
                    .lineSpacing(4)
            } footer: {
                Text("You can change this at any time.")
            }
        }
        .environment(\.dynamicTypeSize, .accessibility2)
    }
}
