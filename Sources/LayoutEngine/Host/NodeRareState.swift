import Foundation

/// What a node remembers only in some hosts or for some views: the record of the
/// ``AnyView`` that produced it (``ErasedOutput``), its share of the safe area
/// (``SafeArea``) and what it did in the last pass (``ActivitySlot``, counted only while
/// the host records node details).
///
/// Nearly every node has none of them, and a cold pass writes every node whole: kept in
/// the node, the three took 24 bytes of each (a colour's node 224 bytes rather than 208),
/// where a reference to this box, made the first time one is set, takes 8. The box is the
/// node's own, never shared: a successor node starts without one, as it started without
/// the three fields.
final class NodeRareState {
    var erasedOutput: ErasedOutput?
    var safeArea: SafeArea?
    var activity = ActivitySlot()

    init() {}
}
