import SwiftSyntax

/// The collection methods view code calls on its data (`(0..<5).map { … }`,
/// `items.filter { $0.isDone }`, `items.map(\.name)`, `names.sorted()`), over the view
/// builder's arrays and ranges, with Swift's meaning: a closure or a key path applied to
/// each element in order, comparisons and equality as the view builder's operators make
/// them, and a mistake reported once, where it is.
extension Evaluator {
    /// The methods taken here; any other name on an array or range is not one of them.
    static let collectionMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "sorted", "first", "last", "contains", "allSatisfy",
        "min", "max", "reduce", "prefix", "suffix", "dropFirst", "dropLast", "firstIndex", "joined", "enumerated",
    ]

    /// The collection methods whose result is an optional.
    static let optionalMethods: Set<String> = ["first", "last", "min", "max", "firstIndex"]

    /// `elements` paired with their offsets, as Swift's `(offset: Int, element: Element)`
    /// tuples: `id: \.offset` and `$0.element` read them, and a closure of two parameters
    /// (`{ index, item in … }`) takes them apart (see ``call(_:with:origin:)``).
    static func enumeratedPairs(_ elements: [SceneValue]) -> [SceneValue] {
        elements.enumerated().map { offset, element in
            .tuple(SceneTuple(labels: ["offset", "element"], elements: [.number(.int(offset)), element]))
        }
    }

    /// `base.name(…)` when `base` is an array or a range and `name` a collection method:
    /// `.none` when it is not one, `.some(nil)` when a mistake was reported.
    func collectionMethod(_ name: String, _ call: FunctionCallExprSyntax, on base: SceneValue, origin: SceneOrigin, _ scope: Scope) -> SceneValue?? {
        guard Self.collectionMethods.contains(name) else { return .none }
        let elements: [SceneValue]
        switch base {
        case .array(let values): elements = values
        case .range(let lower, let upper, _):
            guard let numbers = self.elements(lower..<upper, origin: origin) else { return .some(nil) }
            elements = numbers
        default: return .none
        }
        // The trailing closure is the arguments' last.
        guard let arguments = evaluateArguments(call, scope) else { return .some(nil) }
        let values = arguments.map(\.value)
        let labels = arguments.map(\.label)
        let result = collectionMethod(name, labels: labels, values, of: elements, origin: origin)
        // `first(where:)`, `min()`, `firstIndex(of:)`… give an optional (said once the
        // closures they call have run).
        producedOptional = Self.optionalMethods.contains(name)
        return .some(result)
    }

    private func collectionMethod(_ name: String, labels: [String?], _ values: [SceneValue], of elements: [SceneValue], origin: SceneOrigin) -> SceneValue? {
        let function = values.last
        switch (name, values.count) {
        case ("enumerated", 0):
            return .array(Self.enumeratedPairs(elements))
        case ("map", 1):
            return mapped(elements, function!, origin: origin).map { .array($0) }
        case ("compactMap", 1):
            return mapped(elements, function!, origin: origin).map { .array($0.filter { if case .null = $0 { false } else { true } }) }
        case ("flatMap", 1):
            guard let results = mapped(elements, function!, origin: origin) else { return nil }
            var flattened: [SceneValue] = []
            for result in results {
                if case .array(let inner) = result { flattened += inner } else { flattened.append(result) }
            }
            return .array(flattened)
        case ("filter", 1):
            var kept: [SceneValue] = []
            for element in elements {
                guard let holds = predicate(function!, element, origin: origin) else { return nil }
                if holds { kept.append(element) }
            }
            return .array(kept)
        case ("sorted", 0), ("min", 0), ("max", 0):
            return ordered(name, elements, by: nil, origin: origin)
        case ("sorted", 1), ("min", 1), ("max", 1):
            guard labels == ["by"] || labels == [nil] else { break }
            return ordered(name, elements, by: function!, origin: origin)
        case ("first", 1) where labels == ["where"] || labels == [nil], ("last", 1) where labels == ["where"] || labels == [nil]:
            for element in name == "first" ? elements : elements.reversed() {
                guard let holds = predicate(function!, element, origin: origin) else { return nil }
                if holds { return element }
            }
            return .null
        case ("firstIndex", 1) where labels == ["where"] || labels == [nil], ("firstIndex", 1) where labels == ["of"]:
            for (index, element) in elements.enumerated() {
                let holds = labels == ["of"] ? equal(element, values[0], origin: origin) : predicate(function!, element, origin: origin)
                guard let holds else { return nil }
                if holds { return .number(.int(index)) }
            }
            return .null
        case ("contains", 1) where labels == [nil] && !Self.isFunction(values[0]):
            for element in elements {
                guard let holds = equal(element, values[0], origin: origin) else { return nil }
                if holds { return .bool(true) }
            }
            return .bool(false)
        case ("contains", 1), ("allSatisfy", 1):
            let wanted = name == "contains"
            for element in elements {
                guard let holds = predicate(function!, element, origin: origin) else { return nil }
                if holds == wanted { return .bool(wanted) }
            }
            return .bool(!wanted)
        case ("reduce", 2):
            var result = values[0]
            for element in elements {
                guard let next = applying(values[1], to: [result, element], origin: origin) else { return nil }
                result = next
            }
            return result
        case ("prefix", 1), ("suffix", 1), ("dropFirst", 1), ("dropLast", 1), ("dropFirst", 0), ("dropLast", 0):
            var count = 1
            if values.count == 1 {
                guard case .number(let number) = values[0], let int = number.intValue, int >= 0 else {
                    sink.emit(.wrongType(expected: "a count of zero or more", for: "'\(name)'", got: values[0].kindDescription), at: origin)
                    return nil
                }
                count = int
            }
            switch name {
            case "prefix": return .array(Array(elements.prefix(count)))
            case "suffix": return .array(Array(elements.suffix(count)))
            case "dropFirst": return .array(Array(elements.dropFirst(count)))
            default: return .array(Array(elements.dropLast(count)))
            }
        case ("joined", _) where labels == [] || labels == ["separator"]:
            var separator = ""
            if let given = values.first {
                guard case .string(let text) = given else { return wrongArgument(name, given, origin: origin) }
                separator = text
            }
            var texts: [String] = []
            for element in elements {
                guard case .string(let text) = element else { return wrongArgument(name, element, origin: origin) }
                texts.append(text)
            }
            return .string(texts.joined(separator: separator))
        default:
            break
        }
        sink.emit(.noMember(name + Compiler.spelled(labels), on: "an array"), at: origin)
        return nil
    }

    private static func isFunction(_ value: SceneValue) -> Bool {
        switch value {
        case .closure, .keyPath, .operatorFunction: return true
        default: return false
        }
    }

    private func wrongArgument(_ name: String, _ value: SceneValue, origin: SceneOrigin) -> SceneValue? {
        sink.emit(.wrongType(expected: "strings", for: "'\(name)'", got: value.kindDescription), at: origin)
        return nil
    }

    /// `function` (a closure or a key path) applied to each element, in order.
    private func mapped(_ elements: [SceneValue], _ function: SceneValue, origin: SceneOrigin) -> [SceneValue]? {
        var results: [SceneValue] = []
        results.reserveCapacity(elements.count)
        for element in elements {
            guard let result = applying(function, to: [element], origin: origin) else { return nil }
            results.append(result)
        }
        return results
    }

    /// A closure called with `arguments`, or a key path read from the one argument.
    private func applying(_ function: SceneValue, to arguments: [SceneValue], origin: SceneOrigin) -> SceneValue? {
        switch function {
        case .closure(let closure):
            return value(of: call(closure, with: arguments, origin: origin), origin: origin, name: "closure")
        case .operatorFunction(let spelling) where arguments.count == 2:
            return binary(spelling, arguments[0], arguments[1], origin: origin)
        case .keyPath(let path):
            var result = arguments[0]
            for component in path.split(separator: ".") where component != "self" {
                guard let next = member(String(component), of: result, origin: origin) else { return nil }
                result = next
            }
            return result
        default:
            sink.emit(.wrongType(expected: "a closure or a key path", for: "the argument", got: function.kindDescription), at: origin)
            return nil
        }
    }

    private func predicate(_ function: SceneValue, _ element: SceneValue, origin: SceneOrigin) -> Bool? {
        guard let result = applying(function, to: [element], origin: origin) else { return nil }
        guard case .bool(let holds) = result else {
            sink.emit(.wrongType(expected: "a Bool", for: "the closure's result", got: result.kindDescription), at: origin)
            return nil
        }
        return holds
    }

    private func equal(_ a: SceneValue, _ b: SceneValue, origin: SceneOrigin) -> Bool? {
        guard case .bool(let same)? = binary("==", a, b, origin: origin) else { return nil }
        return same
    }

    /// `sorted`, `min` or `max`, by `<` or by `areInIncreasingOrder`: the sort keeps equal
    /// elements in order, and `min` and `max` give the first of equal extremes, as Swift's do.
    private func ordered(_ name: String, _ elements: [SceneValue], by areInIncreasingOrder: SceneValue?, origin: SceneOrigin) -> SceneValue? {
        var failed = false
        func less(_ a: SceneValue, _ b: SceneValue) -> Bool {
            guard !failed else { return false }
            let result = areInIncreasingOrder.map { applying($0, to: [a, b], origin: origin) } ?? binary("<", a, b, origin: origin)
            guard case .bool(let holds)? = result else {
                failed = true
                return false
            }
            return holds
        }
        let result: SceneValue
        switch name {
        case "min", "max":
            var extreme = elements.first
            for element in elements.dropFirst() {
                guard let current = extreme else { break }
                if name == "min" ? less(element, current) : less(current, element) { extreme = element }
            }
            result = extreme ?? .null
        default:
            result = .array(elements.sorted(by: less))
        }
        return failed ? nil : result
    }
}
