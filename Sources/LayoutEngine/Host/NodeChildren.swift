/// A node's children, in order: none, one held directly, or an array of several.
///
/// Most nodes of a large tree are a leaf or a modifier around one view. Holding a lone
/// child in an array made an allocation of its own for every modifier: a quarter of the
/// allocations, and so of the malloc time, of a cold layout of modified leaves.
struct NodeChildren: RandomAccessCollection {
    private enum Storage {
        case none
        case one(LayoutNode)
        case many([LayoutNode])
    }

    private var storage: Storage

    /// No children.
    init() {
        storage = .none
    }

    /// One child.
    init(_ child: LayoutNode) {
        storage = .one(child)
    }

    /// `nodes`, in order; an array of one is not kept (its one node is).
    init(_ nodes: [LayoutNode]) {
        switch nodes.count {
        case 0: storage = .none
        case 1: storage = .one(nodes[0])
        default: storage = .many(nodes)
        }
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let nodes): nodes.count
        }
    }

    var isEmpty: Bool {
        if case .none = storage { return true }
        return false
    }

    subscript(position: Int) -> LayoutNode {
        switch storage {
        case .none: preconditionFailure("a node without children has no child \(position)")
        case .one(let node):
            precondition(position == 0, "a node with one child has no child \(position)")
            return node
        case .many(let nodes): return nodes[position]
        }
    }

    /// Child `index` as an unmanaged reference, read without retaining it (see
    /// ``LayoutNode/withChild(_:_:)``).
    @inline(__always)
    func unmanaged(at index: Int) -> Unmanaged<LayoutNode> {
        switch storage {
        case .none: preconditionFailure("a node without children has no child \(index)")
        case .one(let node): return Unmanaged.passUnretained(node)
        case .many(let nodes):
            return nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress! + index).load(as: Unmanaged<LayoutNode>.self) }
        }
    }
}
