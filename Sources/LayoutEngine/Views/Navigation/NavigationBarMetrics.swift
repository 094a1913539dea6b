import Foundation

/// The lengths of iOS 17's navigation bar and bottom toolbar on an iPhone in portrait, as
/// a `NavigationStack` lays out its initial state (a large title scrolls up into the bar
/// with the content; headless nothing scrolls).
///
/// Sources: none of these is documented by Apple as a number; all are recalled from the
/// iOS 17 simulator and UIKit's `UINavigationBar` and `UIToolbar`, not measured on this
/// machine (it runs no simulator). The bar's row of items and inline title is 44 pt tall
/// (the Human Interface Guidelines' 44 pt hit target, which UIKit's bars keep); a large
/// title adds a 52 pt row below it (96 pt in all), its text in the large-title style
/// (34 pt) bold, lined up with the bar's leading items; an inline title is in the headline
/// style (17 pt semibold) centred in the bar. Items sit 16 pt in from the bar's sides
/// (20 pt on a screen 414 pt wide or more, UIKit's layout margins, as in
/// ``InsetGroupedMetrics``) and 8 pt apart. The bottom toolbar is 44 pt tall, its items
/// from the leading side in the same margins.
enum NavigationBarMetrics {
    /// The row of bar items and the inline title.
    static let barHeight: CGFloat = 44
    /// The row a large title adds below the bar's items.
    static let largeTitleHeight: CGFloat = 52
    /// The bottom toolbar.
    static let bottomBarHeight: CGFloat = 44
    /// Between two items on the same side of a bar.
    static let itemSpacing: CGFloat = 8
    /// A large title's font.
    static let largeTitleFont = Font.largeTitle.bold()
    /// An inline title's font.
    static let inlineTitleFont = Font.headline

    /// The space between a bar's items and the side of a bar `width` wide.
    static func margin(forWidth width: CGFloat) -> CGFloat { InsetGroupedMetrics.cardMargin(forWidth: width) }
}
