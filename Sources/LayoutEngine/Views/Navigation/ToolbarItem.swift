import Foundation

/// Where a toolbar item goes in a navigation stack's bars, as SwiftUI names the places on
/// iOS. Semantic places go where iOS puts them: actions that confirm, and `.automatic`, at
/// the bar's trailing side; cancelling and navigation at its leading side.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let part: NavigationPart

    public static let automatic = ToolbarItemPlacement(part: .trailing)
    public static let principal = ToolbarItemPlacement(part: .principal)
    public static let navigation = ToolbarItemPlacement(part: .leading)
    public static let primaryAction = ToolbarItemPlacement(part: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(part: .trailing)
    public static let destructiveAction = ToolbarItemPlacement(part: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(part: .leading)
    public static let topBarLeading = ToolbarItemPlacement(part: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(part: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(part: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(part: .trailing)
    public static let bottomBar = ToolbarItemPlacement(part: .bottom)
    public static let status = ToolbarItemPlacement(part: .bottom)
}

/// One item of a `.toolbar`, at its placement in the bars of the ``NavigationStack``
/// around it. Anywhere else it is its content.
public struct ToolbarItem<ID, Content: View>: PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        resolveView(view.content.layoutValue(key: NavigationPartKey.self, value: view.placement.part), inputs)
    }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item at `placement` showing `content`, named `id` (for customisable toolbars,
    /// which change no frame here).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement, side by side, ``NavigationBarMetrics/itemSpacing``
/// apart.
public struct ToolbarItemGroup<Content: View>: PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement` showing the views of `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        let row = HStack(spacing: NavigationBarMetrics.itemSpacing) { view.content }
        resolveView(row.layoutValue(key: NavigationPartKey.self, value: view.placement.part), inputs)
    }
}
