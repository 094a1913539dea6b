import Foundation

/// Something assignable: a variable, a property of one, an element of one. Reading gives
/// its value; modifying hands the value itself (not a copy) to a body, so an array inside
/// a struct inside a variable is changed in place, as Swift does.
struct Place {
    var type: TypeRef
    let read: Code
    let modify: (Frame, (inout Value) throws -> Void) throws -> Void
    /// The slot, when the place is a local variable: typed assignments write it directly.
    var local: SlotPath? = nil

    func store(_ frame: Frame, _ value: Value) throws {
        try modify(frame) { $0 = value }
    }

    /// Moves the value out, leaving the place empty until it is stored again: an `inout`
    /// argument or a mutating call's receiver then holds the only reference, and changing
    /// it copies nothing.
    func take(_ frame: Frame) throws -> Value {
        var taken = Value.void
        try modify(frame) { value in
            taken = value
            value = .void
        }
        return taken
    }
}

/// Remembers where the last value's type keeps a member, for members looked up at run
/// time: a struct's field index or its computed property's getter.
final class MemberCache {
    var type: UserType?
    var index = -1
    var getter: Function?
}
