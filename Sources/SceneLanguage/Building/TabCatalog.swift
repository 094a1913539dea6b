import Foundation
import LayoutEngine

/// `TabView` and what its tabs ask of its tab bar, as a scene names them: `.tabItem` and
/// `.tag` (the metrics are on `TabBarMetrics` in LayoutEngine). Outside a tab view the two
/// modifiers change no frame, as SwiftUI shows no bar there. ``ViewCatalog`` and
/// ``ModifierCatalog`` include these tables.
///
/// A `selection` binding is read for its value (see ``SceneTag``), which picks the tab
/// shown: a still layout shows the tab the binding starts on. iOS 18's `Tab` is not laid
/// out yet.
enum TabCatalog {
    static let views: [String: [Overload<ViewBuild>]] = [
        "TabView": [
            Overload([.labeled("selection", .any)], content: .required) { a, children in
                let selection = sceneTag(a[0]).map { Binding<SceneTag>.constant($0) }
                return AnyView(TabView(selection: selection) { ViewList(children) })
            },
        ],
    ]

    static let modifiers: [String: [Overload<ModifierBuild>]] = [
        "tabItem": [
            Overload([], content: .required) { _, view, content in AnyView(view.tabItem { ViewList(content) }) },
        ],
        // Any value is accepted: one that cannot be compared (see `SceneTag`) tags nothing
        // and so is never selected, which changes no frame elsewhere (a picker's tags).
        "tag": [
            Overload([.unlabeled(.any)]) { a, view, _ in
                guard let tag = sceneTag(a[0]) else { return view }
                return AnyView(view.tag(tag))
            },
        ],
    ]

    /// The tag an argument given as any value stands for, if it can be compared.
    private static func sceneTag(_ argument: TypedValue?) -> SceneTag? {
        guard case .value(let value)? = argument else { return nil }
        return SceneTag(value)
    }
}
