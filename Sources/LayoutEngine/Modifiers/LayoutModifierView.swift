import Foundation

/// A view with a layout-changing modifier applied: a node of the modifier's behaviour
/// wrapping the node of the view it modifies (and, for overlays and backgrounds, the
/// nodes of the secondary content after it).
public struct _LayoutModifierView<Content: View>: PrimitiveView {
    let content: Content
    let behavior: any NodeBehavior
    /// `behavior`'s type, known where the modifier is made: a re-layout matches last pass's
    /// node by it, and asking the existential for it is a call.
    let behaviorType: ObjectIdentifier
    /// `behavior`'s bytes when its type compares by them, likewise known only here (see
    /// ``BehaviorBytes``).
    let behaviorBytes: BehaviorBytes?
    let secondary: AnyView?

    init<Behavior: NodeBehavior>(content: Content, behavior: Behavior, secondary: AnyView? = nil) {
        self.content = content
        self.behavior = behavior
        self.behaviorType = ObjectIdentifier(Behavior.self)
        self.behaviorBytes = BehaviorBytes(behavior)
        self.secondary = secondary
    }

    // Inlined into the protocol witness: called through `View` (an `AnyView`'s box), the
    // witness has this type's metadata in hand, while the generic function behind it gets
    // only `Content`'s and looks the modifier view's type up again to read its fields (a
    // locked hash lookup, about 330 instructions a view).
    @inline(__always)
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        // Nearly every modifier has no secondary content: no optional closure is made then.
        guard let secondary = view.secondary else {
            return inputs.resolver.modifier(view.behavior, type: view.behaviorType, bytes: view.behaviorBytes, inputs, content: { Content._resolve(view.content, $0) })
        }
        inputs.resolver.modifier(view.behavior, type: view.behaviorType, bytes: view.behaviorBytes, inputs, content: { Content._resolve(view.content, $0) }, secondary: { AnyView._resolve(secondary, $0) })
    }
}

/// A view whose inputs a modifier changes without adding a node: `.id`, `.layoutPriority`,
/// `.layoutValue` (attributes of the next node) and `.font`, `.bold` (environment).
public struct _InputsModifierView<Content: View>: PrimitiveView {
    let content: Content
    let apply: (inout _ViewInputs) -> Void

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        var inputs = inputs
        view.apply(&inputs)
        Content._resolve(view.content, inputs)
    }
}

extension View {
    func modifyingInputs(_ apply: @escaping (inout _ViewInputs) -> Void) -> _InputsModifierView<Self> {
        _InputsModifierView(content: self, apply: apply)
    }

    func layoutModifier<Behavior: NodeBehavior>(_ behavior: Behavior, secondary: AnyView? = nil) -> _LayoutModifierView<Self> {
        _LayoutModifierView(content: self, behavior: behavior, secondary: secondary)
    }
}

/// A length from a caller, made safe: NaN, infinite and negative lengths mean "not given",
/// as SwiftUI treats an invalid frame dimension.
func validLength(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return value
}

/// Where a child goes inside a container of `size` so that their `alignment` guides meet.
func alignedOrigin(of child: LayoutNode, proposal: ProposedViewSize, childSize: CGSize, in size: CGSize, alignment: Alignment, context: LayoutContext) -> CGPoint {
    CGPoint(
        x: guideValue(alignment.horizontal.key, in: size) - childGuide(child, alignment.horizontal.key, proposal, childSize, context),
        y: guideValue(alignment.vertical.key, in: size) - childGuide(child, alignment.vertical.key, proposal, childSize, context)
    )
}

/// ``alignedOrigin(of:proposal:childSize:in:alignment:context:)`` for a frame's alignment:
/// the centre (nearly every frame's) of a child that states no guide of its own is the
/// same arithmetic worked out directly, without making the alignment's value and its keys,
/// or the child's proposal, which only a guide the child states needs.
@inline(__always)
func alignedOrigin(of child: LayoutNode, proposal: @autoclosure () -> ProposedViewSize, childSize: CGSize, in size: CGSize, alignment: CompactAlignment, context: LayoutContext) -> CGPoint {
    if alignment.isCenter, !child.mayStateFractionalGuides {
        return CGPoint(x: size.width * 0.5 - childSize.width * 0.5, y: size.height * 0.5 - childSize.height * 0.5)
    }
    return alignedOrigin(of: child, proposal: proposal(), childSize: childSize, in: size, alignment: alignment.alignment, context: context)
}

/// A guide's default value in a container of `size` (containers state none of their own).
func guideValue(_ key: AlignmentKey, in size: CGSize) -> CGFloat {
    if let fraction = key.fraction { return size[key.axis] * fraction }
    return key.defaultValue(ViewDimensions(size: size))
}

private func childGuide(_ child: LayoutNode, _ key: AlignmentKey, _ proposal: ProposedViewSize, _ size: CGSize, _ context: LayoutContext) -> CGFloat {
    if let fraction = key.fraction, !child.mayStateGuide(key) { return size[key.axis] * fraction }
    return ViewDimensions(size: size, source: GuideSource(node: child, context: context, proposal: proposal)).value(of: key)
}
