import Foundation

/// What a frame holds besides its slots.
struct FrameHeader {
    let count: Int
    let parent: Frame?
    unowned(unsafe) let machine: Machine
    var returnValue: Value = .void
}

/// One activation of a function or closure: its local slots (numbered by the compiler), the
/// frame it was written in (a closure's captured scope), and the machine running it.
///
/// The slots live in the frame's own allocation (a `ManagedBuffer`): a call costs one
/// allocation, not two, and a layout's closures are called once per subview.
final class Frame: ManagedBuffer<FrameHeader, Value> {
    static func make(slotCount: Int, parent: Frame?, machine: Machine) -> Frame {
        let buffer = Frame.create(minimumCapacity: slotCount) { _ in FrameHeader(count: slotCount, parent: parent, machine: machine) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .void, count: slotCount) }
        return frame
    }

    deinit {
        withUnsafeMutablePointers { header, elements in _ = elements.deinitialize(count: header.pointee.count) }
    }

    /// A slot, read and changed in place.
    @inline(__always)
    subscript(slot: Int) -> Value {
        get { withUnsafeMutablePointerToElements { $0[slot] } }
        _modify { yield &withUnsafeMutablePointerToElements { $0 }[slot] }
    }

    // The header is read through its pointer, not `ManagedBuffer.header`: that is a class's
    // stored property, so each read would be a dynamically checked access, and reading the
    // machine or the parent is on every call's path. A frame is used by one thread.
    /// Runs `body` on slot `slot` in place, so a read of a part of it copies only that part.
    @inline(__always)
    func withSlot<Result>(_ slot: Int, _ body: (UnsafeMutablePointer<Value>) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointerToElements { try body($0 + slot) }
    }

    /// Runs `body` on slot `slot` of the frame `depth` levels out, in place. This frame
    /// holds its parent, and so every frame out from it, alive for the call: the walk out
    /// takes no reference, where `outer(_:)` retains and releases each frame on the way
    /// (and this one too), a cost every read of a variable would pay.
    @inline(__always)
    func withSlot<Result>(_ slot: Int, depth: Int, _ body: (UnsafeMutablePointer<Value>) throws -> Result) rethrows -> Result {
        if depth == 0 { return try withSlot(slot, body) }
        var frame = Unmanaged.passUnretained(self)
        for _ in 0..<depth {
            frame = frame._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.parent.unsafelyUnwrapped) }
        }
        return try frame._withUnsafeGuaranteedRef { try $0.withSlot(slot, body) }
    }

    @inline(__always) var parent: Frame? { withUnsafeMutablePointerToHeader { $0.pointee.parent } }
    @inline(__always) var machine: Machine { withUnsafeMutablePointerToHeader { $0.pointee.machine } }

    @inline(__always)
    var returnValue: Value {
        get { withUnsafeMutablePointerToHeader { $0.pointee.returnValue } }
        _modify { yield &withUnsafeMutablePointerToHeader { $0 }.pointee.returnValue }
    }

    /// The frame `depth` levels out (0 is this one).
    @inline(__always)
    func outer(_ depth: Int) -> Frame {
        var frame = self
        for _ in 0..<depth { frame = frame.parent.unsafelyUnwrapped }
        return frame
    }
}
