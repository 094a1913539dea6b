import Foundation
import LayoutEngine

/// `subview[Key.self]` for a `LayoutValueKey` the scene declares: the value the subview
/// set with `.layoutValue(key:value:)`, else the key's `defaultValue`.
enum LayoutValueKeys {
    static func read(_ subview: LayoutSubview, _ key: StructType) throws -> Value {
        if let value = subview.layoutValue(objectKey: key) as? Value { return value }
        guard let defaultValue = key.staticStored["defaultValue"] else {
            throw Trap("type '\(key.name)' does not conform to protocol 'LayoutValueKey': it has no 'static var defaultValue'", at: nil)
        }
        return try defaultValue.get(key.machine)
    }
}
