import Dispatch
import LayoutEngine
import SceneLanguage

/// The views a scene's last pass built and what its hosts let go of from their snapshots,
/// kept until the next pass has written its outputs and then freed on another thread.
///
/// A save that changes every view of a large scene replaces every view value the hosts
/// hold and every entry of their snapshots, and freeing the old ones, one object at a time,
/// is a large part of such a save. While the retired pass holds the views, the hosts'
/// releases during the next layout are not the last; the entries the hosts let go of they
/// keep for it (``LayoutHost/keepsDiscarded``). Once the outputs are written,
/// ``replace(_:with:)`` hands the last reference to a background queue.
///
/// The pass's placements are not kept: once its outputs are written nothing but the hosts
/// holds their snapshot lists, and a list only its host holds is rewritten in place by the
/// next pass (a moved view keeps its entry and takes its new frame), where a list still held
/// would be made anew for every view the edit moved.
final class RetiredPass {
    private let scene: Scene?
    private let discarded: [LayoutHost.Discarded]

    init(scene: Scene?, discarded: [LayoutHost.Discarded] = []) {
        self.scene = scene
        self.discarded = discarded
    }

    /// Puts `newer` in `slot` and frees the pass it held on the background queue. The old
    /// pass's only reference left on this thread is gone before the queue is given its
    /// own, so the objects are always freed there, never on the thread that writes outputs.
    static func replace(_ slot: inout RetiredPass?, with newer: RetiredPass) {
        let older = slot.map { Unmanaged.passRetained($0) }
        slot = newer
        guard let older else { return }
        // Nothing else reaches the old pass once `slot` holds the newer one: the queue is
        // its only user.
        nonisolated(unsafe) let unowned = older
        queue.async { unowned.release() }
    }

    /// One serial queue, at the lowest priority: freeing is never urgent, and a save that
    /// comes while it runs should win the core.
    private static let queue = DispatchQueue(label: "layoutd.retired-passes", qos: .background)
}
