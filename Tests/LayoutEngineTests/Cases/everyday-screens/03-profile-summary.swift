// A profile summary, in the style of Apple's tutorial "Working with UI controls" (our own
// code): a user's name, preferences and badges.
final class ModelData: ObservableObject {
    @Published var username = "g_kumar"
    @Published var prefersNotifications = true
    @Published var seasonalPhoto = "Winter"
}

struct ContentView: View {
    @EnvironmentObject var modelData: ModelData

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                Text(modelData.username)
                    .bold()
                    .font(.title)
                Text("Notifications: \(modelData.prefersNotifications ? "On" : "Off")")
                Text("Seasonal Photos: \(modelData.seasonalPhoto)")
                Divider()
                VStack(alignment: .leading) {
                    Text("Completed Badges")
                        .font(.headline)
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(["First Hike", "Earth Day", "Tenth Hike"], id: \.self) { name in
                                Label(name, systemImage: "rosette")
                                    .padding(8)
                                    .background(Capsule().fill(.green.opacity(0.2)))
                            }
                        }
                        .padding(.bottom)
                    }
                }
            }
            .padding()
        }
    }
}
