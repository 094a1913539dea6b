import Foundation

/// Where a placed view stands against the safe area, in its own bounds: how much of each
/// edge of its frame is unsafe (`inner`, covered by a device's bars, an inset's bar or
/// safe-area padding) and, for an edge that lies on the safe area's edge, how far past
/// its frame a view ignoring the safe area may reach (`outer`).
///
/// SwiftUI keeps the same two facts per view: a view's safe-area insets, and whether its
/// edge touches the safe area's so that `ignoresSafeArea` may grow it into the unsafe part.
/// Both are relative to the view's own frame, so a view learns them from its parent's and
/// its frame in the parent alone, and a subtree that moves without changing size is placed
/// again only when its share of the safe area changed.
final class SafeArea: Equatable {
    let inner: EdgeInsets
    let outer: EdgeInsets

    init(inner: EdgeInsets, outer: EdgeInsets) {
        self.inner = inner
        self.outer = outer
    }

    static func == (lhs: SafeArea, rhs: SafeArea) -> Bool {
        lhs === rhs || (lhs.inner == rhs.inner && lhs.outer == rhs.outer)
    }

    /// A child's share of its parent's safe area: the child sits at `frame` in a parent of
    /// `size`, whose unsafe edges are `inner` deep and which may reach `outer` past its own
    /// edges. Nil when the child has no unsafe edge and touches no safe-area edge.
    ///
    /// An edge of the child that lies on or past the parent's safe edge keeps the parent's
    /// reach beyond it (measured from the child's edge); an edge inside the safe part has
    /// none, as SwiftUI grows only a view that touches the safe area's edge.
    static func child(frame: CGRect, in size: CGSize, inner: EdgeInsets, outer: EdgeInsets) -> SafeArea? {
        let tolerance: CGFloat = 0.001
        var childInner = EdgeInsets()
        var childOuter = EdgeInsets()
        if frame.minY <= inner.top + tolerance {
            childInner.top = max(0, inner.top - frame.minY)
            childOuter.top = max(0, frame.minY + outer.top)
        }
        if frame.minX <= inner.leading + tolerance {
            childInner.leading = max(0, inner.leading - frame.minX)
            childOuter.leading = max(0, frame.minX + outer.leading)
        }
        if frame.maxY >= size.height - inner.bottom - tolerance {
            childInner.bottom = max(0, frame.maxY - (size.height - inner.bottom))
            childOuter.bottom = max(0, size.height + outer.bottom - frame.maxY)
        }
        if frame.maxX >= size.width - inner.trailing - tolerance {
            childInner.trailing = max(0, frame.maxX - (size.width - inner.trailing))
            childOuter.trailing = max(0, size.width + outer.trailing - frame.maxX)
        }
        if childInner == EdgeInsets(), childOuter == EdgeInsets() { return nil }
        return SafeArea(inner: childInner, outer: childOuter)
    }
}

extension EdgeInsets {
    /// These insets plus `other`, edge by edge.
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom, trailing: trailing + other.trailing)
    }

    /// These insets on the edges in `edges`, zero on the others.
    func restricted(to edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? top : 0,
            leading: edges.contains(.leading) ? leading : 0,
            bottom: edges.contains(.bottom) ? bottom : 0,
            trailing: edges.contains(.trailing) ? trailing : 0
        )
    }
}
