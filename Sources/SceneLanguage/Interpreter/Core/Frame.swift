import Foundation

/// One activation of a function or closure: its local slots (numbered by the compiler), the
/// frame it was written in (a closure's captured scope), and the machine running it.
final class Frame {
    @exclusivity(unchecked) var slots: ContiguousArray<Value>
    let parent: Frame?
    unowned(unsafe) let machine: Machine
    @exclusivity(unchecked) var returnValue: Value = .void

    init(slotCount: Int, parent: Frame?, machine: Machine) {
        slots = ContiguousArray(repeating: .void, count: slotCount)
        self.parent = parent
        self.machine = machine
    }

    /// The frame `depth` levels out (0 is this one).
    @inline(__always)
    func outer(_ depth: Int) -> Frame {
        var frame = self
        for _ in 0..<depth { frame = frame.parent.unsafelyUnwrapped }
        return frame
    }
}
