import Foundation
import LayoutEngine

/// A view that a layout pass put at a frame no output can hold: a coordinate or a length
/// that is infinite or NaN.
///
/// Scene arguments are checked before a pass (``SceneLanguage``'s number rules), but a
/// scene's own layout code computes frames at run time, and arithmetic on large finite
/// numbers can still overflow. Such a pass is an error for its scene, which keeps its last
/// good outputs: a placement of `"-infinity"` strings or a picture of nothing is never
/// written.
struct NonFiniteFrame: Equatable {
    /// The kinds from the root down to the view (`["VStack", "padding", "Text"]`); empty
    /// when the canvas itself is not finite.
    var path: [String]
    /// The offending frame, or the canvas as a frame at the origin.
    var frame: CGRect

    /// The first such view of `placement`, parents before children, or nil when every
    /// frame and the canvas are finite. The snapshot knows whether all its numbers are far
    /// from overflowing, so only a placement with a number that large is walked.
    static func first(in placement: Placement) -> NonFiniteFrame? {
        if !placement.size.width.isFinite || !placement.size.height.isFinite {
            return NonFiniteFrame(path: [], frame: CGRect(origin: .zero, size: placement.size))
        }
        if placement.root.subtreeIsBounded { return nil }
        return first(under: placement.root)
    }

    private static func first(under node: PlacedNode) -> NonFiniteFrame? {
        let frame = node.frame
        if !(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite) {
            return NonFiniteFrame(path: [node.kind], frame: frame)
        }
        for child in node.children {
            // The path is built only for the one view reported, as the walk unwinds.
            if var found = first(under: child) {
                found.path.insert(node.kind, at: 0)
                return found
            }
        }
        return nil
    }

    /// The error a scene shows for it in preview `preview`.
    func message(preview: String) -> String {
        let numbers = "x \(frame.origin.x.sceneDescription), y \(frame.origin.y.sceneDescription), width \(frame.size.width.sceneDescription), height \(frame.size.height.sceneDescription)"
        guard let view = path.last else {
            return "preview '\(preview)': the canvas is not finite (\(numbers)); last good outputs kept"
        }
        return "preview '\(preview)': layout put '\(view)' (\(path.joined(separator: "/"))) at a frame that is not finite (\(numbers)); check the numbers its layout computes; last good outputs kept"
    }
}
