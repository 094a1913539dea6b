// An order summary, in the style of Apple's sample code "Food Truck" (our own code).
struct LineItem: View {
    var name: String
    var price: Double

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text("$\(price, specifier: "%.2f")")
        }
    }
}

struct ContentView: View {
    @State private var quantity = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Your Order")
                .font(.title)
                .bold()
            LineItem(name: "Sky's the Limit donut", price: 3.5)
            LineItem(name: "Cold brew", price: 4.25)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...9)
            Divider()
            LineItem(name: "Total", price: 7.75 * Double(quantity))
                .font(.headline)
            Spacer()
            Button { } label: {
                Label("Pay", systemImage: "creditcard")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
