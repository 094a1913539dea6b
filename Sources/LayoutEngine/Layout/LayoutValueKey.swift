import Foundation

/// A key for a value a view hands to the layout that contains it, set with
/// `layoutValue(key:value:)` and read through `LayoutSubview`'s subscript.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value a subview reports when it sets none.
    static var defaultValue: Value { get }
}
