// Every everyday control once, at iPhone width: what each one's iOS 17 size is.
struct ContentView: View {
    @State private var on = true
    @State private var level = 0.5
    @State private var count = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button("Default") {}.id("default")
            Button("Bordered") {}.buttonStyle(.bordered).id("bordered")
            Button("Prominent") {}.buttonStyle(.borderedProminent).id("prominent")
            Label("Label", systemImage: "star").id("label")
            Link("Link", destination: URL(string: "https://example.com")!).id("link")
            Menu("Menu") { Button("Item") {} }.id("menu")
            Toggle("Toggle", isOn: $on).id("toggle")
            Slider(value: $level).id("slider")
            Stepper("Stepper \(count)", value: $count).id("stepper")
            ProgressView().id("spinner")
            ProgressView("Bar", value: level).id("bar")
        }
        .padding()
    }
}

#Preview("iPhone 15", traits: .fixedLayout(width: 393, height: 852)) { ContentView() }
