import Foundation

/// Flexible space that grows along the axis of the stack containing it and has no
/// spacing of its own, so it sits flush against its neighbours.
///
/// Its minimum length defaults to 8 points, as in SwiftUI. Outside a stack it grows along
/// both axes.
public struct Spacer: PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public static func _resolve(_ view: Spacer, _ inputs: _ViewInputs) {
        let minLength = view.minLength.map { $0.isFinite ? max(0, $0) : 8 } ?? 8
        inputs.resolver.leaf(SpacerBehavior(minLength: minLength, axis: inputs.stackOrientation), inputs)
    }
}

struct SpacerBehavior: NodeBehavior, Equatable {
    let minLength: CGFloat
    let axis: Axis?

    var kind: String { "Spacer" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        guard let axis else {
            return CGSize(width: max(proposal.width ?? minLength, minLength), height: max(proposal.height ?? minLength, minLength))
        }
        return CGSize(major: max(proposal[axis] ?? minLength, minLength), minor: 0, axis: axis)
    }

    func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing { .none }
}
