import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// `NAME.scene.json`: the same view tree as JSON, checked by the same rules.
struct SceneJSONTests {
    func loadJSON(_ text: String) -> SceneLoadResult {
        SceneInterpreter.loadJSON(data: Data(text.utf8), path: "scenes/flow.scene.json")
    }

    func outlines(_ result: SceneLoadResult, canvas: ProposedViewSize = defaultCanvas) -> [String] {
        (result.scene?.previews ?? []).map { preview in
            outline(LayoutHost().place(preview.view, proposal: preview.proposal ?? canvas).root)
        }
    }

    static let flowJSON = """
    {
      "version": 1,
      "previews": [
        {
          "name": "Narrow",
          "proposal": {"width": 120, "height": 200},
          "view": {
            "view": "FlowLayout",
            "args": {"spacing": 8},
            "children": [
              {"view": "Text", "args": ["Hello"], "modifiers": [{"name": "font", "args": "largeTitle"}]},
              {"view": "Text", "args": ["World"], "modifiers": [{"name": "font", "args": [".title"]}]},
              {"view": "Text", "args": "!!!", "modifiers": [{"name": "font", "args": "title3"}]}
            ],
            "modifiers": [{"name": "border", "args": ["#FF0000"]}]
          }
        }
      ]
    }
    """

    @Test func jsonSceneLaysOutLikeTheSwiftScene() throws {
        let result = loadJSON(Self.flowJSON)
        #expect(result.diagnostics.isEmpty)
        let preview = try #require(result.scene?.previews.first)
        #expect(preview.name == "Narrow")
        #expect(preview.proposal == ProposedViewSize(width: 120, height: 200))
        let swift = """
        #Preview("Narrow", traits: .fixedLayout(width: 120, height: 200)) {
            FlowLayout(spacing: 8) {
                Text("Hello").font(.largeTitle)
                Text("World").font(.title)
                Text("!!!").font(.title3)
            }
            .border(Color(red: 1, green: 0, blue: 0))
        }
        """
        #expect(outlines(result) == outlines(load(swift)))
    }

    @Test func jsonValuesNameMembersInitializersAndMixedArguments() throws {
        let json = """
        {"view": "ZStack", "args": {"alignment": "topLeading"}, "children": [
          {"view": "Color", "args": ["blue"], "modifiers": [
            {"name": "aspectRatio", "args": {"_": 2, "contentMode": "fit"}},
            {"name": "padding", "args": [{"top": 1, "leading": 2, "bottom": 3, "trailing": 4}]},
            {"name": "rotationEffect", "args": [{"member": "degrees", "args": [30]}]},
            "scaledToFit"
          ]},
          {"view": "Text", "args": ["a"], "modifiers": [{"name": "font", "args": [{"member": "bold", "base": "title"}]}, {"name": "id", "args": "label"}]}
        ]}
        """
        let swift = """
        ZStack(alignment: .topLeading) {
            Color.blue.aspectRatio(2, contentMode: .fit).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).rotationEffect(.degrees(30)).scaledToFit()
            Text("a").font(.title.bold()).id("label")
        }
        """
        let result = loadJSON(json)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(outlines(result) == outlines(load(swift)))
    }

