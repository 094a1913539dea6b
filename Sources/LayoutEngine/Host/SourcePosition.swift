import Foundation

/// Where a view is written in the source it was built from (a scene file), so that a tool
/// pointing at a placed view can say which line made it.
///
/// Two 32-bit numbers, stored inline in a node's attributes and in its placed entry: a
/// location costs no allocation, and views built without one (any view written in Swift)
/// carry ``unknown``.
public struct SourcePosition: Hashable, Sendable {
    /// The 1-based line, or 0 when unknown.
    public var line: UInt32
    /// The 1-based column, in UTF-8 bytes as the compiler counts them, or 0 when unknown.
    public var column: UInt32

    /// A location at `line` and `column`, both 1-based.
    public init(line: Int, column: Int) {
        self.line = UInt32(clamping: line)
        self.column = UInt32(clamping: column)
    }

    /// No location: the view was not built from a source file.
    public static let unknown = SourcePosition(line: 0, column: 0)

    /// Whether the location names a line.
    public var isKnown: Bool { line > 0 }
}
