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
        node.size(for: proposal, context: context)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = proposal.sanitized
        return ViewDimensions(
            size: node.size(for: proposal, context: context),
            source: GuideSource(node: node, context: context, proposal: proposal)
        )
    }

    /// Places the subview so that its `anchor` point lands on `position`, sized for
    /// `proposal`. Positions are in the coordinate space of the `bounds` the layout was
    /// given.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        context.place(node, at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's preferred spacing to its neighbours.
    public var spacing: ViewSpacing { node.spacing(context: context) }

    /// The subview's layout priority, set with `layoutPriority(_:)`.
    public var priority: Double { node.attributes.priority }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's
    /// default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.attributes.layoutValue(for: key)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}
