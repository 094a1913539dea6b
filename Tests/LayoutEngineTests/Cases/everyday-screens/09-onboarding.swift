// An onboarding page, in the style of Apple's sample code "Food Truck" (our own code).
struct Feature: View {
    var symbol: String
    var title: String
    var detail: String

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            Image(systemName: symbol)
                .font(.title)
                .frame(width: 40)
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text(detail)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 32) {
            Text("What's New")
                .font(.largeTitle)
                .bold()
            VStack(alignment: .leading, spacing: 24) {
                Feature(symbol: "star", title: "Favorites", detail: "Keep the places you love close at hand.")
                Feature(symbol: "bell", title: "Reminders", detail: "Be told before a reservation starts.")
                Feature(symbol: "lock", title: "Privacy", detail: "Your data stays on your device.")
            }
            Spacer()
            Button { } label: {
                Text("Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(32)
    }
}
