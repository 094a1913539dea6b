// Today's weather, in the style of Apple's "WeatherKit" sample views (our own code).
struct HourView: View {
    var hour: String
    var symbol: String
    var temperature: Int

    var body: some View {
        VStack(spacing: 8) {
            Text(hour).font(.caption)
            Image(systemName: symbol)
            Text("\(temperature)°").font(.headline)
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 4) {
            Text("Cupertino")
                .font(.title)
            Text("21°")
                .font(.system(size: 80, weight: .thin))
            Text("Mostly Sunny")
            Text("H:24°  L:12°")
                .foregroundStyle(.secondary)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 20) {
                    ForEach(0..<8) { index in
                        HourView(hour: "\(9 + index)", symbol: index % 3 == 0 ? "cloud.sun" : "sun.max", temperature: 18 + index)
                    }
                }
                .padding()
            }
            .background(RoundedRectangle(cornerRadius: 16).fill(.blue.opacity(0.15)))
            .padding()
            Spacer()
        }
    }
}
