import Foundation

/// `Set`'s own members: membership, the set algebra and its mutating forms. What a set
/// shares with every collection (`count`, `map`, `sorted()`, `filter`, iteration) is in
/// ``Library/collectionProperties`` and ``Library/collectionMethods``, over its members in
/// the deterministic order ``OrderedSet`` keeps.
extension Library {
    private static let insertLabels: [Symbol?] = [SymbolTable.intern("inserted"), SymbolTable.intern("memberAfterInsert")]

    /// `body` on the set the receiver holds, taken out so that it changes in place.
    @inline(__always)
    static func mutatingSet(_ receiver: inout Value, _ body: (inout OrderedSet) throws -> Value) throws -> Value? {
        guard case .set(var set) = receiver else { return nil }
        receiver = .void
        defer { receiver = .set(set) }
        return try body(&set)
    }

    /// The members of a set, or of any sequence Swift's set algebra takes (`union([1, 2])`).
    static func setOperand(_ value: Value) throws -> OrderedSet {
        if case .set(let set) = value { return set }
        guard let elements = try Elements(value) else { throw Trap("expected a Set or a sequence, got \(value.typeName)", at: nil) }
        return OrderedSet(elements)
    }

    static let setMethods: [String: MethodEntry] = [
        "union(_:)": entry([.unknown]) { receiver, arguments in
            guard case .set(let set) = receiver else { return nil }
            return .set(set.union(try setOperand(arguments[0]).elements))
        },
        "intersection(_:)": entry([.unknown]) { receiver, arguments in
            guard case .set(let set) = receiver else { return nil }
            return .set(set.intersection(try setOperand(arguments[0])))
        },
        "subtracting(_:)": entry([.unknown]) { receiver, arguments in
            guard case .set(let set) = receiver else { return nil }
            return .set(set.subtracting(try setOperand(arguments[0])))
        },
        "symmetricDifference(_:)": entry([.unknown]) { receiver, arguments in
            guard case .set(let set) = receiver else { return nil }
            return .set(set.symmetricDifference(try setOperand(arguments[0])))
        },
        "isSubset(of:)": entry([.unknown]) { receiver, arguments in
            guard case .set(let set) = receiver else { return nil }
            return .bool(set.isSubset(of: try setOperand(arguments[0])))
        },
        "isSuperset(of:)": entry([.unknown]) { receiver, arguments in
            guard case .set(let set) = receiver else { return nil }
            return .bool(set.isSuperset(of: try setOperand(arguments[0])))
        },
        "isDisjoint(with:)": entry([.unknown]) { receiver, arguments in
            guard case .set(let set) = receiver else { return nil }
            return .bool(set.isDisjoint(with: try setOperand(arguments[0])))
        },
        // Swift's `Set.filter` gives a set (a sequence's gives an array).
        "filter(_:)": entry { receiver, arguments in
            guard case .set(let set) = receiver else { return nil }
            let isIncluded = try callable(arguments[0])
            return .set(OrderedSet(try set.elements.filter { try bool(isIncluded.call([$0])) }))
        },
        // Hashed, where a sequence's `contains` compares each element.
        "contains(_:)": entry { receiver, arguments in
            guard case .set(let set) = receiver else { return nil }
            return .bool(set.contains(arguments[0]))
        },
    ]

    static let setMutatingMethods: [String: MethodEntry] = [
        "insert(_:)": entry([.unknown], mutating: true) { receiver, arguments in
            try mutatingSet(&receiver) { set in
                let (inserted, member) = set.insert(arguments[0])
                return .tuple(Tuple(labels: insertLabels, elements: [.bool(inserted), member]))
            }
        },
        "remove(_:)": entry([.unknown], mutating: true) { receiver, arguments in
            try mutatingSet(&receiver) { set in set.remove(arguments[0]) ?? Value.none }
        },
        "formUnion(_:)": entry([.unknown], mutating: true) { receiver, arguments in
            guard case .set = receiver else { return nil }
            let other = try setOperand(arguments[0])
            return try mutatingSet(&receiver) { set in
                set = set.union(other.elements)
                return .void
            }
        },
        "formIntersection(_:)": entry([.unknown], mutating: true) { receiver, arguments in
            guard case .set = receiver else { return nil }
            let other = try setOperand(arguments[0])
            return try mutatingSet(&receiver) { set in
                set = set.intersection(other)
                return .void
            }
        },
        "subtract(_:)": entry([.unknown], mutating: true) { receiver, arguments in
            guard case .set = receiver else { return nil }
            let other = try setOperand(arguments[0])
            return try mutatingSet(&receiver) { set in
                set = set.subtracting(other)
                return .void
            }
        },
        "removeAll()": entry(mutating: true) { receiver, _ in
            try mutatingSet(&receiver) { set in
                set.removeAll()
                return .void
            }
        },
    ]
}
