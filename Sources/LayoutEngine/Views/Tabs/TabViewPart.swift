import Foundation

/// What a view is to the ``TabView`` holding it: one tab's content, which shows the item
/// with the given index among those the tabs asked for (none when it has no `.tabItem`),
/// one of those items in the tab bar, or the bar's background.
enum TabViewPart: Equatable {
    case tab(item: Int?)
    case item(Int)
    case bar
}

/// Marks the views of a tab view: `.tabItem` marks the tab it modifies, the tab view its
/// items, and anything else is a tab with no item.
enum TabViewPartKey: LayoutValueKey {
    static let defaultValue = TabViewPart.tab(item: nil)
}

/// The value a view was tagged with (`.tag(_:)`), which a ``TabView`` matches against its
/// selection.
enum TagKey: LayoutValueKey {
    static var defaultValue: AnyHashable? { nil }
}
