import Foundation
import LayoutEngine

/// `NavigationStack` (and `NavigationView`, laid out as one, as on an iPhone) and what its
/// screens ask of its bars, as a scene names them:
/// `.navigationTitle`, `.navigationBarTitleDisplayMode` and `.toolbar` with `ToolbarItem`
/// and `ToolbarItemGroup` (the metrics are on `NavigationBarMetrics` in LayoutEngine).
/// Outside a stack the three modifiers change no frame, as SwiftUI shows no bar there.
/// ``ViewCatalog`` and ``ModifierCatalog`` include these tables.
///
/// A stack's `path` binding is accepted as any value: headless nothing is pushed.
enum NavigationCatalog {
    static let views: [String: [Overload<ViewBuild>]] = [
        "NavigationStack": [
            Overload([.labeled("path", .any)], content: .required) { _, children in AnyView(NavigationStack { ViewList(children) }) },
        ],
        "NavigationView": [
            Overload([], content: .required) { _, children in AnyView(NavigationView { ViewList(children) }) },
        ],
        // The destination is a view that is never laid out (nothing is pushed), and a
        // value pushes nothing: both are accepted as any value.
        "NavigationLink": [
            Overload([.unlabeled(.string), .labeled("destination", .any, defaulted: false)]) { a, _ in
                AnyView(NavigationLink(a.string(0)!, value: Optional<Int>.none)) },
            Overload([.unlabeled(.string), .labeled("value", .any, defaulted: false)]) { a, _ in
                AnyView(NavigationLink(a.string(0)!, value: Optional<Int>.none)) },
            Overload([.labeled("destination", .any, defaulted: false)], content: .required) { _, children in
                AnyView(NavigationLink(value: Optional<Int>.none) { ViewList(children) }) },
            Overload([.labeled("value", .any, defaulted: false)], content: .required) { _, children in
                AnyView(NavigationLink(value: Optional<Int>.none) { ViewList(children) }) },
            // `NavigationLink { Detail() } label: { … }`: the label, which the evaluator
            // gives as the content (see `ClosureRole.label`).
            Overload([], content: .required) { _, children in AnyView(NavigationLink(value: Optional<Int>.none) { ViewList(children) }) },
        ],
        "ToolbarItem": [
            Overload([.labeled("id", .string), .labeled("placement", .toolbarItemPlacement)], content: .required) { a, children in
                AnyView(ToolbarItem(placement: a.toolbarItemPlacement(1) ?? .automatic) { ViewList(children) }) },
        ],
        "ToolbarItemGroup": [
            Overload([.labeled("placement", .toolbarItemPlacement)], content: .required) { a, children in
                AnyView(ToolbarItemGroup(placement: a.toolbarItemPlacement(0) ?? .automatic) { ViewList(children) }) },
        ],
    ]

    static let modifiers: [String: [Overload<ModifierBuild>]] = [
        "navigationTitle": [
            Overload([.unlabeled(.string)]) { a, view, _ in AnyView(view.navigationTitle(a.string(0)!)) },
            Overload([.unlabeled(.view)]) { a, view, _ in AnyView(view.navigationTitle(view: a.view(0)!)) },
        ],
        "navigationBarTitleDisplayMode": [
            Overload([.unlabeled(.titleDisplayMode)]) { a, view, _ in AnyView(view.navigationBarTitleDisplayMode(a.titleDisplayMode(0)!)) },
        ],
        "toolbar": [
            Overload([], content: .required) { _, view, content in AnyView(view.toolbar { ViewList(content) }) },
        ],
    ]

    /// `.automatic`, `.inline` and `.large`.
    // nonisolated(unsafe): a constant table of constant values. TypedValue is not Sendable
    // (other values of it hold a scene's views and closures); none of these does.
    nonisolated(unsafe) static let titleDisplayModes: [String: TypedValue] = [
        "automatic": .titleDisplayMode(.automatic), "inline": .titleDisplayMode(.inline), "large": .titleDisplayMode(.large),
    ]

    /// The placements of a toolbar item on iOS.
    nonisolated(unsafe) static let toolbarItemPlacements: [String: TypedValue] = [ // constants, as above
        "automatic": .toolbarItemPlacement(.automatic), "principal": .toolbarItemPlacement(.principal),
        "navigation": .toolbarItemPlacement(.navigation), "primaryAction": .toolbarItemPlacement(.primaryAction),
        "confirmationAction": .toolbarItemPlacement(.confirmationAction), "destructiveAction": .toolbarItemPlacement(.destructiveAction),
        "cancellationAction": .toolbarItemPlacement(.cancellationAction), "topBarLeading": .toolbarItemPlacement(.topBarLeading),
        "topBarTrailing": .toolbarItemPlacement(.topBarTrailing), "navigationBarLeading": .toolbarItemPlacement(.navigationBarLeading),
        "navigationBarTrailing": .toolbarItemPlacement(.navigationBarTrailing), "bottomBar": .toolbarItemPlacement(.bottomBar),
        "status": .toolbarItemPlacement(.status),
    ]
}

extension Arguments {
    func titleDisplayMode(_ index: Int) -> NavigationBarItem.TitleDisplayMode? {
        if case .titleDisplayMode(let value)? = self[index] { return value }
        return nil
    }
    func toolbarItemPlacement(_ index: Int) -> ToolbarItemPlacement? {
        if case .toolbarItemPlacement(let value)? = self[index] { return value }
        return nil
    }
}
