import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The cases of `Tests/LayoutEngineTests/Cases/grid-cases.json` (`Grid`, `GridRow` and the
/// grid cell modifiers) written as scenes: each must load without a diagnostic and give the
/// frames the case expects, as the library does.
struct GridCaseSceneTests {
    static let cases = LayoutCase.load(caseFile: "grid-cases.json")

    @Test func gridCasesAreRead() {
        #expect(Self.cases.count >= 24)
    }

    @Test(arguments: cases)
    func sceneGivesTheCaseFrames(_ testCase: LayoutCase) throws {
        try expectSceneGivesTheFrames(of: testCase)
    }

    @Test func jsonGridLaysOutAsTheSwiftScene() throws {
        let json = """
        {"proposal": {"width": 200, "height": 100}, "view": {"view": "Grid", "args": {"horizontalSpacing": 0, "verticalSpacing": 0}, "children": [
          {"view": "GridRow", "args": {"alignment": "bottom"}, "children": [
            {"view": "Color", "args": ["red"], "modifiers": [{"name": "frame", "args": {"width": 20, "height": 10}}, {"name": "gridColumnAlignment", "args": ["trailing"]}, {"name": "id", "args": "a"}]},
            {"view": "Color", "args": ["red"], "modifiers": [{"name": "frame", "args": {"width": 40, "height": 20}}, {"name": "id", "args": "b"}]}
          ]},
          {"view": "Color", "args": ["blue"], "modifiers": [{"name": "frame", "args": {"width": 100, "height": 10}}, {"name": "id", "args": "wide"}]},
          {"view": "GridRow", "children": [
            {"view": "Color", "args": ["blue"], "modifiers": [{"name": "frame", "args": {"width": 30, "height": 10}}, {"name": "gridCellColumns", "args": [2]}, {"name": "id", "args": "span"}]}
          ]}
        ]}}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/grid.scene.json")
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: json, path: "grid.scene.json"))")
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: try #require(preview.proposal))
        // Columns 20 and 40 widen by 20 each for the 100-point row (40, 60); rows 20, 10, 10;
        // the 100x40 grid is centred; a is trailing in its column and at the bottom of its row,
        // and the span takes its first column's trailing alignment.
        try expectFrames(placement, ["a": [70, 40, 20, 10], "b": [100, 30, 40, 20], "wide": [50, 50, 100, 10], "span": [120, 60, 30, 10]])
    }

    @Test func gridLayoutValueLaysOutAsTheGridView() throws {
        let rows = "{ GridRow { Color.red.frame(width: 30, height: 10).id(\"a\"); Color.blue.frame(width: 10, height: 20).id(\"b\") } }"
        let source = "struct ContentView: View {\n    var body: some View {\n        AnyLayout(GridLayout(horizontalSpacing: 4))\(rows)\n    }\n}\n"
        let result = load(source)
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: "test.swift"))")
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: ProposedViewSize(width: 200, height: 100))
        // Columns 30 and 10, 4 apart: the 44x20 grid is centred in the canvas.
        try expectFrames(placement, ["a": [78, 45, 30, 10], "b": [112, 40, 10, 20]])
    }

    @Test func gridCellColumnsNeedsAnInteger() {
        let source = "struct ContentView: View {\n    var body: some View {\n        Grid { GridRow { Text(\"a\").gridCellColumns(\"two\") } }\n    }\n}\n"
        let text = rendered(source)
        #expect(text.contains("scenes/test.swift:3:"), "\(text)")
        #expect(text.contains("an integer"), "\(text)")
    }
}
