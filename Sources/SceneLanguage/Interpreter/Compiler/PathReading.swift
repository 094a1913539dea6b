import Foundation

/// What a read through a ``SlotPath`` takes from the value it finds there, without copying
/// the value: the value itself, an element, a number, a geometry member. Each is a small
/// struct whose `callAsFunction` is always inlined into the walk (see `SlotPath.withValue`).
protocol PathReading {
    associatedtype Result
    func callAsFunction(_ pointer: UnsafePointer<Value>) -> Result?
}

/// The reads a ``SlotPath`` makes.
enum PathRead {
    /// The value itself.
    struct Whole: PathReading {
        @inline(__always)
        func callAsFunction(_ pointer: UnsafePointer<Value>) -> Value? { pointer.pointee }
    }

    /// Element `position` of an array, or subview `position` of subviews; nil where the
    /// value is neither or the position is out of range.
    struct Element: PathReading {
        let position: Int

        @inline(__always)
        func callAsFunction(_ pointer: UnsafePointer<Value>) -> Value? {
            switch pointer.pointee {
            case .array(let elements):
                return elements.indices.contains(position) ? elements[position] : nil
            case .subviews(let subviews):
                return subviews.indices.contains(position) ? .subview(subviews[position]) : nil
            default:
                return nil
            }
        }
    }

    /// An `Int`; nil where the value is not one.
    struct Integer: PathReading {
        @inline(__always)
        func callAsFunction(_ pointer: UnsafePointer<Value>) -> Int? {
            if case .int(let number) = pointer.pointee { return number }
            return nil
        }
    }

    /// A `CGFloat`; nil where the value is not one.
    struct Number: PathReading {
        @inline(__always)
        func callAsFunction(_ pointer: UnsafePointer<Value>) -> Double? {
            if case .double(let number) = pointer.pointee { return number }
            return nil
        }
    }

    /// A `Bool`; nil where the value is not one.
    struct Flag: PathReading {
        @inline(__always)
        func callAsFunction(_ pointer: UnsafePointer<Value>) -> Bool? {
            if case .bool(let flag) = pointer.pointee { return flag }
            return nil
        }
    }

    /// A geometry member, boxed.
    struct Member: PathReading {
        let member: GeometryMember

        @inline(__always)
        func callAsFunction(_ pointer: UnsafePointer<Value>) -> Value? { member.value(at: pointer) }
    }

    /// A geometry member that is a `CGFloat`.
    struct MemberNumber: PathReading {
        let member: GeometryMember

        @inline(__always)
        func callAsFunction(_ pointer: UnsafePointer<Value>) -> Double? { member.double(of: pointer.pointee) }
    }

    /// A geometry member of element `position` of an array, boxed.
    struct ElementMember: PathReading {
        let member: GeometryMember
        let position: Int

        @inline(__always)
        func callAsFunction(_ pointer: UnsafePointer<Value>) -> Value? {
            guard case .array(let elements) = pointer.pointee, elements.indices.contains(position) else { return nil }
            return elements.withUnsafeBufferPointer { member.value(at: $0.baseAddress! + position) }
        }
    }

    /// A `CGFloat` geometry member of element `position` of an array.
    struct ElementMemberNumber: PathReading {
        let member: GeometryMember
        let position: Int

        @inline(__always)
        func callAsFunction(_ pointer: UnsafePointer<Value>) -> Double? {
            guard case .array(let elements) = pointer.pointee, elements.indices.contains(position) else { return nil }
            return elements.withUnsafeBufferPointer { member.double(of: $0[position]) }
        }
    }
}
