import Foundation

/// A reusable modifier written as a view of its content, as in SwiftUI: apply it with
/// `.modifier(_:)`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies, standing for it inside the modifier's body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    let resolveContent: (_ViewInputs) -> Void

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        view.resolveContent(inputs)
    }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        let content = view.content
        let body = view.modifier.body(content: _ViewModifier_Content { Content._resolve(content, $0) })
        Modifier.Body._resolve(body, inputs)
    }
}

extension View {
    /// Applies a `ViewModifier`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
