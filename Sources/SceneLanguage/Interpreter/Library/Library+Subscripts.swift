import Foundation
import LayoutEngine

/// Subscripts: arrays and integer ranges by position or range, dictionaries by key,
/// subviews by index or range, view dimensions by guide, subviews by layout value key.
extension Library {
    static func subscriptGetter(labels: [String?]) -> ((Value, [Value]) throws -> Value)? {
        switch labels {
        case [nil]: return { base, arguments in try element(of: base, at: arguments[0]) }
        case [nil, "default"]:
            return { base, arguments in
                guard case .dictionary(let dictionary) = base else { throw noSubscript(base, labels) }
                return dictionary[arguments[0]] ?? arguments[1]
            }
        // `value[keyPath: \.width]`: a key path is a function of its root.
        case ["keyPath"]:
            return { base, arguments in
                guard case .function(let keyPath) = arguments[0] else { throw noSubscript(base, labels) }
                return try keyPath.call([base])
            }
        case ["explicit"]:
            return { base, arguments in
                guard case .dimensions(let dimensions) = base else { throw noSubscript(base, labels) }
                switch try guide(arguments[0]) {
                case .horizontalAlignment(let guide): return optionalNumber(dimensions[explicit: guide])
                case .verticalAlignment(let guide): return optionalNumber(dimensions[explicit: guide])
                default: throw noSubscript(base, labels, arguments[0])
                }
            }
        default: return nil
        }
    }

    static func subscriptSetter(labels: [String?]) -> ((inout Value, [Value], Value) throws -> Void)? {
        switch labels {
        case [nil]:
            return { base, arguments, newValue in
                switch (base, arguments[0]) {
                case (.array, .range(let range, _)):
                    guard let elements = try Elements(newValue) else {
                        throw Trap("cannot assign \(newValue.typeName) to a range of an array", at: nil)
                    }
                    _ = try mutatingArray(&base) { values in
                        try checkBounds(range, count: values.count)
                        values.replaceSubrange(range, with: elements)
                        return .void
                    }
                case (.array, let index):
                    let index = try int(index)
                    _ = try mutatingArray(&base) { values in
                        try checkIndex(index, in: values)
                        values[index] = newValue
                        return .void
                    }
                case (.dictionary, let key):
                    // Assigning nil removes the key, as in Swift.
                    _ = try mutatingDictionary(&base) { dictionary in
                        dictionary[key] = newValue.isNone ? nil : newValue
                        return .void
                    }
                default:
                    throw Trap("cannot assign through a subscript of \(base.typeName)", at: nil)
                }
            }
        case [nil, "default"]:
            return { base, arguments, newValue in
                guard case .dictionary = base else { throw Trap("cannot assign through a subscript of \(base.typeName)", at: nil) }
                _ = try mutatingDictionary(&base) { dictionary in
                    dictionary[arguments[0]] = newValue
                    return .void
                }
            }
        default: return nil
        }
    }

    /// `base[index]` for the one-argument subscripts.
    private static func element(of base: Value, at index: Value) throws -> Value {
        switch (base, index) {
        case (.array(let values), .int(let position)):
            try checkIndex(position, in: values)
            return values[position]
        case (.array(let values), .range(let range, _)):
            // Swift's `ArraySlice` keeps the array's indices; a plain array is indexed from 0.
            try checkBounds(range, count: values.count)
            return .array(Array(values[range]))
        case (.array(let values), .double):
            let position = try int(index)
            try checkIndex(position, in: values)
            return values[position]
        case (.dictionary(let dictionary), let key):
            return dictionary[key] ?? Value.none
        case (.subviews(let subviews), .int(let position)):
            guard subviews.indices.contains(position) else { throw Trap("Index out of range", at: nil) }
            return .subview(subviews[position])
        case (.subviews(let subviews), .range(let range, _)):
            guard range.lowerBound >= subviews.startIndex, range.upperBound <= subviews.endIndex else {
                throw Trap("Range out of bounds", at: nil)
            }
            return .subviews(subviews[range])
        case (.range(let range, _), .int(let position)):
            guard range.contains(position) else { throw Trap("Index out of range", at: nil) }
            return .int(position)
        case (.dimensions(let dimensions), _):
            switch try guide(index) {
            case .horizontalAlignment(let guide): return .double(dimensions[guide])
            case .verticalAlignment(let guide): return .double(dimensions[guide])
            default: throw noSubscript(base, [nil], index)
            }
        case (.subview(let subview), .type(.structType(let key))):
            return try LayoutValueKeys.read(subview, key)
        default:
            throw noSubscript(base, [nil], index)
        }
    }

    /// An alignment guide argument. `d[.leading]` arrives as an implicit member when the
    /// compiler could not tell the guide's axis: a name only a horizontal guide has is
    /// that one; `.center` is horizontal, as the only guide both axes name.
    private static func guide(_ value: Value) throws -> Value {
        if case .implicitMember = value {
            let horizontal = conform(value, to: .builtin(.horizontalAlignment))
            if case .horizontalAlignment = horizontal { return horizontal }
            return conform(value, to: .builtin(.verticalAlignment))
        }
        return value
    }

    /// Swift's bounds check for a range subscript of an array.
    private static func checkBounds(_ range: Range<Int>, count: Int) throws {
        guard range.lowerBound >= 0 else { throw Trap("Negative Array index is out of range", at: nil) }
        guard range.upperBound <= count else { throw Trap("Array index is out of range", at: nil) }
    }

    private static func noSubscript(_ base: Value, _ labels: [String?], _ index: Value? = nil) -> Trap {
        let parameters = labels.map { ($0 ?? "_") + ":" }.joined()
        let argument = index.map { " with \($0.typeName)" } ?? ""
        return Trap("\(base.typeName) has no subscript(\(parameters))\(argument)", at: nil)
    }
}
