import Foundation

/// What a view asks of the navigation bar of the ``NavigationStack`` around it.
enum NavigationBarRequest {
    case title(AnyView)
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case toolbar(AnyView)
}

/// A view that asks the nearest ``NavigationStack`` being resolved for `request`, and is
/// otherwise its content: outside a stack the request changes nothing, as SwiftUI shows no
/// bar there.
public struct _NavigationBarRequestView<Content: View>: PrimitiveView {
    let content: Content
    let request: NavigationBarRequest

    public static func _resolve(_ view: Self, _ inputs: _ViewInputs) {
        if let bar = inputs.resolver.context.currentNavigationBar {
            switch view.request {
            case .title(let title): if bar.title == nil { bar.title = title }
            case .displayMode(let mode): if bar.displayMode == nil { bar.displayMode = mode }
            case .toolbar(let items): bar.toolbars.append(items)
            }
        }
        resolveView(view.content, inputs)
    }
}

extension View {
    /// Names the screen in the bar of the ``NavigationStack`` around it; outside a stack it
    /// changes no frame.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        _NavigationBarRequestView(content: self, request: .title(AnyView(Text(title))))
    }

    /// Names the screen in the bar of the ``NavigationStack`` around it with a text.
    public func navigationTitle(_ title: Text) -> some View {
        _NavigationBarRequestView(content: self, request: .title(AnyView(title)))
    }

    /// Names the screen with any view, as a scene's `.navigationTitle(Text(…))` arrives
    /// here type-erased.
    package func navigationTitle(view title: AnyView) -> some View {
        _NavigationBarRequestView(content: self, request: .title(title))
    }

    /// Shows the title of the ``NavigationStack`` around it large or inline.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _NavigationBarRequestView(content: self, request: .displayMode(displayMode))
    }

    /// Puts `content` (``ToolbarItem``s, ``ToolbarItemGroup``s, or views, which go to the
    /// trailing side) in the bars of the ``NavigationStack`` around it.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        _NavigationBarRequestView(content: self, request: .toolbar(AnyView(content())))
    }
}
