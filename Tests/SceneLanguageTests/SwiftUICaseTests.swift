import Foundation
import LayoutEngine
import Testing
import SceneLanguage

/// The cases of `shared/cases/cases.json` (frames measured on Apple's SwiftUI), written as
/// scene expressions: each is interpreted and laid out, and every named frame must match
/// within half a point. Cases that need declarations (a custom Layout) cannot be
/// interpreted and are left out.
struct SwiftUICaseTests {
    static let casesURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/cases/cases.json")

    static let cases = LayoutCase.load(casesURL).filter { $0.decls == nil }

    @Test(.enabled(if: !cases.isEmpty, "shared/cases/cases.json is absent"), arguments: cases)
    func caseMatchesSwiftUI(_ testCase: LayoutCase) throws {
        let result = SceneInterpreter.load(source: testCase.view, path: "\(testCase.id).swift")
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: testCase.view, path: testCase.id))")
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: testCase.proposal)
        try expectFrames(placement, testCase.expect)
    }
}
