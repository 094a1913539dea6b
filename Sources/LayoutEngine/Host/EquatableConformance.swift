/// How to compare two values of a type with `==`, looked up once per type.
///
/// A layout is compared with its previous value on every pass, and asking the runtime
/// whether its type is Equatable is slow (see ``TypeMemo``): each type's answer is kept,
/// `nil` for a type that is not Equatable, otherwise a comparison of two values given by
/// address, which reads them in place rather than boxing and casting them.
enum EquatableConformance {
    /// `==` between two values of the type it was made for, given their addresses: for a
    /// caller that knows both values are of that type, so nothing is cast.
    typealias AddressComparison = @Sendable (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    private static let knownByAddress = TypeMemo<AddressComparison?>()

    /// The comparison of `type`'s values by address, or nil when `type` is not Equatable.
    static func addressComparison(for type: Any.Type) -> AddressComparison? {
        knownByAddress.value(for: type) { (type as? any Equatable.Type)?.addressComparison }
    }
}

extension Equatable {
    /// `==` for values passed by address, made once per type by ``EquatableConformance``.
    fileprivate static var addressComparison: EquatableConformance.AddressComparison { EquatableComparer<Self>().compare }
}

/// `==` for one Equatable type, as a value rather than a closure: a closure whose casts name
/// `Self` captures `Self`'s metatype, which is not Sendable (its conformance could be
/// isolated to an actor), while this stores nothing and so is Sendable.
private struct EquatableComparer<Value: Equatable>: Sendable {
    func compare(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Value.self).pointee == b.assumingMemoryBound(to: Value.self).pointee
    }
}
