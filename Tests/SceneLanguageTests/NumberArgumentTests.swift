import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// Numbers no layout can use (non-finite, absurdly large, a negative frame dimension) are
/// errors at the argument, in Swift scenes and scene.json alike; the numbers SwiftUI code
/// really writes still load.
struct NumberArgumentTests {
    /// A number argument and the error it gives, as a one-preview scene showing `view`.
    private static func rejecting(_ id: String, _ view: String, _ message: String) -> RobustnessTests.Hostile {
        RobustnessTests.Hostile(id: id, source: "#Preview { " + view + " }", message: message)
    }

    static let rejected: [RobustnessTests.Hostile] = [
        rejecting("huge-frame-width", "Color.red.frame(width: 1e300)",
                  "1e+300 is too large for 'width'; a length is at most 1000000 pt either way"),
        rejecting("greatest-padding", "Color.red.padding(Double.greatestFiniteMagnitude)",
                  "1.7976931348623157e+308 is too large for argument 1 of 'padding'; a length is at most 1000000 pt either way"),
        rejecting("infinite-padding", "Color.red.padding(.infinity)",
                  "expected a finite number for argument 1 of 'padding', got infinity"),
        rejecting("negative-frame-width", "Color.red.frame(width: -50)",
                  "invalid frame dimension -50 for 'width'; a frame's lengths are 0 or more (leave it out, or pass nil, for the view's own)"),
        rejecting("negative-min-height", "Color.red.frame(minHeight: -1)",
                  "invalid frame dimension -1 for 'minHeight'; a frame's lengths are 0 or more (leave it out, or pass nil, for the view's own)"),
        rejecting("infinite-fixed-height", "Color.red.frame(height: CGFloat.infinity)",
                  "invalid frame dimension infinity for 'height'; a fixed width or height must be finite (use 'maxWidth: .infinity' to fill the proposal)"),
        rejecting("nan-offset", "Color.red.offset(x: .nan)",
                  "expected a finite number for 'x', got nan"),
        rejecting("nan-offset-from-arithmetic", "Color.red.offset(x: Double.infinity - Double.infinity)",
                  "expected a finite number for 'x', got nan"),
        rejecting("negative-max-width", "Color.red.frame(maxWidth: -3)",
                  "invalid frame dimension -3 for 'maxWidth'; a frame's lengths are 0 or more (leave it out, or pass nil, for the view's own)"),
        rejecting("huge-spacing", "HStack(spacing: -2e6) { Text(\"a\") }",
                  "-2000000 is too large for 'spacing'; a length is at most 1000000 pt either way"),
        rejecting("huge-size-component", "Color.red.offset(CGSize(width: 0, height: 1e9))",
                  "1000000000 is too large for 'height'; a length is at most 1000000 pt either way"),
        rejecting("infinite-priority", "Color.red.layoutPriority(.infinity)",
                  "expected a finite number for argument 1 of 'layoutPriority', got infinity"),
    ]

    @Test(arguments: rejected)
    func numberNoLayoutCanUseIsAnErrorAtTheArgument(_ testCase: RobustnessTests.Hostile) throws {
        let result = load(testCase.source)
        #expect(result.scene == nil)
        let error = try #require(result.diagnostics.first { $0.isError })
        #expect(error.message == testCase.message)
        #expect(error.id == "number-range")
        #expect(error.location?.line == 1)
    }

    @Test func theErrorPointsAtTheNumberNotTheModifier() {
        let result = load("#Preview {\n    Color.red\n        .frame(width: 1e300)\n}")
        #expect(result.diagnostics.first?.location?.line == 3)
        #expect(result.diagnostics.first?.location?.column == 23)
    }

    @Test(arguments: [
        "Color.red.frame(maxWidth: .infinity, maxHeight: CGFloat.infinity)",
        "Color.red.frame(maxWidth: .greatestFiniteMagnitude)",
        "Color.red.frame(width: nil, height: 0)",
        "Text(\"a\").padding(-8)",
        "HStack(spacing: -4) { Text(\"a\"); Text(\"b\") }",
        "Color.red.frame(width: 1_000_000, height: 10).offset(x: -1_000_000)",
    ])
    func numbersSwiftUICodeWritesStillLoad(_ view: String) {
        let result = load("#Preview { " + view + " }")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.scene != nil)
    }

    @Test func sceneJSONNumbersFollowTheSameRules() throws {
        let json = """
        {"version": 1, "previews": [{"name": "A", "view": {"view": "Color", "args": ["red"],
          "modifiers": [{"name": "frame", "args": {"width": -50}}, {"name": "padding", "args": ["infinity"]}]}}]}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/a.scene.json")
        #expect(result.scene == nil)
        let messages = result.diagnostics.filter(\.isError).map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first?.hasSuffix("invalid frame dimension -50 for 'width'; a frame's lengths are 0 or more (leave it out, or pass nil, for the view's own)") == true, "\(messages)")
        #expect(messages.last?.hasSuffix("expected a finite number for argument 1 of 'padding', got infinity") == true, "\(messages)")
    }

    @Test func negativeCanvasOfAPreviewIsAnError() {
        let result = load("#Preview(traits: .fixedLayout(width: -10, height: 100)) { Text(\"a\") }")
        #expect(result.scene == nil)
        #expect(result.diagnostics.first?.message == "invalid frame dimension -10 for 'width'; a frame's lengths are 0 or more (leave it out, or pass nil, for the view's own)")
    }

    @Test func negativeCanvasOfASceneJSONPreviewIsAnError() {
        let json = """
        {"version": 1, "previews": [{"name": "A", "proposal": {"width": -10, "height": 100}, "view": {"view": "Text", "args": ["a"]}}]}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/a.scene.json")
        #expect(result.scene == nil)
        #expect(result.diagnostics.first?.message.hasSuffix("invalid frame dimension -10 for 'width'; a frame's lengths are 0 or more (leave it out, or pass nil, for the view's own)") == true, "\(result.diagnostics.map(\.message))")
    }

    @Test func sceneJSONMaximumOfInfinityStillLoads() {
        let json = """
        {"version": 1, "previews": [{"name": "A", "view": {"view": "Color", "args": ["red"],
          "modifiers": [{"name": "frame", "args": {"maxWidth": "infinity"}}]}}]}
        """
        let result = SceneInterpreter.loadJSON(data: Data(json.utf8), path: "scenes/a.scene.json")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }
}
