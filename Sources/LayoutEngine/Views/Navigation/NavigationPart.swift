import Foundation

/// What a view is to the ``NavigationStack`` holding it: its content, its title (inline
/// or large), or a toolbar item at one of the bars' places.
enum NavigationPart: Equatable {
    case content, inlineTitle, largeTitle, leading, trailing, principal, bottom
}

/// Marks the views of a navigation stack: the stack marks its title, a ``ToolbarItem`` its
/// content, and the rest is content.
enum NavigationPartKey: LayoutValueKey {
    static let defaultValue = NavigationPart.content
}
