import Foundation
import LayoutEngine
import Rendering
import Testing
@testable import LayoutDaemon

/// A pass whose frames no output can hold is an error for its scene, never a placement of
/// "infinity" strings.
@Suite struct NonFiniteFrameTests {
    private func placement(_ root: PlacedNode, size: CGSize = CGSize(width: 100, height: 100)) -> Placement {
        Placement(size: size, root: root, stats: LayoutStatistics())
    }

    @Test func finiteTreeHasNoNonFiniteFrame() {
        let root = PlacedNode(kind: "VStack", frame: CGRect(x: 0, y: 0, width: 100, height: 100), children: [
            PlacedNode(kind: "Text", text: "a", frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
        ])
        #expect(NonFiniteFrame.first(in: placement(root)) == nil)
    }

    @Test func nanCoordinateDeepInTheTreeIsFoundWithItsPath() {
        let bad = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        let root = PlacedNode(kind: "VStack", frame: CGRect(x: 0, y: 0, width: 100, height: 100), children: [
            PlacedNode(kind: "Text", text: "a", frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            PlacedNode(kind: "padding", frame: CGRect(x: 0, y: 0, width: 10, height: 10), children: [
                PlacedNode(kind: "Color", frame: bad),
            ]),
        ])
        let found = NonFiniteFrame.first(in: placement(root))
        #expect(found?.path == ["VStack", "padding", "Color"])
        #expect(found?.message(preview: "Fits") == "preview 'Fits': layout put 'Color' (VStack/padding/Color) at a frame that is not finite (x nan, y 0, width 10, height 10); check the numbers its layout computes; last good outputs kept")
    }

    /// Each frame below is finite; the child's place on the canvas is the sum of both
    /// origins, which is not.
    @Test func frameWhoseCanvasPositionOverflowsIsFound() {
        let big = CGFloat.greatestFiniteMagnitude / 2 * 1.5
        let view = Color.red.frame(width: 10, height: 10).offset(x: big).offset(x: big)
        let placement = LayoutHost().place(view, proposal: ProposedViewSize(width: 100, height: 100))
        let found = NonFiniteFrame.first(in: placement)
        #expect(found?.path == ["offset", "offset", "frame"], "\(String(describing: found))")
    }

    @Test func infiniteCanvasIsReportedAsTheCanvas() {
        let root = PlacedNode(kind: "Color", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let found = NonFiniteFrame.first(in: placement(root, size: CGSize(width: CGFloat.infinity, height: 10)))
        #expect(found?.path == [])
    }

    /// A scene's own layout computes frames at run time, where no argument check reaches.
    @Test func sceneLayoutPlacingAViewAtInfinityFailsTheSceneWithNoOutputs() {
        let source = """
        struct Away: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    subview.place(at: CGPoint(x: CGFloat.greatestFiniteMagnitude * 2, y: 0), proposal: .unspecified)
                }
            }
        }
        #Preview("Far") { Away { Text("a") } }
        """
        let result = SceneRenderer(configuration: .default).render(source: source, path: "away.swift", displayPath: "away.swift", format: .swift) { _ in LayoutHost() }
        #expect(result.hasErrors)
        #expect(result.outputs.isEmpty)
        #expect(result.layoutFailed)
        #expect(result.diagnostics.last?.id == "non-finite-frame")
        #expect(result.diagnosticsText.contains("preview 'Far': layout put 'Text' (Away/Text) at a frame that is not finite (x infinity"), "\(result.diagnosticsText)")
    }
}
