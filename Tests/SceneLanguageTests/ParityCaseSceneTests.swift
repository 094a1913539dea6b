import Foundation
import LayoutEngine
import Testing
import SceneLanguage

/// The parity cases of `Tests/LayoutEngineTests/Cases/parity-cases.json` (frames measured on
/// Apple's SwiftUI or derived from its documented rules) written as a user writes a scene: the
/// case's view is the body of `struct ContentView: View`, its declarations sit beside it, and
/// `#Preview(traits: .fixedLayout(width:height:))` names the canvas. The scene must load
/// without a diagnostic and give the frames the case expects, so the scene language and the
/// library agree on every case.
struct ParityCaseSceneTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var view: String
        var decls: String?
        var width: Double
        var height: Double
        var expect: [String: [Double?]]
        var testDescription: String { id }

        /// The case as a scene file.
        var scene: String {
            let body = view.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "        " + $0 }.joined(separator: "\n")
            var source = decls.map { $0 + "\n\n" } ?? ""
            source += "struct ContentView: View {\n    var body: some View {\n\(body)\n    }\n}\n\n"
            source += "#Preview(traits: .fixedLayout(width: \(width), height: \(height))) { ContentView() }\n"
            return source
        }
    }

    static let casesURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LayoutEngineTests/Cases/parity-cases.json")

    /// Every case whose canvas is given in both dimensions (a fixed-layout preview needs both).
    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: casesURL),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["cases"] as? [[String: Any]] else { return [] }
        return entries.compactMap { entry in
            guard let id = entry["id"] as? String, let view = entry["view"] as? String,
                  let proposal = entry["proposal"] as? [String: Any],
                  let width = (proposal["width"] as? NSNumber)?.doubleValue,
                  let height = (proposal["height"] as? NSNumber)?.doubleValue,
                  let expect = entry["expect"] as? [String: [Any]] else { return nil }
            return Case(
                id: id,
                view: view,
                decls: entry["decls"] as? String,
                width: width,
                height: height,
                expect: expect.mapValues { $0.map { ($0 as? NSNumber)?.doubleValue } }
            )
        }
    }()

    @Test func parityCasesAreAllRead() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func sceneGivesTheFramesSwiftUIGives(_ testCase: Case) throws {
        let source = testCase.scene
        let path = "\(testCase.id).swift"
        let result = SceneInterpreter.load(source: source, path: path)
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: path))")
        let preview = try #require(result.scene?.previews.first)
        let proposal = try #require(preview.proposal, "the preview names no canvas")
        #expect(proposal.width == CGFloat(testCase.width) && proposal.height == CGFloat(testCase.height))
        let placement = LayoutHost().place(preview.view, proposal: proposal)
        try expectFrames(placement, testCase.expect)
    }
}
