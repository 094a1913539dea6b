import Foundation

/// One edge of a rectangle, in the layout direction (leading is left here: the engine lays
/// out left to right).
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top
    case leading
    case bottom
    case trailing

    /// A set of edges, for `padding(_:_:)` and `ViewSpacing.formUnion(_:edges:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}
