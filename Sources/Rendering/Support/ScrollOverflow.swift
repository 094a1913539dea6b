import Foundation
import LayoutEngine

/// The edges of a scroll view that its content continues past, for the pictures' markers:
/// headless nothing scrolls, so a picture clips the content to the scroll view's frame and
/// marks each edge with more beyond it.
struct ScrollOverflow: OptionSet, Hashable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let top = ScrollOverflow(rawValue: 1)
    static let bottom = ScrollOverflow(rawValue: 2)
    static let leading = ScrollOverflow(rawValue: 4)
    static let trailing = ScrollOverflow(rawValue: 8)

    /// Content less than this far past an edge is taken as within it: frames are rounded
    /// to 1/1000 in the outputs, and half a point is no content a reader misses.
    static let tolerance: CGFloat = 0.5

    /// Whether `node` is a scroll view, whose content pictures clip to its frame.
    static func isScrollView(_ node: PlacedNode) -> Bool { isScrollView(kind: node.kind) }

    /// Whether a node of kind `kind` is a scroll view, for a walk that has read the kind.
    @inline(__always)
    static func isScrollView(kind: String) -> Bool { kind.isKind("ScrollView") }

    /// The edges of `scrollView`'s frame that the frames of the views inside it reach past:
    /// drawn ones (a hidden subtree shows nothing) that no scroll view inside it clips.
    init(of scrollView: PlacedNode) {
        let frame = scrollView.frame
        var overflow = ScrollOverflow()
        func visit(_ node: PlacedNode) {
            for child in node.children where !child.isHiddenModifier {
                let childFrame = child.frame
                if childFrame.width > 0, childFrame.height > 0, childFrame.minX.isFinite, childFrame.minY.isFinite,
                   childFrame.width.isFinite, childFrame.height.isFinite {
                    if childFrame.minY < frame.minY - Self.tolerance { overflow.insert(.top) }
                    if childFrame.maxY > frame.maxY + Self.tolerance { overflow.insert(.bottom) }
                    if childFrame.minX < frame.minX - Self.tolerance { overflow.insert(.leading) }
                    if childFrame.maxX > frame.maxX + Self.tolerance { overflow.insert(.trailing) }
                }
                // A scroll view inside clips its own content: only its frame shows here.
                if !Self.isScrollView(child) { visit(child) }
            }
        }
        visit(scrollView)
        self = overflow
    }
}
