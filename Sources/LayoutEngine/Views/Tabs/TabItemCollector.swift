import Foundation

/// The tab bar items the tabs of a ``TabView`` ask for, gathered while they are resolved:
/// `.tabItem` writes here when a tab view is resolving it, as SwiftUI's tab items flow up
/// to the nearest tab view.
final class TabItemCollector {
    var items: [AnyView] = []
}

extension LayoutContext {
    /// The items of the innermost ``TabView`` being resolved, if any.
    var currentTabItems: TabItemCollector? { tabItemCollectors.last }
}
