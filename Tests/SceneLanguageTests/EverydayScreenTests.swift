import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The corpus of everyday screens in `Tests/LayoutEngineTests/Cases/everyday-screens/`:
/// our own SwiftUI code written the way Apple's tutorials, documentation and sample code
/// write it (each file's first comment names the style it follows). Every one must load
/// with no diagnostic at all and lay out on an iPhone 15's 393 x 852 pt screen with every
/// frame finite.
struct EverydayScreenTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LayoutEngineTests/Cases/everyday-screens")

    static let screens: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    /// The pictures the screens name, as the configuration's `images` table gives them.
    static let imageSizes: [String: CGSize] = [
        "turtlerock": CGSize(width: 1000, height: 666),
        "charleyrivers": CGSize(width: 1000, height: 666),
        "avatar": CGSize(width: 256, height: 256),
    ]

    @Test func theCorpusHasAtLeastThirtyScreens() {
        #expect(Self.screens.count >= 30, "\(Self.screens)")
    }

    @Test(arguments: screens)
    func screenLaysOutWithNoDiagnostic(_ name: String) throws {
        let source = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        #expect(source.hasPrefix("// "), "the screen's first comment names the style it follows")
        let result = SceneInterpreter.load(source: source, path: "everyday-screens/\(name)", imageSizes: Self.imageSizes)
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: name))")
        let scene = try #require(result.scene)
        for preview in scene.previews {
            let placement = LayoutHost().place(preview.view, proposal: preview.proposal ?? ProposedViewSize(width: 393, height: 852))
            var frames: [CGRect] = []
            func collect(_ node: PlacedNode) {
                frames.append(node.frame)
                for child in node.children { collect(child) }
            }
            collect(placement.root)
            #expect(frames.count > 3)
            #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
        }
    }
}
