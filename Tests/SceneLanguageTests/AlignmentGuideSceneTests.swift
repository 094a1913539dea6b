import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// `alignmentGuide(_:computeValue:)` in scenes: the closure is compiled once per load and
/// computes the guide from the view's dimensions each time a container asks, exactly as the
/// same closure compiled against LayoutEngine does.
struct AlignmentGuideSceneTests {
    static func scene(_ body: String) -> String {
        "struct ContentView: View {\n    var inset: CGFloat = 4\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    @Test func closureFormsLayOutAsCompiled() throws {
        let source = Self.scene("""
        VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { $0.width / 4 }
                    Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in return -d[.trailing] + 2 * 3 }
                    Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { (d: ViewDimensions) -> CGFloat in max(inset, d.height - 1) }
                    Color.red.frame(width: 40, height: 10).alignmentGuide(HorizontalAlignment.leading) { d in (d.width - inset) / 2 }
                    Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -12.5 }
                }
        """)
        let inset: CGFloat = 4
        let compiled = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { $0.width / 4 }
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in -d[.trailing] + 2 * 3 }
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in max(inset, d.height - 1) }
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in (d.width - inset) / 2 }
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -12.5 }
        }
        try expectSameLayout(source, as: compiled)
    }

    @Test func verticalGuidesAndTheLabeledFormLayOutAsCompiled() throws {
        let source = Self.scene("""
        HStack(alignment: .bottom, spacing: 0) {
                    Color.red.frame(width: 10, height: 30)
                    Color.red.frame(width: 10, height: 10).alignmentGuide(.bottom, computeValue: { d in d[VerticalAlignment.center] })
                    Color.red.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.bottom) { d in min(d.height, 3) }
                }
        """)
        let compiled = HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Color.red.frame(width: 10, height: 10).alignmentGuide(.bottom, computeValue: { d in d[VerticalAlignment.center] })
            Color.red.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.bottom) { d in min(d.height, 3) }
        }
        try expectSameLayout(source, as: compiled)
    }

    @Test func guidesInsideForEachUseTheElement() throws {
        let source = Self.scene("""
        VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<3) { i in
                        let shift = CGFloat(i) * 10
                        Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in shift }
                    }
                }
        """)
        let compiled = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<3) { i in
                Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in CGFloat(i) * 10 }
            }
        }
        try expectSameLayout(source, as: compiled)
    }

    struct Mistake: Sendable, CustomTestStringConvertible {
        var name: String
        var line: String
        var message: String
        var column: Int
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(name: "unknown-member", line: "Color.red.alignmentGuide(.leading) { d in d.depth }", message: "ViewDimensions has no member 'depth' in a scene", column: 53),
        Mistake(name: "ambiguous-guide", line: "Color.red.alignmentGuide(.center) { d in 0 }", message: "'.center' is ambiguous here", column: 34),
        Mistake(name: "ambiguous-center", line: "Color.red.alignmentGuide(.leading) { d in d[.center] }", message: "'.center' is ambiguous here", column: 53),
        Mistake(name: "unknown-name", line: "Color.red.alignmentGuide(.leading) { d in d.width - gap }", message: "cannot find 'gap' in scope", column: 61),
        Mistake(name: "unsupported", line: "Color.red.alignmentGuide(.leading) { d in d.width > 3 ? 1 : 2 }", message: "'>' is not supported in an alignment guide's closure", column: 59),
        Mistake(name: "statements", line: "Color.red.alignmentGuide(.leading) { d in let x = 1; return x }", message: "must be one expression", column: 44),
        Mistake(name: "string-property", line: "Color.red.alignmentGuide(.leading) { d in title }", message: "'title' is a string", column: 51),
    ]

    @Test(arguments: mistakes)
    func closureMistakesAreErrorsAtTheExpression(_ mistake: Mistake) throws {
        let source = "struct ContentView: View {\n    var title = \"a\"\n    var body: some View {\n        \(mistake.line)\n    }\n}\n"
        let text = rendered(source)
        #expect(text.contains("scenes/test.swift:4:\(mistake.column): error: "), "\(text)")
        #expect(text.contains(mistake.message), "\(text)")
    }

    @Test func jsonTakesTheClosureAsText() throws {
        let json = """
        {"proposal": {"width": 200, "height": 100}, "view": {"view": "VStack", "args": {"alignment": "leading", "spacing": 0}, "children": [
          {"view": "Color", "args": ["red"], "modifiers": [{"name": "frame", "args": {"width": 50, "height": 10}}, {"name": "id", "args": "a"}]},
          {"view": "Color", "args": ["blue"], "modifiers": [{"name": "frame", "args": {"width": 50, "height": 10}},
            {"name": "alignmentGuide", "args": {"_": "leading", "computeValue": "{ d in d.width / 2 }"}}, {"name": "id", "args": "b"}]}
        ]}}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/guide.scene.json")
        #expect(result.diagnostics.isEmpty)
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: try #require(preview.proposal))
        try expectFrames(placement, ["a": [87.5, 40, 50, 10], "b": [62.5, 50, 50, 10]])
    }

    @Test func jsonClosureThatIsNotAClosureIsAnErrorAtItsPath() throws {
        let json = """
        {"view": "Color", "args": ["red"], "modifiers": [{"name": "alignmentGuide", "args": {"_": "top", "computeValue": "d.height"}}]}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/guide.scene.json")
        let text = SceneDiagnostic.render(result.diagnostics, source: json, path: "scenes/guide.scene.json")
        #expect(text.contains("modifiers[0]"), "\(text)")
        #expect(text.contains("expected a closure such as"), "\(text)")
    }
}
