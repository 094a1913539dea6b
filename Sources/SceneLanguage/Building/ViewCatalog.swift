import Foundation
import LayoutEngine

typealias ViewBuild = @Sendable (Arguments, [AnyView]) -> AnyView
typealias LayoutBuild = @Sendable (Arguments) -> AnyLayout

/// The views and layouts a scene can name, with their signatures. Adding one is one entry.
///
/// A layout is also a container view: `FlowLayout(spacing: 8) { … }` builds the layout from
/// this table and calls it with the children, and `AnyLayout(FlowLayout())` takes it as a
/// value.
enum ViewCatalog {
    /// This file's views and the other catalogs' (on a clash, this file's entry).
    static let views = ownViews.merging(ControlCatalog.views) { own, _ in own }.merging(ListCatalog.views) { own, _ in own }.merging(NavigationCatalog.views) { own, _ in own }.merging(TabCatalog.views) { own, _ in own }

    // Typed by its own declaration, not as the receiver of `merging`: the type checker then
    // gives each entry's closure the declared `ViewBuild` instead of inferring a type from
    // the closure and converting it, which does not finish in reasonable time for a table
    // this large once the closure type is `@Sendable`.
    private static let ownViews: [String: [Overload<ViewBuild>]] = [
        "Text": [
            Overload([.unlabeled(.string)]) { a, _ in AnyView(Text(a.string(0)!)) },
            Overload([.labeled("verbatim", .string, defaulted: false)]) { a, _ in AnyView(Text(verbatim: a.string(0)!)) },
            Overload([.unlabeled(.acceptingInt(.number)), .labeled("format", .numberFormat, defaulted: false)]) { a, _ in
                AnyView(Text(verbatim: a.numberFormat(1)!.string(for: Double(a.number(0)!)))) },
        ],
        "Color": ValueCatalog.colorConstructors.map { overload in
            Overload(overload.parameters) { a, _ in
                guard case .color(let color) = overload.build(a) else { return AnyView(EmptyView()) }
                return AnyView(color)
            }
        },
        "Rectangle": [Overload([]) { _, _ in AnyView(Rectangle()) }],
        "Circle": [Overload([]) { _, _ in AnyView(Circle()) }],
        "Ellipse": [Overload([]) { _, _ in AnyView(Ellipse()) }],
        "Capsule": [Overload([.labeled("style", .any)]) { _, _ in AnyView(Capsule()) }],
        "RoundedRectangle": [
            Overload([.labeled("cornerRadius", .length, defaulted: false), .labeled("style", .any)]) { a, _ in
                AnyView(RoundedRectangle(cornerRadius: a.number(0)!)) },
            Overload([.labeled("cornerSize", .size, defaulted: false), .labeled("style", .any)]) { a, _ in
                AnyView(RoundedRectangle(cornerSize: a.size(0)!)) },
        ],
        "Spacer": [Overload([.labeled("minLength", .optional(.length))]) { a, _ in AnyView(Spacer(minLength: a.number(0))) }],
        "Divider": [Overload([]) { _, _ in AnyView(Divider()) }],
        "EmptyView": [Overload([]) { _, _ in AnyView(EmptyView()) }],
        // Type erasure changes nothing a layout sees: the view it holds is laid out.
        "AnyView": [Overload([.unlabeled(.view, defaulted: false)]) { a, _ in a.view(0)! }],
        "Group": [Overload([], content: .required) { _, children in AnyView(Group { ViewList(children) }) }],
        "HStack": [Overload([.labeled("alignment", .verticalAlignment), .labeled("spacing", .optional(.length))], content: .required) { a, children in
            AnyView(HStack(alignment: a.verticalAlignment(0) ?? .center, spacing: a.number(1)) { ViewList(children) }) }],
        "VStack": [Overload([.labeled("alignment", .horizontalAlignment), .labeled("spacing", .optional(.length))], content: .required) { a, children in
            AnyView(VStack(alignment: a.horizontalAlignment(0) ?? .center, spacing: a.number(1)) { ViewList(children) }) }],
        "ZStack": [Overload([.labeled("alignment", .alignment)], content: .required) { a, children in
            AnyView(ZStack(alignment: a.alignment(0) ?? .center) { ViewList(children) }) }],
        "Grid": [Overload([.labeled("alignment", .alignment), .labeled("horizontalSpacing", .optional(.length)), .labeled("verticalSpacing", .optional(.length))], content: .required) { a, children in
            AnyView(Grid(alignment: a.alignment(0) ?? .center, horizontalSpacing: a.number(1), verticalSpacing: a.number(2)) { ViewList(children) }) }],
        "GridRow": [Overload([.labeled("alignment", .optional(.verticalAlignment))], content: .required) { a, children in
            AnyView(GridRow(alignment: a.verticalAlignment(0)) { ViewList(children) }) }],
        "ScrollView": [Overload([.unlabeled(.axes, defaulted: true), .labeled("showsIndicators", .bool)], content: .required) { a, children in
            AnyView(ScrollView(a.axes(0) ?? .vertical, showsIndicators: a.bool(1) ?? true) { ViewList(children) }) }],
        "LazyVStack": [Overload([.labeled("alignment", .horizontalAlignment), .labeled("spacing", .optional(.length)), .labeled("pinnedViews", .any)], content: .required) { a, children in
            AnyView(LazyVStack(alignment: a.horizontalAlignment(0) ?? .center, spacing: a.number(1)) { ViewList(children) }) }],
        "LazyHStack": [Overload([.labeled("alignment", .verticalAlignment), .labeled("spacing", .optional(.length)), .labeled("pinnedViews", .any)], content: .required) { a, children in
            AnyView(LazyHStack(alignment: a.verticalAlignment(0) ?? .center, spacing: a.number(1)) { ViewList(children) }) }],
        "LazyVGrid": [Overload([.labeled("columns", .gridItems, defaulted: false), .labeled("alignment", .horizontalAlignment), .labeled("spacing", .optional(.length)), .labeled("pinnedViews", .any)], content: .required) { a, children in
            AnyView(LazyVGrid(columns: a.gridItems(0)!, alignment: a.horizontalAlignment(1) ?? .center, spacing: a.number(2)) { ViewList(children) }) }],
        "LazyHGrid": [Overload([.labeled("rows", .gridItems, defaulted: false), .labeled("alignment", .verticalAlignment), .labeled("spacing", .optional(.length)), .labeled("pinnedViews", .any)], content: .required) { a, children in
            AnyView(LazyHGrid(rows: a.gridItems(0)!, alignment: a.verticalAlignment(1) ?? .center, spacing: a.number(2)) { ViewList(children) }) }],
        "ViewThatFits": [Overload([.labeled("in", .axes)], content: .required) { a, children in
            AnyView(ViewThatFits(in: a.axes(0) ?? [.horizontal, .vertical]) { ViewList(children) }) }],
        "Picker": [Overload([.unlabeled(.string), .labeled("selection", .any, defaulted: false)], content: .required) { a, children in
            AnyView(Picker(a.string(0)!, selection: Binding.constant(0)) { ViewList(children) }) }],
    ]

