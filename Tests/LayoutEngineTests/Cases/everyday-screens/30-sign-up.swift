// A sign-up form, in the style of Apple's "SecureField" documentation (our own code).
struct ContentView: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var agreed = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                Text("Create Account")
                    .font(.largeTitle.bold())
                    .padding(.bottom, 8)
                TextField("Full name", text: $name)
                    .textContentType(.name)
                    .textFieldStyle(.roundedBorder)
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
                    .textFieldStyle(.roundedBorder)
                Toggle(isOn: $agreed) {
                    Text("I agree to the Terms of Service")
                        .font(.footnote)
                }
                Button { print("create \(email)") } label: {
                    Text("Create Account")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!agreed)
            }
            .padding()
        }
    }
}
