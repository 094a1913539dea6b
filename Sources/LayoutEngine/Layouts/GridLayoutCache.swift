import Foundation

extension GridLayout {
    /// What a grid keeps between calls and passes: which cell is in which row and column
    /// (read from the subviews' layout values), the length of every row and column whose
    /// cells have one size whatever they are offered, and the arrangement last made.
    ///
    /// A grid's `sizeThatFits` and `placeSubviews` both need the structure and the
    /// arrangement, and a layout pass calls them several times; building them once per
    /// change rather than once per call is what keeps a large grid's pass linear with a
    /// small constant. When the engine updates the cache because subviews changed, only the
    /// changed subviews are read again, and only the rows and columns they are in are
    /// measured again, so a one-cell edit costs a walk over the cells rather than a
    /// re-measurement of all of them.
    public struct Cache {
        /// The rows, columns and cells, one cell per subview in order.
        var structure: Structure
        /// The subviews the structure was read from, in order, to tell a new or moved
        /// subview from an unchanged one.
        var nodes: [ObjectIdentifier]
        /// The latest pass in which any of those subviews changed, as the cache last saw
        /// them: a subview changed since has a later `changedInPass`.
        var seenPass: Int
        /// For each column, the cells (indices into `structure.cells`) that size it.
        var columnMembers: [[Int]]
        /// For each row, the cells that size it.
        var rowMembers: [[Int]]
        /// Each column's width, when it does not depend on what the column is offered.
        var columnLengths: [LineLength]
        /// Each row's height, when it depends neither on what it is offered nor on the
        /// widths of its columns.
        var rowLengths: [LineLength]
        /// The arrangement last made, and the proposal it was made for: `placeSubviews`
        /// usually follows a `sizeThatFits` for the same proposal.
        var lastArrangement: (proposal: ProposedViewSize, arrangement: Arrangement)?

        init(_ subviews: LayoutSubviews) {
            structure = GridLayout.structure(of: subviews)
            nodes = subviews.map { ObjectIdentifier($0.node) }
            seenPass = subviews.reduce(Int.min) { latest, view in max(latest, view.withNode { node, _ in node.changedInPass }) }
            // Each line's members are counted first and its list made at that size: grown by
            // appending, every column's list was reallocated several times.
            var columnSizes = [Int](repeating: 0, count: structure.columnCount)
            var rowSizes = [Int](repeating: 0, count: structure.rowCount)
            for cell in structure.cells {
                if cell.sizesColumn { columnSizes[cell.column] += 1 }
                if cell.sizesRow { rowSizes[cell.row] += 1 }
            }
            func list(_ size: Int) -> [Int] {
                var list = [Int]()
                list.reserveCapacity(size)
                return list
            }
            columnMembers = columnSizes.map(list)
            rowMembers = rowSizes.map(list)
            for (offset, cell) in structure.cells.enumerated() {
                if cell.sizesColumn { columnMembers[cell.column].append(offset) }
                if cell.sizesRow { rowMembers[cell.row].append(offset) }
            }
            columnLengths = Array(repeating: .unknown, count: structure.columnCount)
            rowLengths = Array(repeating: .unknown, count: structure.rowCount)
        }

        /// Brings the cache up to date with `subviews`: rebuilt whole when there are more or
        /// fewer subviews, or one changed its place in the grid; otherwise only the rows and
        /// columns of the subviews that changed (or were replaced, as a view whose modifier
        /// changed is) are measured again.
        mutating func update(_ subviews: LayoutSubviews) {
            lastArrangement = nil
            guard subviews.count == nodes.count else { return self = Cache(subviews) }
            var changed: [Int] = []
            var latest = seenPass
            // Every subview is looked at, so each is read in place, without a retain and a
            // release: an edit changes a few of a large grid's cells.
            let parent = subviews.parent, start = subviews.startIndex, seen = seenPass
            for offset in nodes.indices {
                let (identity, pass) = parent.withChild(start + offset) { (ObjectIdentifier($0), $0.changedInPass) }
                guard pass > seen || identity != nodes[offset] else { continue }
                nodes[offset] = identity
                changed.append(offset)
                latest = max(latest, pass)
            }
            for offset in changed {
                let cell = structure.cells[offset]
                guard Cell.Placing(subviews[subviews.startIndex + offset]) == structure.placings[cell.placing] else { return self = Cache(subviews) }
                if cell.span == 1 { columnLengths[cell.column] = .unknown }
                rowLengths[cell.row] = .unknown
            }
            seenPass = latest
        }
    }

    /// A row's or column's length, as far as the cache knows it.
    enum LineLength {
        /// Not yet measured, or one of its cells changed since.
        case unknown
        /// Its length depends on what it is offered: measured again for each arrangement
        /// (the engine remembers each cell's sizes, so that is a lookup per cell).
        case flexible
        /// Its cells are rigid (one size for every proposal), so it has one length.
        case rigid(CGFloat)
    }
}
