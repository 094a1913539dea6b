import Foundation

/// A scene's `Set`: its members in the order they were first inserted, plus a hashed index
/// for membership.
///
/// Swift leaves a `Set`'s order unspecified (it follows hashing, seeded per process), so
/// code that iterates or prints one may see any order; layoutd's outputs must be the same
/// on every run, so its sets iterate, print and convert to arrays in insertion order (a
/// union's new members after the receiver's, an intersection or difference in the
/// receiver's order). Two sets are equal when they hold the same members, in any order.
struct OrderedSet {
    private(set) var elements: [Value] = []
    private var members: Set<Value> = []

    init() {}

    init(_ values: some Sequence<Value>) {
        for value in values { insert(value) }
    }

    var count: Int { elements.count }
    var isEmpty: Bool { elements.isEmpty }

    func contains(_ value: Value) -> Bool { members.contains(value) }

    /// Adds `value` unless an equal member is there; returns whether it was added and the
    /// member the set holds afterwards (the old one when it was there), as Swift's
    /// `insert(_:)` does.
    @discardableResult
    mutating func insert(_ value: Value) -> (inserted: Bool, member: Value) {
        let (inserted, member) = members.insert(value)
        if inserted { elements.append(value) }
        return (inserted, member)
    }

    /// Removes the member equal to `value`, returning it, or nil when there is none.
    @discardableResult
    mutating func remove(_ value: Value) -> Value? {
        guard let removed = members.remove(value) else { return nil }
        if let index = elements.firstIndex(of: value) { elements.remove(at: index) }
        return removed
    }

    mutating func removeAll() {
        elements = []
        members = []
    }

    func union(_ other: some Sequence<Value>) -> OrderedSet {
        var result = self
        for value in other { result.insert(value) }
        return result
    }

    func intersection(_ other: OrderedSet) -> OrderedSet {
        OrderedSet(elements.filter { other.contains($0) })
    }

    func subtracting(_ other: OrderedSet) -> OrderedSet {
        OrderedSet(elements.filter { !other.contains($0) })
    }

    func symmetricDifference(_ other: OrderedSet) -> OrderedSet {
        subtracting(other).union(other.subtracting(self).elements)
    }

    func isSubset(of other: OrderedSet) -> Bool { elements.allSatisfy { other.contains($0) } }
    func isSuperset(of other: OrderedSet) -> Bool { other.isSubset(of: self) }
    func isDisjoint(with other: OrderedSet) -> Bool { !elements.contains { other.contains($0) } }
}

extension OrderedSet: Hashable {
    static func == (lhs: OrderedSet, rhs: OrderedSet) -> Bool { lhs.members == rhs.members }
    func hash(into hasher: inout Hasher) { hasher.combine(members) }
}
