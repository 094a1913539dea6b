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
        if case .proposal(let proposal) = value {
            switch self {
            case .width: return proposal.width.map { .double($0) } ?? Value.none
            case .height: return proposal.height.map { .double($0) } ?? Value.none
            default: return nil
            }
        }
        return double(of: value).map { .double($0) }
    }

    /// The member of `value` where it is a `CGFloat` (a proposal's are optional), nil where
    /// it has no such member.
    @inline(__always)
    func double(of value: Value) -> Double? {
        switch (self, value) {
        case (.width, .size(let size)): size.width
        case (.height, .size(let size)): size.height
        case (.width, .rect(let rect)): rect.width
        case (.height, .rect(let rect)): rect.height
        case (.x, .point(let point)): point.x
        case (.y, .point(let point)): point.y
        case (.minX, .rect(let rect)): rect.minX
        case (.midX, .rect(let rect)): rect.midX
        case (.maxX, .rect(let rect)): rect.maxX
        case (.minY, .rect(let rect)): rect.minY
        case (.midY, .rect(let rect)): rect.midY
        case (.maxY, .rect(let rect)): rect.maxY
        default: nil
        }
    }
}
