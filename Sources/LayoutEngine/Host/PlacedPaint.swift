import Foundation

extension PlacedNode {
    /// What a view paints over its frame, for pictures: a placement's frames say where views
    /// are, and a picture also needs to know whether a shape hides what is behind it (a
    /// fill) or only outlines it (`.stroke`, `.strokeBorder`, `.border`), which the frame
    /// cannot tell.
    public enum Paint: Hashable, Sendable {
        /// The frame filled: a Color, or a shape that is not stroked.
        case fill
        /// Only the outline: a stroked shape or a border.
        case stroke
    }
}
