import Foundation

/// A coordinate space a `GeometryProxy` converts its frame into.
///
/// Headless, the global space is the preview's canvas (origin top-left, y down), the space
/// every output frame is in. No view declares a named space (`coordinateSpace(name:)` is not
/// in the library), and SwiftUI resolves a name it cannot find as the global space, so a
/// named space here is the canvas too.
public enum CoordinateSpace: Hashable {
    /// The canvas.
    case global
    /// The reader's own bounds: origin at its top-leading corner.
    case local
    /// A space a view names; resolves as the canvas (see above).
    case named(AnyHashable)
}
