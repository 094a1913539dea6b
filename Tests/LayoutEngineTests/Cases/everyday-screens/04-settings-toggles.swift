// A settings screen of switches, in the style of Apple's sample "Toggle" documentation
// (our own code), written with stacks.
struct SettingRow: View {
    var title: String
    var symbol: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(isOn: $isOn) {
            Label(title, systemImage: symbol)
        }
        .padding(.vertical, 6)
    }
}

struct ContentView: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var airplane = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Settings")
                .font(.largeTitle)
                .bold()
                .padding(.bottom)
            SettingRow(title: "Airplane Mode", symbol: "airplane", isOn: $airplane)
            Divider()
            SettingRow(title: "Wi-Fi", symbol: "wifi", isOn: $wifi)
            Divider()
            SettingRow(title: "Bluetooth", symbol: "antenna.radiowaves.left.and.right", isOn: $bluetooth)
            Spacer()
        }
        .padding()
    }
}
