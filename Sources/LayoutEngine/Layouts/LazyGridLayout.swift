import Foundation

/// The layout of `LazyVGrid` and `LazyHGrid`: cells in columns (a `LazyVGrid`'s grid items)
/// whose lengths come from the width the grid is offered, filled row by row, each row as
/// tall as its tallest cell. A `LazyHGrid` is the same turned a quarter: its grid items are
/// rows sized from the height offered, filled column by column. What follows speaks of a
/// `LazyVGrid`.
///
/// The columns, SwiftUI's algorithm as objc.io measured and re-implemented it ("SwiftUI's
/// Grid Views", 2020):
/// 1. The spacing after every item but the last (its `spacing`, or 8 points) is taken from
///    the offered width.
/// 2. Fixed items take their length, whatever is left.
/// 3. The other items, in the order written, are each offered an equal share of what is
///    left (what remains divided by the items not yet sized): a flexible item takes the
///    share kept between its minimum and maximum, an adaptive item takes the share whole.
///    What an item takes is gone for those after it, so a flexible item held at its
///    minimum leaves less for the next one and the columns may overrun the width.
/// 4. An adaptive item becomes as many columns of at least its minimum as fit in its
///    length with its spacing between them, sharing that length equally (each kept between
///    its minimum and maximum).
///
/// With no width offered (a horizontal scroll view), there is nothing to share: a flexible
/// item is its minimum and an adaptive item one column of its minimum.
///
/// The grid is as wide as its offer, or as its columns when they overrun it or no width is
/// offered; the columns are centred in it. Placing works the columns out again from the
/// width the grid is given, so a grid whose columns overran its offer (and was given that
/// larger width) shares the larger width, as SwiftUI's second pass does.
///
/// Cells fill the columns in order, a row at a time. Each cell is offered its column's
/// width and no height, each row is as tall as its tallest cell, `spacing` (or 8 points)
/// apart, and the grid is as tall as its rows. A cell is aligned in its column's width and
/// its row's height by its item's alignment, else horizontally by the grid's alignment and
/// vertically centred. A guide that is not a fixed fraction (a text baseline) lines the
/// cells of a row (or of a column) up on it, as a stack does.
///
/// An adaptive minimum so small that more than ``maximumAdaptiveColumns`` columns would fit
/// makes that many: no screen shows more, and the count stays a number a layout can hold.
struct LazyGridLayout: Layout, Equatable {
    /// The axis the grid grows along: vertical for `LazyVGrid`, whose items are columns.
    let axis: Axis
    let items: [GridItem]
    /// How cells are aligned when their item gives no alignment.
    let alignment: Alignment
    /// The distance between rows (between columns for `LazyHGrid`), nil for the default.
    let spacing: CGFloat?

    /// The most columns one adaptive item makes.
    static let maximumAdaptiveColumns = 10_000

    /// One column of a `LazyVGrid` (a row of a `LazyHGrid`): where it starts across the
    /// grid, how long it is and how its cells are aligned.
    struct Track: Equatable {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let across = axis.crossing
        let offered = proposal[across].flatMap { $0.isFinite ? $0 : nil }
        let (tracks, extent) = self.tracks(across: offered)
        var along: CGFloat = 0
        if !tracks.isEmpty, !subviews.isEmpty {
            var line: CGFloat = 0
            for index in subviews.indices {
                let track = tracks[index % tracks.count]
                line = max(line, subviews[index].sizeThatFits(cellProposal(track))[axis])
                if index % tracks.count == tracks.count - 1 || index == subviews.count - 1 {
                    along += line
                    line = 0
                }
            }
            along += lineSpacing * CGFloat((subviews.count - 1) / tracks.count)
        }
        return CGSize(major: along, minor: max(extent, offered ?? 0), axis: axis)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let across = axis.crossing
        let (tracks, extent) = self.tracks(across: bounds.size[across])
        guard !tracks.isEmpty else {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
            return
        }
        let start = bounds.origin[across] + (bounds.size[across] - extent) / 2
        let trackGuides = self.trackGuides(tracks, subviews)
        var lineStart = bounds.origin[axis]
        var first = 0
        while first < subviews.count {
            let end = min(first + tracks.count, subviews.count)
            let dimensions = (first..<end).map { subviews[$0].dimensions(in: cellProposal(tracks[$0 - first])) }
            let length = dimensions.map { CGSize(width: $0.width, height: $0.height)[axis] }.max() ?? 0
            let lineGuide = self.lineGuide(dimensions, tracks)
            for (offset, child) in dimensions.enumerated() {
                let track = tracks[offset]
                var cell = CGRect.zero
                cell.origin[axis] = lineStart
                cell.origin[across] = start + track.offset
                cell.size = CGSize(major: length, minor: track.length, axis: axis)
                let origin = CGPoint(
                    x: cell.minX + position(child, in: cell.width, track.alignment, .horizontal, guide: axis == .horizontal ? lineGuide : trackGuides[offset]),
                    y: cell.minY + position(child, in: cell.height, track.alignment, .vertical, guide: axis == .vertical ? lineGuide : trackGuides[offset])
                )
                subviews[first + offset].place(at: origin, proposal: cellProposal(track))
            }
            lineStart += length + lineSpacing
            first = end
        }
    }

