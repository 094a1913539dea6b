import Foundation
import LayoutEngine

/// A geometry member a layout reads once per subview (`size.width`, `bounds.minX`,
/// `proposal.width`): one switch on the value's case, where reading it through the
/// library's chained tables costs a closure call per table. Read where the value lives
/// (``SlotPath``), it copies no array and no element: `cache.sizes[index].width` in a loop.
enum GeometryMember {
    case width, height, x, y, minX, midX, maxX, minY, midY, maxY

    init?(_ name: String) {
        switch name {
        case "width": self = .width
        case "height": self = .height
        case "x": self = .x
        case "y": self = .y
        case "minX": self = .minX
        case "midX": self = .midX
        case "maxX": self = .maxX
        case "minY": self = .minY
        case "midY": self = .midY
        case "maxY": self = .maxY
        default: return nil
        }
    }

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
