// Custom layouts in the styles real projects use, compiled here against LayoutEngine and,
// through DifferentialTests, interpreted from a scene: both must place every view alike.
//
// Each layout's whole source (the `struct … : Layout` and the helper types, keys and
// functions it uses) sits between `// BEGIN-SCENE-LAYOUT NAME` and `// END-SCENE-LAYOUT
// NAME` at the top level of this file; the tests read this file and cut that text out
// verbatim into a scene, so it must stay plain Swift a scene may hold (structs, enums,
// classes without inheritance, functions; no protocols of its own, generics or property
// wrappers). Outside the
// markers: for each layout the view to lay out and the proposals to lay it out at; the
// view's source, between `// BEGIN-SCENE-VIEW NAME` and `// END-SCENE-VIEW NAME`, is both
// compiled here and cut out verbatim as the body of the scene's ContentView. (The seed articles' layouts are tested the same way in
// Tests/SeedListingTests/SeedScenesDifferentialTests.swift, beside their compiled listings.)
import Foundation
import LayoutEngine

// MARK: - Radial: a ring rotated with CGAffineTransform

// BEGIN-SCENE-LAYOUT DiffRing
/// Places its subviews evenly around a circle, the first at `startAngle` (straight up by
/// default), each centred on the ring.
struct DiffRing: Layout {
    var radius: CGFloat = 80
    var startAngle: Angle = .degrees(-90)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = subviews.reduce(CGSize.zero) { result, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
        }
        return CGSize(width: 2 * radius + largest.width, height: 2 * radius + largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let step = Angle.degrees(360).radians / Double(subviews.count)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, subview) in subviews.enumerated() {
            let angle = startAngle.radians + step * Double(index)
            let offset = CGPoint(x: radius, y: 0)
                .applying(CGAffineTransform(rotationAngle: CGFloat(angle)))
            subview.place(
                at: CGPoint(x: center.x + offset.x, y: center.y + offset.y),
                anchor: .center,
                proposal: .unspecified
            )
        }
    }
}
// END-SCENE-LAYOUT DiffRing

// MARK: - Radial: a clock face with sin and cos

// BEGIN-SCENE-LAYOUT DiffClockFace
/// A square dial as large as it is offered: hour 1 at one o'clock, the last subview at
/// twelve, each centred on a circle kept `inset` points inside the edge.
struct DiffClockFace: Layout {
    var inset: CGFloat = 12
    var turns: Double = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 220, height: 220))
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let count = subviews.count
        guard count > 0 else { return }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map { max($0.width, $0.height) }.max() ?? 0
        let radius = max(0, min(bounds.width, bounds.height) / 2 - inset - widest / 2)
        for index in 0..<count {
            // Twelve o'clock is -π/2: y grows downwards.
            let fraction = Double(index + 1) / Double(count)
            let theta = 2 * Double.pi * fraction * turns - Double.pi / 2
            let x = bounds.midX + radius * CGFloat(cos(theta))
            let y = bounds.midY + radius * CGFloat(sin(theta))
            subviews[index].place(at: CGPoint(x: x, y: y), anchor: .center, proposal: ProposedViewSize(sizes[index]))
        }
    }
}
// END-SCENE-LAYOUT DiffClockFace

// MARK: - Equal widths, with a cache

// BEGIN-SCENE-LAYOUT DiffEqualWidthRow
/// A row whose subviews all get the width of the widest (fewer points each when the row
/// is offered less than that), separated by `spacing` or their preferred spacing.
struct DiffEqualWidthRow: Layout {
    var spacing: CGFloat? = nil

    struct Cache {
        var maxSize: CGSize
        var gaps: [CGFloat]
        var updates = 0
    }

    func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache(maxSize: .zero, gaps: [])
        updateCache(&cache, subviews: subviews)
        return cache
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.maxSize = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { largest, size in
            CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
        cache.gaps = subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
        cache.updates += 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let ideal = cache.maxSize.width * CGFloat(subviews.count) + cache.gaps.reduce(0, +)
        if let width = proposal.width, width < ideal {
            return CGSize(width: width, height: cache.maxSize.height)
        }
        return CGSize(width: ideal, height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        let columnWidth = max(0, (bounds.width - cache.gaps.reduce(0, +)) / CGFloat(subviews.count))
        let itemProposal = ProposedViewSize(width: columnWidth, height: cache.maxSize.height)
        var x = bounds.minX
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x + columnWidth / 2, y: bounds.midY), anchor: .center, proposal: itemProposal)
            x += columnWidth + cache.gaps[index]
        }
    }
}
// END-SCENE-LAYOUT DiffEqualWidthRow

// MARK: - Masonry: each view into the shortest column

