import Foundation
import LayoutEngine
import Rendering
import Testing
@testable import LayoutDaemon

/// Turning a scene's source into output texts, in memory.
@Suite struct SceneRendererTests {
    /// A scene of `count` coloured squares in a flow: two nodes each.
    private func squares(_ count: Int) -> String {
        """
        struct ContentView: View {
            var body: some View {
                FlowLayout(spacing: 2) {
                    ForEach(0..<\(count)) { index in
                        Color.red.frame(width: 10, height: 10)
                    }
                }
            }
        }
        """
    }

    private func render(_ source: String, outputs: Set<OutputKind>) -> SceneRenderer.Result {
        var configuration = Configuration.default
        configuration.outputs = outputs
        return SceneRenderer(configuration: configuration).render(source: source, path: "big.swift", displayPath: "big.swift", format: .swift) { _ in LayoutHost() }
    }

    @Test func largeSceneRendersEachOutputSideBySideIntoItsOwnKind() throws {
        let result = render(squares(SceneRenderer.concurrentRenderingNodes), outputs: [.placement, .preview, .svg])
        #expect(result.previews.reduce(0) { $0 + $1.placement.stats.nodes } >= SceneRenderer.concurrentRenderingNodes)
        #expect(result.outputs.map(\.kind) == [.placement, .preview, .svg])
        #expect(result.outputs.map { String(decoding: $0.bytes, as: UTF8.self) } == [
            PlacementJSON.encode(source: "big.swift", previews: result.previews),
            ASCIIPreview(scale: CGFloat(Configuration.default.scale)).render(result.previews),
            SVGPreview().render(result.previews),
        ])
    }

    @Test func smallSceneRendersTheSameTextsInOrder() throws {
        let result = render(squares(3), outputs: [.preview, .placement])
        #expect(result.outputs.map(\.kind) == [.placement, .preview])
        #expect(result.outputs.map { String(decoding: $0.bytes, as: UTF8.self) } == [
            PlacementJSON.encode(source: "big.swift", previews: result.previews),
            ASCIIPreview(scale: CGFloat(Configuration.default.scale)).render(result.previews),
        ])
    }
}
