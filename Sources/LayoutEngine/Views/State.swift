import Foundation

/// A value a view owns, as SwiftUI's `@State`. Scenes are laid out at rest, so a state is
/// its initial value; it exists so that SwiftUI code compiles unchanged.
@propertyWrapper
public struct State<Value> {
    private let storage: Storage

    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value, for controls such as `Picker`.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

/// A reference to a value owned elsewhere, as SwiftUI's `Binding`.
@propertyWrapper
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }
}

/// A type that produces previews, as in SwiftUI; accepted so that preview code compiles.
public protocol PreviewProvider {
    associatedtype Previews: View
    static var previews: Previews { get }
}
