import Foundation
import LayoutEngine

/// Free functions: Swift's `min`, `max`, `abs`, `stride`, `zip`, Foundation's math, and
/// `Array(…)` and `String(…)` as the compiler names them when it meets them as calls.
extension Library {
    /// The most elements `stride` and `Array(repeating:count:)` make: more could only be a
    /// mistake that would exhaust memory before the step budget stops it.
    static let maximumMadeCount = 10_000_000

    static let freeFunctions: [String: FunctionEntry] = {
        var functions: [String: FunctionEntry] = [
            "abs(_:)": function { arguments in
                switch arguments[0] {
                case .int(let number):
                    guard number != .min else { throw Trap("Arithmetic overflow: abs(Int.min) does not fit in an Int", at: nil) }
                    return .int(abs(number))
                default: return .double(abs(try double(arguments[0])))
                }
            },
            "atan2(_:_:)": binary { atan2($0, $1) },
            "pow(_:_:)": binary { pow($0, $1) },
            "hypot(_:_:)": binary { hypot($0, $1) },
            "fmod(_:_:)": binary { fmod($0, $1) },
            "stride(from:to:by:)": function { arguments in try stride(arguments, through: false) },
            "stride(from:through:by:)": function { arguments in try stride(arguments, through: true) },
            "zip(_:_:)": function { arguments in
                guard let first = try Elements(arguments[0]), let second = try Elements(arguments[1]) else {
                    throw Trap("zip needs two collections, got \(arguments[0].typeName) and \(arguments[1].typeName)", at: nil)
                }
                return .array(zip(first, second).map { .tuple(Tuple(labels: [nil, nil], elements: [$0, $1])) })
            },
            "Array(repeating:count:)": function([.unknown, .builtin(.int)]) { arguments in
                let count = try int(arguments[1])
                guard count >= 0 else { throw Trap("Can't construct Array with count < 0", at: nil) }
                guard count <= maximumMadeCount else { throw Trap("Array(repeating:count:) of \(count) elements is more than the interpreter makes (\(maximumMadeCount))", at: nil) }
                return .array(Array(repeating: arguments[0], count: count))
            },
            "Array(_:)": function { arguments in
                guard let elements = try Elements(arguments[0]) else {
                    throw Trap("cannot make an Array from \(arguments[0].typeName)", at: nil)
                }
                return .array(elements.array)
            },
            "Array()": function { _ in .array([]) },
            "Set(_:)": function(returns: .set(.unknown)) { arguments in
                guard let elements = try Elements(arguments[0]) else {
                    throw Trap("cannot make a Set from \(arguments[0].typeName)", at: nil)
                }
                return .set(OrderedSet(elements))
            },
            "Set()": function(returns: .set(.unknown)) { _ in .set(OrderedSet()) },
            "String(_:)": function(returns: .builtin(.string)) { arguments in stringFrom(arguments[0]) },
            "String(describing:)": function(returns: .builtin(.string)) { arguments in .string(arguments[0].description) },
            "Dictionary()": function { _ in .dictionary([:]) },
            "Dictionary(grouping:by:)": function { arguments in
                guard let elements = try Elements(arguments[0]) else {
                    throw Trap("Dictionary(grouping:by:) needs a collection, got \(arguments[0].typeName)", at: nil)
                }
                let key = try callable(arguments[1])
                var groups: [Value: [Value]] = [:]
                for element in elements { groups[try key.call([element]), default: []].append(element) }
                return .dictionary(groups.mapValues { .array($0) })
            },
            "Dictionary(uniqueKeysWithValues:)": function { arguments in
                guard let elements = try Elements(arguments[0]) else {
                    throw Trap("Dictionary(uniqueKeysWithValues:) needs a collection of pairs, got \(arguments[0].typeName)", at: nil)
                }
                var dictionary: [Value: Value] = [:]
                for element in elements {
                    guard case .tuple(let pair) = element, pair.elements.count == 2 else {
                        throw Trap("Dictionary(uniqueKeysWithValues:) needs (key, value) pairs, got \(element.typeName)", at: nil)
                    }
                    guard dictionary.updateValue(pair.elements[1], forKey: pair.elements[0]) == nil else {
                        throw Trap("Fatal error: Duplicate values for key: '\(pair.elements[0])'", at: nil)
                    }
                }
                return .dictionary(dictionary)
            },
        ]
        let unary: [String: @Sendable (Double) -> Double] = [
            "sqrt": { $0.squareRoot() },
            "sin": { sin($0) }, "cos": { cos($0) }, "tan": { tan($0) },
            "asin": { asin($0) }, "acos": { acos($0) }, "atan": { atan($0) },
            "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) },
            "round": { $0.rounded() }, "trunc": { $0.rounded(.towardZero) },
            "exp": { exp($0) }, "exp2": { exp2($0) },
            "log": { log($0) }, "log2": { log2($0) }, "log10": { log10($0) },
        ]
        for (name, body) in unary {
            functions[name + "(_:)"] = function([.builtin(.double)], returns: .builtin(.double)) { arguments in
                .double(body(try double(arguments[0])))
            }
        }
        // Swift's variadic `min(_:_:_:_:)`: the pairwise fold keeps its choice among
        // equal values (the first for min, the last for max).
        functions[signature("min", [nil, nil])] = function(pair: minimum, doubles: minimum)
        functions[signature("max", [nil, nil])] = function(pair: maximum, doubles: maximum)
        for count in 3...8 {
            let labels = [String?](repeating: nil, count: count)
            functions[signature("min", labels)] = function { arguments in
                var result = try minimum(arguments[0], arguments[1])
                for index in 2..<arguments.count { result = try minimum(result, arguments[index]) }
                return result
            }
            functions[signature("max", labels)] = function { arguments in
                var result = try maximum(arguments[0], arguments[1])
                for index in 2..<arguments.count { result = try maximum(result, arguments[index]) }
                return result
            }
        }
        return functions
    }()