    @Test func jsonMistakeNamesItsJSONPathAndLine() throws {
        let json = """
        {"previews": [{"view": {"view": "VStack", "children": [
          {"view": "Text", "args": ["a"]},
          {"view": "Text", "args": ["b"], "modifiers": [{"name": "frame", "args": {"width": "wide"}}]},
          {"view": "Txt", "args": ["c"]}
        ]}}]}
        """
        let result = loadJSON(json)
        #expect(result.scene == nil)
        #expect(result.diagnostics.map(\.message) == [
            "previews[0].view.children[1].modifiers[0].args.width: expected a number for 'width', got a string",
            "previews[0].view.children[2]: unknown view 'Txt'",
        ])
        #expect(result.diagnostics.map { $0.location?.line } == [3, 4])
        #expect(result.diagnostics.last?.notes.map(\.message) == ["did you mean 'Text'?"])
        let rendered = SceneDiagnostic.render(result.diagnostics, source: json, path: "scenes/flow.scene.json")
        #expect(rendered.hasPrefix("scenes/flow.scene.json:3:85: error: previews[0].view.children[1].modifiers[0].args.width: expected a number for 'width', got a string\n"))
        #expect(rendered.contains("4 |   {\"view\": \"Txt\", \"args\": [\"c\"]}\n"))
    }

    @Test func jsonSyntaxErrorHasLineAndColumn() throws {
        let result = loadJSON("{\"previews\": [\n  {\"view\": {\"view\": \"Text\" \"args\": [\"a\"]}}\n]}")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == "json-syntax")
        #expect(diagnostic.message == "expected ',' or '}'")
        #expect(diagnostic.location.map { [$0.line, $0.column] } == [2, 28])
    }

    @Test func jsonSchemaMistakesAreReported() {
        let result = loadJSON(#"{"previews": [{"name": 3, "veiw": {}}], "extra": true}"#)
        #expect(result.diagnostics.map(\.message) == [
            "previews[0]: missing key 'view'",
            "previews[0].name: expected a string, got a number",
            "previews[0].veiw: unknown key 'veiw' is ignored",
            "extra: unknown key 'extra' is ignored",
        ])
    }

    static let roundTripScenes: [String] = [
        """
        struct ContentView: View {
            var body: some View {
                FlowLayout(spacing: 8) {
                    Text("Hello").font(.largeTitle)
                    Text("World").font(.title.bold())
                    Text("!!!").font(.system(size: 20, weight: .bold))
                }
                .border(Color.red.opacity(0.5), width: 2)
            }
        }
        #Preview("Narrow", traits: .fixedLayout(width: 120, height: 200)) { ContentView() }
        #Preview("Fits", traits: .sizeThatFitsLayout) { ContentView() }
        """,
        SeedSceneTests.wordViews + """

        #Preview {
            ViewThatFits(in: .horizontal) {
                BalancedStack(.row) { TextList() }
                BalancedStack(.column) { TextList() }
            }
        }
        """,
        #"""
        enum Algo: CaseIterable { case h, v
            var layout: any Layout { self == .h ? AnyLayout(HStackLayout(spacing: 2)) : AnyLayout(VStackLayout()) }
        }
        struct ContentView: View {
            var algo = Algo.h
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    algo.layout {
                        ForEach(0..<4) { ix in
                            Text("Mark \(ix)").padding().background(Capsule().fill(Color(hue: .init(ix) / 10, saturation: 0.8, brightness: 0.8)))
                        }
                    }
                    CircleLayout(radius: 30, rotation: .degrees(45)) { ForEach(0..<3) { _ in Circle().frame(width: 6, height: 6) } }
                    Color.blue.aspectRatio(2, contentMode: .fit).frame(maxWidth: .infinity, minHeight: 10)
                    Text("a").padding(.horizontal, 8).overlay(alignment: .topTrailing) { Circle().frame(width: 4, height: 4) }
                    Text("b").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).offset(x: 3).layoutPriority(1).id("b")
                    SLEStack(direction: .row) { Color.red.sleItem(.width(40)); Color.green }.frame(height: 20)
                }
            }
        }
        """#,
    ]

    @Test(arguments: roundTripScenes.indices)
    func swiftSceneTranslatesToJSONThatLaysOutTheSame(_ index: Int) throws {
        let source = Self.roundTripScenes[index]
        let (json, diagnostics) = SceneInterpreter.sceneJSON(source: source, path: "scene.swift")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let text = try #require(json)
        let fromJSON = loadJSON(text)
        #expect(fromJSON.diagnostics.isEmpty, "\(fromJSON.diagnostics.map(\.message))\n\(text)")
        let fromSwift = load(source)
        #expect(fromJSON.scene?.previews.map(\.name) == fromSwift.scene?.previews.map(\.name))
        #expect(fromJSON.scene?.previews.map(\.proposal) == fromSwift.scene?.previews.map(\.proposal))
        #expect(outlines(fromJSON) == outlines(fromSwift))
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }

    @Test func translationOfASceneWithErrorsGivesItsDiagnostics() {
        let (json, diagnostics) = SceneInterpreter.sceneJSON(source: "#Preview { Txt(\"a\") }", path: "a.swift")
        #expect(json == nil)
        #expect(diagnostics.map(\.message) == ["unknown view 'Txt'"])
    }
}
