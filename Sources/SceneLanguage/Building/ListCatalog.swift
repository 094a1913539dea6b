import Foundation
import LayoutEngine

/// `List`, `Form` and `Section` as a scene names them, laid out in iOS 17's inset-grouped
/// style (the metrics are on ``InsetGroupedMetrics`` in LayoutEngine). ``ViewCatalog``
/// includes this table.
///
/// A list's rows come from its content (`List { ForEach(items) { … } }`) or from its data
/// (`List(items) { item in … }`, which the evaluator expands into a `ForEach`); a list's
/// selection binding is accepted as any value, since a still layout selects nothing.
/// `Section`'s `header:` and `footer:` closures reach the catalog as the view arguments
/// `Section(header: Text(…))` passes (see ``ClosureRole/viewArgument``).
enum ListCatalog {
    static let views: [String: [Overload<ViewBuild>]] = [
        "List": [
            Overload([.labeled("selection", .any)], content: .required) { _, children in AnyView(List { ViewList(children) }) },
        ],
        "Form": [
            Overload([], content: .required) { _, children in AnyView(Form { ViewList(children) }) },
        ],
        "Section": [
            Overload([], content: .required) { _, children in AnyView(Section { ViewList(children) }) },
            Overload([.unlabeled(.string)], content: .required) { a, children in AnyView(Section(a.string(0)!) { ViewList(children) }) },
            Overload([.labeled("header", .view), .labeled("footer", .view)], content: .required) { a, children in
                AnyView(Section(header: a.view(0) ?? AnyView(EmptyView()), footer: a.view(1) ?? AnyView(EmptyView())) { ViewList(children) }) },
        ],
    ]
}
