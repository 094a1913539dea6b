import Foundation
import LayoutEngine

extension Value: Equatable, Hashable {
    /// Swift's `==` for the values a scene compares: numbers by value (an `Int` equals the
    /// same `CGFloat`, as a literal would), structs and enums member by member, library
    /// values by their own `==`, an implicit member (`.center`) in the type it meets.
    static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.void, .void), (.none, .none): return true
        case (.some(let a), .some(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)): return a == b
        case (.tuple(let a), .tuple(let b)): return a.elements == b.elements
        case (.record(let a), .record(let b)): return a.type.isSame(as: b.type) && a.fields == b.fields
        case (.enumCase(let a), .enumCase(let b)): return a.type.isSame(as: b.type) && a.index == b.index && a.payload == b.payload
        // A class instance equals itself (what `===` asks), or, when its class declares
        // `==` (an `Equatable` or `Hashable` class), what that says: a set or a dictionary
        // key compares instances as Swift's would.
        case (.object(let a), .object(let b)):
            if a === b { return true }
            guard a.type === b.type, let equal = a.type.staticMethods["=="]?.first else { return false }
            var none = Value.void
            var arguments = [lhs, rhs]
            return (try? equal.run(receiver: &none, arguments: &arguments, environment: nil, machine: a.type.machine)) == .bool(true)
        case (.set(let a), .set(let b)): return a == b
        case (.function(let a), .function(let b)): return a === b
        case (.type(let a), .type(let b)): return a.name == b.name
        case (.range(let a, let aIsClosed), .range(let b, let bIsClosed)): return a == b && aIsClosed == bIsClosed
        case (.point(let a), .point(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.proposal(let a), .proposal(let b)): return a == b
        case (.angle(let a), .angle(let b)): return a == b
        case (.unitPoint(let a), .unitPoint(let b)): return a == b
        case (.transform(let a), .transform(let b)): return a == b
        case (.axis(let a), .axis(let b)): return a == b
        case (.horizontalAlignment(let a), .horizontalAlignment(let b)): return a == b
        case (.verticalAlignment(let a), .verticalAlignment(let b)): return a == b
        case (.alignment(let a), .alignment(let b)): return a == b
        case (.edge(let a), .edge(let b)): return a == b
        case (.edgeSet(let a), .edgeSet(let b)): return a == b
        case (.edgeInsets(let a), .edgeInsets(let b)): return a == b
        case (.viewSpacing(let a), .viewSpacing(let b)): return a == b
        case (.subview(let a), .subview(let b)): return a == b
        case (.subviews(let a), .subviews(let b)): return a == b
        case (.sleLayout(let a), .sleLayout(let b)): return a === b
        case (.sleItem(let a), .sleItem(let b)): return a == b
        case (.sleDirection(let a), .sleDirection(let b)): return a == b
        case (.sleAlignment(let a), .sleAlignment(let b)): return a == b
        case (.error(let a), .error(let b)): return a == b
        case (.implicitMember(let a), .implicitMember(let b)): return a == b
        case (.implicitMember(let name), let other), (let other, .implicitMember(let name)):
            guard let resolved = ImplicitMembers.resolve(name, like: other) else { return false }
            if case .implicitMember = resolved { return false }
            return resolved == other
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .int(let value): hasher.combine(Double(value))
        case .double(let value): hasher.combine(value)
        case .bool(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .tuple(let tuple): hasher.combine(tuple.elements)
        case .record(let record): hasher.combine(record.type.name); hasher.combine(record.fields)
        case .enumCase(let value): hasher.combine(value.type.name); hasher.combine(value.index); hasher.combine(value.payload)
        // An instance whose class declares `==` hashes by its type alone: equal instances
        // then hash alike, whatever its `hash(into:)` combines.
        case .object(let instance):
            if instance.type.staticMethods["=="] != nil {
                hasher.combine(instance.type.name)
            } else {
                hasher.combine(ObjectIdentifier(instance))
            }
        case .set(let set): hasher.combine(set)
        case .point(let point): hasher.combine(point.x); hasher.combine(point.y)
        case .size(let size): hasher.combine(size.width); hasher.combine(size.height)
        case .unitPoint(let point): hasher.combine(point)
        case .range(let range, let isClosed):
            hasher.combine(range)
            hasher.combine(isClosed)
        default: hasher.combine(typeName)
        }
    }
}

extension UserType {
    /// Two loads of the same declaration make two type objects for one type: their values
    /// are equal when the declarations' texts are.
    @inline(__always)
    func isSame(as other: UserType) -> Bool {
        self === other || (name == other.name && fingerprint == other.fingerprint)
    }
}