    /// The offer to a cell in `track`: the track's length across, nothing along the grid.
    private func cellProposal(_ track: Track) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: track.length, axis: axis)
    }

    private var lineSpacing: CGFloat {
        spacing.map { $0.isFinite ? $0 : 0 } ?? ViewSpacing().distance(to: ViewSpacing(), along: axis)
    }

    private func itemSpacing(_ item: GridItem) -> CGFloat {
        item.spacing.map { $0.isFinite ? $0 : 0 } ?? ViewSpacing().distance(to: ViewSpacing(), along: axis.crossing)
    }

    /// The tracks for `length` across the grid (nil: none offered) and their extent, with
    /// the spacing between them (steps 1 to 4 of the type's summary).
    func tracks(across length: CGFloat?) -> (tracks: [Track], extent: CGFloat) {
        guard !items.isEmpty else { return ([], 0) }
        let spacings = items.map(itemSpacing)
        let lengths = itemLengths(sharing: (length ?? 0) - spacings.dropLast().reduce(0, +))
        var tracks: [Track] = []
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            let spacing = spacings[index], cellAlignment = item.alignment ?? alignment
            guard case .adaptive(let minimum, let maximum) = item.size else {
                tracks.append(Track(offset: offset, length: lengths[index], alignment: cellAlignment))
                offset += lengths[index] + spacing
                continue
            }
            let fit = (lengths[index] + spacing) / (max(0, minimum) + spacing)
            let count = fit.isNaN || fit < 1 ? 1 : Int(min(fit, CGFloat(Self.maximumAdaptiveColumns)))
            let each = max(0, min(max((lengths[index] - spacing * CGFloat(count - 1)) / CGFloat(count), minimum), maximum))
            for _ in 0..<count {
                tracks.append(Track(offset: offset, length: each, alignment: cellAlignment))
                offset += each + spacing
            }
        }
        return (tracks, offset - spacings[spacings.count - 1])
    }

    /// Each item's length from `available`: fixed items first, then the others in order,
    /// each offered an equal share of what is left.
    private func itemLengths(sharing available: CGFloat) -> [CGFloat] {
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var remaining = available
        var left = items.count
        for (index, item) in items.enumerated() {
            guard case .fixed(let length) = item.size else { continue }
            lengths[index] = max(0, length.isFinite ? length : 0)
            remaining -= lengths[index]
            left -= 1
        }
        for (index, item) in items.enumerated() {
            let share = max(0, remaining / CGFloat(left))
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum): lengths[index] = max(0, max(min(share, maximum), minimum))
            case .adaptive: lengths[index] = share
            }
            remaining -= lengths[index]
            left -= 1
        }
        return lengths
    }

    /// Where the cells of a line (a `LazyVGrid` row) put their guide when their alignment
    /// along the grid's axis is not a fixed fraction (a text baseline): the largest among
    /// them, so that theirs meet. Nil when no cell needs one.
    private func lineGuide(_ dimensions: [ViewDimensions], _ tracks: [Track]) -> CGFloat? {
        var guide: CGFloat?
        for (offset, child) in dimensions.enumerated() {
            guard let value = Self.guideValue(child, tracks[offset].alignment, axis) else { continue }
            guide = max(guide ?? value, value)
        }
        return guide
    }

    /// For each track, where its cells put their guide across the grid when their alignment
    /// there is not a fixed fraction (a custom horizontal guide down a `LazyVGrid` column):
    /// the largest among them, so that theirs meet.
    private func trackGuides(_ tracks: [Track], _ subviews: Subviews) -> [CGFloat?] {
        var guides = [CGFloat?](repeating: nil, count: tracks.count)
        let dimension = axis.crossing
        guard tracks.contains(where: { Self.fraction(of: $0.alignment, dimension) == nil }) else { return guides }
        for index in subviews.indices {
            let track = tracks[index % tracks.count]
            guard Self.fraction(of: track.alignment, dimension) == nil else { continue }
            let child = subviews[index].dimensions(in: cellProposal(track))
            guard let value = Self.guideValue(child, track.alignment, dimension) else { continue }
            guides[index % tracks.count] = max(guides[index % tracks.count] ?? value, value)
        }
        return guides
    }

    /// Where a child goes along `dimension` within a cell `length` long.
    /// Where a child goes along `dimension` within a cell `length` long: at the alignment's
    /// fraction, or with its guide on `guide`, the guide its line or track shares.
    private func position(_ child: ViewDimensions, in length: CGFloat, _ alignment: Alignment, _ dimension: Axis, guide: CGFloat?) -> CGFloat {
        let size = CGSize(width: child.width, height: child.height)[dimension]
        if let fraction = Self.fraction(of: alignment, dimension) { return fraction * (length - size) }
        return (guide ?? 0) - (Self.guideValue(child, alignment, dimension) ?? 0)
    }

    private static func fraction(of alignment: Alignment, _ dimension: Axis) -> CGFloat? {
        dimension == .horizontal ? alignment.horizontal.key.fraction : alignment.vertical.key.fraction
    }

    /// The child's own value of the alignment's guide along `dimension`, when the guide is
    /// not a fixed fraction.
    private static func guideValue(_ child: ViewDimensions, _ alignment: Alignment, _ dimension: Axis) -> CGFloat? {
        guard fraction(of: alignment, dimension) == nil else { return nil }
        return dimension == .horizontal ? child[alignment.horizontal] : child[alignment.vertical]
    }
}

extension LazyGridLayout: BuiltInLayout {}
// Every subview is placed: in its line and track, or at the origin when there are no tracks.
extension LazyGridLayout: PlacesEverySubviewLayout {}
