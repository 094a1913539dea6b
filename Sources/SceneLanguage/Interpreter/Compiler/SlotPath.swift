import Foundation

/// Where an expression's value lives when it is a local variable or a stored field of one
/// (`cache`, `cache.sizes`, `self.spacing`): the frame, the slot, and the struct fields
/// below it.
///
/// A read through a path looks at the slot in place. Reading `cache.sizes[index]` the
/// general way copies `cache` out of its slot, then `sizes` out of `cache`, each copy a
/// retain and a release of storage the read only passes through; a layout's loops read
/// such paths several times per subview.
struct SlotPath {
    /// How many frames out the variable's frame is (0: the running function's own).
    let depth: Int
    let slot: Int
    /// The stored fields from the variable down, outermost first.
    var fields: [Int]

    /// The longest path read in place; longer ones take the general way.
    static let maximumFields = 2

    /// `read` applied to the value at the path, read in place; nil where a value on the way
    /// is not the struct the compiler expected (the caller then takes the general way, which
    /// reports it). Every read through a path is this walk.
    ///
    /// `read` is a ``PathReading`` rather than a closure so that it is inlined at each of the
    /// walk's branches: a closure the optimizer leaves out of line there is an opaque call,
    /// across which it keeps the struct the walk passes through alive by copying it out of
    /// its slot (a retain and a release of its type and its fields, per read).
    @inline(__always)
    private func withValue<Read: PathReading>(in frame: Frame, _ read: Read) -> Read.Result? {
        frame.withSlot(slot, depth: depth) { pointer -> Read.Result? in
            switch fields.count {
            case 0:
                return read(pointer)
            case 1:
                guard case .record(let record) = pointer.pointee else { return nil }
                return record.fields.withUnsafeBufferPointer { fields in read(fields.baseAddress! + self.fields[0]) }
            default:
                guard case .record(let outer) = pointer.pointee, case .record(let inner) = outer.fields[fields[0]] else { return nil }
                return inner.fields.withUnsafeBufferPointer { fields in read(fields.baseAddress! + self.fields[1]) }
            }
        }
    }

    /// The path's value, or nil where a value on the way is not the struct the compiler
    /// expected.
    @inline(__always)
    func value(in frame: Frame) -> Value? {
        withValue(in: frame, PathRead.Whole())
    }

    /// Element `position` of the array (or subview) at the path; nil where the value there
    /// is neither, or the position is out of range (the general way reports which).
    @inline(__always)
    func element(_ position: Int, in frame: Frame) -> Value? {
        withValue(in: frame, PathRead.Element(position: position))
    }

    /// The `Int` in the variable, read in place; nil where the path has fields or the value
    /// is not an `Int`.
    @inline(__always)
    func int(in frame: Frame) -> Int? {
        guard fields.isEmpty else { return nil }
        return withValue(in: frame, PathRead.Integer())
    }

    /// The `CGFloat` at the path, read in place; nil where the value there is not one.
    @inline(__always)
    func double(in frame: Frame) -> Double? {
        withValue(in: frame, PathRead.Number())
    }

    /// The `Bool` at the path, read in place; nil where the value there is not one.
    @inline(__always)
    func bool(in frame: Frame) -> Bool? {
        withValue(in: frame, PathRead.Flag())
    }

    /// Member `member` of the value at the path as a number, read in place; nil where it
    /// has no such member of type `CGFloat`.
    @inline(__always)
    func double(_ member: GeometryMember, in frame: Frame) -> Double? {
        withValue(in: frame, PathRead.MemberNumber(member: member))
    }

    /// Member `member` of element `position` of the array at the path as a number, read in
    /// place; nil where there is no such element or member.
    @inline(__always)
    func double(_ member: GeometryMember, ofElement position: Int, in frame: Frame) -> Double? {
        withValue(in: frame, PathRead.ElementMemberNumber(member: member, position: position))
    }

    /// Member `member` of the value at the path, read in place; nil where it has no such
    /// member.
    @inline(__always)
    func member(_ member: GeometryMember, in frame: Frame) -> Value? {
        withValue(in: frame, PathRead.Member(member: member))
    }

    /// Member `member` of element `position` of the array at the path, read in place; nil
    /// where there is no such element or it has no such member (the caller then takes the
    /// general way).
    @inline(__always)
    func member(_ member: GeometryMember, ofElement position: Int, in frame: Frame) -> Value? {
        withValue(in: frame, PathRead.ElementMember(member: member, position: position))
    }

    /// The path one stored field further down, if it is still short enough to read in place.
    func appending(_ field: Int) -> SlotPath? {
        guard fields.count < Self.maximumFields else { return nil }
        return SlotPath(depth: depth, slot: slot, fields: fields + [field])
    }
}
