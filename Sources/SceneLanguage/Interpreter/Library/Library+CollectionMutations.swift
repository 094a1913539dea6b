import Foundation
import LayoutEngine

/// The mutating members of arrays, strings and dictionaries (`append`, `remove(at:)`,
/// `sort()`, `removeValue(forKey:)`…), trapping with Swift's own messages.
///
/// Each takes the collection out of the receiver before changing it and puts it back
/// after, so the collection is uniquely referenced while it changes and Swift changes it in
/// place instead of copying it; on a trap the receiver gets back what it held.
extension Library {
    @inline(__always)
    static func mutatingArray(_ receiver: inout Value, _ body: (inout [Value]) throws -> Value) throws -> Value? {
        guard case .array(var values) = receiver else { return nil }
        receiver = .void
        defer { receiver = .array(values) }
        return try body(&values)
    }

    @inline(__always)
    static func mutatingString(_ receiver: inout Value, _ body: (inout String) throws -> Value) throws -> Value? {
        guard case .string(var string) = receiver else { return nil }
        receiver = .void
        defer { receiver = .string(string) }
        return try body(&string)
    }

    @inline(__always)
    static func mutatingDictionary(_ receiver: inout Value, _ body: (inout [Value: Value]) throws -> Value) throws -> Value? {
        guard case .dictionary(var dictionary) = receiver else { return nil }
        receiver = .void
        defer { receiver = .dictionary(dictionary) }
        return try body(&dictionary)
    }

    static func checkIndex(_ index: Int, in values: [Value]) throws {
        guard values.indices.contains(index) else { throw Trap("Index out of range", at: nil) }
    }

