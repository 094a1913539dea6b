import Foundation

/// Several views treated as one in code, with no layout of their own: their parent lays
/// out each of them, and a modifier on the group applies to each.
public struct Group<Content: View>: PrimitiveView {
    public var content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public static func _resolve(_ view: Group, _ inputs: _ViewInputs) {
        Content._resolve(view.content, inputs)
    }
}
