import Foundation

/// A view's size and alignment guides, as a parent sees it for one proposal.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    /// Where explicit guide values come from (Text's baselines, a layout's
    /// `explicitAlignment`), or nil when only defaults apply.
    let source: GuideSource?

    init(size: CGSize, source: GuideSource? = nil) {
        width = size.width
        height = size.height
        self.source = source
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The value of a horizontal guide: explicit if the view states it, default otherwise.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }

    /// The value of a vertical guide: explicit if the view states it, default otherwise.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }

    /// The value the view states for a horizontal guide, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { source?.explicitValue(of: guide.key, size: size) }

    /// The value the view states for a vertical guide, or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { source?.explicitValue(of: guide.key, size: size) }

    func value(of key: AlignmentKey) -> CGFloat {
        if let source, let explicit = source.explicitValue(of: key, size: size) { return explicit }
        if let fraction = key.fraction { return size[key.axis] * fraction }
        return key.defaultValue(self)
    }
}

/// Something that may state explicit alignment guide values for a view of a given size.
struct GuideSource {
    unowned(unsafe) let node: LayoutNode
    unowned(unsafe) let context: LayoutContext
    let proposal: ProposedViewSize

    func explicitValue(of key: AlignmentKey, size: CGSize) -> CGFloat? {
        node.behavior.explicitAlignment(key, node: node, size: size, proposal: proposal, context: context)
    }
}
