import Foundation

/// A view that is nothing: it produces no node, takes no space and adds no spacing.
public struct EmptyView: PrimitiveView {
    public init() {}
    public static func _resolve(_ view: EmptyView, _ inputs: _ViewInputs) {}
}