// BEGIN-SCENE-LAYOUT DiffMasonry
/// A Pinterest-style wall: columns of equal width, each subview going to the bottom of
/// the column that is shortest so far.
struct DiffMasonry: Layout {
    var columns: Int = 3
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 320
        let (_, height) = diffMasonryFrames(subviews: subviews, width: width, columns: columns, spacing: spacing)
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (frames, _) = diffMasonryFrames(subviews: subviews, width: bounds.width, columns: columns, spacing: spacing)
        for (subview, frame) in zip(subviews, frames) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(frame.size)
            )
        }
    }
}

/// Each subview's frame (relative to the wall's origin) and the wall's height.
func diffMasonryFrames(subviews: LayoutSubviews, width: CGFloat, columns: Int, spacing: CGFloat) -> (frames: [CGRect], height: CGFloat) {
    let count = max(1, columns)
    let columnWidth = max(0, (width - spacing * CGFloat(count - 1)) / CGFloat(count))
    var heights = [CGFloat](repeating: 0, count: count)
    var frames: [CGRect] = []
    for subview in subviews {
        let shortest = heights.min() ?? 0
        let column = heights.firstIndex(of: shortest) ?? 0
        let size = subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil))
        let x = CGFloat(column) * (columnWidth + spacing)
        frames.append(CGRect(x: x, y: heights[column], width: columnWidth, height: size.height))
        heights[column] += size.height + spacing
    }
    let tallest = heights.max() ?? 0
    return (frames, max(0, tallest - spacing))
}
// END-SCENE-LAYOUT DiffMasonry

// MARK: - Flow with per-line alignment

// BEGIN-SCENE-LAYOUT DiffAlignedFlow
/// How each line of a flow sits in the flow's width.
enum DiffLineAlignment {
    case leading
    case center
    case trailing
}

/// One line of a flow: the subviews on it, its width and its height.
struct DiffFlowRow {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
}

/// Tags that wrap onto as many lines as they need, each line aligned on its own.
struct DiffAlignedFlow: Layout {
    var alignment: DiffLineAlignment = .leading
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 4

    struct Cache {
        var sizes: [CGSize]
        var rows: [DiffFlowRow] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        cache.rows.removeAll()
    }

