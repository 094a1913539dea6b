import Foundation
import LayoutEngine

extension Value {
    /// The value as Swift's `print` and string interpolation show it.
    var description: String {
        switch self {
        case .void: return "()"
        case .none: return "nil"
        case .some(let inner): return "Optional(" + inner.debugDescription + ")"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return Self.describe(value)
        case .string(let value): return value
        case .array(let values): return "[" + values.map(\.debugDescription).joined(separator: ", ") + "]"
        case .dictionary(let values):
            if values.isEmpty { return "[:]" }
            return "[" + values.map { "\($0.key.debugDescription): \($0.value.debugDescription)" }.joined(separator: ", ") + "]"
        case .tuple(let tuple):
            let parts = zip(tuple.labels, tuple.elements).map { label, element in
                (label.map { SymbolTable.name($0) + ": " } ?? "") + element.debugDescription
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .record(let record):
            let parts = zip(record.type.fields, record.fields).map { "\($0.name): \($1.debugDescription)" }
            return record.type.name + "(" + parts.joined(separator: ", ") + ")"
        // Swift prints a class instance as its module-qualified type name (`main.Box`); a
        // scene has no module, so the name alone.
        case .object(let instance): return instance.type.name
        // In insertion order (see ``OrderedSet``), where Swift's order is unspecified.
        case .set(let set): return "[" + set.elements.map(\.debugDescription).joined(separator: ", ") + "]"
        case .enumCase(let value):
            let name = value.type.cases[value.index].name
            if value.payload.isEmpty { return name }
            return name + "(" + value.payload.map(\.debugDescription).joined(separator: ", ") + ")"
        case .function(let callable): return "(Function \(callable.name))"
        case .type(let type): return type.name
        case .range(let range, let isClosed): return isClosed ? "\(range.lowerBound)...\(range.upperBound - 1)" : "\(range.lowerBound)..<\(range.upperBound)"
        case .doubleRange(let range, let open): return "\(Self.describe(range.lowerBound))\(open ? "..<" : "...")\(Self.describe(range.upperBound))"
        case .point(let point): return "(\(Self.describe(point.x)), \(Self.describe(point.y)))"
        case .size(let size): return "(\(Self.describe(size.width)), \(Self.describe(size.height)))"
        case .rect(let rect): return "(\(Self.describe(rect.minX)), \(Self.describe(rect.minY)), \(Self.describe(rect.width)), \(Self.describe(rect.height)))"
        case .proposal(let proposal):
            return "ProposedViewSize(width: \(proposal.width.map { Self.describe(Double($0)) } ?? "nil"), height: \(proposal.height.map { Self.describe(Double($0)) } ?? "nil"))"
        case .angle(let angle): return "Angle(radians: \(Self.describe(angle.radians)))"
        case .unitPoint(let point): return "UnitPoint(x: \(Self.describe(point.x)), y: \(Self.describe(point.y)))"
        case .transform(let t): return "CGAffineTransform(a: \(t.a), b: \(t.b), c: \(t.c), d: \(t.d), tx: \(t.tx), ty: \(t.ty))"
        case .axis(let axis): return axis == .horizontal ? "horizontal" : "vertical"
        case .error(let message): return message
        case .sleItem(let item): return item.description
        case .implicitMember(let name): return "." + name
        case .subview: return "LayoutSubview"
        case .subviews(let subviews): return "LayoutSubviews(count: \(subviews.count))"
        case .dimensions(let dimensions): return "ViewDimensions(width: \(Self.describe(dimensions.width)), height: \(Self.describe(dimensions.height)))"
        default: return typeName
        }
    }

    /// The value as Swift prints a value of the static type `type`: an optional that holds
    /// a value as `Optional(3)` (its value as a collection's element, `Optional("a")`), nil
    /// as `nil`, and collections of optionals element by element. Values do not box their
    /// optionals (``Value/none`` is nil, anything else the value held), so whether a value
    /// is an optional's is the compiler's to say, from the type of the expression.
    func description(as type: TypeRef) -> String {
        switch type {
        case .optional(let wrapped):
            switch self {
            case .none: return "nil"
            case .some(let inner): return "Optional(" + inner.debugDescription(as: wrapped) + ")"
            default: return "Optional(" + debugDescription(as: wrapped) + ")"
            }
        case .array(let element) where element.holdsOptional:
            guard case .array(let values) = self else { return description }
            return "[" + values.map { $0.debugDescription(as: element) }.joined(separator: ", ") + "]"
        default:
            return description
        }
    }

    /// As a collection shows an element of the static type `type` (see ``description(as:)``).
    func debugDescription(as type: TypeRef) -> String {
        type.holdsOptional ? description(as: type) : debugDescription
    }

    /// As `debugPrint` and collections show an element: strings quoted.
    var debugDescription: String {
        if case .string(let value) = self { return "\"" + value + "\"" }
        return description
    }

    /// A floating-point number as Swift prints a `Double`: `12.0`, `0.5`, `inf`.
    static func describe(_ value: Double) -> String {
        "\(value)"
    }
}

extension TypeRef {
    /// Whether a value of this type prints differently from the value it holds: an
    /// optional, or an array of them (see ``Value/description(as:)``).
    var holdsOptional: Bool {
        switch self {
        case .optional: return true
        case .array(let element): return element.holdsOptional
        default: return false
        }
    }
}
