import Foundation

/// The disclosure chevron iOS 17 draws at the trailing side of a list row that is a
/// `NavigationLink`, which narrows the row's label by its width and the gap before it.
///
/// Sources: Apple documents the indicator (UIKit's `UITableViewCell.AccessoryType
/// .disclosureIndicator`, `UICellAccessory.disclosureIndicator`, which SwiftUI's list rows
/// draw) but gives no lengths. These are recalled from the iOS 17 simulator and UIKit's
/// table view cells, not measured on this machine (it runs no simulator): the chevron is
/// an 8 × 13 pt glyph (UIKit's disclosure indicator image), its trailing edge where the
/// row's content ends (the card's 20 pt content inset), with 12 pt between the label and it.
enum DisclosureIndicatorMetrics {
    /// The chevron's glyph.
    static let size = CGSize(width: 8, height: 13)
    /// Between the row's label and the chevron.
    static let spacing: CGFloat = 12
    /// The chevron's colour for pictures: iOS's tertiary label gray on white.
    static let color = "#C4C4C7"
}
