import Foundation
import LayoutEngine
import Synchronization

// The view trees the benchmarks lay out. Each is a plain SwiftUI-style struct built with
// `ForEach` over a range, as a user would write it, and each takes the width of one leaf as
// a parameter (`editedWidth` for leaf `editedLeaf`), so two values of the same struct differ
// in exactly one leaf: that is the edit the re-layout benchmarks make.

/// Width and height of every leaf that is not the edited one, in points.
public let leafSide: CGFloat = 10

/// (a) A row of `count` fixed 10×10 leaves: the cheapest possible stack children, so the
/// time is the engine's per-node overhead (resolve, reconcile, measure, place, snapshot).
public struct FixedRow: View {
    public var count: Int
    public var editedLeaf: Int
    public var editedWidth: CGFloat

    public init(count: Int, editedLeaf: Int, editedWidth: CGFloat) {
        self.count = count
        self.editedLeaf = editedLeaf
        self.editedWidth = editedWidth
    }

    public var body: some View {
        HStack {
            ForEach(0..<count) { index in
                Color.red.frame(width: index == editedLeaf ? editedWidth : leafSide, height: leafSide)
            }
        }
    }
}

/// (b) A row of `count` leaves alternating fixed 10×10 (even indices) and flexible
/// (`frame(minWidth: 0, maxWidth: .infinity)`, odd indices). Flexible children make the stack
/// do its real work: measure each child's minimum and maximum, sort by flexibility, and
/// share out the remaining width. `editedLeaf` must be even (a fixed leaf).
public struct MixedRow: View {
    public var count: Int
    public var editedLeaf: Int
    public var editedWidth: CGFloat

    public init(count: Int, editedLeaf: Int, editedWidth: CGFloat) {
        self.count = count
        self.editedLeaf = editedLeaf
        self.editedWidth = editedWidth
    }

    public var body: some View {
        HStack {
            ForEach(0..<count) { index in
                if index.isMultiple(of: 2) {
                    Color.red.frame(width: index == editedLeaf ? editedWidth : leafSide, height: leafSide)
                } else {
                    Color.blue.frame(minWidth: 0, maxWidth: .infinity)
                }
            }
        }
    }
}

/// (c) Stacks nested three deep, alternating HStack / VStack / HStack, each with `fanOut`
/// children, down to fanOut³ fixed 10×10 leaves: the shape of a real screen (rows of
/// columns of rows), where an edit deep inside has to travel up through every ancestor.
/// Leaves are numbered row-major: leaf `(i, j, k)` is `(i * fanOut + j) * fanOut + k`.
public struct NestedStacks: View {
    public var fanOut: Int
    public var editedLeaf: Int
    public var editedWidth: CGFloat

    public init(fanOut: Int, editedLeaf: Int, editedWidth: CGFloat) {
        self.fanOut = fanOut
        self.editedLeaf = editedLeaf
        self.editedWidth = editedWidth
    }

