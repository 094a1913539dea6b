import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// Bad input is diagnosed, never a crash or a hang: the daemon loads whatever an editor
/// has half-saved.
struct RobustnessTests {
    struct Hostile: Sendable, CustomTestStringConvertible {
        var id: String
        var source: String
        var message: String
        var testDescription: String { id }
    }

    static let hostile: [Hostile] = [
        Hostile(id: "huge-range", source: "#Preview { ForEach(0..<1_000_000_000) { Text(\"\\($0)\") } }", message: "1000000000 elements are too many for a scene"),
        Hostile(id: "huge-int", source: "#Preview { Text(\"\\(Int(1e300))\") }", message: "1e+300 is out of range for 'Int'"),
        Hostile(id: "division-by-zero", source: "#Preview { Color.red.frame(width: 1 / 0) }", message: "division by zero"),
        Hostile(id: "recursive-view", source: "struct Loop: View { var body: some View { Loop() } }\n#Preview { Loop() }", message: "'Loop' is nested too deeply; does it contain itself?"),
        Hostile(id: "recursive-globals", source: "let a = b\nlet b = a\n#Preview { Text(a) }", message: "'a' refers to itself"),
        Hostile(id: "recursive-function", source: "func f() -> some View { f() }\n#Preview { f() }", message: "'f' is nested too deeply; does it contain itself?"),
        Hostile(id: "index-out-of-range", source: "let items = [1]\n#Preview { Text(\"\\(items[3])\") }", message: "index 3 is out of range 0..<1"),
        Hostile(id: "not-a-condition", source: "#Preview { if 3 { Text(\"a\") } }", message: "expected a boolean condition, got a number"),
        Hostile(id: "empty-file", source: "", message: "no #Preview and no ContentView"),
    ]

    @Test(arguments: hostile)
    func hostileSceneIsDiagnosed(_ hostile: Hostile) {
        let result = load(hostile.source)
        #expect(result.scene == nil)
        #expect(result.diagnostics.first { $0.isError }?.message == hostile.message)
    }

    /// SwiftUI lays these out as if absent and logs; a scene says so at each argument.
    @Test func everyInvalidLengthOfAViewIsReported() {
        let result = load("#Preview { Color.red.frame(width: -5, height: CGFloat.infinity).padding(.infinity) }")
        #expect(result.scene == nil)
        #expect(result.diagnostics.filter(\.isError).map(\.id) == ["number-range", "number-range", "number-range"])
    }

    @Test func deeplyNestedViewsLoad() async throws {
        let depth = 250
        let source = "#Preview {\n" + String(repeating: "VStack {\n", count: depth) + "Text(\"deep\")\n" + String(repeating: "}.padding(1)\n", count: depth) + "}\n"
        // From a task, as the daemon loads scenes, and laid out there: a loaded scene is not
        // Sendable, so it stays on the task that loaded it.
        let (diagnostics, placedDeepest) = await Task.detached { () -> ([SceneDiagnostic], Bool?) in
            let result = load(source)
            let placed = result.scene.map { LayoutHost().place($0.previews[0].view, proposal: defaultCanvas) }
            return (result.diagnostics, placed.map { $0.root.allNodes.contains { $0.text == "deep" } })
        }.value
        #expect(diagnostics.isEmpty)
        #expect(placedDeepest == true)
    }

    @Test func nestingBeyondTheParserLimitIsASyntaxError() {
        let depth = 400
        let source = "#Preview {\n" + String(repeating: "VStack {\n", count: depth) + "Text(\"deep\")\n" + String(repeating: "}\n", count: depth) + "}\n"
        let result = load(source)
        #expect(result.scene == nil)
        #expect(result.diagnostics.contains { $0.id == "syntax" })
    }

    /// Every prefix of a scene (an editor's half-written file) loads without crashing.
    @Test func everyPrefixOfASceneLoads() {
        let source = SeedSceneTests.wordViews + """

        struct ContentView: View {
            @State var wide = true
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    BalancedStack(.row) { TextList() }.frame(maxWidth: wide ? .infinity : 100)
                    BalancedStack(.column) { ForEach(0..<2) { Text("\\($0)").padding(.horizontal, 4) } }
                }
            }
        }
        #Preview("Fits", traits: .sizeThatFitsLayout) { ContentView() }
        """
        let bytes = Array(source.utf8)
        var errors = 0
        for end in stride(from: 0, through: bytes.count, by: 23) {
            let prefix = String(decoding: bytes[..<end], as: UTF8.self)
            let result = load(prefix)
            if result.hasErrors { errors += 1 }
        }
        #expect(errors > 0)
        #expect(!load(source).hasErrors)
    }
}
