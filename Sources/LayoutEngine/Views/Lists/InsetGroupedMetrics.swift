import Foundation

/// The lengths of iOS 17's inset-grouped list style, which `List` and `Form` use on an
/// iPhone: rounded cards of rows inset from the screen's sides, sections apart, headers
/// and footers in footnote text beside each card.
///
/// Sources: the 44 pt row is the Human Interface Guidelines' minimum hit target (44 x 44
/// pt), which SwiftUI's `defaultMinListRowHeight` gives list rows. The rest are recalled
/// from the iOS 17 simulator and UIKit's inset-grouped table view, not measured on this
/// machine (it runs no simulator): 16 pt between a card and the screen's side on a screen
/// narrower than 414 pt and 20 pt on a wider one (UITableView's layout margins in compact
/// width), a row's content 20 pt in from the card's sides and at least 6.5 pt from its top
/// and bottom (so a row with a 31 pt switch is 44 pt, as in Settings), 35 pt above each
/// section, and 7 pt between a card and its header or footer.
enum InsetGroupedMetrics {
    static let minimumRowHeight: CGFloat = 44
    static let rowInsets = EdgeInsets(top: 6.5, leading: 20, bottom: 6.5, trailing: 20)
    static let sectionSpacing: CGFloat = 35
    static let headerSpacing: CGFloat = 7

    /// The space between a card and the side of a container `width` wide.
    static func cardMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
}

/// What a view is to the list holding it: a row, a section, or a section's header or footer.
enum ListPart: Equatable {
    case row, section, header, footer
}

/// Marks the views of a list: a ``Section`` marks itself, its header and its footer; every
/// other view is a row.
enum ListPartKey: LayoutValueKey {
    static let defaultValue = ListPart.row
}
