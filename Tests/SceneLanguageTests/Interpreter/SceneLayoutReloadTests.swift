import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A scene that declares a layout is loaded again and again through one parse cache, as the
/// daemon does on every save.
@Suite struct SceneLayoutReloadTests {
    private func scene(gap: Int) -> String {
        """
        struct Gapped: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat(subviews.count * \(gap)), height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview(traits: .sizeThatFitsLayout) { Gapped { Text("a"); Text("b") } }
        """
    }

    @Test func aNumberEditedInTheLayoutsCodeIsReadOnTheNextLoad() throws {
        let cache = SceneParseCache()
        for gap in [3, 4, 7, 9] {
            let result = SceneInterpreter.load(source: scene(gap: gap), path: "gapped.swift", parseCache: cache)
            let preview = try #require(result.scene?.previews.first)
            let placement = LayoutHost().place(preview.view, proposal: preview.proposal ?? .unspecified)
            #expect(placement.root.frame.width == CGFloat(2 * gap))
        }
    }

    @Test func aNumberEditedInTheLayoutsCodeReparsesOnlyAroundTheEdit() throws {
        let cache = SceneParseCache()
        _ = SceneInterpreter.load(source: scene(gap: 3), path: "gapped.swift", parseCache: cache)
        #expect(cache.programParse.lastParse == .full)
        for gap in [4, 12, 5] {
            _ = SceneInterpreter.load(source: scene(gap: gap), path: "gapped.swift", parseCache: cache)
            #expect(cache.programParse.lastParse == .incremental)
        }
    }
}
