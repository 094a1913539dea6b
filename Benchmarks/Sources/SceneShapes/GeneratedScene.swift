/// A scene of `count` views: a VStack of rows, each an HStack of a Text, a Spacer and a
/// fixed Color, so `count / 4` rows hold `count` views (modifiers not counted). `variant`
/// changes every row's text, so two variants differ on every line.
public func generatedScene(views count: Int, variant: Int = 0) -> String {
    var rows = ""
    for row in 0..<(count / 4) {
        rows += """
                HStack {
                    Text("Row \\(\(row) + \(variant))").font(.body)
                    Spacer()
                    Color.blue.frame(width: 20, height: 10)
                }

        """
    }
    return """
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
    \(rows)        }
            .padding()
        }
    }

    #Preview("Tall", traits: .fixedLayout(width: 390, height: 844)) { ContentView() }

    """
}
