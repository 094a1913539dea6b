import Foundation

/// A stack of screens with a navigation bar, laid out in its initial state: the root
/// screen (`content`) below the bar, as iOS 17 shows it (see ``NavigationStackLayout``).
///
/// The bar shows what the views inside ask for: `.navigationTitle` (large, or inline with
/// `.navigationBarTitleDisplayMode(.inline)`) and `.toolbar` items at the bar's leading
/// and trailing sides, in its middle (`.principal`) or in a bottom toolbar (`.bottomBar`).
/// The path of pushed screens is not taken: headless nothing is pushed.
public struct NavigationStack<Content: View>: PrimitiveView {
    let content: Content

    /// A navigation stack whose root screen is `root`.
    public init(@ViewBuilder root: () -> Content) {
        self.content = root()
    }

    public static func _resolve(_ view: NavigationStack, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(NavigationStackLayout().containing(NavigationStackParts(content: view.content), kind: "NavigationStack"), inputs)
    }
}

/// The views of a navigation stack's node: its content, then its title, then its toolbar
/// items, each marked with its ``NavigationPart``.
///
/// The content is resolved first, with a ``NavigationBarCollector`` open for it, so the
/// bar holds what the content asked for in this pass.
struct NavigationStackParts<Content: View>: PrimitiveView {
    let content: Content

    static func _resolve(_ view: NavigationStackParts, _ inputs: _ViewInputs) {
        let context = inputs.resolver.context
        let bar = NavigationBarCollector()
        context.collecting(bar, in: \.navigationBars) { resolveView(view.content, inputs.element(0)) }

        if let title = bar.title {
            let large = bar.showsLargeTitle
            resolveView(title.font(large ? NavigationBarMetrics.largeTitleFont : NavigationBarMetrics.inlineTitleFont)
                .layoutValue(key: NavigationPartKey.self, value: large ? .largeTitle : .inlineTitle), inputs.element(1))
        }
        for (index, toolbar) in bar.toolbars.enumerated() {
            // Views given to `.toolbar` without a `ToolbarItem` take its automatic place,
            // the bar's trailing side; an item's own placement is set inside and wins.
            resolveView(toolbar.layoutValue(key: NavigationPartKey.self, value: .trailing), inputs.element(2 + index))
        }
    }
}

/// The navigation container SwiftUI had before `NavigationStack` (deprecated since iOS 16):
/// on an iPhone it shows one column as a stack, so it is laid out as a ``NavigationStack``
/// of `content`.
public struct NavigationView<Content: View>: PrimitiveView {
    let content: Content

    /// A navigation view whose root screen is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolve(_ view: NavigationView, _ inputs: _ViewInputs) {
        _LayoutRoot._resolve(NavigationStackLayout().containing(NavigationStackParts(content: view.content), kind: "NavigationView"), inputs)
    }
}
