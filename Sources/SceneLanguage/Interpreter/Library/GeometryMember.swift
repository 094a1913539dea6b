import Foundation
import LayoutEngine

/// A geometry member a layout reads once per subview (`size.width`, `bounds.minX`,
/// `proposal.width`): one switch on the value's case, where reading it through the
/// library's chained tables costs a closure call per table. Read where the value lives
/// (``SlotPath``), it copies no array and no element: `cache.sizes[index].width` in a loop.
///
/// Named as Swift spells the member, so `GeometryMember(rawValue: name)` finds it.
enum GeometryMember: String {
    case width, height, x, y, minX, midX, maxX, minY, midY, maxY

    /// The member of the value at `pointer`, nil where it has no such member.
    @inline(__always)
    func value(at pointer: UnsafePointer<Value>) -> Value? {
        value(of: pointer.pointee)
    }

    /// The member of `value`, nil where it has no such member.
    @inline(__always)
    func value(of value: Value) -> Value? {
        switch (self, value) {
        case (.width, .size(let size)): .double(size.width)
        case (.height, .size(let size)): .double(size.height)
        case (.width, .rect(let rect)): .double(rect.width)
        case (.height, .rect(let rect)): .double(rect.height)
        case (.width, .proposal(let proposal)): proposal.width.map { .double($0) } ?? Value.none
        case (.height, .proposal(let proposal)): proposal.height.map { .double($0) } ?? Value.none
        case (.x, .point(let point)): .double(point.x)
        case (.y, .point(let point)): .double(point.y)
        case (.minX, .rect(let rect)): .double(rect.minX)
        case (.midX, .rect(let rect)): .double(rect.midX)
        case (.maxX, .rect(let rect)): .double(rect.maxX)
        case (.minY, .rect(let rect)): .double(rect.minY)
        case (.midY, .rect(let rect)): .double(rect.midY)
        case (.maxY, .rect(let rect)): .double(rect.maxY)
        default: nil
        }
    }
}
