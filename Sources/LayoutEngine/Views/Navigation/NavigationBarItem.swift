import Foundation

/// Namespace of SwiftUI's navigation bar settings, for
/// `navigationBarTitleDisplayMode(_:)`.
public enum NavigationBarItem {
    /// How a navigation bar shows its title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack (all this engine lays out), as iOS chooses.
        case automatic
        /// Small, centred in the bar.
        case inline
        /// Large, below the bar's items.
        case large
    }
}
