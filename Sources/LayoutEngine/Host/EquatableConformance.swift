import Synchronization

/// Whether a type is `Equatable`, looked up once per type.
///
/// A cast such as `value as? any Equatable` that fails is not remembered by the runtime: it
/// scans every conformance record in the process (tens of thousands in a program that links
/// swift-syntax) each time, about 300,000 instructions. A layout that is not Equatable is
/// compared on every pass, so the answer is kept here.
enum EquatableConformance {
    private static let known = Mutex<[ObjectIdentifier: Bool]>([:])

    /// Whether `type` conforms to `Equatable`.
    static func holds(for type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let answer = known.withLock({ $0[key] }) { return answer }
        let answer = type is any Equatable.Type
        known.withLock { $0[key] = answer }
        return answer
    }
}