    private func arrange(_ cache: inout Cache, maxWidth: CGFloat) {
        cache.rows = []
        for (index, size) in cache.sizes.enumerated() {
            if let last = cache.rows.last, !last.indices.isEmpty, last.width + spacing + size.width <= maxWidth {
                let row = cache.rows.count - 1
                cache.rows[row].indices.append(index)
                cache.rows[row].width += spacing + size.width
                cache.rows[row].height = max(cache.rows[row].height, size.height)
            } else {
                cache.rows.append(DiffFlowRow(indices: [index], width: size.width, height: size.height))
            }
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrange(&cache, maxWidth: proposal.width ?? .infinity)
        let width = cache.rows.map(\.width).max() ?? 0
        let height = cache.rows.map(\.height).reduce(0, +) + lineSpacing * CGFloat(max(0, cache.rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        arrange(&cache, maxWidth: bounds.width)
        var y = bounds.minY
        for row in cache.rows {
            var x: CGFloat
            switch alignment {
            case .leading: x = bounds.minX
            case .center: x = bounds.midX - row.width / 2
            case .trailing: x = bounds.maxX - row.width
            }
            for index in row.indices {
                let size = cache.sizes[index]
                subviews[index].place(at: CGPoint(x: x, y: y + (row.height - size.height) / 2), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + lineSpacing
        }
    }
}
// END-SCENE-LAYOUT DiffAlignedFlow

// MARK: - Ranking with a LayoutValueKey

// BEGIN-SCENE-LAYOUT DiffLeaderboard
/// A subview's place on the leaderboard: higher ranks come first.
struct DiffRank: LayoutValueKey {
    static let defaultValue = 0
}

/// A list sorted by each subview's `DiffRank` (ties keep their order), every entry
/// indented a little more than the one above it.
struct DiffLeaderboard: Layout {
    var spacing: CGFloat = 6
    var indent: CGFloat = 10

    func order(_ subviews: Subviews) -> [Int] {
        subviews.indices.sorted(by: { a, b in
            let left = subviews[a][DiffRank.self]
            let right = subviews[b][DiffRank.self]
            return left != right ? left > right : a < b
        })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        var height: CGFloat = 0
        for (position, index) in order(subviews).enumerated() {
            let size = subviews[index].sizeThatFits(.unspecified)
            width = max(width, indent * CGFloat(position) + size.width)
            height += size.height + (position > 0 ? spacing : 0)
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (position, index) in order(subviews).enumerated() {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: bounds.minX + indent * CGFloat(position), y: y), proposal: ProposedViewSize(size))
            y += size.height + spacing
        }
    }
}
// END-SCENE-LAYOUT DiffLeaderboard

// MARK: - Explicit alignment guides on both axes

// BEGIN-SCENE-LAYOUT DiffFormColumns
/// A two-column form from alternating label and value subviews: labels right-aligned,
/// values left-aligned. Its leading guide is the values' column, and its text baselines
/// are those of its first and last labels, so it lines up with text around it.
struct DiffFormColumns: Layout {
    var columnSpacing: CGFloat = 8
    var rowSpacing: CGFloat = 4

    struct Cache {
        var labelWidth: CGFloat = 0
        var valueWidth: CGFloat = 0
        var rowHeights: [CGFloat] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        var index = 0
        while index < subviews.count {
            let label = subviews[index].sizeThatFits(.unspecified)
            let value = index + 1 < subviews.count ? subviews[index + 1].sizeThatFits(.unspecified) : .zero
            cache.labelWidth = max(cache.labelWidth, label.width)
            cache.valueWidth = max(cache.valueWidth, value.width)
            cache.rowHeights.append(max(label.height, value.height))
            index += 2
        }
        return cache
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let height = cache.rowHeights.reduce(0, +) + rowSpacing * CGFloat(max(0, cache.rowHeights.count - 1))
        return CGSize(width: cache.labelWidth + columnSpacing + cache.valueWidth, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (row, height) in cache.rowHeights.enumerated() {
            let label = row * 2
            let middle = y + height / 2
            subviews[label].place(at: CGPoint(x: bounds.minX + cache.labelWidth, y: middle), anchor: .trailing, proposal: .unspecified)
            if label + 1 < subviews.count {
                subviews[label + 1].place(at: CGPoint(x: bounds.minX + cache.labelWidth + columnSpacing, y: middle), anchor: .leading, proposal: .unspecified)
            }
            y += height + rowSpacing
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guard guide == .leading else { return nil }
        return bounds.minX + cache.labelWidth + columnSpacing
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guard !cache.rowHeights.isEmpty else { return nil }
        let row: Int
        switch guide {
        case .firstTextBaseline: row = 0
        case .lastTextBaseline: row = cache.rowHeights.count - 1
        default: return nil
        }
        let top = cache.rowHeights.prefix(row).reduce(0, +) + rowSpacing * CGFloat(row)
        let label = subviews[row * 2].dimensions(in: .unspecified)
        return bounds.minY + top + (cache.rowHeights[row] - label.height) / 2 + label[guide]
    }
}
// END-SCENE-LAYOUT DiffFormColumns

// MARK: - A layout behind AnyLayout

// BEGIN-SCENE-LAYOUT DiffDiagonal
/// A staircase: each subview below the one before, `step` points further right.
struct DiffDiagonal: Layout {
    var step: CGFloat = 12

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for (index, subview) in subviews.enumerated() {
            let fitted = subview.sizeThatFits(.unspecified)
            size.width = max(size.width, CGFloat(index) * step + fitted.width)
            size.height += fitted.height
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var origin = bounds.origin
        for subview in subviews {
            let fitted = subview.sizeThatFits(.unspecified)
            subview.place(at: origin, proposal: ProposedViewSize(fitted))
            origin.x += step
            origin.y += fitted.height
        }
    }
}

/// The arrangements a screen switches between at run time.
enum DiffMode {
    case row
    case column
    case diagonal
    case layered

    var layout: AnyLayout {
        switch self {
        case .row: return AnyLayout(HStackLayout(alignment: .top, spacing: 4))
        case .column: return AnyLayout(VStackLayout(alignment: .leading))
        case .diagonal: return AnyLayout(DiffDiagonal(step: 16))
        case .layered: return AnyLayout(ZStackLayout(alignment: .bottomTrailing))
        }
    }
}
// END-SCENE-LAYOUT DiffDiagonal

// MARK: - A grid: stride, zip, reduce(into:), tuples, optionals, closures, inout, while

// BEGIN-SCENE-LAYOUT DiffGrid
/// Running offsets of cells `sizes` long with `gap` between them, starting at `start`.
func diffOffsets(_ offsets: inout [CGFloat], from start: CGFloat, sizes: [CGFloat], gap: CGFloat) {
    offsets.removeAll()
    var position = start
    var index = 0
    while index < sizes.count {
        offsets.append(position)
        position += sizes[index] + gap
        index += 1
    }
}

/// A grid whose columns are as wide as their widest cell and whose rows are as tall as
/// their tallest, cells centred. With no `columns` it fits as many columns of the widest
/// cell as the offered width holds; with no `spacing` cells keep the first cell's
/// preferred spacing.
struct DiffGrid: Layout {
    var columns: Int? = nil
    var spacing: CGFloat? = nil

    func gap(_ subviews: Subviews) -> CGFloat {
        spacing ?? subviews.first?.spacing.distance(to: ViewSpacing(), along: .horizontal) ?? 0
    }

    func columnCount(_ sizes: [CGSize], width: CGFloat?, gap: CGFloat) -> Int {
        if let columns {
            return max(1, min(columns, sizes.count))
        }
        guard let width, width.isFinite, let widest = sizes.map({ $0.width }).max() else {
            return max(1, sizes.count)
        }
        return max(1, min(sizes.count, Int((width + gap) / (widest + gap))))
    }

    func measure(_ subviews: Subviews, width: CGFloat?) -> (widths: [CGFloat], heights: [CGFloat]) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let count = columnCount(sizes, width: width, gap: gap(subviews))
        let widths = sizes.enumerated().reduce(into: [CGFloat](repeating: 0, count: count)) { widths, entry in
            let column = entry.offset % count
            widths[column] = max(widths[column], entry.element.width)
        }
        var heights: [CGFloat] = []
        for start in stride(from: 0, to: sizes.count, by: count) {
            let row = sizes[start..<min(start + count, sizes.count)]
            heights.append(row.map { $0.height }.max() ?? 0)
        }
        return (widths, heights)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (widths, heights) = measure(subviews, width: proposal.width)
        let gutter = gap(subviews)
        let width = widths.reduce(0, +) + gutter * CGFloat(max(0, widths.count - 1))
        let height = heights.reduce(0, +) + gutter * CGFloat(max(0, heights.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (widths, heights) = measure(subviews, width: proposal.width)
        var xs: [CGFloat] = []
        var ys: [CGFloat] = []
        diffOffsets(&xs, from: bounds.minX, sizes: widths, gap: gap(subviews))
        diffOffsets(&ys, from: bounds.minY, sizes: heights, gap: gap(subviews))
        let cell = { (index: Int) -> CGRect in
            let (row, column) = index.quotientAndRemainder(dividingBy: widths.count)
            return CGRect(x: xs[column], y: ys[row], width: widths[column], height: heights[row])
        }
        for (subview, frame) in zip(subviews, subviews.indices.map(cell)) {
            subview.place(at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: ProposedViewSize(frame.size))
        }
    }
}
// END-SCENE-LAYOUT DiffGrid

// MARK: - Balanced wrapping: while, repeat, inout and a captured closure

// BEGIN-SCENE-LAYOUT DiffBalancedWrap
/// Wraps `widths` greedily into lines no wider than `maxWidth` (a single item too wide
/// takes a line of its own); fills `lines` with each line's indices and returns the
/// widest line's width.
func diffPack(_ widths: [CGFloat], into maxWidth: CGFloat, spacing: CGFloat, lines: inout [[Int]]) -> CGFloat {
    lines = []
    var current: [Int] = []
    var lineWidth: CGFloat = 0
    var widest: CGFloat = 0
    var index = 0
    while index < widths.count {
        let extra = current.isEmpty ? widths[index] : spacing + widths[index]
        if !current.isEmpty && lineWidth + extra > maxWidth {
            lines.append(current)
            widest = max(widest, lineWidth)
            current = []
            lineWidth = 0
            continue
        }
        current.append(index)
        lineWidth += extra
        index += 1
    }
    if !current.isEmpty {
        lines.append(current)
        widest = max(widest, lineWidth)
    }
    return widest
}

/// A flow whose lines come out as even as they can (as CSS's `text-wrap: balance`): as
/// many lines as a greedy wrap needs, at the narrowest width that still needs no more.
struct DiffBalancedWrap: Layout {
    var spacing: CGFloat = 6
    var lineSpacing: CGFloat? = nil

    func balancedLines(_ subviews: Subviews, maxWidth: CGFloat?) -> (lines: [[Int]], width: CGFloat) {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        var lines: [[Int]] = []
        var best = diffPack(widths, into: maxWidth ?? .infinity, spacing: spacing, lines: &lines)
        let target = lines.count
        guard target > 1 else { return (lines, best) }
        var low = widths.max() ?? 0
        var high = best
        repeat {
            let middle = ((low + high) / 2).rounded(.down)
            var trial: [[Int]] = []
            let used = diffPack(widths, into: middle, spacing: spacing, lines: &trial)
            if trial.count <= target {
                high = middle
                best = used
                lines = trial
            } else {
                low = middle + 1
            }
        } while high - low > 0.5
        return (lines, best)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (lines, width) = balancedLines(subviews, maxWidth: proposal.width)
        let heights = subviews.map { $0.sizeThatFits(.unspecified).height }
        let total = lines.reduce(0) { sum, line in sum + (line.map { heights[$0] }.max() ?? 0) }
        let gaps = (lineSpacing ?? spacing) * CGFloat(max(0, lines.count - 1))
        return CGSize(width: width, height: total + gaps)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (lines, _) = balancedLines(subviews, maxWidth: bounds.width)
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let lineHeight = { (line: [Int]) -> CGFloat in line.map { sizes[$0].height }.max() ?? 0 }
        var y = bounds.minY
        for line in lines {
            guard let first = line.first else { continue }
            let height = lineHeight(line)
            let used = line.dropFirst().reduce(sizes[first].width) { $0 + spacing + sizes[$1].width }
            var x = bounds.midX - used / 2
            for index in line {
                subviews[index].place(at: CGPoint(x: x, y: y + height / 2), anchor: .leading, proposal: ProposedViewSize(sizes[index]))
                x += sizes[index].width + spacing
            }
            y += height + (lineSpacing ?? spacing)
        }
    }
}
// END-SCENE-LAYOUT DiffBalancedWrap

// MARK: - A vertical stack: layoutProperties and spacing(subviews:cache:)

// BEGIN-SCENE-LAYOUT DiffSpacedColumn
/// A column that keeps its subviews' preferred spacing, shares the height it is offered
/// beyond its content among its flexible subviews (Spacers), aligns them on `alignment`
/// and tells its own neighbours the spacing its edge subviews prefer.
struct DiffSpacedColumn: Layout {
    var alignment: HorizontalAlignment = .center

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews {
            spacing.formUnion(subview.spacing, edges: .horizontal)
        }
        if let first = subviews.first {
            spacing.formUnion(first.spacing, edges: .top)
        }
        spacing.formUnion(subviews.last?.spacing ?? ViewSpacing(), edges: .bottom)
        return spacing
    }

    private func gapList(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { index in
            subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical)
        }
    }

    private func columnHeights(_ subviews: Subviews, width: CGFloat?, height: CGFloat?) -> [CGFloat] {
        let ideal = subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }
        let flexible = subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: .infinity)).height.isInfinite }
        let spare = (height ?? 0) - ideal.reduce(0, +) - gapList(subviews).reduce(0, +)
        let count = flexible.filter { $0 }.count
        guard spare > 0, count > 0 else { return ideal }
        return zip(ideal, flexible).map { $1 ? $0 + spare / CGFloat(count) : $0 }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let heights = columnHeights(subviews, width: proposal.width, height: proposal.height)
        let width = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width }.max() ?? 0
        return CGSize(width: width, height: heights.reduce(0, +) + gapList(subviews).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let heights = columnHeights(subviews, width: bounds.width, height: bounds.height)
        let spacings = gapList(subviews) + [0]
        let dimensions = subviews.indices.map { subviews[$0].dimensions(in: ProposedViewSize(width: bounds.width, height: heights[$0])) }
        let guide = dimensions.map { $0[alignment] }.max() ?? 0
        let shift = (bounds.width - (dimensions.map { guide - $0[alignment] + $0.width }.max() ?? 0)) / 2
        var y = bounds.minY
        for index in subviews.indices {
            let x = bounds.minX + max(0, shift) + guide - dimensions[index][alignment]
            subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: bounds.width, height: heights[index]))
            y += heights[index] + spacings[index]
        }
    }
}
// END-SCENE-LAYOUT DiffSpacedColumn

