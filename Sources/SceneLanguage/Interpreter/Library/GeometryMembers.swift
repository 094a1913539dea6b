import Foundation
import LayoutEngine

/// The geometry members a layout reads once per subview (`size.width`, `bounds.minX`,
/// `proposal.width`), each one switch on the value's case: reading them through the
/// library's chained tables cost a closure call per table.
enum GeometryMembers {
    typealias Getter = (Value) -> Value?

    static func getter(_ name: String) -> Getter? {
        switch name {
        case "width":
            return { value in
                switch value {
                case .size(let size): return .double(size.width)
                case .rect(let rect): return .double(rect.width)
                case .proposal(let proposal): return proposal.width.map { .double($0) } ?? Value.none
                default: return nil
                }
            }
        case "height":
            return { value in
                switch value {
                case .size(let size): return .double(size.height)
                case .rect(let rect): return .double(rect.height)
                case .proposal(let proposal): return proposal.height.map { .double($0) } ?? Value.none
                default: return nil
                }
            }
        case "x": return { value in if case .point(let point) = value { return .double(point.x) } else { return nil } }
        case "y": return { value in if case .point(let point) = value { return .double(point.y) } else { return nil } }
        case "minX": return { value in if case .rect(let rect) = value { return .double(rect.minX) } else { return nil } }
        case "midX": return { value in if case .rect(let rect) = value { return .double(rect.midX) } else { return nil } }
        case "maxX": return { value in if case .rect(let rect) = value { return .double(rect.maxX) } else { return nil } }
        case "minY": return { value in if case .rect(let rect) = value { return .double(rect.minY) } else { return nil } }
        case "midY": return { value in if case .rect(let rect) = value { return .double(rect.midY) } else { return nil } }
        case "maxY": return { value in if case .rect(let rect) = value { return .double(rect.maxY) } else { return nil } }
        default: return nil
        }
    }
}
