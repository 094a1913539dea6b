import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// Loading stays linear in the size of a scene. (Absolute times are for release builds:
/// debug builds of swift-syntax are some fifty times slower.)
struct PerformanceTests {
    /// A scene of `count` rows, each a Text with three modifiers inside a user view, written
    /// out line by line so that parsing scales too.
    static func scene(rows count: Int) -> String {
        var source = """
        struct Row: View {
            let title: String
            var width: CGFloat = 100
            var body: some View {
                Text(title).padding(4).frame(width: width).border(Color.red)
            }
        }
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 2) {

        """
        for index in 0..<count {
            source += "            Row(title: \"Row \(index)\", width: \(80 + index % 40))\n"
        }
        source += "        }\n    }\n}\n"
        return source
    }

    static func secondsToLoad(_ source: String) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = SceneInterpreter.load(source: source, path: "big.swift")
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        precondition(result.scene != nil)
        return elapsed
    }

    @Test func loadingTimeGrowsLinearlyWithTheScene() throws {
        let small = Self.scene(rows: 250), large = Self.scene(rows: 1000)
        _ = Self.secondsToLoad(small)
        let smallTime = (0..<2).map { _ in Self.secondsToLoad(small) }.min()!
        let largeTime = (0..<2).map { _ in Self.secondsToLoad(large) }.min()!
        // Four times the views: about four times the work, never sixteen.
        #expect(largeTime < smallTime * 8, "250 rows: \(smallTime) s, 1000 rows: \(largeTime) s")
        #expect(largeTime < 5, "1000 rows took \(largeTime) s")
    }

    @Test func thousandViewSceneLaysOut() throws {
        let result = SceneInterpreter.load(source: Self.scene(rows: 1000), path: "big.swift")
        let preview = try #require(result.scene?.previews.first)
        let placed = LayoutHost().place(preview.view, proposal: ProposedViewSize(width: 400, height: nil))
        #expect(placed.root.allNodes.filter { $0.kind == "Text" }.count == 1000)
    }
}
