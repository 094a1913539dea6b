import Foundation
import LayoutEngine

extension RenderedPreview {
    /// The line that names a preview in pictures: `Narrow — 120×200 pt (proposal 120×nil)`.
    var caption: String { caption(naming: name) }

    /// The caption on one line for a terminal: only the preview's name can break a line or
    /// hold a mark, so only it is made safe (the whole caption was 2 % of a small save).
    var singleLineCaption: String { caption(naming: name.singleLineForDisplay) }

    private func caption(naming name: String) -> String {
        let size = placement.size
        let proposalText = "\(CanonicalNumber.display(proposal.width))×\(CanonicalNumber.display(proposal.height))"
        return "\(name) — \(CanonicalNumber.display(Double(size.width)))×\(CanonicalNumber.display(Double(size.height))) pt (proposal \(proposalText))"
    }

    /// The canvas as it can be drawn: a dimension that is not a finite, non-negative number
    /// (the host never makes one, but a hand-built placement can) takes the root's extent.
    var drawableCanvas: CGSize {
        func usable(_ value: CGFloat, fallback: CGFloat) -> CGFloat {
            if value.isFinite, value >= 0 { return value }
            return fallback.isFinite ? max(0, fallback) : 0
        }
        let root = placement.root.frame
        return CGSize(
            width: usable(placement.size.width, fallback: root.origin.x + root.size.width),
            height: usable(placement.size.height, fallback: root.origin.y + root.size.height)
        )
    }
}
