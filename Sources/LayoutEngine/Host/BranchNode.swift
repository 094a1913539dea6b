import Foundation

/// The node of any view but a leaf that fills its proposal: a ``LayoutNode`` with the storage
/// only such a node uses, its children and what it remembers between passes (sizes by
/// proposal, how its children were last placed and their snapshot). A branch that works
/// out its own spacing or keeps a layout cache is a ``ContainerNode``, which adds those.
///
/// A colour or a shape needs none of it (see ``LayoutNode/make(behavior:type:bytes:attributes:key:)``),
/// and in a large tree of framed colours half the nodes are theirs: kept here, those
/// 128 bytes are written and paged in only for the nodes that use them. Read and written
/// through ``LayoutNode``'s members (``LayoutNode/children``, ``LayoutNode/placedChildren``,
/// its size requests), which answer for a leaf without this storage.
class BranchNode: LayoutNode {
    // The memo first, right after the fields of every node (whose flags come last): a size
    // request reads the flags and then the memo's count and first entries. Then what
    // placing the children and the snapshot read (the children and their last snapshot); a
    // container's fields follow. Whether the children are placed for the node's frame and
    // proposal is a flag (``LayoutNode/needsPlacement``), kept up to date as the node is
    // placed (``LayoutNode/place(in:proposal:)``).

    /// Sizes by proposal; see ``SizeMemo``.
    var memo = SizeMemo()
    /// The node's children (read as ``LayoutNode/children``).
    var storedChildren = NodeChildren()
    /// The snapshot of the placed children (read as ``LayoutNode/placedChildren``).
    var storedPlacedChildren: PlacedList?

    /// A branch of `behavior`, with nothing remembered.
    @inline(__always)
    override init(traits: BehaviorTraits, behavior: consuming any NodeBehavior, type: ObjectIdentifier, bytes: BehaviorBytes?, attributes: NodeAttributes, key: ViewKey) {
        super.init(traits: traits, behavior: behavior, type: type, bytes: bytes, attributes: attributes, key: key)
    }

    /// A branch taking `old`'s place: it keeps `old`'s children and snapshot (not current,
    /// as the successor's labels may differ, but its children's entries may still be copied
    /// from it).
    @inline(__always)
    override init(succeeding old: LayoutNode, traits: BehaviorTraits, behavior: any NodeBehavior, bytes: BehaviorBytes?) {
        super.init(succeeding: old, traits: traits, behavior: behavior, bytes: bytes)
        if old.isBranch {
            let old = old.branch
            storedChildren = old.storedChildren
            storedPlacedChildren = old.storedPlacedChildren
        }
    }
}
