import Foundation

/// A proxy for one subview of a layout: ask it for sizes for proposals, then place it.
///
/// Sizes are remembered per proposal for as long as the subview does not change, so a
/// layout may ask as often as it likes.
public struct LayoutSubview: Equatable {
    unowned(unsafe) let node: LayoutNode
    unowned(unsafe) let context: LayoutContext

    init(node: LayoutNode, context: LayoutContext) {
        self.node = node
        self.context = context
    }

    /// The size the subview wants for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withNode { $0.size(for: proposal, context: $1) }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = proposal.sanitized
        return withNode { node, context in
            ViewDimensions(size: node.size(for: proposal, context: context), source: GuideSource(node: node, context: context, proposal: proposal))
        }
    }

    /// Places the subview so that its `anchor` point lands on `position`, sized for
    /// `proposal`. Positions are in the coordinate space of the `bounds` the layout was
    /// given.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        withNode { $1.place($0, at: position, anchor: anchor, proposal: proposal) }
    }

    /// The subview's preferred spacing to its neighbours.
    public var spacing: ViewSpacing { withNode { $0.spacing(context: $1) } }

    /// The subview's layout priority, set with `layoutPriority(_:)`.
    public var priority: Double { withNode { node, _ in node.attributes.priority } }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's
    /// default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        withNode { node, _ in node.attributes.layoutValue(for: key) }
    }

    /// Calls `body` with the node and the context, neither retained (the layout pass holds
    /// both): a call on an `unowned(unsafe)` reference otherwise copies it to a strong one
    /// first, a retain and a release around every size a layout asks a subview for.
    @inline(__always)
    func withNode<Result>(_ body: (LayoutNode, LayoutContext) -> Result) -> Result {
        Unmanaged.passUnretained(node)._withUnsafeGuaranteedRef { node in
            Unmanaged.passUnretained(context)._withUnsafeGuaranteedRef { body(node, $0) }
        }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}
