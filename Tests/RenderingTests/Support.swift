import Foundation
import LayoutEngine
@testable import Rendering

/// A hand-built node; frames in points, canvas coordinates. Unless told, it paints and
/// wraps as the engine's node of that kind would: a Color or shape fills, a border strokes,
/// and a kind in lower case (`padding`, `frame`) is a modifier.
func node(
    _ kind: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, name: String? = nil, text: String? = nil,
    color: String? = nil, paint: PlacedNode.Paint?? = nil, _ children: [PlacedNode] = []
) -> PlacedNode {
    let filling: Set = ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"]
    let defaultPaint: PlacedNode.Paint? = filling.contains(kind) ? .fill : kind == "border" ? .stroke : nil
    return PlacedNode(
        kind: kind, name: name, text: text, frame: CGRect(x: x, y: y, width: width, height: height), color: color,
        paint: paint ?? defaultPaint, isModifier: kind.first?.isLowercase ?? false, children: children
    )
}

/// A preview of a hand-built tree; the proposal defaults to the canvas.
func preview(_ root: PlacedNode, width: CGFloat, height: CGFloat, name: String = "Test", proposal: ProposedViewSize? = nil, stats: LayoutStatistics = LayoutStatistics(), warnings: [String] = []) -> RenderedPreview {
    RenderedPreview(
        name: name,
        proposal: proposal ?? ProposedViewSize(width: width, height: height),
        placement: Placement(size: CGSize(width: width, height: height), root: root, stats: stats, warnings: warnings)
    )
}

/// A preview laid out by the engine, as the daemon makes them.
func laidOut<V: View>(_ view: V, width: CGFloat?, height: CGFloat?, name: String = "ContentView") -> RenderedPreview {
    let proposal = ProposedViewSize(width: width, height: height)
    return RenderedPreview(name: name, proposal: proposal, placement: LayoutHost().place(view, proposal: proposal))
}

/// Statistics with every count set, and a time.
func sampleStats(microseconds: Double = 123.456) -> LayoutStatistics {
    var stats = LayoutStatistics()
    stats.nodes = 3
    stats.makeCacheCalls = 1
    stats.updateCacheCalls = 2
    stats.sizeThatFitsCalls = 7
    stats.placeSubviewsCalls = 4
    stats.createdNodes = 3
    stats.microseconds = microseconds
    return stats
}
