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

    /// `body` applied to the value at the path, read in place; nil where a value on the way
    /// is not the struct the compiler expected (the caller then takes the general way, which
    /// reports it). Every read through a path is this walk.
    @inline(__always)
    private func withValue<Result>(in frame: Frame, _ body: (UnsafePointer<Value>) -> Result?) -> Result? {
        frame.outer(depth).withSlot(slot) { pointer -> Result? in
            switch fields.count {
            case 0:
                return body(pointer)
            case 1:
                guard case .record(let record) = pointer.pointee else { return nil }
                return record.fields.withUnsafeBufferPointer { fields in body(fields.baseAddress! + self.fields[0]) }
            default:
                guard case .record(let outer) = pointer.pointee, case .record(let inner) = outer.fields[fields[0]] else { return nil }
                return inner.fields.withUnsafeBufferPointer { fields in body(fields.baseAddress! + self.fields[1]) }
            }
        }
    }

    /// The path's value, or nil where a value on the way is not the struct the compiler
    /// expected.
    @inline(__always)
    func value(in frame: Frame) -> Value? {
        withValue(in: frame) { $0.pointee }
    }

    /// Element `position` of the array (or subview) at the path; nil where the value there
    /// is neither, or the position is out of range (the general way reports which).
    @inline(__always)
    func element(_ position: Int, in frame: Frame) -> Value? {
        withValue(in: frame) { Self.element(position, of: $0.pointee) }
    }

    /// The `Int` in the variable, read in place; nil where the path has fields or the value
    /// is not an `Int`.
    @inline(__always)
    func int(in frame: Frame) -> Int? {
        guard fields.isEmpty else { return nil }
        return withValue(in: frame) { pointer -> Int? in
            if case .int(let number) = pointer.pointee { return number }
            return nil
        }
    }

    /// The `CGFloat` at the path, read in place; nil where the value there is not one.
    @inline(__always)
    func double(in frame: Frame) -> Double? {
        withValue(in: frame) { pointer -> Double? in
            if case .double(let number) = pointer.pointee { return number }
            return nil
        }
    }

    /// The `Bool` at the path, read in place; nil where the value there is not one.
    @inline(__always)
    func bool(in frame: Frame) -> Bool? {
        withValue(in: frame) { pointer -> Bool? in
            if case .bool(let flag) = pointer.pointee { return flag }
            return nil
        }
    }

    /// Member `member` of the value at the path as a number, read in place; nil where it
    /// has no such member of type `CGFloat`.
    @inline(__always)
    func double(_ member: GeometryMember, in frame: Frame) -> Double? {
        withValue(in: frame) { member.double(of: $0.pointee) }
    }

    /// Member `member` of element `position` of the array at the path as a number, read in
    /// place; nil where there is no such element or member.
    @inline(__always)
    func double(_ member: GeometryMember, ofElement position: Int, in frame: Frame) -> Double? {
        withValue(in: frame) { array -> Double? in
            guard case .array(let elements) = array.pointee, elements.indices.contains(position) else { return nil }
            return elements.withUnsafeBufferPointer { member.double(of: $0[position]) }
        }
    }

    /// Member `member` of the value at the path, read in place; nil where it has no such
    /// member.
    @inline(__always)
    func member(_ member: GeometryMember, in frame: Frame) -> Value? {
        withValue(in: frame) { member.value(at: $0) }
    }

    /// Member `member` of element `position` of the array at the path, read in place; nil
    /// where there is no such element or it has no such member (the caller then takes the
    /// general way).
    @inline(__always)
    func member(_ member: GeometryMember, ofElement position: Int, in frame: Frame) -> Value? {
        withValue(in: frame) { Self.member(member, ofElement: position, in: $0) }
    }

    @inline(__always)
    private static func member(_ member: GeometryMember, ofElement position: Int, in array: UnsafePointer<Value>) -> Value? {
        guard case .array(let elements) = array.pointee, elements.indices.contains(position) else { return nil }
        return elements.withUnsafeBufferPointer { member.value(at: $0.baseAddress! + position) }
    }

    @inline(__always)
    private static func element(_ position: Int, of value: Value) -> Value? {
        switch value {
        case .array(let elements):
            return elements.indices.contains(position) ? elements[position] : nil
        case .subviews(let subviews):
            return subviews.indices.contains(position) ? .subview(subviews[position]) : nil
        default:
            return nil
        }
    }

    /// The path one stored field further down, if it is still short enough to read in place.
    func appending(_ field: Int) -> SlotPath? {
        guard fields.count < Self.maximumFields else { return nil }
        return SlotPath(depth: depth, slot: slot, fields: fields + [field])
    }
}
