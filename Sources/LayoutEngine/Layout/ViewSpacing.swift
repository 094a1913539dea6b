import Foundation

/// A view's preferred distances to its neighbours, one per edge.
///
/// Stacks and layouts such as ``FlowLayout`` ask two neighbours for the distance between
/// them with `distance(to:along:)` instead of hard-coding a number. A regular view prefers
/// 8 points on every edge; a `Spacer` prefers nothing, so it sits flush against its
/// neighbours.
public struct ViewSpacing: Hashable, Sendable {
    // The preferred distance on each edge, or nil where the view has no preference.
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// The default spacing of a view: 8 points on every edge.
    public init() { self.init(all: 8) }

    init(all value: CGFloat?) {
        top = value
        leading = value
        bottom = value
        trailing = value
    }

    /// Zero on every edge.
    public static let zero = ViewSpacing(all: 0)

    /// No preference on any edge: the spacing of a `Spacer`.
    static let none = ViewSpacing(all: nil)

    subscript(edge: Edge) -> CGFloat? {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// Merges `other`'s preferences into this one on `edges`, keeping the larger distance,
    /// as a container does with its children's spacing.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            switch (self[edge], other[edge]) {
            case let (mine?, theirs?): self[edge] = max(mine, theirs)
            case let (nil, theirs): self[edge] = theirs
            default: break
            }
        }
    }

    /// This spacing merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance between a view with this spacing and a following view with `next`
    /// along `axis`: the larger of the two facing preferences, or 0 when either side has
    /// none.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        guard let mine, let theirs else { return 0 }
        return max(mine, theirs)
    }
}
