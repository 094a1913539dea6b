// A contact card, in the style of Apple's "Label" and "Link" documentation (our own code).
struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Image("avatar")
                .resizable()
                .frame(width: 96, height: 96)
                .clipShape(Circle())
            Text("Jane Appleseed")
                .font(.title2)
                .bold()
            Text("Product Designer")
                .foregroundStyle(.secondary)
            HStack(spacing: 24) {
                Button { } label: { Label("Call", systemImage: "phone") }
                Button { } label: { Label("Message", systemImage: "message") }
            }
            .buttonStyle(.bordered)
            VStack(alignment: .leading, spacing: 10) {
                Label("jane@example.com", systemImage: "envelope")
                Label("+1 555 0100", systemImage: "phone")
                Link("example.com", destination: URL(string: "https://example.com")!)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(.gray.opacity(0.1)))
        }
        .padding()
    }
}
