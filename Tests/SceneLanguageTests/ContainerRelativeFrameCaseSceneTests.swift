import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The cases of `Tests/LayoutEngineTests/Cases/container-relative-frame-cases.json` written
/// as scenes: each must load without a diagnostic and give the frames the case expects, as
/// the library does. The closure form is the library's only: a scene's closures are guide
/// formulas, not lengths.
struct ContainerRelativeFrameCaseSceneTests {
    static let cases = LayoutCase.load(caseFile: "container-relative-frame-cases.json").filter { !$0.view.contains(" in ") }

    @Test func casesWithoutAClosureAreRead() {
        #expect(Self.cases.count >= 5)
    }

    @Test(arguments: cases)
    func sceneGivesTheCaseFrames(_ testCase: LayoutCase) throws {
        try expectSceneGivesTheFrames(of: testCase)
    }

    @Test func jsonContainerRelativeFrameLaysOutAsTheSwiftScene() throws {
        let json = """
        {"proposal": {"width": 400, "height": 100}, "view": {"view": "Color", "args": ["red"], "modifiers": [
            {"name": "containerRelativeFrame", "args": {"_": "horizontal", "count": 5, "span": 2, "spacing": 10}},
            {"name": "id", "args": "a"}
        ]}}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/relative.scene.json")
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: json, path: "relative.scene.json"))")
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: try #require(preview.proposal))
        try expectFrames(placement, ["a": [123, 0, 154, 100]])
    }

    @Test func aNewCanvasWidthGivesANewLength() throws {
        let source = """
        struct ContentView: View {
            var body: some View {
                Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).id("half")
            }
        }
        """
        let result = load(source)
        let view = try #require(result.scene?.previews.first?.view)
        let host = LayoutHost()
        try expectFrames(host.place(view, proposal: ProposedViewSize(width: 200, height: 100)), ["half": [50, 0, 100, 100]])
        try expectFrames(host.place(view, proposal: ProposedViewSize(width: 300, height: 100)), ["half": [75, 0, 150, 100]])
    }
}
