import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A `Text`'s string literal is read as SwiftUI reads a `LocalizedStringKey`: its inline
/// Markdown is drawn, not measured as written.
struct InlineMarkdownTests {
    private typealias Run = InlineMarkdown.Run

    @Test func strongEmphasisCodeStrikethroughAndLinksAreRuns() {
        #expect(InlineMarkdown.runs(of: "a **b** *c* `d*e` ~~f~~ [g](https://x.y)") == [
            Run(text: "a "), Run(text: "b", isBold: true), Run(text: " "), Run(text: "c", isItalic: true), Run(text: " "),
            Run(text: "d*e", isCode: true), Run(text: " "), Run(text: "f", isStruckThrough: true), Run(text: " "), Run(text: "g"),
        ])
    }

    @Test func emphasisNestsInStrongText() {
        #expect(InlineMarkdown.runs(of: "**a _b_ c**") == [Run(text: "a ", isBold: true), Run(text: "b", isBold: true, isItalic: true), Run(text: " c", isBold: true)])
    }

    @Test func delimitersThatOpenNothingStayAsWritten() {
        #expect(InlineMarkdown.runs(of: "2 * 3 * 4") == nil)
        #expect(InlineMarkdown.runs(of: "snake_case_name") == nil)
        #expect(InlineMarkdown.runs(of: "**unclosed") == nil)
    }

    @Test func aBackslashEscapesAMarker() {
        #expect(InlineMarkdown.runs(of: #"\*not emphasis\*"#) == [Run(text: "*not emphasis*")])
    }

    @Test func aMarkdownLiteralMeasuresAsTheTextItDraws() throws {
        let views = """
            Text("Tap **Save** to keep `it`")
            Text("Tap ") + Text("Save").bold() + Text(" to keep ") + Text("it").monospaced()
            ForEach(0..<1) { _ in Text("Tap **Save** to keep `it`").font(.title) }
            ForEach(0..<1) { _ in (Text("Tap ") + Text("Save").bold() + Text(" to keep ") + Text("it").monospaced()).font(.title) }
            """
        let source = "#Preview { VStack(alignment: .leading) {\n" + views + "\n} }\n"
        for placement in [try placement(source), try ForEachTemplateTests.evaluated { try placement(source) }] {
            let texts = placement.root.allNodes.filter { $0.kind == "Text" }
            #expect(texts.map(\.text) == Array(repeating: "Tap Save to keep it", count: 4))
            #expect(texts[0].frame.size == texts[1].frame.size)
            #expect(texts[2].frame.size == texts[3].frame.size)
        }
    }

    @Test func aStringThatIsNoLiteralAndVerbatimTextAreDrawnAsWritten() throws {
        let source = #"""
            #Preview { VStack { let title = "**a**"; Text(title); Text(verbatim: "**a**") } }

            """#
        #expect(try placement(source).root.allNodes.filter { $0.kind == "Text" }.map(\.text) == ["**a**", "**a**"])
    }
}
