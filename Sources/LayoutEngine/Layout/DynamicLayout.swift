import Foundation

/// A layout whose one Swift type stands for many layouts: a scene's own `Layout`, run by
/// SceneLanguage's interpreter. Such a layout names itself in outputs, states its own
/// layout properties, and cannot take another of its kind's cache.
package protocol DynamicLayout: Layout {
    /// The name outputs give its nodes: the scene's type name.
    var dynamicKind: String { get }
    /// What `static var layoutProperties` says for the scene's type.
    var dynamicProperties: LayoutProperties { get }
    /// Which layout this is: equal for two values of one declaration, so a cache made by
    /// one is updated for the other, and different otherwise (then a new cache is made).
    var dynamicIdentity: Int { get }
}

extension View {
    /// Hands `value` to the containing layout under a key that is an object (a scene's
    /// `LayoutValueKey` type, as the interpreter holds it) rather than a Swift type.
    package func layoutValue<Value: Equatable>(objectKey key: AnyObject, value: Value) -> some View {
        let box = LayoutValueBox(value)
        return modifyingInputs { $0.pending.layoutValues[ObjectIdentifier(key)] = box }
    }
}

extension LayoutSubview {
    /// The value the subview set under an object key, or nil when it set none.
    package func layoutValue(objectKey key: AnyObject) -> Any? {
        node.attributes.layoutValues[ObjectIdentifier(key)]?.value
    }
}
