import Foundation
import LayoutEngine
import SceneLanguage
import SwiftDiagnostics
import Testing

/// Diagnostics: where they point (1️⃣) and how they render, compared whole.
struct DiagnosticTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The case's name, and the diagnostic's ``SceneDiagnostic/id`` unless `messageID` says otherwise.
        var name: String
        var messageID: String
        var source: String
        var rendered: String
        var testDescription: String { name }

        init(_ name: String, id: String? = nil, _ source: String, _ rendered: String) {
            self.name = name
            self.messageID = id ?? name
            self.source = source
            self.rendered = rendered
        }
    }

    static func body(_ line: String) -> String {
        "struct ContentView: View {\n    var body: some View {\n        \(line)\n    }\n}"
    }

    static let cases: [Case] = [
        Case("syntax", body(#"Text("a"1️⃣"#), #"""
        scenes/flow.swift:3:17: error: expected ')' to end function call
        3 |         Text("a"
          |             |   `- error: expected ')' to end function call
          |             `- note: to match this opening '('

        """#),
        Case("unknown-view", body(#"1️⃣Txt("Hello")"#), #"""
        scenes/flow.swift:3:9: error: unknown view 'Txt'
        3 |         Txt("Hello")
          |         |- error: unknown view 'Txt'
          |         `- note: did you mean 'Text'?

        """#),
        Case("unknown-modifier", body(#"Text("a").1️⃣paddin()"#), #"""
        scenes/flow.swift:3:19: error: unknown modifier 'paddin'
        3 |         Text("a").paddin()
          |                   |- error: unknown modifier 'paddin'
          |                   `- note: did you mean 'padding'?

        """#),
        Case("argument-label", body(#"Text("a").frame(1️⃣widht: 10)"#), #"""
        scenes/flow.swift:3:25: error: 'frame' has no argument 'widht'
        3 |         Text("a").frame(widht: 10)
          |                         |- error: 'frame' has no argument 'widht'
          |                         `- note: did you mean 'width'?

        """#),
        Case("argument-type", body(#"Text("a").frame(width: 1️⃣"wide")"#), #"""
        scenes/flow.swift:3:32: error: expected a number for 'width', got a string
        3 |         Text("a").frame(width: "wide")
          |                                `- error: expected a number for 'width', got a string

        """#),
        Case("unknown-member", id: "argument-type", body(#"Text("a").frame(alignment: 1️⃣.centre)"#), #"""
        scenes/flow.swift:3:36: error: expected an alignment for 'alignment', got '.centre'
        3 |         Text("a").frame(alignment: .centre)
          |                                    |- error: expected an alignment for 'alignment', got '.centre'
          |                                    `- note: did you mean '.center'?

        """#),
        Case("number-range", body("Color.red.frame(width: 1️⃣-50)"), #"""
        scenes/flow.swift:3:32: error: invalid frame dimension -50 for 'width'; a frame's lengths are 0 or more (leave it out, or pass nil, for the view's own)
        3 |         Color.red.frame(width: -50)
          |                                `- error: invalid frame dimension -50 for 'width'; a frame's lengths are 0 or more (leave it out, or pass nil, for the view's own)

        """#),
        Case("missing-argument", body("1️⃣RoundedRectangle()"), #"""
        scenes/flow.swift:3:9: error: missing argument for parameter 'cornerRadius' in call to 'RoundedRectangle'
        3 |         RoundedRectangle()
          |         `- error: missing argument for parameter 'cornerRadius' in call to 'RoundedRectangle'

        """#),
        Case("extra-argument", body("Circle(1️⃣3)"), #"""
        scenes/flow.swift:3:16: error: extra argument in call to 'Circle'
        3 |         Circle(3)
          |                `- error: extra argument in call to 'Circle'

        """#),
        Case("content", body("1️⃣HStack(spacing: 8)"), #"""
        scenes/flow.swift:3:9: error: missing content closure for 'HStack'
        3 |         HStack(spacing: 8)
          |         `- error: missing content closure for 'HStack'

        """#),
        Case("unknown-name", "struct ContentView: View {\n    var title = \"x\"\n    var body: some View { Text(1️⃣titel) }\n}", #"""
        scenes/flow.swift:3:32: error: cannot find 'titel' in scope
        3 |     var body: some View { Text(titel) }
          |                                |- error: cannot find 'titel' in scope
          |                                `- note: did you mean 'title'?

        """#),
        Case("modifier-receiver", "let x = 5\n#Preview { x.1️⃣padding() }", #"""
        scenes/flow.swift:2:14: error: 'padding' applies to a view, not a number
        2 | #Preview { x.padding() }
          |              `- error: 'padding' applies to a view, not a number

        """#),
        Case("shape-modifier", id: "modifier-receiver", #"#Preview { Text("a").1️⃣fill(.red) }"#, #"""
        scenes/flow.swift:1:22: error: 'fill' applies to a shape, not 'Text'
        1 | #Preview { Text("a").fill(.red) }
          |                      `- error: 'fill' applies to a shape, not 'Text'

        """#),
        Case("property-type", id: "argument-type", "struct Card: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n#Preview { Card(title: 1️⃣3) }", #"""
        scenes/flow.swift:5:24: error: expected a string for 'title', got a number
        5 | #Preview { Card(title: 3) }
          |                        `- error: expected a string for 'title', got a number

        """#),
        Case("layout-conformance", "struct 1️⃣Pin: Layout {}\n#Preview { Pin { Text(\"a\") } }", #"""
        scenes/flow.swift:1:8: error: type 'Pin' does not conform to protocol 'Layout': it has no 'sizeThatFits(proposal:subviews:cache:)' and 'placeSubviews(in:proposal:subviews:cache:)'
        1 | struct Pin: Layout {}
          |        `- error: type 'Pin' does not conform to protocol 'Layout': it has no 'sizeThatFits(proposal:subviews:cache:)' and 'placeSubviews(in:proposal:subviews:cache:)'

        """#),
        Case("no-preview", "struct 1️⃣Other: View {\n    var body: some View { Text(\"a\") }\n}", """
        scenes/flow.swift:1:8: error: no #Preview and no ContentView; add a #Preview that shows 'Other', or name it 'ContentView'
        1 | struct Other: View {
          |        `- error: no #Preview and no ContentView; add a #Preview that shows 'Other', or name it 'ContentView'

        """),
    ]

    @Test(arguments: cases)
    func diagnosticPointsAtTheMarkerAndRendersLikeTheCompiler(_ testCase: Case) {
        let marked = MarkedSource(testCase.source)
        let result = load(marked.source, path: "scenes/flow.swift")
        let primary = result.diagnostics.first { $0.severity != .warning } ?? result.diagnostics.first
        #expect(primary?.id == testCase.messageID)
        #expect(primary?.location == marked.markers["1️⃣"])
        #expect(SceneDiagnostic.render(result.diagnostics, source: marked.source, path: "scenes/flow.swift") == testCase.rendered)
    }

    @Test func sceneWithAnErrorHasNoSceneButEveryDiagnostic() {
        let result = load(#"#Preview { VStack { Txt("a"); Text("b").frame(widht: 2); Text("c").glow() } }"#)
        #expect(result.scene == nil)
        #expect(result.hasErrors)
        #expect(result.diagnostics.map(\.message) == ["unknown view 'Txt'", "'frame' has no argument 'widht'", "unknown modifier 'glow'"])
    }

    @Test func sceneWithOnlyWarningsLoads() {
        let result = load("actor Model {}\n#Preview { Text(\"a\") }\n#Unknown")
        #expect(result.scene != nil)
        #expect(!result.hasErrors)
        #expect(result.diagnostics.map(\.severity) == [.warning, .warning])
    }

    @Test func diagnosticsAreReportedOnceEvenWhenAViewIsUsedTwice() {
        let source = Self.body("Txt(\"a\")") + "\n#Preview { ContentView() }\n#Preview { ContentView() }"
        #expect(load(source).diagnostics.map(\.message) == ["unknown view 'Txt'"])
    }

    @Test func aValueAmongViewsIsAnErrorAtTheValue() {
        let result = load("#Preview { VStack { Text(\"a\")\n 42 } }")
        #expect(result.scene == nil)
        #expect(result.diagnostics.map(\.message) == ["expected a view, got a number"])
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    @Test func aValueAmongViewsInForEachContentIsAnErrorAtTheValue() {
        let result = load("#Preview { VStack { ForEach(0..<3) { i in\n Text(\"a\")\n i } } }")
        #expect(result.scene == nil)
        #expect(result.diagnostics.map(\.message) == ["expected a view, got a number"])
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    @Test func syntaxErrorsStopInterpretation() {
        let result = load("#Preview { Txt(\"a\" }")
        #expect(result.diagnostics.allSatisfy { $0.id == "syntax" })
        #expect(!result.diagnostics.isEmpty)
    }

    @Test func coloredRenderingUsesANSIEscapes() {
        let source = Self.body("Txt(\"a\")")
        let text = SceneDiagnostic.render(load(source).diagnostics, source: source, path: "a.swift", colored: true)
        #expect(text.contains("\u{1B}["))
    }

    @Test func oneLineFormatNamesPathLineAndColumn() throws {
        let diagnostic = try #require(load(Self.body("Txt(\"a\")")).diagnostics.first)
        #expect(diagnostic.oneLine(path: "scenes/a.swift") == "scenes/a.swift:3:9: error: unknown view 'Txt'")
    }

    @Test func diagnosticIsASwiftSyntaxDiagnosticMessage() throws {
        let diagnostic = try #require(load(Self.body("Txt(\"a\")")).diagnostics.first)
        #expect(diagnostic.diagnosticID == MessageID(domain: "SceneLanguage", id: "unknown-view"))
        #expect(diagnostic.notes.map(\.message) == ["did you mean 'Text'?"])
    }
}
