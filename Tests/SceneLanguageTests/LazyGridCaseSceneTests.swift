import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The cases of `Tests/LayoutEngineTests/Cases/lazy-grid-cases.json` (`LazyVGrid`,
/// `LazyHGrid` and `GridItem`) written as scenes: each must load without a diagnostic and
/// give the frames the case expects, as the library does.
struct LazyGridCaseSceneTests {
    static let cases = LayoutCase.load(caseFile: "lazy-grid-cases.json")

    @Test func lazyGridCasesAreRead() {
        #expect(Self.cases.count >= 8)
    }

    @Test(arguments: cases)
    func sceneGivesTheCaseFrames(_ testCase: LayoutCase) throws {
        try expectSceneGivesTheFrames(of: testCase)
    }

    @Test func columnsDeclaredAsAPropertyAreUsed() throws {
        let source = """
        struct ContentView: View {
            let columns = [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]
            var body: some View {
                LazyVGrid(columns: columns) {
                    ForEach(0..<4) { i in Color.red.frame(height: 20).id("cell\\(i)") }
                }
            }
        }

        #Preview(traits: .fixedLayout(width: 200, height: 100)) { ContentView() }
        """
        let result = load(source, path: "grid.swift")
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: "grid.swift"))")
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: try #require(preview.proposal))
        try expectFrames(placement, ["cell1": [78, 26, 57, 20], "cell3": [0, 54, 70, 20]])
    }

    @Test func jsonLazyVGridLaysOutAsTheSwiftScene() throws {
        let json = """
        {"proposal": {"width": 200, "height": 100}, "view": {"view": "LazyVGrid", "args": {"columns": [
            {"view": "GridItem", "args": [{"member": "fixed", "args": [70]}]},
            {"view": "GridItem", "args": [{"member": "adaptive", "args": {"minimum": 40}}]}
          ]}, "children": [
            {"view": "Color", "args": ["red"], "modifiers": [{"name": "frame", "args": {"height": 20}}, {"name": "id", "args": "b0"}]},
            {"view": "Color", "args": ["red"], "modifiers": [{"name": "frame", "args": {"height": 20}}, {"name": "id", "args": "b1"}]},
            {"view": "Color", "args": ["red"], "modifiers": [{"name": "frame", "args": {"height": 20}}, {"name": "id", "args": "b2"}]},
            {"view": "Color", "args": ["red"], "modifiers": [{"name": "frame", "args": {"height": 20}}, {"name": "id", "args": "b3"}]}
        ]}}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/grid.scene.json")
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: json, path: "grid.scene.json"))")
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: try #require(preview.proposal))
        try expectFrames(placement, ["b0": [0, 26, 70, 20], "b1": [78, 26, 57, 20], "b2": [143, 26, 57, 20], "b3": [0, 54, 70, 20]])
    }

    @Test func aColumnThatIsNotAGridItemIsAnErrorAtTheArgument() {
        let source = """
        struct ContentView: View {
            var body: some View {
                LazyVGrid(columns: [GridItem(.fixed(70)), 40]) { Color.red }
            }
        }
        """
        let text = rendered(source)
        #expect(text.contains("scenes/test.swift:3:28: error:"), "\(text)")
        #expect(text.contains("a grid item"), "\(text)")
    }

    @Test func aNegativeFixedColumnIsAnErrorAtTheNumber() {
        let source = """
        struct ContentView: View {
            var body: some View {
                LazyVGrid(columns: [GridItem(.fixed(-5))]) { Color.red }
            }
        }
        """
        let text = rendered(source)
        #expect(text.contains("error:"), "\(text)")
        #expect(load(source).scene == nil || !load(source).diagnostics.isEmpty, "\(text)")
    }
}
