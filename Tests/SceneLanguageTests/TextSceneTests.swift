import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// Text in scenes beyond the cases of `text-cases.json`: what `Text + Text` accepts in its
/// parts, the environment keys `.environment(…)` lays out or says it does not yet, and the
/// JSON form of the text modifiers.
struct TextSceneTests {
    static func body(_ line: String) -> String {
        "struct ContentView: View {\n    var body: some View {\n        \(line)\n    }\n}\n"
    }

    @Test func partsOfTextPlusTextKeepTheirOwnFontsWeightsAndPaint() throws {
        let scene = try placement(Self.body(#"(Text("aa").font(.largeTitle).foregroundColor(.red) + Text("aa").bold().italic()).id("t")"#))
        let compiled = LayoutHost().place((Text("aa").font(.largeTitle) + Text("aa").bold()).id("t"), proposal: defaultCanvas)
        #expect(try frame(scene, "t") == frame(compiled, "t"))
        #expect((try frame(scene, "t")).height == 40.8)
    }

    @Test func threePartsJoinInOrder() throws {
        let scene = try placement(Self.body(#"(Text("a").font(.title) + Text("b").kerning(1) + Text("c").monospaced()).id("t")"#))
        let compiled = LayoutHost().place((Text("a").font(.title) + Text("b").kerning(1) + Text("c").monospaced()).id("t"), proposal: defaultCanvas)
        #expect(try frame(scene, "t") == frame(compiled, "t"))
        #expect(scene.root.first(named: "t")?.text == "abc")
    }

    @Test func aViewModifierOnAPartOfTextPlusTextIsAnError() {
        let result = load(Self.body(#"Text("a").padding() + Text("b")"#))
        #expect(result.diagnostics.map(\.message) == ["'padding' returns a view, and '+' joins only Text: apply it to the whole of 'Text + Text', in parentheses"])
    }

    @Test func textModifiersOnceNotLaidOutNoLongerError() {
        for modifier in ["lineSpacing(4)", "kerning(1)", "tracking(1)", "textCase(.uppercase)", "textCase(nil)", "monospaced()", "monospacedDigit()", "dynamicTypeSize(.xLarge)"] {
            let result = load(Self.body(#"Text("a").\#(modifier)"#))
            #expect(result.diagnostics.isEmpty, "\(modifier): \(result.diagnostics.map(\.message))")
        }
    }

    @Test func aSizeClassInTheEnvironmentIsAnErrorThatSaysItIsNotLaidOutYet() {
        let result = load(Self.body(#"Text("a").environment(\.horizontalSizeClass, .regular)"#))
        #expect(result.diagnostics.map(\.message) == [#"'\.horizontalSizeClass' is a SwiftUI environment value layoutd does not lay out yet"#])
    }

    @Test func rightToLeftInTheEnvironmentMirrorsAsTheCompiledView() throws {
        let scene = try placement(Self.body(#"""
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 30, height: 10).id("b").padding(.leading, 5)
        }
        .environment(\.layoutDirection, .rightToLeft)
        """#))
        let compiled = LayoutHost().place(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 30, height: 10).id("b").padding(.leading, 5)
        }.environment(\.layoutDirection, .rightToLeft), proposal: defaultCanvas)
        #expect(outline(scene.root) == outline(compiled.root))
        #expect((try frame(scene, "b")).maxX < (try frame(scene, "a")).minX)
    }

    @Test func environmentKeysThatChangeNoFrameAreAccepted() throws {
        let plain = try placement(Self.body(#"Text("a").id("t")"#))
        let scheme = try placement(Self.body(#"Text("a").environment(\.colorScheme, .dark).id("t")"#))
        #expect(try frame(scheme, "t") == frame(plain, "t"))
    }

    @Test func environmentFontSetsTheFontOfTextBelow() throws {
        let scene = try placement(Self.body(#"Text("aa").id("t").environment(\.font, .largeTitle)"#))
        #expect((try frame(scene, "t")).size == CGSize(width: 37.4, height: 40.8))
    }

    @Test func aDynamicTypeSizeSwiftUIDoesNotHaveIsAnErrorWithTheSizeItMeant() {
        let result = load(Self.body(#"Text("a").environment(\.dynamicTypeSize, .xxLarg)"#))
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean '.xxLarge'?"], "\(result.diagnostics.map(\.message))")
    }

    @Test func sceneJSONWritesTextModifiersWithTheirArguments() throws {
        let json = """
        {"proposal": {"width": 200, "height": 100}, "view": {"view": "VStack", "args": {"alignment": "leading", "spacing": 0}, "children": [
          {"view": "Text", "args": ["ab"], "modifiers": [{"name": "textCase", "args": ["uppercase"]}, {"name": "id", "args": "a"}]},
          {"view": "Text", "args": ["aa"], "modifiers": [{"name": "kerning", "args": [2]}, {"name": "dynamicTypeSize", "args": ["xxxLarge"]}, {"name": "id", "args": "b"}]}
        ]}}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/text.scene.json")
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: json, path: "text.scene.json"))")
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: try #require(preview.proposal))
        #expect((try frame(placement, "a")).size == CGSize(width: 23.12, height: 20.4))
        #expect((try frame(placement, "b")).size == CGSize(width: 29.3, height: 27.6))
    }
}
