import Foundation

/// One box of an ASCII picture: the cells a view takes and what to draw there.
///
/// Views whose frames round to the same cells are one box (a `padding` and the `background`
/// around it, a `frame` and its Color, a VStack and the stroked shape overlaid on it): drawn
/// twice they would be the same lines with two labels fighting over one edge.
struct SketchBox {
    /// How a box paints its inside.
    enum Fill: Int, Comparable {
        /// Lines only: layouts, modifiers, Text, strokes and translucent fills, through
        /// which what is behind stays visible.
        case none
        /// Shaded inside: an opaque Color or filled shape, which hides what is behind it.
        case opaque

        static func < (lhs: Fill, rhs: Fill) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How much a view tells a reader about the box, to choose the kind that labels a box of
    /// several views: a shape says more than the layout or modifier it coincides with.
    enum Weight: Int, Comparable {
        case modifier, layout, leaf, stroke, fill

        static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let columns: ClosedRange<Int>
    let rows: ClosedRange<Int>
    /// The frame the legend gives: that of the view that named the box's kind.
    var frame: CGRect
    /// The first `.id` among the box's views, outermost first.
    var name: String?
    /// The first Text's string among the box's views.
    var text: String?
    var kind: String
    var weight: Weight
    var fill: Fill = .none
    /// Drawn with rounded corners: a rounded rectangle, capsule, circle or ellipse.
    var isRounded = false
    /// Whether the box must be identified, by a label or else a marker: a view's own box
    /// (a leaf, a shape) or a named one. Unnamed layouts and modifiers are told apart by
    /// what they hold, so they are labelled only where there is room.
    var mustBeShown: Bool
    /// Drawn as its text alone, without lines: a short Text too narrow for corners.
    var isBare = false

    /// Cells the box covers, for choosing which box owns a cell.
    var area: Int { columns.count * rows.count }

    /// `#id`, else the text, else the kind, on one line.
    var label: String { Self.label(name: name, text: text, kind: kind).text }

    /// The label of a box of these views and its width in cells. Taking the fields rather
    /// than the box spares the painter, which reads boxes in place, a copy of each; and the
    /// printable ASCII of nearly every label is told once for both answers.
    static func label(name: String?, text: String?, kind: String) -> (text: String, width: Int) {
        let source = name.map { "#" + $0 } ?? text ?? kind
        if source.isPrintableASCII { return (source, source.utf8.count) }
        let label = source.singleLineForDisplay
        return (label, TerminalWidth.of(label))
    }

    /// Whether the label is the view's text, which a reader wants whole more than the box's
    /// corners.
    var labelIsContent: Bool { name == nil && text != nil }

    /// Whether the label is centred inside (a view's own content) rather than on the top
    /// edge (a container, whose inside is its children's).
    var isLeaf: Bool { weight >= .leaf }
}
