import Foundation

/// A container whose content is a function of its own size and place: it takes the whole
/// proposal (an unspecified dimension becomes SwiftUI's default of 10 pt), hands its size and
/// frame to the content through a ``GeometryProxy``, and puts every view of the content at
/// its top-leading corner, proposing them its size. Inside a `background` or `overlay` it is
/// proposed, and so measures, the size of the view it decorates.
///
/// The content depends on where layout puts the reader, so the host lays the tree out, reads
/// every reader's placed frame, and lays the tree out again with the new proxies when one
/// differs from what its content was made with (see ``LayoutHost``), as SwiftUI re-evaluates
/// a reader's content when its geometry changes. The reader's own size never depends on its
/// content, so this settles at once in all but nested readers.
public struct GeometryReader<Content: View>: PrimitiveView {
    /// The content, made from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content `content` makes from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _resolve(_ view: GeometryReader, _ inputs: _ViewInputs) {
        let context = inputs.resolver.context
        context.resolvedGeometryReader = true
        // Before its first placement, a reader's content sees a zero size; the host lays
        // the tree out again once it knows the real one.
        let proxy = context.readerGeometries[inputs.path] ?? GeometryProxy(size: .zero, globalFrame: .zero)
        _LayoutRoot._resolve(GeometryReaderLayout().containing(view.content(proxy), kind: "GeometryReader"), inputs)
    }
}

/// The reader's layout: the proposal is its size, each subview goes at its top-leading corner
/// proposed that size.
struct GeometryReaderLayout: Layout, Equatable {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension GeometryReaderLayout: BuiltInLayout {}
