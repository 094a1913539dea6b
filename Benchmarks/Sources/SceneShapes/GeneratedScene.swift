/// A scene of `count` views: a VStack of rows, each an HStack of a Text, a Spacer and a
/// fixed Color, so `count / 4` rows hold `count` views (modifiers not counted). `variant`
/// changes every row's text, so two variants differ on every line.
public func generatedScene(views count: Int, variant: Int = 0) -> String {
    generatedScene(rows: generatedRows(0..<(count / 4), variant: variant))
}

/// The rows numbered `numbers` of ``generatedScene(views:variant:)``, as they stand inside
/// its VStack: on their own, they are a Swift file of their own too (SceneProbe parses
/// halves of the scene apart with them).
public func generatedRows(_ numbers: Range<Int>, variant: Int = 0) -> String {
    var rows = ""
    for row in numbers {
        rows += """
                HStack {
                    Text("Row \\(\(row) + \(variant))").font(.body)
                    Spacer()
                    Color.blue.frame(width: 20, height: 10)
                }

        """
    }
    return rows
}

/// ``generatedScene(views:variant:)`` around `rows` (from ``generatedRows(_:variant:)``).
public func generatedScene(rows: String) -> String {
    """
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
