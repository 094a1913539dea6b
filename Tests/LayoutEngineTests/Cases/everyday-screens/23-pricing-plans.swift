// A plan chooser, in the style of Apple's StoreKit sample views (our own code).
struct Plan: View {
    var name: String
    var price: String
    var highlighted: Bool

    var body: some View {
        VStack(spacing: 8) {
            Text(name).font(.headline)
            Text(price).font(.title.bold())
            Text("per month").font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 20)
        .background(RoundedRectangle(cornerRadius: 16).stroke(highlighted ? Color.accentColor : Color.gray, lineWidth: highlighted ? 3 : 1))
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            Text("Choose a Plan")
                .font(.largeTitle.bold())
            HStack(spacing: 12) {
                Plan(name: "Basic", price: "$2.99", highlighted: false)
                Plan(name: "Pro", price: "$7.99", highlighted: true)
            }
            Button { } label: {
                Text("Subscribe")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            Button("Restore Purchases") {}
                .font(.footnote)
        }
        .padding()
    }
}
