// A privacy settings list with an explanatory footer, in the style of Apple's "Section"
// documentation (our own code).
struct ContentView: View {
    @State private var shareAnalytics = false
    @State private var personalizedAds = false

    var body: some View {
        List {
            Section(footer: Text("Analytics help us improve the app. No personal data is collected.")) {
                Toggle("Share Analytics", isOn: $shareAnalytics)
                Toggle("Personalized Ads", isOn: $personalizedAds)
            }
            Section {
                Label("Privacy Policy", systemImage: "hand.raised")
                Label("Terms of Service", systemImage: "doc.text")
            }
        }
    }
}
