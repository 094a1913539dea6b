import Synchronization

/// How to compare two values of a type with `==`, looked up once per type.
///
/// A cast such as `value as? any Equatable` searches the process's conformance records
/// when it fails (tens of thousands in a program that links swift-syntax, about 300,000
/// instructions), and even when it succeeds it costs thousands of instructions a call. A
/// layout is compared with its previous value on every pass, so each type's answer is kept
/// here: `nil` for a type that is not Equatable, otherwise a comparison whose casts from
/// `Any` to the exact type are a check of the type's metadata.
enum EquatableConformance {
    /// `==` between two values, false when either is not of the type it was made for.
    typealias Comparison = @Sendable (Any, Any) -> Bool

    private static let known = Mutex<[ObjectIdentifier: Comparison?]>([:])

    /// The comparison of `type`'s values, or nil when `type` is not Equatable.
    static func comparison(for type: Any.Type) -> Comparison? {
        let key = ObjectIdentifier(type)
        if let answer = known.withLock({ $0[key] }) { return answer }
        let answer = (type as? any Equatable.Type)?.comparison
        known.withLock { $0[key] = answer }
        return answer
    }
}

extension Equatable {
    /// `==` for values passed as `Any`, made once per type by ``EquatableConformance``.
    fileprivate static var comparison: EquatableConformance.Comparison {
        { a, b in
            guard let a = a as? Self, let b = b as? Self else { return false }
            return a == b
        }
    }
}
