import Foundation

/// What the views inside a ``NavigationStack`` ask of its bar, gathered while they are
/// resolved: `.navigationTitle`, `.navigationBarTitleDisplayMode` and `.toolbar` write
/// here when a stack is resolving them, as SwiftUI's navigation preferences flow up to
/// the nearest stack. When several views set a title or display mode, the first resolved
/// (the outermost, then the first written) wins.
final class NavigationBarCollector {
    var title: AnyView?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var toolbars: [AnyView] = []

    /// The title bar's form: a large title for `.large`, or `.automatic` at the stack's
    /// root, as iOS shows the first screen of a stack; an inline one otherwise. A bar with
    /// no title is an inline bar with nothing in its middle.
    var showsLargeTitle: Bool {
        guard title != nil else { return false }
        return displayMode != .inline
    }
}

extension LayoutContext {
    /// The bar of the innermost ``NavigationStack`` being resolved, if any.
    var currentNavigationBar: NavigationBarCollector? { navigationBars.last }
}
