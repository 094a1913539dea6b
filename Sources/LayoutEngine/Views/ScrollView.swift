import Foundation

/// A scrollable view: as large as proposed, its content at its ideal length along the axes
/// it scrolls, starting at the top or leading edge and centred across (see
/// ``ScrollViewLayout``). Headless, nothing scrolls: the outputs show the content at rest,
/// all of it placed, including what lies beyond the scroll view's edges.
public struct ScrollView<Content: View>: PrimitiveView {
    /// The axes the content scrolls along.
    public var axes: Axis.Set
    /// Whether indicators show while scrolling; they take no space, so layout ignores it.
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// A scroll view along `axes` (vertical by default) holding `content`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// A scroll view is the container of the `containerRelativeFrame`s in its content: they
    /// measure against its visible size (its frame, headless: no content margins or safe
    /// area), as SwiftUI's nearest container. Before a pass has placed the scroll view, its
    /// content measures against the container around it, and the host lays the tree out
    /// again once it knows the scroll view's size (see ``LayoutHost``).
    public static func _resolve(_ view: ScrollView, _ inputs: _ViewInputs) {
        let context = inputs.resolver.context
        let enclosing = context.container, reads = context.containerReads
        let container = context.scrollViewSizes[inputs.path].map { ProposedViewSize($0) } ?? enclosing
        context.container = container
        _LayoutRoot._resolve(ScrollViewLayout(axes: view.axes).containing(view.content, kind: "ScrollView"), inputs)
        context.container = enclosing
        if context.containerReads != reads { context.scrollContainersRead[inputs.path] = container }
    }
}
