// A rating control, in the style of Apple's sample code "Backyard Birds" (our own code).
struct RatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { number in
                Image(systemName: number <= rating ? "star.fill" : "star")
                    .foregroundStyle(.yellow)
                    .onTapGesture { rating = number }
            }
        }
    }
}

struct ContentView: View {
    @State private var rating = 3
    @State private var review = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Rate this place")
                .font(.title2.bold())
            RatingView(rating: $rating)
                .font(.title)
            TextField("Write a review", text: $review, axis: .vertical)
                .textFieldStyle(.roundedBorder)
            Button("Submit") {}
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity, alignment: .trailing)
            Spacer()
        }
        .padding()
    }
}
