import Foundation
import LayoutEngine

/// One laid-out `#Preview` of a scene, as the renderers need it.
///
/// A `Placement` alone does not say which preview it came from or what was proposed (its
/// `size` has unspecified dimensions already filled in), and every output shows both, so the
/// renderers take this value rather than a bare placement.
public struct RenderedPreview: Hashable, Sendable {
    /// The preview's name: the `#Preview("Narrow")` title, or the view's name ("ContentView")
    /// for an untitled preview.
    public var name: String
    /// What the canvas proposed to the root view; `nil` dimensions were unspecified.
    public var proposal: ProposedViewSize
    /// Where everything went.
    public var placement: Placement

    public init(name: String, proposal: ProposedViewSize, placement: Placement) {
        self.name = name
        self.proposal = proposal
        self.placement = placement
    }
}
