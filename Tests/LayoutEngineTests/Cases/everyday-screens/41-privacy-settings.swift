// Privacy settings with section header and footer closures, in the style of Apple's "Form" documentation (our own code).
struct ContentView: View {
    @State private var shareAnalytics = false
    @State private var personalizedAds = true
    @State private var locationAccess = "While Using"

    var body: some View {
        Form {
            Section {
                Toggle("Share iPhone Analytics", isOn: $shareAnalytics)
                Toggle("Personalized Ads", isOn: $personalizedAds)
            } header: {
                Text("Analytics")
            } footer: {
                Text("Help improve products and services by automatically sending daily diagnostic and usage data.")
            }
            Section {
                Text("Location Services")
                Text(locationAccess)
            } header: {
                Label("Location", systemImage: "location")
            }
            Section(footer: Text("Apps that asked to track you appear here.")) {
                Text("Tracking")
            }
        }
    }
}

#Preview { ContentView() }
