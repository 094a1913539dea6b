import Foundation

/// One view of a laid-out tree: what it is and where it is.
///
/// A modifier is a node wrapping the view it modifies, so `Text("a").padding()` is a
/// `padding` node whose child is a `Text` node.
///
/// A placed node is a view into its placement's storage: the host keeps each view's frame
/// relative to its parent and shares every subtree a re-layout did not move with the last
/// placement, and a node works out its canvas frame from its parent's as it is reached.
/// Two nodes are equal when they show the same views in the same places, however they are
/// stored.
///
/// (Sendable because its storage is immutable once the host has built it; the compiler
/// cannot see that through `ManagedBuffer`, which is not Sendable.)
public struct PlacedNode: Hashable, @unchecked Sendable {
    /// The list holding this node's entry.
    private let list: PlacedList
    private let index: Int
    /// The canvas position that the entry's frame is relative to: the parent's origin, or
    /// zero for a root or a list of absolute frames.
    private let origin: CGPoint

    init(list: PlacedList, index: Int, origin: CGPoint) {
        self.list = list
        self.index = index
        self.origin = origin
    }

    /// A node made by hand, for tests and for programs that draw trees of their own; every
    /// frame, the children's included, is in canvas coordinates.
    public init(
        kind: String, name: String? = nil, text: String? = nil, frame: CGRect, color: String? = nil,
        paint: Paint? = nil, isModifier: Bool = false, children: [PlacedNode] = []
    ) {
        var childList: PlacedList?
        if !children.isEmpty {
            // Children taken from a recorded placement keep what it recorded of them.
            let recordsDetails = children.contains { $0.list.recordsDetails }
            let built = PlacedList.make(capacity: children.count, framesAreAbsolute: true, recordsDetails: recordsDetails)
            for child in children { built.append(child.entry(frame: child.frame), details: child.list.details(child.index)) }
            childList = built
        }
        let root = PlacedList.make(capacity: 1, framesAreAbsolute: true)
        root.append(
            PlacedEntry(
                frame: frame, kind: kind, labels: PlacedLabels(name: name, text: text, color: color), paint: paint, isModifier: isModifier,
                children: childList
            )
        )
        self.init(list: root, index: 0, origin: .zero)
    }

    /// This node's entry with `frame`: its labels and its children's storage as they are
    /// (an only child kept in this node's list taken into a list of its own).
    private func entry(frame: CGRect) -> PlacedEntry {
        list.withEntry(index) {
            var children = $0.children
            if $0.onlyChild >= 0 {
                let own = PlacedList.make(capacity: 1)
                list.withEntry(Int($0.onlyChild)) { own.append(copy $0) }
                children = own
            }
            return PlacedEntry(
                frame: frame, kind: $0.kind, labels: $0.labels, paint: $0.paint, isModifier: $0.isModifier,
                children: children
            )
        }
    }

    /// What the view is: "Text", "HStack", "padding", a custom layout's type name, …
    public var kind: String { list.withEntry(index) { $0.kind } }

    /// The name given with `.id("…")`, if it was a string.
    public var name: String? { list.withEntry(index) { $0.name } }

    /// The text of a Text view.
    public var text: String? { list.withEntry(index) { $0.text } }

    /// The fill colour of a Color or border, as `#RRGGBB` or `#RRGGBBAA`, for pictures.
    public var color: String? { list.withEntry(index) { $0.color } }

    /// What the view paints over its frame, or nil when it paints no shape of its own
    /// (layouts, Text, Spacer, modifiers other than `border`).
    public var paint: Paint? { list.withEntry(index) { $0.paint } }

    /// Whether the node is a modifier (`padding`, `frame`, `background`, `border`, …)
    /// wrapping the view it modifies rather than a view of its own: a picture draws such a
    /// node only where it shows something its content does not.
    public var isModifier: Bool { list.withEntry(index) { $0.isModifier } }

    /// The proposal the parent made to this view in the pass that placed it; nil for a node
    /// made by hand or placed by a host that does not record it
    /// (``LayoutHost/recordsNodeDetails``).
    public var proposal: ProposedViewSize? { list.details(index)?.proposal.proposal }

    /// Where the view is written, when it was built from a source file that recorded it
    /// (see ``View/sourcePosition(_:)``) and placed by a host that records it
    /// (``LayoutHost/recordsNodeDetails``).
    public var sourcePosition: SourcePosition? {
        guard let location = list.details(index)?.sourcePosition, location.isKnown else { return nil }
        return location
    }

    /// What the engine did for this view in pass `pass` of its host (``LayoutStatistics/pass``
    /// of the placement holding it), when the host records it
    /// (``LayoutHost/recordsNodeDetails``): an entry shared from an earlier placement,
    /// because nothing below its parent moved, reads as no activity, which is what happened
    /// to it.
    public func activity(inPass pass: Int) -> NodeActivity {
        list.details(index)?.activity.activity(in: Int32(truncatingIfNeeded: pass)) ?? NodeActivity()
    }

