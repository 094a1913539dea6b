import Foundation

/// What a view says about itself to its parent rather than to the layout: its name and
/// explicit identity (`.id`), its layout priority and its layout values.
struct NodeAttributes {
    var name: String?
    var explicitID: AnyHashable?
    var priority: Double = 0
    var layoutValues: [ObjectIdentifier: LayoutValueBox] = [:]

    func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        guard !layoutValues.isEmpty, let box = layoutValues[ObjectIdentifier(key)] else { return K.defaultValue }
        return box.value as! K.Value
    }

    /// Whether a parent would lay this view out the same way (names do not affect layout,
    /// but they do affect outputs, so they count too).
    func isSame(as other: NodeAttributes) -> Bool {
        guard name == other.name, priority == other.priority, layoutValues.count == other.layoutValues.count else { return false }
        for (key, value) in layoutValues {
            guard let theirs = other.layoutValues[key], value.isEqual(theirs) else { return false }
        }
        return true
    }
}

/// A layout value of any type, compared by `==` when its type is `Equatable` and treated
/// as changed otherwise.
struct LayoutValueBox {
    let value: Any
    private let equals: (Any) -> Bool

    init<Value>(_ value: Value) {
        self.value = value
        self.equals = { other in areEqual(value, other) }
    }

    func isEqual(_ other: LayoutValueBox) -> Bool { equals(other.value) }
}

/// `a == b` when both have the same Equatable type; false when they cannot be compared.
func areEqual<Value>(_ a: Value, _ b: Any) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
