import Foundation
import LayoutEngine

/// Turns a placed tree into the boxes of its picture, back to front: which views get a box,
/// which share one, and what each box says.
///
/// - A view whose frame rounds to the cells of its parent's box, or of the box drawn just
///   before it, joins that box rather than drawing another on top of it (a background's
///   shape and the view it backs are one box). A wrapper that coincides with its child therefore draws no box of its
///   own, and a `.id` given to a `frame` labels the Color inside it.
/// - A box takes its kind from its most telling view (a shape over a layout over a
///   modifier), its fill from any opaque fill among them, and its name and text from the
///   first of them that has one.
/// - A fill or stroke that comes after other views were drawn inside the box (an overlay's
///   Color or stroked shape) is a box of its own, in front of them, as it is on screen: a
///   fill hides them, and a stroke's lines are drawn over theirs.
/// - A modifier without paint (`padding`, `frame`, `offset`, …) that comes within a cell
///   of its child, of the box it sits in or of the box drawn just before it (the shape it
///   has as background) draws no box: at this scale it would be a second outline beside the
///   first.
/// - Spacers and EmptyViews show nothing, as on screen; views with no area, or off the
///   grid, draw no box, though their children may. A `.hidden()` view and everything in it
///   show nothing.
/// - What a scroll view holds is cut to the scroll view's cells, and each edge its content
///   continues past gets an ``EdgeMark``.
struct SketchCollector {
    let columnWidth: Double
    let columns: Int
    let rows: Int
    private(set) var boxes: [SketchBox] = []
    private(set) var edgeMarks: [EdgeMark] = []

    /// The cells a scroll view lets its content draw in.
    private struct Clip {
        var columns: ClosedRange<Int>
        var rows: ClosedRange<Int>
    }

    /// A node's canvas frame and the cells it rounds to before any clip: nil cells for no
    /// area. Worked out once for an only child, which its modifier compares itself with
    /// before the child is visited.
    private struct Placement {
        let frame: CGRect
        let cells: Clip?
    }

    /// `frame`'s placement, taken from `other` when it is in the same frame.
    private func placement(of frame: CGRect, sameAs other: Placement) -> Placement {
        // Number by number: `CGRect`'s `==` is a call into Foundation.
        let same = frame.origin.x == other.frame.origin.x && frame.origin.y == other.frame.origin.y
            && frame.size.width == other.frame.size.width && frame.size.height == other.frame.size.height
        return same ? other : placement(of: frame)
    }

    private func placement(of frame: CGRect) -> Placement {
        guard let columns = ASCIIPreview.span(start: frame.origin.x, length: frame.size.width, unit: columnWidth),
              let rows = ASCIIPreview.span(start: frame.origin.y, length: frame.size.height, unit: columnWidth * 2) else {
            return Placement(frame: frame, cells: nil)
        }
        return Placement(frame: frame, cells: Clip(columns: columns, rows: rows))
    }

    init(columnWidth: Double, columns: Int, rows: Int) {
        self.columnWidth = columnWidth
        self.columns = columns
        self.rows = rows
    }

    mutating func collect(_ root: PlacedNode) {
        // At most a box a view: room for all of them spares copying every box each time a
        // smaller array fills (a 10,000-view grid is thousands of boxes).
        boxes.reserveCapacity(root.nodeCount)
        collect(root, placement: placement(of: root.frame), parentBox: nil, clip: nil)
        for index in boxes.indices {
            // A line or two of text is written as it reads, without lines around it, as a
            // person sketches text: `swift` in a capsule rather than `┌swift┐` over `└─────┘`,
            // `0` in a circle rather than `0┐` over `└┘`. (A Text's frame is its text's.)
            if boxes[index].labelIsContent, boxes[index].kind.isKind("Text"), boxes[index].fill == .none, boxes[index].rows.count <= 2 {
                boxes[index].isBare = true
            }
        }
    }

    /// Adds `node` (whose canvas frame and cells are `placement`: each read of a node's
    /// frame looks it up and offsets it) to the box of its parent, `parentBox`, or to a box
    /// of its own, and then its children.
    private mutating func collect(_ node: PlacedNode, placement: Placement, parentBox: Int?, clip: Clip?) {
        // Each read of a node's kind or children looks it up in its list: read once here.
        let kind = node.kind
        if kind.isKind("hidden"), node.isHiddenModifier { return }
        let children = node.children
        let frame = placement.frame
        // An only child (a modifier's content) is placed once, for the modifier's check of
        // it and for its own visit; in the frame of its modifier, as it mostly is, it takes
        // the modifier's cells.
        let onlyChild = children.count == 1 ? self.placement(of: children[0].frame, sameAs: placement) : nil
        var ownBox: Int?
        var cells: Clip?
        if var columns = placement.cells?.columns, var rows = placement.cells?.rows {
            var isVisible = true
            if let clip {
                isVisible = columns.overlaps(clip.columns) && rows.overlaps(clip.rows)
                columns = columns.clamped(to: clip.columns)
                rows = rows.clamped(to: clip.rows)
            }
            if isVisible {
                cells = Clip(columns: columns, rows: rows)
                if columns.upperBound >= 0, columns.lowerBound < self.columns, rows.upperBound >= 0, rows.lowerBound < self.rows {
                    ownBox = add(
                        node, kind: kind, children: children, onlyChild: onlyChild, frame: frame, columns: columns, rows: rows, parentBox: parentBox
                    )
                }
            }
        }
        let isScrollView = ScrollOverflow.isScrollView(kind: kind)
        // A scroll view's content draws only in its cells; nothing of it shows when the
        // scroll view itself has none.
        if isScrollView, cells == nil { return }
        let childClip = isScrollView ? cells : clip
        for child in children {
            collect(child, placement: onlyChild ?? self.placement(of: child.frame), parentBox: ownBox, clip: childClip)
        }
        if isScrollView, let cells {
            edgeMarks += EdgeMark.marks(for: ScrollOverflow(of: node), columns: cells.columns, rows: cells.rows)
        }
    }

