import Foundation
import LayoutEngine

extension Library {
    /// A collection value's elements as a Swift collection, so that `map`, `sorted(by:)`,
    /// `min(by:)`, `firstIndex(where:)` and the rest are Swift's own algorithms with Swift's
    /// results (a stable sort, which of equal elements `min` returns), and so that a range or
    /// the subviews are read in place instead of being copied into an array first.
    ///
    /// Positions run from 0; ``index(at:)`` turns one into the collection's own index (a
    /// range's element, a subviews slice's index in the whole subviews).
    struct Elements: RandomAccessCollection {
        private enum Base {
            case values([Value])
            case integers(from: Int)
            case subviews(LayoutSubviews)
        }

        private let base: Base
        let startIndex = 0
        let endIndex: Int

        /// The most elements a range may be gone through: one far larger could only be the
        /// start of a run that would exhaust memory (`(0..<Int.max).map`) before the step
        /// budget stops it.
        static let maximumRangeCount = 100_000_000

        /// The elements of an array, a range, the subviews, a string (its characters, each a
        /// one-character string) or a dictionary (`(key:value:)` tuples); nil for any other
        /// value.
        init?(_ value: Value) throws {
            switch value {
            case .array(let values):
                base = .values(values)
                endIndex = values.count
            case .range(let range, _):
                base = .integers(from: range.lowerBound)
                endIndex = try Self.count(of: range)
            case .subviews(let subviews):
                base = .subviews(subviews)
                endIndex = subviews.count
            case .string(let string):
                let characters = string.map { Value.string(String($0)) }
                base = .values(characters)
                endIndex = characters.count
            case .set(let set):
                // In the set's insertion order (see ``OrderedSet``).
                base = .values(set.elements)
                endIndex = set.count
            case .dictionary(let dictionary):
                let pairs = dictionary.map { Library.keyValuePair($0.key, $0.value) }
                base = .values(pairs)
                endIndex = pairs.count
            default:
                return nil
            }
        }

        static func count(of range: Range<Int>) throws -> Int {
            let (count, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            guard !overflow, count <= maximumRangeCount else {
                throw Trap("the range \(range.lowerBound)..<\(range.upperBound) has more elements than the interpreter goes through (\(maximumRangeCount))", at: nil)
            }
            return count
        }

        @inline(__always)
        subscript(position: Int) -> Value {
            switch base {
            case .values(let values): return values[position]
            case .integers(let lowerBound): return .int(lowerBound &+ position)
            case .subviews(let subviews): return .subview(subviews[subviews.startIndex &+ position])
            }
        }

        /// The collection's own index for a position. A string's is its offset in characters:
        /// the interpreter has no `String.Index`.
        func index(at position: Int) -> Value {
            switch base {
            case .values: return .int(position)
            case .integers(let lowerBound): return .int(lowerBound &+ position)
            case .subviews(let subviews): return .int(subviews.startIndex &+ position)
            }
        }

        /// The elements as an array, without copying when they are one.
        var array: [Value] {
            if case .values(let values) = base { return values }
            return Array(self)
        }
    }
}

extension Library {
    private static let keyValueLabels: [Symbol?] = [SymbolTable.intern("key"), SymbolTable.intern("value")]
    private static let enumeratedLabels: [Symbol?] = [SymbolTable.intern("offset"), SymbolTable.intern("element")]

    private static let quotientRemainderLabels: [Symbol?] = [SymbolTable.intern("quotient"), SymbolTable.intern("remainder")]

    /// Getters for the labels of the tuples the library makes (`enumerated()`'s `offset`
    /// and `element`, a dictionary element's `key` and `value`, `quotientAndRemainder`'s
    /// parts, a set's `insert`'s), for code that reads them where the compiler does not know the tuple's type
    /// (`for entry in values.enumerated() { entry.offset }`). The label is interned here,
    /// once; the getter compares symbols.
    static let tupleLabelProperties: [String: Getter] = {
        var getters: [String: Getter] = [:]
        for name in ["offset", "element", "key", "value", "quotient", "remainder", "inserted", "memberAfterInsert"] {
            let symbol = SymbolTable.intern(name)
            getters[name] = { value in
                guard case .tuple(let tuple) = value, let index = tuple.labels.firstIndex(of: symbol) else { return nil }
                return tuple.elements[index]
            }
        }
        return getters
    }()

    /// `Int.quotientAndRemainder(dividingBy:)`'s result.
    static func quotientAndRemainder(_ quotient: Int, _ remainder: Int) -> Value {
        .tuple(Tuple(labels: quotientRemainderLabels, elements: [.int(quotient), .int(remainder)]))
    }

    /// A dictionary's element, as Swift's `(key: Key, value: Value)`.
    static func keyValuePair(_ key: Value, _ value: Value) -> Value {
        .tuple(Tuple(labels: keyValueLabels, elements: [key, value]))
    }

    /// An element of `enumerated()`, as Swift's `(offset: Int, element: Element)`.
    static func enumeratedPair(_ offset: Int, _ element: Value) -> Value {
        .tuple(Tuple(labels: enumeratedLabels, elements: [.int(offset), element]))
    }
}
