import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A scene whose code is an extension of a library type (design tokens, `extension
/// Comparable`) is loaded again and again through one parse cache, as the daemon does on
/// every save: the compiled extension is kept, and an edited number in it is read.
@Suite struct ExtensionReloadTests {
    private func tokens(gutter: Int) -> String {
        """
        extension CGFloat {
            static let gutter: CGFloat = \(gutter)
            func clampedWidth() -> CGFloat { Swift.min(self, .gutter * 2) }
        }

        """
    }

    private func width(_ source: String, cache: SceneParseCache) throws -> CGFloat {
        let result = SceneInterpreter.load(source: source, path: "tokens.swift", parseCache: cache)
        let preview = try #require(result.scene?.previews.first, "\(result.diagnostics)")
        return LayoutHost().place(preview.view, proposal: .unspecified).root.frame.width
    }

    @Test func aSceneWhoseOnlyCodeIsAnExtensionKeepsItsCompiledProgramAcrossSaves() throws {
        let views = "#Preview(traits: .sizeThatFitsLayout) { Color.red.frame(width: CGFloat(100).clampedWidth(), height: 4) }\n"
        let cache = SceneParseCache()
        #expect(try width(tokens(gutter: 12) + views, cache: cache) == 24)
        let compiled = try #require(cache.compiledProgram)
        #expect(try width(tokens(gutter: 12) + views.replacingOccurrences(of: "height: 4", with: "height: 5"), cache: cache) == 24)
        #expect(cache.compiledProgram === compiled)
    }

    @Test func aNumberEditedInAnExtensionsStaticIsReadByItsMembersOnTheNextSave() throws {
        let views = "#Preview(traits: .sizeThatFitsLayout) { Color.red.frame(width: CGFloat(100).clampedWidth(), height: 4) }\n"
        let cache = SceneParseCache()
        for gutter in [12, 30, 7, 12] {
            #expect(try width(tokens(gutter: gutter) + views, cache: cache) == CGFloat(2 * gutter))
        }
    }

    @Test func aNumberEditedInAnExtensionsStaticIsReadByALayoutOnTheNextSave() throws {
        let layout = """
            struct Gutters: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: CGFloat.gutter * CGFloat(subviews.count), height: 1)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview(traits: .sizeThatFitsLayout) { Gutters { Text("a"); Text("b") } }

            """
        let cache = SceneParseCache()
        for gutter in [12, 30, 7] {
            #expect(try width(tokens(gutter: gutter) + layout, cache: cache) == CGFloat(2 * gutter))
        }
    }
}
