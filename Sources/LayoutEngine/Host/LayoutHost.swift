import Foundation

/// Lays out views for a proposal, as a SwiftUI window does, and remembers them so that the
/// next layout of an edited tree redoes only what the edit touched.
///
/// The host proposes the canvas to the root view and centres the root in it; a dimension
/// the proposal leaves unspecified takes the root's size. Several root views are stacked
/// vertically, as SwiftUI does with a multi-view body.
///
/// Calling ``place(_:proposal:)`` again with an edited tree reconciles it with the last
/// one by identity (structural position, view type, explicit `.id`): surviving views keep
/// their remembered sizes when nothing in them changed, surviving layouts keep their caches
/// (refreshed with `updateCache`, never remade with `makeCache`), and unchanged subtrees
/// placed at an unchanged size are not placed again. ``Placement/stats`` shows it.
///
/// A host is not thread-safe; use one per scene from one task at a time.
public final class LayoutHost {
    /// How text is measured.
    public let textMeasurer: any TextMeasurer

    private var roots: [LayoutNode] = []
    private var implicitStack: LayoutNode?
    private var pass = 0
    /// The pass state every node reaches. One per host, not one per pass: the subview
    /// proxies a custom layout receives point at it, and a layout may keep them in its
    /// cache and use them in a later pass (nothing in SwiftUI's contract forbids it), so it
    /// must live as long as the nodes and caches do.
    private let context: LayoutContext

    public init(textMeasurer: any TextMeasurer = StandardTextMeasurer()) {
        self.textMeasurer = textMeasurer
        context = LayoutContext(textMeasurer: textMeasurer)
    }

    /// Lays out `view` in a canvas of `proposal` and returns where everything went.
    public func place<V: View>(_ view: V, proposal: ProposedViewSize) -> Placement {
        let start = DispatchTime.now().uptimeNanoseconds
        pass += 1
        context.beginPass()
        let resolver = Resolver(pass: pass, context: context)
        let (nodes, changed) = resolver.scope(old: roots) {
            V._resolve(view, _ViewInputs(resolver: resolver, path: 0, environment: EnvironmentValues()))
        }
        roots = nodes
        let root = rootNode(for: nodes, changed: changed, context: context)

        // Infinite canvas dimensions cannot be drawn: treat them as unspecified.
        var canvasProposal = proposal.sanitized
        if canvasProposal.width == .infinity { canvasProposal.width = nil }
        if canvasProposal.height == .infinity { canvasProposal.height = nil }
        let rootSize = root.size(for: canvasProposal, context: context)
        let canvas = CGSize(
            width: canvasProposal.width ?? (rootSize.width.isFinite ? rootSize.width : 0),
            height: canvasProposal.height ?? (rootSize.height.isFinite ? rootSize.height : 0)
        )
        context.place(root, at: CGPoint(x: (canvas.width - rootSize.width) / 2, y: (canvas.height - rootSize.height) / 2), anchor: .topLeading, proposal: canvasProposal)
        root.placeSubtree(context: context)

        var nodeCount = 0
        let placed = snapshot(root, origin: .zero, count: &nodeCount)
        context.statistics.nodes = nodeCount
        context.statistics.microseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        return Placement(size: canvas, root: placed, stats: context.statistics, warnings: context.warnings)
    }

    /// The node the canvas holds: the single root view, or an implicit VStack of several.
    private func rootNode(for nodes: [LayoutNode], changed: Bool, context: LayoutContext) -> LayoutNode {
        if nodes.count == 1 { return nodes[0] }
        let stack: LayoutNode
        if let implicitStack {
            stack = implicitStack
        } else {
            stack = LayoutNode(behavior: LayoutBehavior(VStackLayout(), kind: "VStack"), attributes: NodeAttributes(), key: ViewKey(path: -1))
            context.statistics.createdNodes += 1
            implicitStack = stack
            stack.markChanged(in: pass)
        }
        if changed || stack.children.count != nodes.count {
            stack.children = nodes
            stack.markChanged(in: pass)
        }
        return stack
    }

    /// The placed tree in canvas coordinates: `node` and its placed descendants, with
    /// frames moved by `origin` (the canvas position of the parent's bounds).
    private func snapshot(_ node: LayoutNode, origin: CGPoint, count: inout Int) -> PlacedNode {
        count += 1
        let frame = CGRect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY, width: node.frame.width, height: node.frame.height)
        var placed: [PlacedNode] = []
        let children = node.children
        if children.count == 1 {
            // One child (every modifier's): an array literal allocates the list exactly,
            // where reserving capacity in an empty array goes through its growth path.
            if children[0].isPlaced { placed = [snapshot(children[0], origin: frame.origin, count: &count)] }
        } else if !children.isEmpty {
            placed.reserveCapacity(children.count)
            // Back to front: a background's first child (the view it backs) goes last.
            let firstLast = node.behavior.drawsFirstChildLast
            for index in (firstLast ? 1 : 0)..<children.count where children[index].isPlaced {
                placed.append(snapshot(children[index], origin: frame.origin, count: &count))
            }
            if firstLast, children[0].isPlaced {
                placed.append(snapshot(children[0], origin: frame.origin, count: &count))
            }
        }
        let labels = node.behavior.labels
        return PlacedNode(kind: labels.kind, name: node.attributes.name, text: labels.text, frame: frame, color: labels.color, children: consume placed)
    }
}
