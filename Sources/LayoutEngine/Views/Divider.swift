import Foundation

/// A one-point line across the stack containing it: horizontal in a VStack (or outside any
/// stack), vertical in an HStack.
public struct Divider: PrimitiveView {
    public init() {}

    public static func _resolve(_ view: Divider, _ inputs: _ViewInputs) {
        inputs.resolver.leaf(DividerBehavior(stackAxis: inputs.stackOrientation ?? .vertical), inputs)
    }
}

struct DividerBehavior: NodeBehavior, Equatable {
    /// The axis of the stack the divider separates children of; the line crosses it.
    let stackAxis: Axis

    var kind: String { "Divider" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let across = stackAxis.crossing
        return CGSize(major: 1, minor: proposal[across] ?? 0, axis: stackAxis)
    }
}
