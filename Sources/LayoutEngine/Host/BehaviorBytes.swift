/// The bytes of a behaviour of at most three words whose type compares by them first
/// (``NodeBehavior/comparesBytes``), kept beside it in its node and its modifier view.
///
/// A re-layout compares every reused node's behaviour with the new one. Through the
/// behaviours' existentials that is two calls and a closure, and for a colour a copy of its
/// string: about 200 instructions for a framed colour, the most of what reconciling an
/// unchanged leaf costs. Equal bytes are an identical value (equal numbers and the same
/// references), so the same content for every behaviour that opts in; bytes that differ
/// prove nothing (0 and -0, a nil string's unused word) and the behaviours are then
/// compared as before.
struct BehaviorBytes: Equatable {
    private var first = 0
    private var second = 0
    private var third = 0

    /// The bytes of `behavior`, or nil when its type does not compare by bytes or is larger
    /// than three words. Inlined, so each type's answer is known where it is asked.
    @inline(__always)
    init?<B: NodeBehavior>(_ behavior: B) {
        guard B.comparesBytes, MemoryLayout<B>.size <= MemoryLayout<BehaviorBytes>.size else { return nil }
        withUnsafeMutableBytes(of: &self) { target in
            withUnsafeBytes(of: behavior) { target.copyMemory(from: $0) }
        }
    }
}
