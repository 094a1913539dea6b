import Foundation

/// Why the Simple Layout Engine could not give an item a frame.
public enum SLEError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The fixed lengths of the items add up to more than the parent frame holds.
    case outOfSpace
    /// The item has not been laid out yet (it was never added to a layout).
    case itemIncomplete
    /// `frame(at:)` was asked for an item the layout does not have.
    case indexOutOfRange(index: Int, count: Int)

    public var description: String {
        switch self {
        case .outOfSpace: "the items' fixed lengths exceed the parent frame"
        case .itemIncomplete: "the item has no frame yet: add it to a layout first"
        case let .indexOutOfRange(index, count): "no item at index \(index): the layout has \(count)"
        }
    }
}
