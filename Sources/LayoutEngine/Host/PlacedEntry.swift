import Foundation

/// One placed view as a snapshot stores it: where it sits in its parent, what it is, and
/// its own placed children.
///
/// The frame is relative to the parent's origin, not to the canvas, so a subtree that did
/// not move inside its parent is the same entry list in every pass that follows, however
/// far its ancestors moved: a re-layout builds new entries only along the path the edit
/// touched and shares the rest (see ``PlacedList``). What inspectors read besides (the
/// proposal, source position and activity) lives in the list's side table, when recorded.
///
/// A snapshot writes an entry for every view, in lists as long as a container's children
/// (200,000 entries for a flow of 100,000 framed colours, every pass made afresh), so an
/// entry is kept small: its name, text and colour share one field (``PlacedLabels``), 80
/// bytes in all, where three optional strings made it 112.
struct PlacedEntry {
    /// The frame in the parent's bounds (or in the canvas, for a list whose frames are
    /// absolute; see ``PlacedList/framesAreAbsolute``).
    var frame: CGRect
    var kind: String
    /// The view's name, text and colour.
    var labels: PlacedLabels
    var paint: PlacedNode.Paint?
    var isModifier: Bool
    /// Where the view's one child's entry is in the entry's own list, when it is kept there
    /// (a modifier around a leaf; see ``PlacedList/onlyChildStart``), -1 otherwise. Sits in
    /// the padding before ``children``, so an entry is no larger for it.
    var onlyChild: Int32 = -1
    /// The placed children, back to front; nil for a view with none, and for a view whose
    /// one child's entry is kept in its own list (``onlyChild``).
    var children: PlacedList?

    var name: String? { labels.name }

    var text: String? { labels.text }

    var color: String? { labels.color }
}
