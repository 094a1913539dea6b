// A login form on an iPhone 15's 393 x 852 pt screen: text fields, a switch and buttons
// with iOS 17 metrics (see README, "Controls").
struct ContentView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remember = true

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "lock.shield").font(.largeTitle).id("icon")
            Text("Sign In").font(.title).bold()
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.emailAddress)
                .id("email")
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .id("password")
            Toggle("Remember me", isOn: $remember).id("remember")
            Button("Sign In") { print("signing in") }
                .buttonStyle(.borderedProminent)
                .id("signIn")
            Button("Create an account") {}
                .id("create")
        }
        .padding(24)
    }
}

#Preview("iPhone 15", traits: .fixedLayout(width: 393, height: 852)) { ContentView() }