    static let layouts: [String: [Overload<LayoutBuild>]] = [
        "HStackLayout": stackLayout(horizontal: true),
        "_HStackLayout": stackLayout(horizontal: true),
        "VStackLayout": stackLayout(horizontal: false),
        "_VStackLayout": stackLayout(horizontal: false),
        "ZStackLayout": zStackLayout,
        "_ZStackLayout": zStackLayout,
        "GridLayout": [Overload([.labeled("alignment", .alignment), .labeled("horizontalSpacing", .optional(.length)), .labeled("verticalSpacing", .optional(.length))]) { a in
            AnyLayout(GridLayout(alignment: a.alignment(0) ?? .center, horizontalSpacing: a.number(1), verticalSpacing: a.number(2))) }],
        "AnyLayout": [Overload([.unlabeled(.layout)]) { a in a.layout(0)! }],
        "FlowLayout": [Overload([.labeled("spacing", .optional(.length))]) { a in AnyLayout(FlowLayout(spacing: a.number(0))) }],
        "CornerLayout": [Overload([.labeled("spacing", .length)]) { a in AnyLayout(CornerLayout(spacing: a.number(0) ?? 0)) }],
        "CircleLayout": [Overload([.labeled("radius", .length, defaulted: false), .labeled("rotation", .angle)]) { a in
            AnyLayout(CircleLayout(radius: a.number(0)!, rotation: a.angle(1) ?? .zero)) }],
        "BalancedHStack": [Overload([]) { _ in AnyLayout(BalancedHStack()) }],
        "BalancedStack": [Overload([.unlabeled(.direction)]) { a in AnyLayout(BalancedStack(a.direction(0)!)) }],
        "SLEStack": [Overload([.labeled("direction", .direction), .labeled("alignment", .sleAlignment)]) { a in
            AnyLayout(SLEStack(direction: a.direction(0) ?? .column, alignment: a.sleAlignment(1) ?? .leading)) }],
    ]