// MARK: - Weighted columns: a CGFloat LayoutValueKey and layout priority

// BEGIN-SCENE-LAYOUT DiffWeightedRow
/// The share of a row's spare width a subview takes.
struct DiffWeight: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

/// A row whose prioritised subviews (layoutPriority above 0) get their ideal widths and
/// whose other subviews share what is left in proportion to their `DiffWeight`.
struct DiffWeightedRow: Layout {
    var spacing: CGFloat = 8

    func columnWidths(_ subviews: Subviews, total: CGFloat?) -> [CGFloat] {
        guard let total, !subviews.isEmpty else {
            return subviews.map { $0.sizeThatFits(.unspecified).width }
        }
        let available = max(0, total - spacing * CGFloat(subviews.count - 1))
        let fixed: [CGFloat?] = subviews.map { $0.priority > 0 ? $0.sizeThatFits(.unspecified).width : nil }
        let remaining = max(0, available - fixed.compactMap { $0 }.reduce(0, +))
        let totalWeight = subviews.indices.filter { fixed[$0] == nil }.map { subviews[$0][DiffWeight.self] }.reduce(0, +)
        return subviews.indices.map { index in
            fixed[index] ?? (totalWeight > 0 ? remaining * subviews[index][DiffWeight.self] / totalWeight : 0)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = columnWidths(subviews, total: proposal.width)
        var height: CGFloat = 0
        for (subview, width) in zip(subviews, widths) {
            height = max(height, subview.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)).height)
        }
        return CGSize(width: widths.reduce(0, +) + spacing * CGFloat(max(0, subviews.count - 1)), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, width) in zip(subviews, columnWidths(subviews, total: bounds.width)) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width + spacing
        }
    }
}
// END-SCENE-LAYOUT DiffWeightedRow

