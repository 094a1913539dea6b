import Dispatch
import Rendering
import SceneLanguage

/// What a scene's last pass built (its views and its placements), kept until the next pass
/// has written its outputs and then freed on another thread.
///
/// A save that changes every view of a large scene replaces every view value the hosts
/// hold and every placement entry they recorded, and freeing the old ones, one object at a
/// time, is a tenth of such a save. While the retired pass holds them, the hosts' releases
/// during the next layout are not the last, so nothing is freed on the way to the outputs;
/// once they are written, ``replace(_:with:)`` hands the last reference to a background queue.
final class RetiredPass {
    private let scene: Scene?
    private let previews: [RenderedPreview]

    init(scene: Scene?, previews: [RenderedPreview]) {
        self.scene = scene
        self.previews = previews
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
