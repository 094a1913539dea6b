import Foundation

/// `containerRelativeFrame`: a frame whose length along the given axes is worked out from
/// the container's, and which otherwise acts as `frame(width:height:alignment:)` (the view
/// is offered that length and aligned inside; along other axes the frame takes the view's
/// size).
///
/// The container is the canvas: headless there is no window, scroll view or list column
/// for SwiftUI to find first. Along a dimension the canvas leaves unspecified there is no
/// container length, and the frame leaves that dimension to the view. The length is worked
/// out when the view is resolved; a new canvas size resolves every view again, type-erased
/// ones included.
public struct _ContainerRelativeFrame<Content: View>: PrimitiveView {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        let container = inputs.resolver.context.container
        func length(_ axis: Axis) -> CGFloat? {
            guard view.axes.contains(axis == .horizontal ? .horizontal : .vertical), let available = container[axis] else { return nil }
            return validLength(view.length(available, axis))
        }
        let frame = FrameBehavior(width: length(.horizontal), height: length(.vertical), alignment: view.alignment)
        _LayoutModifierView._resolve(view.content.layoutModifier(frame), inputs)
    }
}

extension View {
    /// Frames this view at the container's length along `axes` (the canvas's, headless),
    /// aligning it inside by `alignment`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> _ContainerRelativeFrame<Self> {
        _ContainerRelativeFrame(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }

    /// Frames this view at `span` of `count` equal parts of the container's length along
    /// `axes`, the parts `spacing` apart: `(length - spacing × (count - 1)) / count × span +
    /// spacing × (span - 1)`, as Apple documents it. A count or span below 1 counts as 1.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> _ContainerRelativeFrame<Self> {
        let count = CGFloat(max(1, count)), span = CGFloat(max(1, span))
        let spacing = spacing.isFinite ? spacing : 0
        return _ContainerRelativeFrame(content: self, axes: axes, alignment: alignment) { length, _ in
            (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
        }
    }

    /// Frames this view at the length `length` works out from the container's length along
    /// each of `axes` (and the axis it is for).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> _ContainerRelativeFrame<Self> {
        _ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, length: length)
    }
}