    public var body: some View {
        HStack {
            ForEach(0..<fanOut) { i in
                VStack {
                    ForEach(0..<fanOut) { j in
                        HStack {
                            ForEach(0..<fanOut) { k in
                                Color.red.frame(width: (i * fanOut + j) * fanOut + k == editedLeaf ? editedWidth : leafSide, height: leafSide)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// (d) `count` fixed 10×10 leaves in the seed articles' `FlowLayout` (preferred spacing),
/// wrapped into lines by a 1000-point-wide proposal. Its cache measures every subview once,
/// so the cost should grow linearly with `count`.
public struct FlowOfLeaves: View {
    public var count: Int
    public var editedLeaf: Int
    public var editedWidth: CGFloat

    public init(count: Int, editedLeaf: Int, editedWidth: CGFloat) {
        self.count = count
        self.editedLeaf = editedLeaf
        self.editedWidth = editedWidth
    }

    public var body: some View {
        FlowLayout {
            ForEach(0..<count) { index in
                Color.red.frame(width: index == editedLeaf ? editedWidth : leafSide, height: leafSide)
            }
        }
    }
}

/// (c′) The tree of ``NestedStacks`` built as the scene interpreter builds a scene: every
/// stack and leaf an `AnyView`, and the two versions of the tree share every view value the
/// edit does not touch (the interpreter keeps the views of the statements a save did not
/// change). Only the edited leaf and the three stacks above it are new values, so this is
/// the re-layout a save of one statement asks of the engine.
public enum ErasedNestedStacks {
    /// The leaf, row and column views of the unedited tree, by fan-out, built once per
    /// process so that both versions of a tree share them.
    private static let shared = Mutex<[Int: Tree]>([:])

    private struct Tree: @unchecked Sendable {
        var leaves: [[[AnyView]]]
        var rows: [[AnyView]]
        var columns: [AnyView]
    }

    private static func tree(fanOut: Int) -> Tree {
        shared.withLock { trees in
            if let tree = trees[fanOut] { return tree }
            let leaves = (0..<fanOut).map { _ in (0..<fanOut).map { _ in (0..<fanOut).map { _ in leaf(width: leafSide) } } }
            let rows = leaves.map { column in column.map(row) }
            let tree = Tree(leaves: leaves, rows: rows, columns: rows.map(column))
            trees[fanOut] = tree
            return tree
        }
    }

    private static func leaf(width: CGFloat) -> AnyView { AnyView(Color.red.frame(width: width, height: leafSide)) }
    private static func row(_ leaves: [AnyView]) -> AnyView { AnyView(HStack { ViewList(leaves) }) }
    private static func column(_ rows: [AnyView]) -> AnyView { AnyView(VStack { ViewList(rows) }) }

    /// The tree with leaf `editedLeaf` (numbered as in ``NestedStacks``) `editedWidth` wide.
    public static func view(fanOut: Int, editedLeaf: Int, editedWidth: CGFloat) -> some View {
        var tree = tree(fanOut: fanOut)
        if editedWidth != leafSide {
            let k = editedLeaf % fanOut, j = editedLeaf / fanOut % fanOut, i = editedLeaf / (fanOut * fanOut)
            tree.leaves[i][j][k] = leaf(width: editedWidth)
            tree.rows[i][j] = row(tree.leaves[i][j])
            tree.columns[i] = column(tree.rows[i])
        }
        let columns = tree.columns
        return HStack { ViewList(columns) }
    }
}

/// (e) `count` 10×10 leaves in a `LazyVGrid` of adaptive columns at least 40 points wide
/// (issue 23's lazy grid): 1,000 points hold 24 columns, so the grid sizes its columns once
/// and then measures and places rows of 24 leaves.
public struct AdaptiveGridOfLeaves: View {
    public var count: Int
    public var editedLeaf: Int
    public var editedWidth: CGFloat

    public init(count: Int, editedLeaf: Int, editedWidth: CGFloat) {
        self.count = count
        self.editedLeaf = editedLeaf
        self.editedWidth = editedWidth
    }

    public var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<count) { index in
                Color.red.frame(width: index == editedLeaf ? editedWidth : leafSide, height: leafSide)
            }
        }
    }
}

/// (f) `count` 10×10 leaves in an eager `Grid` of 25 columns (issue 23's 1,000-cell grid
/// is 40 rows): the grid measures every cell, sizes every column and row, then places them.
public struct GridOfLeaves: View {
    public var count: Int
    public var editedLeaf: Int
    public var editedWidth: CGFloat

    /// The grid's columns; `count` is a multiple of them in the suite.
    public static let columns = 25

    public init(count: Int, editedLeaf: Int, editedWidth: CGFloat) {
        self.count = count
        self.editedLeaf = editedLeaf
        self.editedWidth = editedWidth
    }

    public var body: some View {
        Grid(horizontalSpacing: 2, verticalSpacing: 2) {
            ForEach(0..<(count + Self.columns - 1) / Self.columns) { row in
                GridRow {
                    ForEach(row * Self.columns..<min(count, (row + 1) * Self.columns)) { index in
                        Color.red.frame(width: index == editedLeaf ? editedWidth : leafSide, height: leafSide)
                    }
                }
            }
        }
    }
}

/// (f′) (f)'s grid as the scene interpreter builds a scene: one `AnyView` per `GridRow` and
/// per cell, the edited version sharing every view value the edit did not touch (the row
/// holding the edited cell is a new value, as a scene's edited statement is).
public enum ErasedGridOfLeaves {
    /// The cell and row views of the unedited grid, by cell count, built once per process
    /// so that both versions of a grid share them.
    private static let shared = Mutex<[Int: Grid]>([:])

    private struct Grid: @unchecked Sendable {
        var cells: [[AnyView]]
        var rows: [AnyView]
    }

    private static func grid(count: Int) -> Grid {
        shared.withLock { grids in
            if let grid = grids[count] { return grid }
            let columns = GridOfLeaves.columns
            let cells = stride(from: 0, to: count, by: columns).map { start in (start..<min(count, start + columns)).map { _ in cell(width: leafSide) } }
            let grid = Grid(cells: cells, rows: cells.map(row))
            grids[count] = grid
            return grid
        }
    }

    private static func cell(width: CGFloat) -> AnyView { AnyView(Color.red.frame(width: width, height: leafSide)) }
    private static func row(_ cells: [AnyView]) -> AnyView { AnyView(GridRow { ViewList(cells) }) }

    /// The grid with cell `editedLeaf` (numbered as in ``GridOfLeaves``) `editedWidth` wide.
    public static func view(count: Int, editedLeaf: Int, editedWidth: CGFloat) -> some View {
        var grid = grid(count: count)
        if editedWidth != leafSide {
            let row = editedLeaf / GridOfLeaves.columns, column = editedLeaf % GridOfLeaves.columns
            grid.cells[row][column] = cell(width: editedWidth)
            grid.rows[row] = Self.row(grid.cells[row])
        }
        let rows = grid.rows
        return LayoutEngine.Grid(horizontalSpacing: 2, verticalSpacing: 2) { ViewList(rows) }
    }
}

/// One of the tree shapes of the benchmark issue, and (c′), (c) as a scene builds it.
public enum TreeShape: String, CaseIterable, Sendable {
    /// (a) ``FixedRow``.
    case fixed
    /// (b) ``MixedRow``.
    case mixed
    /// (c) ``NestedStacks``; the workload's size is the fan-out.
    case nested
    /// (c′) ``ErasedNestedStacks``; the workload's size is the fan-out.
    case erased
    /// (d) ``FlowOfLeaves``.
    case flow
    /// (e) ``AdaptiveGridOfLeaves``.
    case lazygrid
    /// (f) ``GridOfLeaves``.
    case grid
    /// (f′) ``ErasedGridOfLeaves``.
    case erasedgrid

    /// The sizes the suite measures: N for the rows and the flow, the fan-out for nesting.
    public var standardSizes: [Int] {
        switch self {
        case .fixed, .mixed, .flow: [1_000, 10_000, 100_000]
        case .lazygrid: [1_000, 10_000]
        case .grid, .erasedgrid: [1_000]
        case .nested, .erased: [10, 22]
        }
    }
}

extension TreeShape {
    /// Whether the size is a fan-out (nested stacks, typed or erased).
    public var isNested: Bool { self == .nested || self == .erased }
}

/// A shape at one size, with the proposal it is laid out in and the leaf the re-layout
/// benchmarks edit (one in the middle of the tree, so the edit is neither first nor last).
public struct Workload: Sendable, CustomStringConvertible {
    public var shape: TreeShape
    /// N for the rows and the flow, the fan-out for nested stacks.
    public var size: Int

    public init(_ shape: TreeShape, size: Int) {
        self.shape = shape
        self.size = size
    }

    /// Every workload of the suite, in the order of the issue.
    public static var standard: [Workload] {
        TreeShape.allCases.flatMap { shape in shape.standardSizes.map { Workload(shape, size: $0) } }
    }

    /// "fixed N=1000", "nested fan-out=22", …
    public var description: String {
        shape.isNested ? "\(shape.rawValue) fan-out=\(size)" : "\(shape.rawValue) N=\(size)"
    }

    /// The leaf views (the coloured rectangles) in the tree; every leaf is a Color inside a
    /// frame, so it is two nodes of `placement.stats.nodes`.
    public var leaves: Int {
        shape.isNested ? size * size * size : size
    }

    /// What the host is asked to fill: a 20000×100 strip for the rows, a 10000×10000 canvas
    /// for nested stacks, and 1000 points of width with the height left to the flow and the grid.
    public var proposal: ProposedViewSize {
        switch shape {
        case .fixed, .mixed: ProposedViewSize(width: 20_000, height: 100)
        case .nested, .erased: ProposedViewSize(width: 10_000, height: 10_000)
        case .flow, .lazygrid, .grid, .erasedgrid: ProposedViewSize(width: 1_000, height: nil)
        }
    }

    /// The leaf whose width the re-layout benchmarks change: the middle one (rounded down to
    /// an even index, so that in ``MixedRow`` it is a fixed leaf).
    public var editedLeaf: Int {
        (leaves / 2) & ~1
    }

    /// The child indices from the placed root to the edited leaf's frame node, so a caller
    /// can check that a re-layout really moved it.
    public var editedLeafPath: [Int] {
        guard shape.isNested else { return [editedLeaf] }
        let k = editedLeaf % size, j = editedLeaf / size % size, i = editedLeaf / (size * size)
        return [i, j, k]
    }

    /// The view for this workload with the edited leaf `editedWidth` wide, built now and laid
    /// out by ``PreparedLayout/place(on:)`` later, so building it is never part of a
    /// measurement. (Building a view value is cheap anyway: `ForEach` runs its content closure
    /// while the host resolves the tree, and that is part of layout.)
    public func prepare(editedWidth: CGFloat = leafSide) -> PreparedLayout {
        let proposal = proposal
        switch shape {
        case .fixed:
            let view = FixedRow(count: size, editedLeaf: editedLeaf, editedWidth: editedWidth)
            return PreparedLayout { $0.place(view, proposal: proposal) }
        case .mixed:
            let view = MixedRow(count: size, editedLeaf: editedLeaf, editedWidth: editedWidth)
            return PreparedLayout { $0.place(view, proposal: proposal) }
        case .nested:
            let view = NestedStacks(fanOut: size, editedLeaf: editedLeaf, editedWidth: editedWidth)
            return PreparedLayout { $0.place(view, proposal: proposal) }
        case .erased:
            let view = ErasedNestedStacks.view(fanOut: size, editedLeaf: editedLeaf, editedWidth: editedWidth)
            return PreparedLayout { $0.place(view, proposal: proposal) }
        case .flow:
            let view = FlowOfLeaves(count: size, editedLeaf: editedLeaf, editedWidth: editedWidth)
            return PreparedLayout { $0.place(view, proposal: proposal) }
        case .lazygrid:
            let view = AdaptiveGridOfLeaves(count: size, editedLeaf: editedLeaf, editedWidth: editedWidth)
            return PreparedLayout { $0.place(view, proposal: proposal) }
        case .grid:
            let view = GridOfLeaves(count: size, editedLeaf: editedLeaf, editedWidth: editedWidth)
            return PreparedLayout { $0.place(view, proposal: proposal) }
        case .erasedgrid:
            let view = ErasedGridOfLeaves.view(count: size, editedLeaf: editedLeaf, editedWidth: editedWidth)
            return PreparedLayout { $0.place(view, proposal: proposal) }
        }
    }
}

/// A view value ready to be laid out: `place(on:)` is exactly one `LayoutHost.place` call.
public struct PreparedLayout: @unchecked Sendable {
    private let body: (LayoutHost) -> Placement

    init(_ body: @escaping (LayoutHost) -> Placement) {
        self.body = body
    }

    /// Lays the view out on `host` (a new host for a cold layout, one that laid out the
    /// other version of the tree for a re-layout).
    @inline(__always)
    public func place(on host: LayoutHost) -> Placement {
        body(host)
    }
}

/// The two versions of a workload's tree that the re-layout benchmarks alternate between:
/// the edited leaf 10 points wide, then 20. Each `place` after the first is therefore a
/// re-layout after a one-leaf width change, whichever version it lays out.
public struct RelayoutPair: @unchecked Sendable {
    public let original: PreparedLayout
    public let edited: PreparedLayout

    public init(_ workload: Workload) {
        original = workload.prepare(editedWidth: leafSide)
        edited = workload.prepare(editedWidth: 2 * leafSide)
    }
}
