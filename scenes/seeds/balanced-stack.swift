// BalancedHStack and BalancedStack (built on the Simple Layout Engine): every child as big
// as the biggest; ViewThatFits chooses the row when it fits and the column otherwise.
struct WLText: View {
    var text: String
    var body: some View {
        Text(text)
            .padding(4)
            .border(Color.gray)
    }
}

struct TextList: View {
    var body: some View {
        WLText(text: "hi")
        WLText(text: "!")
        WLText(text: "beautiful")
        WLText(text: "world")
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            HStack {
                TextList()
            }
            BalancedHStack {
                TextList()
            }
            ViewThatFits {
                BalancedStack(.row) {
                    TextList()
                }
                BalancedStack(.column) {
                    TextList()
                }
            }
        }
    }
}

#Preview("Wide", traits: .fixedLayout(width: 420, height: 300)) { ContentView() }
#Preview("Narrow", traits: .fixedLayout(width: 250, height: 300)) { ContentView() }
