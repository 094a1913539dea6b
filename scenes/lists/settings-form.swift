// A settings form on an iPhone 15, in iOS 17's inset-grouped style: cards 16 pt in from
// the screen's sides, rows at least 44 pt tall with their content 20 pt into the card,
// sections 35 pt apart, headers and footers 7 pt from their card (see README, "Lists").
struct ContentView: View {
    @State private var name = "Ada"
    @State private var notifications = true
    @State private var sounds = false
    @State private var volume = 0.6

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                    .id("name")
                Toggle("Notifications", isOn: $notifications)
                    .id("notifications")
            }
            Section(header: Text("Sound"), footer: Text("Sounds play for new messages only.").id("footer")) {
                Toggle("Sounds", isOn: $sounds)
                Slider(value: $volume)
                    .id("volume")
            }
            Section {
                Button("Sign Out") {}
                    .id("signOut")
            }
        }
    }
}

#Preview("iPhone 15") { ContentView().previewDevice("iPhone 15") }
