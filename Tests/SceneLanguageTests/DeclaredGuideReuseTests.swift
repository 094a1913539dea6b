import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A scene recompiled through its `SceneParseCache` (a daemon's load of a saved edit) takes
/// over the guides its last compile made, with the new `defaultValue(in:)`, rather than
/// making new ones: declared guides live for the process, and a scene watched for days is
/// recompiled thousands of times.
struct DeclaredGuideReuseTests {
    static func scene(defaultValue: String) -> String {
        """
        struct FirstThird: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat { \(defaultValue) }
        }
        extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }
        struct ContentView: View {
            var body: some View {
                HStack(alignment: .firstThird, spacing: 0) {
                    Color.red.frame(width: 30, height: 60).id("short")
                    Color.green.frame(width: 30, height: 120).id("tall")
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 60, height: 120)) { ContentView() }

        """
    }

    /// The short view's top, laid out from `source` loaded through `cache`.
    private func shortTop(_ source: String, _ cache: SceneParseCache) throws -> CGFloat {
        let loaded = SceneInterpreter.load(source: source, path: "test.swift", parseCache: cache)
        let scene = try #require(loaded.scene, "\(loaded.diagnostics)")
        let preview = scene.previews[0]
        let placement = LayoutHost().place(preview.view, proposal: preview.proposal ?? .unspecified)
        return try #require(placement.root.first(named: "short")).frame.minY
    }

    @Test func aRecompiledSceneTakesOverItsGuidesWithTheirNewDefaultValues() throws {
        let cache = SceneParseCache()
        let third = Self.scene(defaultValue: "context.height / 3")
        // Not a change of numbers only, so the layout code is compiled again.
        let twoThirds = Self.scene(defaultValue: "context.height * 2 / 3")
        // Thirds of 60 and 120 meet at 40: the short view starts 20 pt down.
        #expect(try shortTop(third, cache) == 20)
        // Two thirds meet at 80: 40 pt down. The guide is the same, its default new.
        #expect(try shortTop(twoThirds, cache) == 40)
        for _ in 0..<5 {
            #expect(try shortTop(third, cache) == 20)
            #expect(try shortTop(twoThirds, cache) == 40)
        }
        #expect(cache.declaredGuides.madeGuides == 1)
    }
}
