import Foundation

/// One view of a laid-out tree: what it is and where it is.
///
/// A modifier is a node wrapping the view it modifies, so `Text("a").padding()` is a
/// `padding` node whose child is a `Text` node.
public struct PlacedNode: Hashable, Sendable {
    /// What the view is: "Text", "HStack", "padding", a custom layout's type name, …
    public var kind: String
    /// The name, text and colour, kept together: a struct of fewer stored fields is moved
    /// into an array with a plain copy, where six fields made the compiler copy each one
    /// (retaining the strings) and then destroy the original, for every node of a snapshot.
    private var labels: Labels
    /// The frame in canvas coordinates (origin top-left, y down), in points.
    public var frame: CGRect
    /// The children, back to front.
    public var children: [PlacedNode]

    private struct Labels: Hashable, Sendable {
        var name: String?
        var text: String?
        var color: String?
    }

    /// The name given with `.id("…")`, if it was a string.
    public var name: String? {
        get { labels.name }
        set { labels.name = newValue }
    }

    /// The text of a Text view.
    public var text: String? {
        get { labels.text }
        set { labels.text = newValue }
    }

    /// The fill colour of a Color or border, as `#RRGGBB` or `#RRGGBBAA`, for pictures.
    public var color: String? {
        get { labels.color }
        set { labels.color = newValue }
    }

    public init(kind: String, name: String? = nil, text: String? = nil, frame: CGRect, color: String? = nil, children: [PlacedNode] = []) {
        self.kind = kind
        self.labels = Labels(name: name, text: text, color: color)
        self.frame = frame
        self.children = children
    }

    /// The outermost node named `name`, searching parents before children.
    public func first(named name: String) -> PlacedNode? {
        var queue = [self]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            if node.name == name { return node }
            queue.append(contentsOf: node.children)
            index += 1
        }
        return nil
    }

    /// Every node of the tree, parents before children.
    public var allNodes: [PlacedNode] {
        var result: [PlacedNode] = []
        func visit(_ node: PlacedNode) {
            result.append(node)
            node.children.forEach(visit)
        }
        visit(self)
        return result
    }
}