    static let collectionMutatingMethods: [String: MethodEntry] = [
        "append(_:)": entry(mutating: true) { receiver, arguments in
            if case .string = receiver {
                let tail = try string(arguments[0])
                return try mutatingString(&receiver) { $0.append(tail); return .void }
            }
            return try mutatingArray(&receiver) { $0.append(arguments[0]); return .void }
        },
        "append(contentsOf:)": entry(mutating: true) { receiver, arguments in
            if case .string = receiver {
                let tail: String
                if case .string(let string) = arguments[0] {
                    tail = string
                } else if case .array(let characters) = arguments[0] {
                    tail = try characters.map(string).joined()
                } else {
                    throw Trap("expected a String, got \(arguments[0].typeName)", at: nil)
                }
                return try mutatingString(&receiver) { $0.append(tail); return .void }
            }
            guard case .array = receiver else { return nil }
            guard let elements = try Elements(arguments[0]) else {
                throw Trap("append(contentsOf:) needs a collection, got \(arguments[0].typeName)", at: nil)
            }
            return try mutatingArray(&receiver) { $0.append(contentsOf: elements); return .void }
        },
        "insert(_:at:)": entry([.unknown, .builtin(.int)], mutating: true) { receiver, arguments in
            let index = try int(arguments[1])
            return try mutatingArray(&receiver) { values in
                guard index >= 0 else { throw Trap("Negative Array index is out of range", at: nil) }
                guard index <= values.count else { throw Trap("Array index is out of range", at: nil) }
                values.insert(arguments[0], at: index)
                return .void
            }
        },
        "remove(at:)": entry([.builtin(.int)], mutating: true) { receiver, arguments in
            let index = try int(arguments[0])
            return try mutatingArray(&receiver) { values in
                try checkIndex(index, in: values)
                return values.remove(at: index)
            }
        },
        "removeAll()": entry(mutating: true, removeAll),
        // Capacity is not observable here: the same as `removeAll()`.
        "removeAll(keepingCapacity:)": entry(mutating: true, removeAll),
        "removeAll(where:)": entry(mutating: true) { receiver, arguments in
            let shouldBeRemoved = try callable(arguments[0])
            return try mutatingArray(&receiver) { values in
                try values.removeAll { try bool(shouldBeRemoved.call([$0])) }
                return .void
            }
        },
        "removeFirst()": entry(mutating: true) { receiver, _ in
            if case .string = receiver {
                return try mutatingString(&receiver) { string in
                    guard !string.isEmpty else { throw Trap("Can't remove first element from an empty collection", at: nil) }
                    return .string(String(string.removeFirst()))
                }
            }
            return try mutatingArray(&receiver) { values in
                guard !values.isEmpty else { throw Trap("Can't remove first element from an empty collection", at: nil) }
                return values.removeFirst()
            }
        },
        "removeFirst(_:)": entry([.builtin(.int)], mutating: true) { receiver, arguments in
            let count = try int(arguments[0])
            return try mutatingArray(&receiver) { values in
                guard count >= 0 else { throw Trap("Number of elements to remove should be non-negative", at: nil) }
                guard count <= values.count else { throw Trap("Can't remove more items from a collection than it contains", at: nil) }
                values.removeFirst(count)
                return .void
            }
        },
        "removeLast()": entry(mutating: true) { receiver, _ in
            if case .string = receiver {
                return try mutatingString(&receiver) { string in
                    guard !string.isEmpty else { throw Trap("Can't remove last element from an empty collection", at: nil) }
                    return .string(String(string.removeLast()))
                }
            }
            return try mutatingArray(&receiver) { values in
                guard !values.isEmpty else { throw Trap("Can't remove last element from an empty collection", at: nil) }
                return values.removeLast()
            }
        },
        "removeLast(_:)": entry([.builtin(.int)], mutating: true) { receiver, arguments in
            let count = try int(arguments[0])
            return try mutatingArray(&receiver) { values in
                guard count >= 0 else { throw Trap("Number of elements to remove should be non-negative", at: nil) }
                guard count <= values.count else { throw Trap("Can't remove more items from a collection than it contains", at: nil) }
                values.removeLast(count)
                return .void
            }
        },
        "popLast()": entry(mutating: true) { receiver, _ in
            if case .string = receiver {
                return try mutatingString(&receiver) { string in string.popLast().map { .string(String($0)) } ?? Value.none }
            }
            return try mutatingArray(&receiver) { $0.popLast() ?? Value.none }
        },
        "swapAt(_:_:)": entry([.builtin(.int), .builtin(.int)], mutating: true) { receiver, arguments in
            let first = try int(arguments[0])
            let second = try int(arguments[1])
            return try mutatingArray(&receiver) { values in
                try checkIndex(first, in: values)
                try checkIndex(second, in: values)
                values.swapAt(first, second)
                return .void
            }
        },
        "sort()": entry(mutating: true) { receiver, _ in
            try mutatingArray(&receiver) { values in
                try values.sort(by: less)
                return .void
            }
        },
        "sort(by:)": entry(mutating: true) { receiver, arguments in
            let areInIncreasingOrder = try callable(arguments[0])
            return try mutatingArray(&receiver) { values in
                try values.sort { try bool(areInIncreasingOrder.call([$0, $1])) }
                return .void
            }
        },
        "reverse()": entry(mutating: true) { receiver, _ in
            try mutatingArray(&receiver) { values in
                values.reverse()
                return .void
            }
        },
        "removeValue(forKey:)": entry(mutating: true) { receiver, arguments in
            try mutatingDictionary(&receiver) { $0.removeValue(forKey: arguments[0]) ?? Value.none }
        },
        "updateValue(_:forKey:)": entry(mutating: true) { receiver, arguments in
            try mutatingDictionary(&receiver) { $0.updateValue(arguments[0], forKey: arguments[1]) ?? Value.none }
        },
    ]

    /// Empties an array, a string or a dictionary in place.
    private static func removeAll(_ receiver: inout Value, _ arguments: [Value]) throws -> Value? {
        switch receiver {
        case .array: receiver = .array([])
        case .string: receiver = .string("")
        case .dictionary: receiver = .dictionary([:])
        default: return nil
        }
        return .void
    }
}
