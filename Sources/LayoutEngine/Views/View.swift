import Foundation

/// A piece of user interface, declared as in SwiftUI: a struct whose `body` is built from
/// other views, down to primitive views (Text, shapes, stacks, layouts) that the engine
/// lays out.
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View

    /// The view's content.
    @ViewBuilder var body: Body { get }

    /// Turns the view into nodes of the host's tree. Primitive views implement it; every
    /// other view resolves its `body`. Not for use outside the engine.
    static func _resolve(_ view: Self, _ inputs: _ViewInputs)

    /// ``_resolve(_:_:)`` for a view the caller made for the call and hands over (a
    /// `ForEach` element, a body): a view holding another view by value (`if`/`else`
    /// content, an optional) passes it on without copying it. A generic view is copied
    /// through its type's value witnesses, view by view, which cost a large row of `if`/`else`
    /// elements a tenth of its resolving. Not for use outside the engine.
    static func _resolve(consuming view: consuming Self, _ inputs: _ViewInputs)
}

extension View {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        Body._resolve(consuming: view.body, inputs)
    }

    public static func _resolve(consuming view: consuming Self, _ inputs: _ViewInputs) {
        _resolve(view, inputs)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    public static func _resolve(_ view: Never, _ inputs: _ViewInputs) {}
}

/// A view the engine lays out itself, with no body of its own.
protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
