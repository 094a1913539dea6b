// A settings screen as a Form of sections, in the style of Apple's "Form" documentation
// (our own code).
struct ContentView: View {
    @State private var notifyMeAbout = true
    @State private var playNotificationSounds = false
    @State private var profileName = "Taylor"

    var body: some View {
        Form {
            Section(header: Text("Notifications")) {
                Toggle("Notify Me About New Messages", isOn: $notifyMeAbout)
                Toggle("Play notification sounds", isOn: $playNotificationSounds)
            }
            Section(header: Text("User Profile")) {
                TextField("Profile Name", text: $profileName)
            }
            Section {
                Button("Reset to Defaults") {
                    notifyMeAbout = true
                }
            }
        }
    }
}
