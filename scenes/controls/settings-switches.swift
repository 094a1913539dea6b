// A settings screen of labelled switches and a stepper, written with stacks (Form and
// List are not laid out yet).
struct SettingRow: View {
    var title: String
    var symbol: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(isOn: $isOn) { Label(title, systemImage: symbol) }
            .padding(.vertical, 6)
    }
}

struct ContentView: View {
    @State private var airplane = false
    @State private var wifi = true
    @State private var bluetooth = true
    @State private var volume = 0.7

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Settings").font(.largeTitle).bold().padding(.bottom, 8)
            SettingRow(title: "Airplane Mode", symbol: "airplane", isOn: $airplane).id("airplane")
            Divider()
            SettingRow(title: "Wi-Fi", symbol: "wifi", isOn: $wifi).id("wifi")
            Divider()
            SettingRow(title: "Bluetooth", symbol: "wave.3.right", isOn: $bluetooth).id("bluetooth")
            Divider()
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume, in: 0...1)
                Image(systemName: "speaker.wave.3.fill")
            }
            .padding(.vertical, 8)
            .id("volume")
            Spacer()
        }
        .padding()
    }
}

#Preview("iPhone 15", traits: .fixedLayout(width: 393, height: 852)) { ContentView() }