    private static func stackLayout(horizontal: Bool) -> [Overload<LayoutBuild>] {
        if horizontal {
            return [Overload([.labeled("alignment", .verticalAlignment), .labeled("spacing", .optional(.length))]) { a in
                AnyLayout(HStackLayout(alignment: a.verticalAlignment(0) ?? .center, spacing: a.number(1))) }]
        }
        return [Overload([.labeled("alignment", .horizontalAlignment), .labeled("spacing", .optional(.length))]) { a in
            AnyLayout(VStackLayout(alignment: a.horizontalAlignment(0) ?? .center, spacing: a.number(1))) }]
    }

    private static let zStackLayout: [Overload<LayoutBuild>] = [Overload([.labeled("alignment", .alignment)]) { a in
        AnyLayout(ZStackLayout(alignment: a.alignment(0) ?? .center)) }]

    /// Types that build values rather than views (`CGSize(…)` written where a view goes).
    static let valueTypes: Set<String> = [
        "CGSize", "CGPoint", "CGRect", "UnitPoint", "Angle", "EdgeInsets", "Alignment", "Font", "CGFloat", "Double", "Int", "String", "GridItem",
    ]

    /// SwiftUI views the library lays out (or will) that a scene cannot use yet: naming one
    /// is an error that says so, not an unknown view with a guess at another name.
    static let notLaidOutInScenes: Set<String> = []

    /// Views the interpreter builds itself: `ForEach` (a list of views), `Image` (sized from
    /// the image-size table; see `ViewFactory+Images`) and `GeometryReader` (its closure run
    /// by layout; see `ReaderContent`).
    static let builtByFactory: Set<String> = ["ForEach", "Image", "GeometryReader"]

    /// Whether `name` is a SwiftUI view that scenes do not lay out (yet): naming one is an
    /// error that says so.
    static func isSwiftUIViewNotLaidOut(_ name: String) -> Bool {
        // One lookup: the evaluator asks this of every view a scene calls.
        notLaidOut.contains(name)
    }

    private static let notLaidOut = notLaidOutInScenes.union(SwiftUINames.views.filter {
        views[$0] == nil && layouts[$0] == nil && !builtByFactory.contains($0)
    })

    /// The names "did you mean" offers for an unknown view: SwiftUI's views and the
    /// layouts the README names, never an internal name; sorted, so the choice between
    /// equally close names is stable.
    static let suggestedNames: [String] = SwiftUINames.views.union(layouts.keys.filter { !$0.hasPrefix("_") }).sorted()
}
