import Foundation

/// The direction the Simple Layout Engine stacks items in: `.row` left to right,
/// `.column` top to bottom.
public enum SLEDirection: Hashable, Sendable {
    case row
    case column

    /// The axis items are stacked along.
    var mainAxis: Axis { self == .row ? .horizontal : .vertical }
}
