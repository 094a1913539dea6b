import Foundation

/// Where the Simple Layout Engine puts an item across the stacking direction when the item
/// is shorter than its parent there.
public enum SLEAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing

    /// The offset of an item of length `item` inside a parent of length `parent`.
    func offset(parent: CGFloat, item: CGFloat) -> CGFloat {
        switch self {
        case .leading: 0
        case .center: (parent - item) / 2
        case .trailing: parent - item
        }
    }
}
