import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The cases of `Tests/LayoutEngineTests/Cases/text-cases.json` (`Text + Text`,
/// `lineSpacing`, `kerning`/`tracking`, `textCase`, `monospaced`, Dynamic Type) written as
/// scenes: each must load without a diagnostic and give the frames the case expects, as
/// the same code compiled against LayoutEngine does (`TextCaseTests`).
struct TextCaseSceneTests {
    static let cases = LayoutCase.load(caseFile: "text-cases.json")

    @Test func textCasesAreRead() {
        #expect(Self.cases.count >= 12)
    }

    @Test(arguments: cases)
    func sceneGivesTheCaseFrames(_ testCase: LayoutCase) throws {
        try expectSceneGivesTheFrames(of: testCase)
    }
}
