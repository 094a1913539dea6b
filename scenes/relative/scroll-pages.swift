// containerRelativeFrame inside scroll views: the container is the nearest scroll view's
// visible size, not the canvas. The horizontal carousel is 300 points wide, so each card is
// (300 - 10) / 2 = 145 wide; the vertical pager's pages are each its 160-point height; the
// closure form sizes the banner from the canvas, outside any scroll view.
struct ContentView: View {
    var bannerShare: CGFloat = 0.75

    var body: some View {
        VStack(spacing: 16) {
            Color.teal.frame(height: 30)
                .containerRelativeFrame(.horizontal) { length, axis in length * bannerShare }
                .id("banner")
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(1..<4) { index in
                        RoundedRectangle(cornerRadius: 8).fill(Color.indigo)
                            .overlay(Text("Card \(index)").foregroundColor(.white))
                            .containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                            .id("card\(index)")
                    }
                }
            }
            .frame(width: 300, height: 90)
            .id("carousel")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(1..<3) { index in
                        Color.orange
                            .overlay(Text("Page \(index)"))
                            .containerRelativeFrame(.vertical) { length, _ in length }
                            .id("page\(index)")
                    }
                }
            }
            .frame(width: 200, height: 160)
            .id("pager")
        }
    }
}

#Preview("Tablet", traits: .fixedLayout(width: 400, height: 360)) { ContentView() }
