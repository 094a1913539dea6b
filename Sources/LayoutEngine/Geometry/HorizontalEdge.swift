import Foundation

/// The leading or trailing edge, where `safeAreaInset(edge:…)` puts a column beside a view.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading
    case trailing

    /// The edge as one of a rectangle's four.
    var edge: Edge { self == .leading ? .leading : .trailing }
}
