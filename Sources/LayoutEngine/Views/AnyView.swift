import Foundation

/// A view of any type, for code that chooses views at run time (the scene interpreter,
/// recursive builders). Changing the wrapped type replaces the view.
///
/// The wrapped view lives in a shared, immutable box, so copies of one `AnyView` are the
/// same view value: laid out again at the same place with the same inputs, it gives the
/// nodes it gave last time, and the host takes them without resolving the view again (as
/// SwiftUI skips a view whose value is unchanged). The scene interpreter keeps the views of
/// the statements an edit did not touch, so a save re-resolves only what it changed.
public struct AnyView: PrimitiveView {
    private let storage: AnyViewStorage

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let view = view as? AnyView {
            self = view
        } else {
            storage = AnyViewBox(view)
        }
    }

    /// Wraps a view produced at run time, typed as an existential.
    public init(erasing view: any View) {
        self.init(view)
    }

    public static func _resolve(_ view: AnyView, _ inputs: _ViewInputs) {
        inputs.resolver.erased(view.storage, inputs)
    }
}

/// A list of views chosen at run time, each with its own position, for code that builds
/// containers dynamically (the scene interpreter). It behaves like a `ForEach` over
/// positions.
public struct ViewList: PrimitiveView {
    public var views: [AnyView]

    public init(_ views: [AnyView]) { self.views = views }

    public static func _resolve(_ view: ViewList, _ inputs: _ViewInputs) {
        for (index, element) in view.views.enumerated() {
            AnyView._resolve(element, inputs.element(index))
        }
    }
}
