import Foundation

/// The node of a branch that works out its own spacing or keeps a layout cache: a
/// ``BranchNode`` with the storage only such a node uses, its layout cache and its spacing
/// once asked.
///
/// A modifier (``BehaviorTraits/passesChildSpacing``) without a layout cache needs neither:
/// its spacing is its child's, read from the child whenever asked, and in a large tree of
/// modified leaves (a `Color` in a `.frame`, thousands of times) a modifier is every other
/// node. Kept here, those 40 bytes are written only for the nodes that use them. Read and
/// written through ``LayoutNode``'s members (``LayoutNode/cacheBox``, its spacing
/// requests), which answer for any other node without this storage.
final class ContainerNode: BranchNode {
    /// The layout cache of a `Layout` node (a `CacheBox<L.Cache>`; read as ``LayoutNode/cacheBox``).
    var storedCacheBox: AnyObject?
    /// The node's spacing once asked (see ``LayoutNode/spacing(context:)``).
    var rememberedSpacing = ViewSpacing()

    /// A container of `behavior`, with nothing remembered.
    @inline(__always)
    override init(traits: BehaviorTraits, behavior: consuming any NodeBehavior, type: ObjectIdentifier, bytes: BehaviorBytes?, attributes: NodeAttributes, key: ViewKey) {
        super.init(traits: traits, behavior: behavior, type: type, bytes: bytes, attributes: attributes, key: key)
    }

    /// A container taking `old`'s place: it keeps, besides what a branch keeps, `old`'s
    /// layout cache (to be updated, not remade).
    @inline(__always)
    override init(succeeding old: LayoutNode, traits: BehaviorTraits, behavior: any NodeBehavior, bytes: BehaviorBytes?) {
        super.init(succeeding: old, traits: traits, behavior: behavior, bytes: bytes)
        if old.isContainer { storedCacheBox = old.container.storedCacheBox }
    }
}
