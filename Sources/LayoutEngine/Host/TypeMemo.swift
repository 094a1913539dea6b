import Synchronization

/// An answer about a type that the Swift runtime is slow to give, worked out once per type.
///
/// A cast such as `value as? any Equatable` or `L.self is any BuiltInLayout.Type` searches
/// the process's conformance records when it fails (tens of thousands in a program that
/// links swift-syntax, 20–300 k instructions), and the runtime does not remember a failed
/// answer for a metatype; even a success costs thousands of instructions. Layouts are laid
/// out again on every pass, so the engine keeps each type's answer here.
final class TypeMemo<Value: Sendable>: Sendable {
    private let known = Mutex<[ObjectIdentifier: Value]>([:])

    /// `type`'s answer: the one kept, or `compute()`'s, then kept.
    func value(for type: Any.Type, compute: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let value = known.withLock({ $0[key] }) { return value }
        let value = compute()
        known.withLock { $0[key] = value }
        return value
    }
}
