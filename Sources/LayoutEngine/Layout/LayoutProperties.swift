import Foundation

/// Facts about a layout that its children can depend on: a `Divider` is vertical in a
/// layout whose stack orientation is horizontal, and a `Spacer` grows along it.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its children along, or nil if it is not a stack.
    public var stackOrientation: Axis?

    public init() { stackOrientation = nil }
}
