import Foundation
import Testing

extension EndToEndTests {
    /// Numbers no layout can use are errors at the argument, and nothing is written.
    @Suite struct BadNumbers {
        @Test(arguments: [
            ("Color.red.frame(width: 1e300).padding(Double.greatestFiniteMagnitude)", "a.swift:3:32: error: 1e+300 is too large for 'width'"),
            ("Color.red.frame(width: -50)", "a.swift:3:32: error: invalid frame dimension -50 for 'width'"),
        ])
        func renderReportsTheNumberAtItsLineAndColumnAndWritesNothing(_ view: String, _ message: String) throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write("struct ContentView: View {\n    var body: some View {\n        \(view)\n    }\n}\n", "a.swift")
            let result = try Layoutd.run(["render", scenes.path])
            #expect(result.status == 1)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.contains("`- error:"), "the source line with a caret under the number: \(result.stderr)")
            #expect(!scenes.exists("a.placement.json"))
        }

        @Test func jsonSceneWithANegativeFrameIsAnErrorNamingTheValue() throws {
            let scenes = try Scratch()
            defer { scenes.remove() }
            try scenes.write("""
            {"version": 1, "previews": [{"name": "A", "view": {"view": "Color", "args": ["red"],
              "modifiers": [{"name": "frame", "args": {"width": -50}}]}}]}
            """, "a.scene.json")
            let result = try Layoutd.run(["render", scenes.path])
            #expect(result.status == 1)
            #expect(result.stderr.contains("invalid frame dimension -50 for 'width'"), "\(result.stderr)")
            #expect(!scenes.exists("a.placement.json"))
        }
    }
}