// MARK: - Shelf: a class cache and a Set

// BEGIN-SCENE-LAYOUT DiffShelf
/// What a shelf measured of its subviews, kept in a class: `updateCache` refills the one
/// instance `makeCache` made, through its reference.
final class DiffShelfCache {
    var sizes: [CGSize] = []
    var wide: Set<Int> = []
    var updates = 0
}

/// Rows of subviews that wrap at the proposed width; a subview wider than `wideWidth`
/// takes a row of its own.
struct DiffShelf: Layout {
    var spacing: CGFloat = 8
    var wideWidth: CGFloat = 120

    func makeCache(subviews: Subviews) -> DiffShelfCache {
        let cache = DiffShelfCache()
        fill(cache, subviews)
        return cache
    }

    func updateCache(_ cache: inout DiffShelfCache, subviews: Subviews) {
        fill(cache, subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout DiffShelfCache) -> CGSize {
        let lines = rows(cache, width: proposal.width ?? .infinity)
        var width: CGFloat = 0
        var height: CGFloat = 0
        for row in lines {
            width = max(width, row.map { cache.sizes[$0].width }.reduce(0, +) + spacing * CGFloat(row.count - 1))
            height += row.map { cache.sizes[$0].height }.max() ?? 0
        }
        return CGSize(width: width, height: height + spacing * CGFloat(max(0, lines.count - 1)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout DiffShelfCache) {
        var y = bounds.minY
        for row in rows(cache, width: bounds.width) {
            var x = bounds.minX
            for index in row {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width + spacing
            }
            y += (row.map { cache.sizes[$0].height }.max() ?? 0) + spacing
        }
    }

    private func fill(_ cache: DiffShelfCache, _ subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        cache.wide = Set(cache.sizes.indices.filter { cache.sizes[$0].width > wideWidth })
        cache.updates += 1
    }

    /// The subviews' indices row by row.
    private func rows(_ cache: DiffShelfCache, width: CGFloat) -> [[Int]] {
        var rows: [[Int]] = []
        var current: [Int] = []
        var x: CGFloat = 0
        for index in cache.sizes.indices {
            let size = cache.sizes[index]
            if cache.wide.contains(index) {
                if !current.isEmpty { rows.append(current) }
                rows.append([index])
                current = []
                x = 0
                continue
            }
            if !current.isEmpty && x + spacing + size.width > width {
                rows.append(current)
                current = []
                x = 0
            }
            x += (current.isEmpty ? 0 : spacing) + size.width
            current.append(index)
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }
}
// END-SCENE-LAYOUT DiffShelf

// MARK: - The views each layout is laid out in

/// One differential case: a marked layout (its text cut from this file), the view using it,
/// and the proposals to lay it out at (an unspecified dimension becomes
/// `.sizeThatFitsLayout`).
struct DifferentialCase {
    /// The name after `BEGIN-SCENE-LAYOUT`, and after `BEGIN-SCENE-VIEW`.
    var layout: String
    /// The view, compiled. Its source, between `// BEGIN-SCENE-VIEW layout` and
    /// `// END-SCENE-VIEW layout`, is cut from this file as the body of the scene's ContentView.
    var compiled: AnyView
    var proposals: [ProposedViewSize]
}

enum DifferentialCases {
    static let canvas = ProposedViewSize(width: 300, height: 400)

    static var ring: DifferentialCase {
        DifferentialCase(
            layout: "DiffRing",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffRing
                DiffRing(radius: 60) { ForEach(0..<7) { i in Text("item \(i)").padding(4) } }
                // END-SCENE-VIEW DiffRing
            ),
            proposals: [canvas, .unspecified]
        )
    }

    static var clockFace: DifferentialCase {
        DifferentialCase(
            layout: "DiffClockFace",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffClockFace
                VStack(spacing: 8) {
                    DiffClockFace {
                        ForEach(1...12, id: \.self) { hour in
                            Text("\(hour)").font(.headline)
                        }
                    }
                    .border(Color.gray)
                    DiffClockFace(inset: 4, turns: 0.5) {
                        ForEach(0..<5) { i in
                            Circle().frame(width: 16, height: 16)
                        }
                    }
                    .frame(height: 120)
                }
                // END-SCENE-VIEW DiffClockFace
            ),
            proposals: [canvas]
        )
    }

    static var equalWidthRow: DifferentialCase {
        DifferentialCase(
            layout: "DiffEqualWidthRow",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffEqualWidthRow
                VStack(spacing: 12) {
                    DiffEqualWidthRow {
                        Text("OK").padding(6).background(Color.blue)
                        Text("Cancel").padding(6).background(Color.gray)
                        Text("Apply changes").padding(6).background(Color.green)
                    }
                    DiffEqualWidthRow(spacing: 4) {
                        ForEach(["A", "Bee", "Seaside"], id: \.self) { word in
                            Text(word).frame(maxWidth: .infinity).border(Color.red)
                        }
                    }
                }
                // END-SCENE-VIEW DiffEqualWidthRow
            ),
            proposals: [ProposedViewSize(width: 240, height: 200), .unspecified]
        )
    }

    static var shelf: DifferentialCase {
        DifferentialCase(
            layout: "DiffShelf",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffShelf
                DiffShelf(spacing: 6, wideWidth: 150) {
                    ForEach(["Swift", "Layout", "A wide banner of text here", "Set", "Class", "Cache", "Reference semantics"], id: \.self) { word in
                        Text(word).padding(4).border(Color.gray)
                    }
                }
                // END-SCENE-VIEW DiffShelf
            ),
            proposals: [canvas, ProposedViewSize(width: 200, height: 400), .unspecified]
        )
    }

