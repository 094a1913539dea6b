import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// Ranges as arguments: `...`, `..<` and their one-sided forms over values the evaluator
/// cannot order itself (Dynamic Type sizes), made into the standard library's ranges for
/// `dynamicTypeSize(_:)`, which clamps the environment's size into the range as SwiftUI does.
struct RangeArgumentTests {
    /// A text clamped by `range` under an environment of `environment`.
    static func clamped(_ range: String, under environment: String) -> String {
        TextSceneTests.body(#"Text("aa").dynamicTypeSize(\#(range)).id("t").environment(\.dynamicTypeSize, \#(environment))"#)
    }

    /// The frame of `Text("aa")` laid out at `size`, by the library.
    static func textFrame(at size: DynamicTypeSize) throws -> CGRect {
        try frame(LayoutHost().place(Text("aa").dynamicTypeSize(size).id("t"), proposal: defaultCanvas), "t")
    }

    @Test func aRangeThroughASizeLowersALargerEnvironmentSizeToIt() throws {
        let scene = try placement(Self.clamped("...DynamicTypeSize.large", under: ".xxxLarge"))
        #expect(try frame(scene, "t") == Self.textFrame(at: .large))
        #expect(try frame(scene, "t") != Self.textFrame(at: .xxxLarge))
    }

    @Test func aRangeFromASizeRaisesASmallerEnvironmentSizeToIt() throws {
        let scene = try placement(Self.clamped(".large...", under: ".xSmall"))
        #expect(try frame(scene, "t") == Self.textFrame(at: .large))
        #expect(try frame(scene, "t") != Self.textFrame(at: .xSmall))
    }

    @Test func aClosedRangeLowersToItsUpperBound() throws {
        let scene = try placement(Self.clamped(".xSmall ... .xLarge", under: ".accessibility3"))
        #expect(try frame(scene, "t") == Self.textFrame(at: .xLarge))
    }

    @Test func aHalfOpenRangeLowersToTheSizeBelowItsUpperBound() throws {
        let scene = try placement(Self.clamped("..<DynamicTypeSize.xLarge", under: ".xxxLarge"))
        #expect(try frame(scene, "t") == Self.textFrame(at: .large))
    }

    @Test func aSizeInsideTheRangeIsKept() throws {
        let scene = try placement(Self.clamped(".small ... .xxLarge", under: ".xLarge"))
        #expect(try frame(scene, "t") == Self.textFrame(at: .xLarge))
    }

    @Test func boundsMayBeNamedByLetsAndProperties() throws {
        let source = """
        struct ContentView: View {
            let largest = DynamicTypeSize.xLarge
            var body: some View {
                Text("aa").dynamicTypeSize(.xSmall...largest).id("t").environment(\\.dynamicTypeSize, .accessibility5)
            }
        }
        """
        #expect(try frame(placement(source), "t") == Self.textFrame(at: .xLarge))
    }

    @Test func aRangeWhoseLowerBoundIsAboveItsUpperIsAnErrorAtTheArgument() {
        let result = load(TextSceneTests.body(#"Text("a").dynamicTypeSize(.xxLarge ... .small)"#))
        #expect(result.diagnostics.map(\.message) == ["a range's lower bound '.xxLarge' is above its upper bound '.small'; Swift's 'Range' requires lowerBound <= upperBound"])
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    @Test func aRangeOfAnotherTypeIsAWrongArgument() {
        let result = load(TextSceneTests.body(#"Text("a").dynamicTypeSize("a"..."b")"#))
        #expect(result.diagnostics.map(\.message) == ["expected a dynamic type size for the range's lower bound, got a string"])
    }

    @Test func aMisspelledBoundSuggestsTheSizeItMeant() {
        let result = load(TextSceneTests.body(#"Text("a").dynamicTypeSize(...DynamicTypeSize.larg)"#))
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean '.large'?"], "\(result.diagnostics.map(\.message))")
    }

    @Test func sceneJSONWritesRangesAsFromThroughAndUpTo() throws {
        let source = TextSceneTests.body(#"VStack { Text("a").dynamicTypeSize(.small ... .large); Text("b").dynamicTypeSize(..<DynamicTypeSize.large); Text("c").dynamicTypeSize(.large...) }"#)
        let json = try #require(SceneInterpreter.sceneJSON(source: source, path: "scenes/ranges.swift").json)
        #expect(json.contains(#"{"from": ".small", "through": ".large"}"#), "\(json)")
        #expect(json.contains(#"{"upTo": ".large"}"#), "\(json)")
        #expect(json.contains(#"{"from": ".large"}"#), "\(json)")
    }

    @Test func sceneJSONRangesClampAsSwiftScenesDo() throws {
        let json = """
        {"view": {"view": "Text", "args": ["aa"], "modifiers": [{"name": "dynamicTypeSize", "args": [{"from": "xLarge"}]}, {"name": "id", "args": "t"}]}}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/range.scene.json")
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: json, path: "range.scene.json"))")
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: defaultCanvas)
        #expect(try frame(placement, "t") == Self.textFrame(at: .xLarge))
    }
}
