import Foundation

/// The lengths of iOS 17's tab bar on an iPhone in portrait, as a `TabView` lays it out.
///
/// Sources: Apple's Human Interface Guidelines ("Tab bars") describe the bar but give no
/// numbers today; every length here is recalled from the iOS 17 simulator and UIKit's
/// `UITabBar`, not measured on this machine (it runs no simulator). The bar's row of items
/// is 49 pt tall (the height UIKit's `UITabBar` has kept on iPhones since iOS 7, and the
/// figure earlier editions of the guidelines printed); on an iPhone with a home indicator
/// the bar's background reaches on down over the bottom safe-area inset (34 pt), so the
/// whole bar is 83 pt. On an iPhone in portrait the items share the bar's width equally
/// (`UITabBar.ItemPositioning.fill`, what `.automatic` chooses in a compact width), each
/// its symbol above its title, the title in a 10 pt medium system font with 2 pt between
/// them, centred in its share of the row. The symbol is left at the size the engine gives
/// a symbol in the body style (UIKit draws tab bar symbols somewhat larger).
enum TabBarMetrics {
    /// The row of items, above any bottom safe-area inset.
    static let barHeight: CGFloat = 49
    /// An item's title.
    static let titleFont = Font.system(size: 10, weight: .medium)
    /// Between an item's symbol and its title.
    static let iconTitleSpacing: CGFloat = 2
    /// The bar's background for pictures: UIKit's default bar appearance, a light
    /// translucent material over white, drawn flat.
    static let backgroundColor = "#F9F9F9"
}