    private static func binary(_ body: @escaping @Sendable (Double, Double) -> Double) -> FunctionEntry {
        function([.builtin(.double), .builtin(.double)], returns: .builtin(.double)) { (x: Value, y: Value) in
            .double(body(try double(x), try double(y)))
        }
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)` made into an array: of `Int`s
    /// when all three are, otherwise of `CGFloat`s stepped as Swift steps them (by
    /// multiplying the stride, so errors do not add up).
    private static func stride(_ arguments: [Value], through: Bool) throws -> Value {
        if case .int(let start) = arguments[0], case .int(let end) = arguments[1], case .int(let step) = arguments[2] {
            guard step != 0 else { throw Trap("Stride size must not be zero", at: nil) }
            // The distance covered, counted without overflowing (Int.min...Int.max).
            let (distance, overflow) = end.subtractingReportingOverflow(start)
            let (steps, stepsOverflow) = distance.dividedReportingOverflow(by: step)
            guard !overflow, !stepsOverflow, steps < maximumMadeCount else { throw tooLong() }
            let values = through
                ? Swift.stride(from: start, through: end, by: step).map(Value.int)
                : Swift.stride(from: start, to: end, by: step).map(Value.int)
            return .array(values)
        }
        let start = try double(arguments[0])
        let end = try double(arguments[1])
        let step = try double(arguments[2])
        guard step != 0 else { throw Trap("Stride size must not be zero", at: nil) }
        guard step.isFinite, start.isFinite, end.isFinite, ((end - start) / step).magnitude <= Double(maximumMadeCount) else {
            throw tooLong()
        }
        let values = through
            ? Swift.stride(from: start, through: end, by: step).map(Value.double)
            : Swift.stride(from: start, to: end, by: step).map(Value.double)
        return .array(values)
    }

    private static func tooLong() -> Trap {
        Trap("stride makes more than \(maximumMadeCount) elements, more than the interpreter makes", at: nil)
    }
}
