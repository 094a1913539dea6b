// A sign-in screen, in the style of Apple's sample code for text fields (our own code).
struct ContentView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remember = true
    @FocusState private var focused: Bool

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle")
                .font(.largeTitle)
            Text("Welcome back")
                .font(.title)
                .bold()
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .focused($focused)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Toggle("Remember me", isOn: $remember)
            Button("Sign In") {
                print("signing in \(email)")
            }
            .buttonStyle(.borderedProminent)
            .disabled(email.isEmpty)
            Link("Forgot password?", destination: URL(string: "https://example.com/reset")!)
                .font(.footnote)
        }
        .padding(24)
    }
}
