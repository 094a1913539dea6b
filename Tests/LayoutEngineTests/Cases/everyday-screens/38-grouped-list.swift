// Oceans grouped by hemisphere, in the style of Apple's "List" documentation (our own code).
struct Ocean: Identifiable {
    let name: String
    var id: String { name }
}

struct ContentView: View {
    let northern = [Ocean(name: "Arctic"), Ocean(name: "North Atlantic"), Ocean(name: "North Pacific")]
    let southern = [Ocean(name: "Southern"), Ocean(name: "South Atlantic"), Ocean(name: "South Pacific"), Ocean(name: "Indian")]

    var body: some View {
        List {
            Section("Northern Hemisphere") {
                ForEach(northern) { ocean in
                    Text(ocean.name)
                }
            }
            Section("Southern Hemisphere") {
                ForEach(southern) { ocean in
                    Text(ocean.name)
                }
            }
        }
    }
}
