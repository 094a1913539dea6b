import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): how long it is, the distance to
/// the next, and how cells sit in it. See ``LazyGridLayout`` for how the lengths are found.
public struct GridItem: Equatable, Sendable {
    /// How a grid item's length is decided.
    public enum Size: Equatable, Sendable {
        /// Exactly this long, whatever the grid is offered.
        case fixed(CGFloat)
        /// An equal share of the length the fixed items leave, kept between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items at least `minimum` long as fit in an equal share of what the fixed
        /// items leave, sharing that share equally (each no longer than `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the item's length is decided.
    public var size: Size
    /// The distance to the next item, or nil for the default distance (8 points).
    public var spacing: CGFloat?
    /// How each cell is aligned in its space, or nil for the grid's alignment.
    public var alignment: Alignment?

    /// An item of `size` (flexible by default), `spacing` from the next, aligning its cells
    /// by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
