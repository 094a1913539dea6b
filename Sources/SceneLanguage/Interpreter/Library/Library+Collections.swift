import Foundation
import LayoutEngine

/// The members arrays, integer ranges, `LayoutSubviews`, strings and dictionaries share
/// as Swift collections. Results keep Swift's types where the interpreter has them: a
/// range or the subviews sliced (`dropFirst()`, `prefix(_:)`) stay a range or subviews,
/// with their own indices; a string sliced stays a string; an array sliced is a plain
/// array, indexed from 0, where Swift's `ArraySlice` keeps its base's indices.
extension Library {
    static let collectionProperties: [String: Getter] = [
        "count": { value in
            switch value {
            case .array(let values): return .int(values.count)
            case .range(let range, _):
                let (count, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
                guard !overflow else { throw Trap("the count of \(range.lowerBound)..<\(range.upperBound) does not fit in an Int", at: nil) }
                return .int(count)
            case .subviews(let subviews): return .int(subviews.count)
            case .string(let string): return .int(string.count)
            case .dictionary(let dictionary): return .int(dictionary.count)
            case .set(let set): return .int(set.count)
            default: return nil
            }
        },
        "isEmpty": { value in
            switch value {
            case .array(let values): return .bool(values.isEmpty)
            case .range(let range, _): return .bool(range.isEmpty)
            case .subviews(let subviews): return .bool(subviews.isEmpty)
            case .string(let string): return .bool(string.isEmpty)
            case .dictionary(let dictionary): return .bool(dictionary.isEmpty)
            case .set(let set): return .bool(set.isEmpty)
            default: return nil
            }
        },
        "first": { value in
            switch value {
            case .array(let values): return values.first ?? Value.none
            case .range(let range, _): return range.first.map(Value.int) ?? Value.none
            case .subviews(let subviews): return subviews.first.map(Value.subview) ?? Value.none
            case .string(let string): return string.first.map { Value.string(String($0)) } ?? Value.none
            case .dictionary: return try Elements(value)?.first ?? Value.none
            case .set(let set): return set.elements.first ?? Value.none
            default: return nil
            }
        },
        "last": { value in
            switch value {
            case .array(let values): return values.last ?? Value.none
            case .range(let range, _): return range.last.map(Value.int) ?? Value.none
            case .subviews(let subviews): return subviews.last.map(Value.subview) ?? Value.none
            case .string(let string): return string.last.map { Value.string(String($0)) } ?? Value.none
            default: return nil
            }
        },
        // Swift's `LazySequence` gives the same elements, computed as they are read; here they
        // are computed at once, which differs only for a closure with side effects
        // (`lazy.map { print($0) }.first` prints every element, not one).
        "lazy": { value in
            switch value {
            case .array, .range, .subviews, .string, .dictionary, .set: return value
            default: return nil
            }
        },
        "indices": { value in
            switch value {
            case .array(let values): return .range(values.indices)
            case .range(let range, _): return .range(range)
            case .subviews(let subviews): return .range(subviews.indices)
            default: return nil
            }
        },
        "startIndex": { value in
            switch value {
            case .array(let values): return .int(values.startIndex)
            case .range(let range, _): return .int(range.lowerBound)
            case .subviews(let subviews): return .int(subviews.startIndex)
            default: return nil
            }
        },
        "endIndex": { value in
            switch value {
            case .array(let values): return .int(values.endIndex)
            case .range(let range, _): return .int(range.upperBound)
            case .subviews(let subviews): return .int(subviews.endIndex)
            default: return nil
            }
        },
        "lowerBound": { value in
            switch value {
            case .range(let range, _): return .int(range.lowerBound)
            case .doubleRange(let range, _): return .double(range.lowerBound)
            default: return nil
            }
        },
        "upperBound": { value in
            switch value {
            case .range(let range, let isClosed): return .int(isClosed ? range.upperBound - 1 : range.upperBound)
            case .doubleRange(let range, _): return .double(range.upperBound)
            default: return nil
            }
        },
        // Swift's are lazy views in the dictionary's order; arrays here, in the same order.
        "keys": { value in
            guard case .dictionary(let dictionary) = value else { return nil }
            return .array(Array(dictionary.keys))
        },
        "values": { value in
            guard case .dictionary(let dictionary) = value else { return nil }
            return .array(Array(dictionary.values))
        },
    ]

    static let collectionMethods: [String: MethodEntry] = [
        // `map` and `flatMap` on a value that is no collection are Optional's: nil stays
        // nil, anything else is handed to the closure. (An optional array's `map` without
        // `?` cannot be told from the array's own here.)
        "map(_:)": entry { receiver, arguments in
            let transform = try callable(arguments[0])
            guard let elements = try Elements(receiver) else {
                switch receiver {
                case .none: return Value.none
                case .some(let held): return try transform.call([held])
                default: return try transform.call([receiver])
                }
            }
            return .array(try elements.map { try transform.call([$0]) })
        },
        "compactMap(_:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let transform = try callable(arguments[0])
            var results: [Value] = []
            for element in elements {
                let result = try transform.call([element])
                if case .none = result { continue }
                results.append(result)
            }
            return .array(results)
        },
        "flatMap(_:)": entry { receiver, arguments in
            let transform = try callable(arguments[0])
            guard let elements = try Elements(receiver) else {
                switch receiver {
                case .none: return Value.none
                case .some(let held): return try transform.call([held])
                default: return try transform.call([receiver])
                }
            }
            var results: [Value] = []
            for element in elements {
                let result = try transform.call([element])
                if let inner = try Elements(result) {
                    results.append(contentsOf: inner)
                } else if !result.isNone {
                    // The closure returned an optional: the deprecated `flatMap` that is
                    // `compactMap`.
                    results.append(result)
                }
            }
            return .array(results)
        },
        "filter(_:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let isIncluded = try callable(arguments[0])
            let kept = try elements.filter { try bool(isIncluded.call([$0])) }
            switch receiver {
            case .string: return .string(try kept.map(string).joined())
            case .dictionary:
                var dictionary: [Value: Value] = [:]
                for pair in kept {
                    if case .tuple(let tuple) = pair { dictionary[tuple.elements[0]] = tuple.elements[1] }
                }
                return .dictionary(dictionary)
            default: return .array(kept)
            }
        },
        "reduce(_:_:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let combine = try callable(arguments[1])
            var result = initialAccumulator(arguments[0], for: elements)
            for element in elements { result = try combine.call([result, element]) }
            return result
        },
        // The accumulator is the closure's `inout` first parameter: it stays in the
        // argument array between calls, so an array accumulator is never copied.
        "reduce(into:_:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let update = try callable(arguments[1])
            var callArguments = [initialAccumulator(arguments[0], for: elements), Value.void]
            for element in elements {
                callArguments[1] = element
                _ = try update.invoke(&callArguments)
            }
            return callArguments[0]
        },
        "sorted()": entry { receiver, _ in
            guard let elements = try Elements(receiver) else { return nil }
            return .array(try elements.sorted(by: less))
        },
        "sorted(by:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let areInIncreasingOrder = try callable(arguments[0])
            return .array(try elements.sorted { try bool(areInIncreasingOrder.call([$0, $1])) })
        },
        "min()": entry { receiver, _ in
            if case .range(let range, _) = receiver { return range.isEmpty ? Value.none : .int(range.lowerBound) }
            guard let elements = try Elements(receiver) else { return nil }
            return try elements.min(by: less) ?? Value.none
        },
        "max()": entry { receiver, _ in
            if case .range(let range, _) = receiver { return range.isEmpty ? Value.none : .int(range.upperBound - 1) }
            guard let elements = try Elements(receiver) else { return nil }
            return try elements.max(by: less) ?? Value.none
        },
        "min(by:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let areInIncreasingOrder = try callable(arguments[0])
            return try elements.min { try bool(areInIncreasingOrder.call([$0, $1])) } ?? Value.none
        },
        "max(by:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let areInIncreasingOrder = try callable(arguments[0])
            return try elements.max { try bool(areInIncreasingOrder.call([$0, $1])) } ?? Value.none
        },
        "first(where:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let predicate = try callable(arguments[0])
            return try elements.first { try bool(predicate.call([$0])) } ?? Value.none
        },
        "last(where:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let predicate = try callable(arguments[0])
            return try elements.last { try bool(predicate.call([$0])) } ?? Value.none
        },
        "firstIndex(of:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let target = arguments[0]
            return try elements.firstIndex { try equal($0, target) }.map(elements.index(at:)) ?? Value.none
        },
        "lastIndex(of:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let target = arguments[0]
            return try elements.lastIndex { try equal($0, target) }.map(elements.index(at:)) ?? Value.none
        },
        "firstIndex(where:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let predicate = try callable(arguments[0])
            return try elements.firstIndex { try bool(predicate.call([$0])) }.map(elements.index(at:)) ?? Value.none
        },
        "lastIndex(where:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let predicate = try callable(arguments[0])
            return try elements.lastIndex { try bool(predicate.call([$0])) }.map(elements.index(at:)) ?? Value.none
        },
        "contains(_:)": entry { receiver, arguments in
            switch (receiver, arguments[0]) {
            case (.range(let range, _), .int(let number)): return .bool(range.contains(number))
            case (.range(let range, _), .double(let number)): return .bool(number.rounded() == number && Double(range.lowerBound) <= number && number < Double(range.upperBound))
            case (.doubleRange(let range, let upperIsOpen), let number):
                guard let number = number.asDouble else { return nil }
                return .bool(range.contains(number) && !(upperIsOpen && number == range.upperBound))
            default:
                guard let elements = try Elements(receiver) else { return nil }
                let target = arguments[0]
                return .bool(try elements.contains { try equal($0, target) })
            }
        },
        "contains(where:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let predicate = try callable(arguments[0])
            return .bool(try elements.contains { try bool(predicate.call([$0])) })
        },
        "allSatisfy(_:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let predicate = try callable(arguments[0])
            return .bool(try elements.allSatisfy { try bool(predicate.call([$0])) })
        },
        "forEach(_:)": entry { receiver, arguments in
            guard let elements = try Elements(receiver) else { return nil }
            let body = try callable(arguments[0])
            for element in elements { _ = try body.call([element]) }
            return .void
        },
        "enumerated()": entry { receiver, _ in
            guard let elements = try Elements(receiver) else { return nil }
            return .array(elements.enumerated().map { enumeratedPair($0.offset, $0.element) })
        },
        // Swift's is a lazy `ReversedCollection`; an array here.
        "reversed()": entry { receiver, _ in
            guard let elements = try Elements(receiver) else { return nil }
            return .array(elements.reversed())
        },
        "prefix(_:)": entry([.builtin(.int)]) { receiver, arguments in
            guard let count = try collectionCount(receiver) else { return nil }
            let length = try int(arguments[0])
            guard length >= 0 else { throw Trap("Can't take a prefix of negative length from a collection", at: nil) }
            return try slice(receiver, 0..<min(length, count))
        },
        "suffix(_:)": entry([.builtin(.int)]) { receiver, arguments in
            guard let count = try collectionCount(receiver) else { return nil }
            let length = try int(arguments[0])
            guard length >= 0 else { throw Trap("Can't take a suffix of negative length from a collection", at: nil) }
            return try slice(receiver, max(0, count - length)..<count)
        },
        "dropFirst()": entry { receiver, _ in
            guard let count = try collectionCount(receiver) else { return nil }
            return try slice(receiver, min(1, count)..<count)
        },
        "dropFirst(_:)": entry([.builtin(.int)]) { receiver, arguments in
            guard let count = try collectionCount(receiver) else { return nil }
            let length = try int(arguments[0])
            guard length >= 0 else { throw Trap("Can't drop a negative number of elements from a collection", at: nil) }
            return try slice(receiver, min(length, count)..<count)
        },
        "dropLast()": entry { receiver, _ in
            guard let count = try collectionCount(receiver) else { return nil }
            return try slice(receiver, 0..<max(0, count - 1))
        },
        "dropLast(_:)": entry([.builtin(.int)]) { receiver, arguments in
            guard let count = try collectionCount(receiver) else { return nil }
            let length = try int(arguments[0])
            guard length >= 0 else { throw Trap("Can't drop a negative number of elements from a collection", at: nil) }
            return try slice(receiver, 0..<max(0, count - length))
        },
        // Strings joined into a string; arrays joined into one array.
        "joined()": entry { receiver, _ in
            guard case .array(let values) = receiver else { return nil }
            if values.allSatisfy({ if case .string = $0 { true } else { false } }) {
                return .string(try values.map(string).joined())
            }
            var joined: [Value] = []
            for value in values {
                guard let inner = try Elements(value) else { throw Trap("joined() needs an array of strings or of collections, not of \(value.typeName)", at: nil) }
                joined.append(contentsOf: inner)
            }
            return .array(joined)
        },
        "joined(separator:)": entry([.builtin(.string)]) { receiver, arguments in
            guard case .array(let values) = receiver else { return nil }
            return .string(try values.map(string).joined(separator: try string(arguments[0])))
        },
    ]

    /// `reduce`'s initial value. One written as an implicit member the compiler could not
    /// type (`sizes.reduce(.zero) { … }`, where Swift takes the type from the closure) is
    /// taken in the elements' type, the usual case; it stays as written for an empty
    /// collection, for the compiler to convert where the result goes.
    static func initialAccumulator(_ initial: Value, for elements: Elements) -> Value {
        guard case .implicitMember(let name) = initial, let first = elements.first else { return initial }
        return ImplicitMembers.resolve(name, like: first) ?? initial
    }

    /// How many elements a collection value has, or nil for a value that is none.
    static func collectionCount(_ value: Value) throws -> Int? {
        switch value {
        case .array(let values): return values.count
        case .range(let range, _): return try Elements.count(of: range)
        case .subviews(let subviews): return subviews.count
        case .string(let string): return string.count
        case .dictionary(let dictionary): return dictionary.count
        case .set(let set): return set.count
        default: return nil
        }
    }

    /// The elements at `positions` (counted from 0) as Swift's `SubSequence` would hold
    /// them: a range, subviews or string stays one (a range and subviews keeping their
    /// indices), an array or a dictionary's pairs become an array.
    static func slice(_ value: Value, _ positions: Range<Int>) throws -> Value? {
        switch value {
        case .array(let values): return .array(Array(values[positions]))
        case .range(let range, _):
            return .range((range.lowerBound + positions.lowerBound)..<(range.lowerBound + positions.upperBound))
        case .subviews(let subviews):
            return .subviews(subviews[(subviews.startIndex + positions.lowerBound)..<(subviews.startIndex + positions.upperBound)])
        case .string(let string):
            let characters = Array(string)
            return .string(String(characters[positions]))
        case .dictionary, .set:
            guard let elements = try Elements(value) else { return nil }
            return .array(Array(elements[positions]))
        default: return nil
        }
    }
}
