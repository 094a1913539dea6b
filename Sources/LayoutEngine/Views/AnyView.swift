import Foundation

/// A view of any type, for code that chooses views at run time (the scene interpreter,
/// recursive builders). Changing the wrapped type replaces the view.
public struct AnyView: PrimitiveView {
    private let resolveContent: (_ViewInputs) -> Void

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let view = view as? AnyView {
            self = view
        } else {
            resolveContent = { inputs in V._resolve(view, inputs) }
        }
    }

    /// Wraps a view produced at run time, typed as an existential.
    public init(erasing view: any View) {
        self.init(view)
    }

    public static func _resolve(_ view: AnyView, _ inputs: _ViewInputs) {
        view.resolveContent(inputs)
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
