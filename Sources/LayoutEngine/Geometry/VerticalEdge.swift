import Foundation

/// The top or bottom edge, where `safeAreaInset(edge:…)` puts a bar across a view.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top
    case bottom

    /// The edge as one of a rectangle's four.
    var edge: Edge { self == .top ? .top : .bottom }
}