    /// The index of the box `node` is drawn in, or nil when it draws nothing.
    private mutating func add(
        _ node: PlacedNode, kind: String, children: PlacedNode.Children, onlyChild: Placement?, frame: CGRect, columns: ClosedRange<Int>,
        rows: ClosedRange<Int>, parentBox: Int?
    ) -> Int? {
        let hasChildren = !children.isEmpty
        let name = node.name
        let paint = node.paint
        let isModifier = node.isModifier
        let weight: SketchBox.Weight
        switch paint {
        // A border is drawn as the outline it is, but says no more than the view it wraps.
        case _ where isModifier: weight = .modifier
        case .fill: weight = .fill
        case .stroke: weight = .stroke
        case nil where hasChildren: weight = .layout
        case nil:
            // Nothing on screen: no box, and no label to find room for.
            if name == nil, kind.isKind("Spacer") || kind.isKind("EmptyView") { return nil }
            weight = .leaf
        }
        let fill: SketchBox.Fill = paint == .fill && Self.isOpaque(node.color) ? .opaque : .none
        // The box of the same cells: the parent's, or the one drawn just before (a sibling
        // whose parent drew none, as a background's shape is to the view it backs).
        let lastBox = boxes.indices.last
        if let same = hasCells(parentBox, columns, rows) ? parentBox : hasCells(lastBox, columns, rows) ? lastBox : nil,
           paint == nil || same == lastBox {
            boxes[same].merge(kind: kind, name: name, text: node.text, frame: frame, weight: weight, fill: fill, isRounded: Self.isRounded(kind, paint))
            return same
        }
        // A modifier that only moves or sizes its content, within a cell of it or of the box
        // it sits in, would be a second outline a cell from the first: it draws none, and
        // what it holds joins the box around it as if it were not there. (Its only child,
        // already placed, is asked first: the cheapest answer, and usually yes.)
        if isModifier, paint == nil, name == nil,
           onlyChild.map({ Self.isWithinACell(columns, rows, of: $0) }) ?? false
            || nearlyCoincides(columns, rows, parentBox) || nearlyCoincides(columns, rows, lastBox)
            || onlyChild == nil && children.contains(where: { Self.isWithinACell(columns, rows, of: placement(of: $0.frame)) }) {
            return parentBox
        }
        boxes.append(SketchBox(
            columns: columns, rows: rows, frame: frame, name: name, text: node.text, kind: kind, weight: weight, fill: fill,
            isRounded: Self.isRounded(kind, paint), mustBeShown: weight >= .leaf || name != nil
        ))
        return boxes.count - 1
    }

    /// Whether box `index` takes exactly the cells `columns` × `rows`.
    @inline(__always)
    private func hasCells(_ index: Int?, _ columns: ClosedRange<Int>, _ rows: ClosedRange<Int>) -> Bool {
        guard let index else { return false }
        return boxes[index].columns == columns && boxes[index].rows == rows
    }

    /// Whether the cells `columns` × `rows` are within a cell, on every side, of box `index`.
    private func nearlyCoincides(_ columns: ClosedRange<Int>, _ rows: ClosedRange<Int>, _ index: Int?) -> Bool {
        guard let index else { return false }
        return Self.isWithinACell(columns, boxes[index].columns) && Self.isWithinACell(rows, boxes[index].rows)
    }

    /// Whether the cells `columns` × `rows` are within a cell, on every side, of `child`'s.
    private static func isWithinACell(_ columns: ClosedRange<Int>, _ rows: ClosedRange<Int>, of child: Placement) -> Bool {
        guard let cells = child.cells else { return false }
        return isWithinACell(columns, cells.columns) && isWithinACell(rows, cells.rows)
    }

    private static func isWithinACell(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>) -> Bool {
        abs(a.lowerBound - b.lowerBound) <= 1 && abs(a.upperBound - b.upperBound) <= 1
    }

    @inline(__always)
    private static func isRounded(_ kind: String, _ paint: PlacedNode.Paint?) -> Bool {
        guard paint != nil else { return false }
        // The length first: a painted view is nearly always a Color, whose length no rounded
        // shape's kind has, and counting a string's bytes is not free.
        switch kind.utf8.count {
        case 6: return kind == "Circle"
        case 7: return kind == "Capsule" || kind == "Ellipse"
        case 16: return kind == "RoundedRectangle"
        default: return false
        }
    }

    /// Whether a fill of `color` hides what is behind it: no colour (a shape filled with the
    /// foreground style), `#RRGGBB`, or `#RRGGBBFF`.
    private static func isOpaque(_ color: String?) -> Bool {
        guard let color else { return true }
        let utf8 = color.utf8
        return utf8.count != 9 || color.hasSuffix("FF") || color.hasSuffix("ff")
    }
}

extension SketchBox {
    /// Adds a view of the same cells: the box keeps the first name and text, takes the kind
    /// of the most telling view, and is shaded if any view fills it.
    fileprivate mutating func merge(kind: String, name: String?, text: String?, frame: CGRect, weight: Weight, fill: Fill, isRounded: Bool) {
        if self.name == nil { self.name = name }
        if self.text == nil { self.text = text }
        if weight > self.weight {
            self.kind = kind
            self.weight = weight
            self.frame = frame
            self.isRounded = isRounded
        }
        self.fill = max(self.fill, fill)
        mustBeShown = mustBeShown || weight >= .leaf || name != nil
    }
}
