import Foundation

/// A view's preferred distances to its neighbours, one per edge.
///
/// Stacks and layouts such as ``FlowLayout`` ask two neighbours for the distance between
/// them with `distance(to:along:)` instead of hard-coding a number. A regular view prefers
/// 8 points on every edge; a `Spacer` prefers nothing, so it sits flush against its
/// neighbours.
public struct ViewSpacing: Hashable, Sendable {
    // The preferred distance on each edge, NaN where the view has no preference (no
    // distance is ever NaN). Four plain doubles rather than four optionals: every node's
    // spacing is copied and remembered, and optionals made that several times dearer.
    private var storedTop: CGFloat
    private var storedLeading: CGFloat
    private var storedBottom: CGFloat
    private var storedTrailing: CGFloat

    /// The preferred distance on each edge, or nil where the view has no preference.
    var top: CGFloat? {
        get { storedTop.isNaN ? nil : storedTop }
        set { storedTop = newValue ?? .nan }
    }
    var leading: CGFloat? {
        get { storedLeading.isNaN ? nil : storedLeading }
        set { storedLeading = newValue ?? .nan }
    }
    var bottom: CGFloat? {
        get { storedBottom.isNaN ? nil : storedBottom }
        set { storedBottom = newValue ?? .nan }
    }
    var trailing: CGFloat? {
        get { storedTrailing.isNaN ? nil : storedTrailing }
        set { storedTrailing = newValue ?? .nan }
    }

    /// The default spacing of a view: 8 points on every edge.
    public init() { self.init(all: 8) }

    init(all value: CGFloat?) {
        let stored = value ?? .nan
        storedTop = stored
        storedLeading = stored
        storedBottom = stored
        storedTrailing = stored
    }

    public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
        lhs.top == rhs.top && lhs.leading == rhs.leading && lhs.bottom == rhs.bottom && lhs.trailing == rhs.trailing
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(top)
        hasher.combine(leading)
        hasher.combine(bottom)
        hasher.combine(trailing)
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
        // Edge by edge on the stored doubles: every container merges each child's spacing
        // into its own, and going through `Edge.allCases` and the optional subscript made
        // that several times dearer.
        let bits = edges.rawValue
        if bits & (1 << Edge.top.rawValue) != 0 { storedTop = Self.merged(storedTop, other.storedTop) }
        if bits & (1 << Edge.leading.rawValue) != 0 { storedLeading = Self.merged(storedLeading, other.storedLeading) }
        if bits & (1 << Edge.bottom.rawValue) != 0 { storedBottom = Self.merged(storedBottom, other.storedBottom) }
        if bits & (1 << Edge.trailing.rawValue) != 0 { storedTrailing = Self.merged(storedTrailing, other.storedTrailing) }
    }

    /// One edge of ``formUnion(_:edges:)`` (NaN is no preference): the larger of two
    /// preferences, the other's when this one has none, this one's when the other has none.
    @inline(__always)
    private static func merged(_ mine: CGFloat, _ theirs: CGFloat) -> CGFloat {
        if mine.isNaN { return theirs }
        if theirs.isNaN { return mine }
        return max(mine, theirs)
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
