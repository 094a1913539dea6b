// An invitation, in the style of Apple's "Toggle" and "Button" documentation (our own code).
struct ContentView: View {
    @State private var attending = true
    @State private var guests = 1
    @State private var note = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("WWDC Watch Party")
                .font(.title.bold())
            Label("June 9, 10:00 AM", systemImage: "calendar")
            Label("Infinite Loop, Cupertino", systemImage: "mappin.and.ellipse")
            Divider()
            Toggle("I'm attending", isOn: $attending)
            Stepper("Guests: \(guests)", value: $guests, in: 0...4)
            TextField("Add a note", text: $note)
                .textFieldStyle(.roundedBorder)
            Spacer()
            HStack {
                Button("Decline", role: .destructive) {}
                    .buttonStyle(.bordered)
                Spacer()
                Button("Send RSVP") {}
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding()
    }
}