    /// The frame in canvas coordinates (origin top-left, y down), in points.
    public var frame: CGRect {
        let frame = list.withEntry(index) { $0.frame }
        return CGRect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
    }

    /// The children, back to front.
    public var children: Children {
        // Read in one visit to the entry: a renderer asks it of every node.
        list.withEntry(index) { entry in
            // This node's canvas origin, as ``frame`` works it out.
            let canvasOrigin = CGPoint(x: origin.x + entry.frame.minX, y: origin.y + entry.frame.minY)
            if entry.onlyChild >= 0 {
                return Children(list: list, onlyChild: Int(entry.onlyChild), origin: list.framesAreAbsolute ? .zero : canvasOrigin)
            }
            guard let storage = entry.children else { return Children(list: nil, onlyChild: -1, origin: .zero) }
            return Children(list: storage, onlyChild: -1, origin: storage.framesAreAbsolute ? .zero : canvasOrigin)
        }
    }

    /// Whether every frame in this node's subtree is certainly finite, known without a
    /// walk: false means only that one of them may not be (a number near the largest
    /// finite ones, or not finite), which a walk then settles.
    package var subtreeIsBounded: Bool {
        PlacedList.isBounded(CGRect(origin: origin, size: .zero))
            && list.withEntry(index) {
                guard PlacedList.isBounded($0.frame) else { return false }
                guard $0.onlyChild < 0 else { return list.withEntry(Int($0.onlyChild)) { PlacedList.isBounded($0.frame) } }
                return $0.children?.isBounded ?? true
            }
    }

    /// Nodes in this node's subtree, itself included.
    public var nodeCount: Int {
        // An only child kept in the node's list is a leaf.
        1 + list.withEntry(index) { $0.onlyChild >= 0 ? 1 : $0.children?.nodeCount ?? 0 }
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

    public static func == (lhs: PlacedNode, rhs: PlacedNode) -> Bool {
        if lhs.list === rhs.list, lhs.index == rhs.index, lhs.origin == rhs.origin { return true }
        guard lhs.kind == rhs.kind, lhs.name == rhs.name, lhs.text == rhs.text, lhs.color == rhs.color,
              lhs.paint == rhs.paint, lhs.isModifier == rhs.isModifier, lhs.frame == rhs.frame else {
            return false
        }
        let left = lhs.children, right = rhs.children
        // A subtree shared by both placements, at the same place, is equal without a look.
        if let list = left.list, list === right.list, left.onlyChild == right.onlyChild, left.origin == right.origin {
            return true
        }
        return left.elementsEqual(right)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(name)
        hasher.combine(text)
        hasher.combine(color)
        hasher.combine(paint)
        hasher.combine(isModifier)
        hasher.combine(frame)
        let children = children
        hasher.combine(children.count)
        for child in children { hasher.combine(child) }
    }
}

extension PlacedNode: CustomStringConvertible {
    /// An outline of the subtree, a line per node (at most 200), for test failures and
    /// debugging: `frame (10, 20, 30×40)` with the text, name and colour where there are.
    public var description: String {
        var lines: [String] = []
        func visit(_ node: PlacedNode, depth: Int) {
            guard lines.count < 200 else { return }
            let frame = node.frame
            var line = String(repeating: "  ", count: depth) + "\(node.kind) (\(frame.minX), \(frame.minY), \(frame.width)×\(frame.height))"
            if let text = node.text { line += " \"\(text)\"" }
            if let name = node.name { line += " id=\(name)" }
            if let color = node.color { line += " \(color)" }
            if node.paint == .stroke { line += " stroked" }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(self, depth: 0)
        if lines.count >= 200, nodeCount > 200 { lines.append("… \(nodeCount - 200) more") }
        return lines.joined(separator: "\n")
    }
}

extension PlacedNode {
    /// The children of a placed node, back to front: a view into the placement's storage,
    /// so walking a tree allocates nothing.
    ///
    /// (Sendable for the reason ``PlacedNode`` is: the storage it views never changes.)
    public struct Children: RandomAccessCollection, @unchecked Sendable {
        fileprivate let list: PlacedList?
        /// Where the one child's entry is in `list`, its parent's, when it is kept there (see
        /// ``PlacedEntry/onlyChild``); -1 when the children are `list` whole. (One word, not
        /// a start and a count: renderers pass this view from call to call.)
        fileprivate let onlyChild: Int
        /// The canvas position the entries' frames are relative to.
        fileprivate let origin: CGPoint

        public var startIndex: Int { 0 }
        public var endIndex: Int { onlyChild >= 0 ? 1 : list?.count ?? 0 }

        public subscript(position: Int) -> PlacedNode {
            precondition(position >= 0 && position < endIndex, "PlacedNode.Children index out of range")
            return PlacedNode(list: list.unsafelyUnwrapped, index: onlyChild >= 0 ? onlyChild : position, origin: origin)
        }
    }
}
