// An edit screen with Cancel and Done in an inline bar, in the style of Apple's "Presenting content in a sheet" sample (our own code).
struct ContentView: View {
    @State private var name = "Ada Lovelace"
    @State private var bio = ""
    @State private var showsEmail = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    TextField("Bio", text: $bio)
                }
                Section {
                    Toggle("Show Email", isOn: $showsEmail)
                } footer: {
                    Text("Your email is visible to people you follow.")
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {}
                        .bold()
                }
            }
        }
    }
}

#Preview { ContentView() }
