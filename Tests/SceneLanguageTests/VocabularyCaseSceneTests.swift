import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The cases of `Tests/LayoutEngineTests/Cases/vocabulary-cases.json` (alignment guides,
/// scroll views, lazy stacks, `hidden`, `zIndex`) written as scenes, as
/// ``ParityCaseSceneTests`` writes the parity cases: each must load without a diagnostic and
/// give the frames the case expects (`GeometryReader` content included, evaluated for the
/// reader's geometry). Cases a scene cannot state yet are left out and counted: those that
/// declare their own `AlignmentID` or layout.
struct VocabularyCaseSceneTests {
    static let allCases = LayoutCase.load(caseFile: "vocabulary-cases.json")
    static let cases = allCases.filter { $0.decls == nil }

    @Test func vocabularyCasesAreRead() {
        #expect(Self.allCases.count >= 24)
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func sceneGivesTheCaseFrames(_ testCase: LayoutCase) throws {
        try expectSceneGivesTheFrames(of: testCase)
    }

    @Test func jsonScrollViewAndLazyStackLayOutAsTheSwiftScene() throws {
        let json = """
        {"proposal": {"width": 200, "height": 100}, "view": {"view": "ScrollView", "args": ["vertical"], "children": [
          {"view": "LazyVStack", "args": {"alignment": "leading", "spacing": 0}, "children": [
            {"view": "Color", "args": ["red"], "modifiers": [{"name": "frame", "args": {"width": 50, "height": 10}}, {"name": "id", "args": "a"}]},
            {"view": "Color", "args": ["blue"], "modifiers": [{"name": "frame", "args": {"width": 80, "height": 10}}, {"name": "zIndex", "args": 1}, {"name": "id", "args": "b"}]}
          ]}
        ]}}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/scroll.scene.json")
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: json, path: "scroll.scene.json"))")
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: try #require(preview.proposal))
        try expectFrames(placement, ["a": [0, 0, 50, 10], "b": [0, 10, 80, 10]])
    }

    @Test func geometryReaderInSceneJSONIsAnErrorThatSaysItNeedsASwiftScene() {
        let json = #"{"view": "GeometryReader", "children": [{"view": "Text", "args": ["a"]}]}"#
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/reader.scene.json")
        let text = SceneDiagnostic.render(result.diagnostics, source: json, path: "scenes/reader.scene.json")
        #expect(text.contains("'GeometryReader' needs a closure of its proxy, which only a Swift scene can hold"), "\(text)")
    }
}
