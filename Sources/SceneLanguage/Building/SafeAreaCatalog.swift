import Foundation
import LayoutEngine

/// The safe-area modifiers as a scene names them: `ignoresSafeArea`,
/// `edgesIgnoringSafeArea`, `safeAreaInset(edge:alignment:spacing:content:)` and
/// `safeAreaPadding`. A preview has a safe area when it is laid out on a device (the
/// configuration's `device`, or `.previewDevice(…)` on the preview); ``ModifierCatalog``
/// includes these tables.
enum SafeAreaCatalog {
    static let modifiers: [String: [Overload<ModifierBuild>]] = [
        "ignoresSafeArea": [
            Overload([.unlabeled(.safeAreaRegions, defaulted: true), .labeled("edges", .edges)]) { a, view, _ in
                AnyView(view.ignoresSafeArea(a.safeAreaRegions(0) ?? .all, edges: a.edges(1) ?? .all)) },
        ],
        "edgesIgnoringSafeArea": [
            Overload([.unlabeled(.edges)]) { a, view, _ in AnyView(view.edgesIgnoringSafeArea(a.edges(0)!)) },
        ],
        "safeAreaInset": [
            Overload([.labeled("edge", .verticalEdge, defaulted: false), .labeled("alignment", .horizontalAlignment), .labeled("spacing", .optional(.length))], content: .required) { a, view, content in
                AnyView(view.safeAreaInset(edge: a.verticalEdge(0)!, alignment: a.horizontalAlignment(1) ?? .center, spacing: a.number(2)) { ViewList(content) }) },
            Overload([.labeled("edge", .horizontalEdge, defaulted: false), .labeled("alignment", .verticalAlignment), .labeled("spacing", .optional(.length))], content: .required) { a, view, content in
                AnyView(view.safeAreaInset(edge: a.horizontalEdge(0)!, alignment: a.verticalAlignment(1) ?? .center, spacing: a.number(2)) { ViewList(content) }) },
        ],
        "safeAreaPadding": [
            Overload([]) { _, view, _ in AnyView(view.safeAreaPadding()) },
            Overload([.unlabeled(.length)]) { a, view, _ in AnyView(view.safeAreaPadding(a.number(0)!)) },
            Overload([.unlabeled(.edges), .unlabeled(.optional(.length), defaulted: true)]) { a, view, _ in
                AnyView(view.safeAreaPadding(a.edges(0)!, a.number(1))) },
            Overload([.unlabeled(.insets)]) { a, view, _ in AnyView(view.safeAreaPadding(a.insets(0)!)) },
        ],
    ]

    /// `.top` and `.bottom`, as `safeAreaInset(edge:)` names them.
    // nonisolated(unsafe): a constant table of constant values. TypedValue is not Sendable
    // (other values of it hold a scene's views and closures); none of these does.
    nonisolated(unsafe) static let verticalEdges: [String: TypedValue] = ["top": .verticalEdge(.top), "bottom": .verticalEdge(.bottom)]

    /// `.leading` and `.trailing`.
    nonisolated(unsafe) static let horizontalEdges: [String: TypedValue] = ["leading": .horizontalEdge(.leading), "trailing": .horizontalEdge(.trailing)] // constants, as above

    /// `.container`, `.keyboard` and `.all`.
    nonisolated(unsafe) static let regions: [String: TypedValue] = [ // constants, as above
        "container": .safeAreaRegions(.container), "keyboard": .safeAreaRegions(.keyboard), "all": .safeAreaRegions(.all),
    ]
}

extension Arguments {
    func verticalEdge(_ index: Int) -> VerticalEdge? {
        if case .verticalEdge(let value)? = self[index] { return value }
        return nil
    }
    func horizontalEdge(_ index: Int) -> HorizontalEdge? {
        if case .horizontalEdge(let value)? = self[index] { return value }
        return nil
    }
    func safeAreaRegions(_ index: Int) -> SafeAreaRegions? {
        if case .safeAreaRegions(let value)? = self[index] { return value }
        return nil
    }
}
