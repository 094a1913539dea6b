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
    /// Every case whose canvas is given in both dimensions (a fixed-layout preview needs both).
    static let cases = LayoutCase.load(caseFile: "parity-cases.json").filter { $0.width != nil && $0.height != nil }

    @Test func parityCasesAreAllRead() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func sceneGivesTheFramesSwiftUIGives(_ testCase: LayoutCase) throws {
        let source = Self.scene(of: testCase)
        let path = "\(testCase.id).swift"
        let result = SceneInterpreter.load(source: source, path: path)
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: path))")
        let preview = try #require(result.scene?.previews.first)
        let proposal = try #require(preview.proposal, "the preview names no canvas")
        #expect(proposal == testCase.proposal)
        let placement = LayoutHost().place(preview.view, proposal: proposal)
        try expectFrames(placement, testCase.expect)
    }

    /// The case as a scene file: its view the body of `ContentView`, its declarations beside
    /// it, and a fixed-layout preview of its canvas.
    static func scene(of testCase: LayoutCase) -> String {
        let body = testCase.view.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "        " + $0 }.joined(separator: "\n")
        var source = testCase.decls.map { $0 + "\n\n" } ?? ""
        source += "struct ContentView: View {\n    var body: some View {\n\(body)\n    }\n}\n\n"
        source += "#Preview(traits: .fixedLayout(width: \(testCase.width!), height: \(testCase.height!))) { ContentView() }\n"
        return source
    }
}
