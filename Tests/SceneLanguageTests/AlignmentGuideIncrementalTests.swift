import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A guide closure reads names from where it is written when the scene is loaded: an edit
/// to one of them, anywhere in the file, must give what a fresh load gives, however much of
/// the last load is reused.
extension IncrementalParseTests {
    static let guideScene = """
    let shift: CGFloat = 10

    struct Bar: View {
        var inset: CGFloat = 4
        var body: some View {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 4 + inset + shift }
        }
    }

    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(width: 40, height: 10)
                Bar()
                Bar(inset: 2)
            }
        }
    }

    """

    @Test func editingANumberAGuideClosureReadsMatchesAFreshLoad() {
        let scene = Self.guideScene
        expectSameAsFresh([
            scene,
            scene.replacingOccurrences(of: "let shift: CGFloat = 10", with: "let shift: CGFloat = 25"),
            scene.replacingOccurrences(of: "var inset: CGFloat = 4", with: "var inset: CGFloat = 12"),
            scene.replacingOccurrences(of: "Bar(inset: 2)", with: "Bar(inset: 7)"),
            scene.replacingOccurrences(of: "d.width / 4", with: "d.width / 2"),
            scene,
        ])
    }
}