    static var masonry: DifferentialCase {
        DifferentialCase(
            layout: "DiffMasonry",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffMasonry
                DiffMasonry(columns: 3, spacing: 6) {
                    ForEach(0..<10) { i in
                        Color.blue
                            .frame(height: CGFloat(30 + (i * 37) % 70))
                            .overlay(Text("\(i)"))
                    }
                    Text("A caption long enough to wrap in a narrow column")
                }
                // END-SCENE-VIEW DiffMasonry
            ),
            proposals: [canvas]
        )
    }

    static var alignedFlow: DifferentialCase {
        DifferentialCase(
            layout: "DiffAlignedFlow",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffAlignedFlow
                VStack(spacing: 16) {
                    DiffAlignedFlow(alignment: .center) {
                        ForEach(["swift", "layout", "linux", "headless", "interpreter", "differential", "tests"], id: \.self) { tag in
                            Text("#\(tag)")
                                .padding(.horizontal, 8)
                                .background(Capsule().fill(Color.blue))
                        }
                    }
                    .border(Color.red)
                    DiffAlignedFlow(alignment: .trailing, spacing: 4, lineSpacing: 8) {
                        ForEach(0..<9) { i in
                            Text("word\(i)").font(i % 2 == 0 ? .title3 : .caption)
                        }
                    }
                    .border(Color.green)
                }
                // END-SCENE-VIEW DiffAlignedFlow
            ),
            proposals: [ProposedViewSize(width: 240, height: 400)]
        )
    }

    static var leaderboard: DifferentialCase {
        DifferentialCase(
            layout: "DiffLeaderboard",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffLeaderboard
                DiffLeaderboard {
                    Text("Bronze").layoutValue(key: DiffRank.self, value: 1)
                    Text("Unranked")
                    Text("Gold").font(.title).layoutValue(key: DiffRank.self, value: 3)
                    Text("Silver").font(.title3).layoutValue(key: DiffRank.self, value: 2)
                    Text("Also unranked")
                }
                // END-SCENE-VIEW DiffLeaderboard
            ),
            proposals: [canvas, .unspecified]
        )
    }

    static var formColumns: DifferentialCase {
        DifferentialCase(
            layout: "DiffFormColumns",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffFormColumns
                VStack(alignment: .leading, spacing: 10) {
                    Text("Account").font(.headline)
                    DiffFormColumns {
                        Text("Name")
                        Text("Ada Lovelace")
                        Text("E-mail address")
                        Text("ada@example.com")
                        Text("Role")
                        Text("Analyst").font(.title3)
                    }
                    HStack(alignment: .firstTextBaseline) {
                        Text("Plan:").font(.title)
                        DiffFormColumns(columnSpacing: 4) {
                            Text("Tier").font(.caption)
                            Text("Pro")
                            Text("Seats")
                            Text("12")
                        }
                    }
                    HStack(alignment: .lastTextBaseline) {
                        DiffFormColumns {
                            Text("Left")
                            Text("Right").font(.largeTitle)
                        }
                        Text("end").font(.caption)
                    }
                    Text("Values line up with this caption").font(.caption)
                }
                // END-SCENE-VIEW DiffFormColumns
            ),
            proposals: [canvas]
        )
    }

    static var anyLayoutModes: DifferentialCase {
        DifferentialCase(
            layout: "DiffDiagonal",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffDiagonal
                VStack(spacing: 12) {
                    let diagonal = DiffMode.diagonal.layout
                    diagonal {
                        ForEach(0..<4) { i in
                            Text("Step \(i)").padding(4).border(Color.gray)
                        }
                    }
                    DiffMode.row.layout {
                        Text("One")
                        Text("Two").font(.title)
                        Color.red.frame(width: 20, height: 20)
                    }
                    DiffMode.column.layout {
                        Text("Leading")
                        Text("aligned column")
                    }
                    DiffMode.layered.layout {
                        Color.yellow.frame(width: 80, height: 50)
                        Text("Badge").font(.caption)
                    }
                }
                // END-SCENE-VIEW DiffDiagonal
            ),
            proposals: [canvas]
        )
    }

    static var grid: DifferentialCase {
        DifferentialCase(
            layout: "DiffGrid",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffGrid
                VStack(spacing: 20) {
                    DiffGrid(columns: 3, spacing: 6) {
                        ForEach(["a", "bb", "ccc", "dddd", "e", "ff", "ggggggg", "h"], id: \.self) { label in
                            Text(label).padding(4).border(Color.gray)
                        }
                    }
                    DiffGrid {
                        ForEach(0..<7) { i in
                            Color.orange.frame(width: CGFloat(20 + i * 6), height: 24)
                        }
                    }
                    .border(Color.red)
                }
                // END-SCENE-VIEW DiffGrid
            ),
            proposals: [ProposedViewSize(width: 200, height: 400), .unspecified]
        )
    }

    static var balancedWrap: DifferentialCase {
        DifferentialCase(
            layout: "DiffBalancedWrap",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffBalancedWrap
                VStack(spacing: 12) {
                    DiffBalancedWrap {
                        ForEach(["The", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog"], id: \.self) { word in
                            Text(word).padding(.vertical, 2).border(Color.blue)
                        }
                    }
                    .border(Color.red)
                    DiffBalancedWrap(spacing: 2, lineSpacing: 10) {
                        ForEach(0..<6) { i in
                            Color.green.frame(width: CGFloat(30 + i * 5), height: 16)
                        }
                    }
                }
                // END-SCENE-VIEW DiffBalancedWrap
            ),
            proposals: [ProposedViewSize(width: 180, height: 400)]
        )
    }

    static var spacedColumn: DifferentialCase {
        DifferentialCase(
            layout: "DiffSpacedColumn",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffSpacedColumn
                HStack {
                    Text("Side").border(Color.gray)
                    DiffSpacedColumn(alignment: .trailing) {
                        Text("Top").font(.title)
                        Spacer()
                        Text("Middle line")
                        Spacer(minLength: 20)
                        Text("Bottom")
                        Divider()
                    }
                    .border(Color.red)
                    VStack {
                        Text("Above")
                        DiffSpacedColumn {
                            Text("Inner").padding(2)
                            Text("stack")
                        }
                        .border(Color.blue)
                        Text("Below")
                    }
                }
                // END-SCENE-VIEW DiffSpacedColumn
            ),
            proposals: [ProposedViewSize(width: 320, height: 300), .unspecified]
        )
    }

    static var weightedRow: DifferentialCase {
        DifferentialCase(
            layout: "DiffWeightedRow",
            compiled: AnyView(
                // BEGIN-SCENE-VIEW DiffWeightedRow
                VStack(spacing: 8) {
                    DiffWeightedRow {
                        Color.red.layoutValue(key: DiffWeight.self, value: 1)
                        Color.green.layoutValue(key: DiffWeight.self, value: 2)
                        Color.blue.layoutValue(key: DiffWeight.self, value: 3)
                    }
                    .frame(height: 40)
                    DiffWeightedRow(spacing: 4) {
                        Text("Label").layoutPriority(1)
                        Text("A long description that wraps onto the lines it needs").layoutValue(key: DiffWeight.self, value: 2)
                        Text("Tail")
                    }
                    .border(Color.gray)
                }
                // END-SCENE-VIEW DiffWeightedRow
            ),
            proposals: [ProposedViewSize(width: 320, height: 300)]
        )
    }

    /// Every case, for tests that check them all.
    static var all: [DifferentialCase] {
        [ring, clockFace, equalWidthRow, masonry, alignedFlow, leaderboard, formColumns, anyLayoutModes, grid, balancedWrap, spacedColumn, weightedRow, shelf]
    }
}
