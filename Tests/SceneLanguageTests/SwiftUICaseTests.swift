import Foundation
import LayoutEngine
import Testing
import SceneLanguage

/// The cases of `shared/cases/cases.json` (frames measured on Apple's SwiftUI), written as
/// scene expressions: each is interpreted and laid out, and every named frame must match
/// within half a point. Cases that need declarations (a custom Layout) cannot be
/// interpreted and are left out.
struct SwiftUICaseTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var view: String
        var proposal: ProposedViewSize
        var expect: [String: [Double?]]
        var testDescription: String { id }
    }

    static let casesURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/cases/cases.json")

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: casesURL),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["cases"] as? [[String: Any]] else { return [] }
        return entries.compactMap { entry in
            guard entry["decls"] == nil, let id = entry["id"] as? String, let view = entry["view"] as? String,
                  let proposal = entry["proposal"] as? [String: Any], let expect = entry["expect"] as? [String: [Any]] else { return nil }
            func length(_ value: Any?) -> CGFloat? { (value as? NSNumber).map { CGFloat($0.doubleValue) } }
            return Case(
                id: id,
                view: view,
                proposal: ProposedViewSize(width: length(proposal["width"]), height: length(proposal["height"])),
                expect: expect.mapValues { $0.map { ($0 as? NSNumber)?.doubleValue } }
            )
        }
    }()

    @Test(.enabled(if: !cases.isEmpty, "shared/cases/cases.json is absent"), arguments: cases)
    func caseMatchesSwiftUI(_ testCase: Case) throws {
        let result = SceneInterpreter.load(source: testCase.view, path: "\(testCase.id).swift")
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: testCase.view, path: testCase.id))")
        let preview = try #require(result.scene?.previews.first)
        let placement = LayoutHost().place(preview.view, proposal: testCase.proposal)
        try expectFrames(placement, testCase.expect)
    }
}
