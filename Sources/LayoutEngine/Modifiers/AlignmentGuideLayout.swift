import Foundation

/// `alignmentGuide(_:computeValue:)`: the view keeps its size and place, and states an
/// explicit value for one guide, computed from its dimensions each time a container asks.
///
/// The closure sees the view's own `ViewDimensions` (its size, and the guides it states
/// itself, so `d[.leading]` inside a `.leading` closure is the view's value before this
/// modifier). Containers read the value as they read any guide: a stack aligned on that
/// guide, a frame, overlay or ZStack aligned on it, a custom layout through
/// `dimensions(in:)`. A custom guide's value also passes up through stacks (see
/// ``AlignmentID/_combineExplicit(childValue:_:into:)``); an edge or centre guide's does
/// not, as in SwiftUI.
struct AlignmentGuideBehavior: NodeBehavior {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    var kind: String { "alignmentGuide" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        node.withFirstChild { $0.size(for: proposal, context: context) } ?? .zero
    }

    func placeChildren(of node: LayoutNode, in size: CGSize, proposal: ProposedViewSize, context: LayoutContext) {
        node.withFirstChild { context.place($0, at: .zero, anchor: .topLeading, proposal: proposal) }
    }

    func spacing(of node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        node.withFirstChild { $0.spacing(context: context) } ?? .init()
    }

    /// An edge or centre guide set here is one containers must ask for.
    func mayStateFractionalGuides(_ node: LayoutNode) -> Bool {
        key.fraction != nil || (node.withFirstChild { $0.mayStateFractionalGuides } ?? false)
    }

    func isRigid(_ node: LayoutNode) -> Bool { node.withFirstChild { $0.isRigid } ?? true }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize, context: LayoutContext) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        guard key == self.key else {
            return child.behavior.explicitAlignment(key, node: child, size: size, proposal: proposal, context: context)
        }
        return computeValue(ViewDimensions(size: size, source: GuideSource(node: child, context: context, proposal: proposal)))
    }

    /// Closures cannot be compared, so a new closure is new content: the node is measured
    /// again, which is always correct.
    func isSameContent(as other: any NodeBehavior) -> Bool { false }
}

extension View {
    /// Sets the view's value for a horizontal guide (`.leading`, `.center`, `.trailing` or a
    /// custom one), computed from the view's dimensions, so containers aligned on that guide
    /// line this point of the view up with the others'.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        layoutModifier(AlignmentGuideBehavior(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's value for a vertical guide (`.top`, `.center`, `.bottom`, a baseline
    /// or a custom one), computed from the view's dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        layoutModifier(AlignmentGuideBehavior(key: g.key, computeValue: computeValue))
    }
}
