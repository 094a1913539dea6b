import Foundation

/// The Simple Layout Engine: frames computed like a toolbar's items. Items are stacked in
/// one direction inside a parent frame; fixed lengths are taken first and the flexible
/// items share what is left equally. Across the direction an item is its fixed length
/// (aligned by `alignment`) or the parent's whole length.
///
/// The article's listing lays out columns only; this one handles rows the same way.
/// Every addition recomputes all frames, so an item returned earlier stays current.
public final class SLELayout {
    /// The frame the items are laid out in.
    public let parentFrame: CGRect
    /// The stacking direction.
    public let direction: SLEDirection
    /// Where items shorter than the parent across the direction sit.
    public let alignment: SLEAlignment
    /// The items, in order.
    public private(set) var items: [SLEItem] = []

    public init(parentFrame: CGRect, direction: SLEDirection, alignment: SLEAlignment = .leading) {
        self.parentFrame = parentFrame
        self.direction = direction
        self.alignment = alignment
    }

    /// Adds an item and recomputes every frame; throws `.outOfSpace` (and keeps the item out)
    /// when the fixed lengths no longer fit.
    @discardableResult
    public func add(item: SLEItem) throws(SLEError) -> SLEItem {
        items.append(item)
        do {
            try updateFrames()
        } catch {
            items.removeLast()
            try? updateFrames()
            throw error
        }
        return item
    }

    /// Adds several items in order.
    public func add(items: [SLEItem]) throws(SLEError) {
        for item in items { try add(item: item) }
    }

    /// The frame of the item at `index`.
    public func frame(at index: Int) throws(SLEError) -> CGRect {
        guard items.indices.contains(index) else { throw .indexOutOfRange(index: index, count: items.count) }
        return try items[index].frame()
    }

    private func updateFrames() throws(SLEError) {
        let main = direction.mainAxis
        let cross = main.crossing
        var free = parentFrame.size[main]
        var flexibleCount = 0
        for item in items {
            if let fixed = item.fixedLength(along: main) { free -= fixed } else { flexibleCount += 1 }
        }
        let share = free / CGFloat(max(flexibleCount, 1))
        guard share >= -0.0001 else { throw .outOfSpace }
        var position = parentFrame.origin[main]
        for item in items {
            let length = item.fixedLength(along: main) ?? max(0, share)
            let crossLength = item.fixedLength(along: cross) ?? parentFrame.size[cross]
            var origin = CGPoint.zero
            origin[main] = position
            origin[cross] = parentFrame.origin[cross] + alignment.offset(parent: parentFrame.size[cross], item: crossLength)
            item.setFrame(CGRect(origin: origin, size: CGSize(major: length, minor: crossLength, axis: main)))
            position += length
        }
    }
}
