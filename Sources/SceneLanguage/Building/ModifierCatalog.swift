import Foundation
import LayoutEngine

typealias ModifierBuild = @Sendable (Arguments, AnyView, [AnyView]) -> AnyView

/// The modifiers that change layout, with their signatures, and the ones that only paint.
enum ModifierCatalog {
    /// This file's modifiers and the other catalogs' (on a clash, this file's entry).
    static let modifiers = ownModifiers.merging(ControlCatalog.modifiers) { own, _ in own }.merging(SafeAreaCatalog.modifiers) { own, _ in own }.merging(NavigationCatalog.modifiers) { own, _ in own }.merging(TabCatalog.modifiers) { own, _ in own }.merging(TextCatalog.modifiers) { own, _ in own }.merging(EnvironmentCatalog.modifiers) { own, _ in own }

    // Typed by its own declaration, not as the receiver of `merging`: the type checker then
    // gives each entry's closure the declared `ModifierBuild` instead of inferring a type from
    // the closure and converting it, which does not finish in reasonable time for a table
    // this large once the closure type is `@Sendable`.
    private static let ownModifiers: [String: [Overload<ModifierBuild>]] = [
        "padding": [
            Overload([]) { _, view, _ in AnyView(view.padding()) },
            Overload([.unlabeled(.length)]) { a, view, _ in AnyView(view.padding(a.number(0)!)) },
            Overload([.unlabeled(.edges), .unlabeled(.optional(.length), defaulted: true)]) { a, view, _ in
                AnyView(view.padding(a.edges(0)!, a.number(1))) },
            Overload([.unlabeled(.insets)]) { a, view, _ in AnyView(view.padding(a.insets(0)!)) },
        ],
        "frame": [
            Overload([.labeled("width", .optional(.frameLength)), .labeled("height", .optional(.frameLength)), .labeled("alignment", .alignment)]) { a, view, _ in
                AnyView(view.frame(width: a.number(0), height: a.number(1), alignment: a.alignment(2) ?? .center)) },
            Overload([
                .labeled("minWidth", .optional(.frameLength)), .labeled("idealWidth", .optional(.frameLength)), .labeled("maxWidth", .optional(.frameMaximum)),
                .labeled("minHeight", .optional(.frameLength)), .labeled("idealHeight", .optional(.frameLength)), .labeled("maxHeight", .optional(.frameMaximum)),
                .labeled("alignment", .alignment),
            ]) { a, view, _ in
                AnyView(view.frame(
                    minWidth: a.number(0), idealWidth: a.number(1), maxWidth: a.number(2),
                    minHeight: a.number(3), idealHeight: a.number(4), maxHeight: a.number(5),
                    alignment: a.alignment(6) ?? .center
                ))
            },
        ],
        "fixedSize": [
            Overload([]) { _, view, _ in AnyView(view.fixedSize()) },
            Overload([.labeled("horizontal", .bool, defaulted: false), .labeled("vertical", .bool, defaulted: false)]) { a, view, _ in
                AnyView(view.fixedSize(horizontal: a.bool(0)!, vertical: a.bool(1)!)) },
        ],
        "layoutPriority": [Overload([.unlabeled(.number)]) { a, view, _ in AnyView(view.layoutPriority(Double(a.number(0)!))) }],
        "offset": [
            Overload([.unlabeled(.size)]) { a, view, _ in AnyView(view.offset(a.size(0)!)) },
            Overload([.labeled("x", .length), .labeled("y", .length)]) { a, view, _ in AnyView(view.offset(x: a.number(0) ?? 0, y: a.number(1) ?? 0)) },
        ],
        "position": [
            Overload([.unlabeled(.point)]) { a, view, _ in AnyView(view.position(a.point(0)!)) },
            Overload([.labeled("x", .length), .labeled("y", .length)]) { a, view, _ in AnyView(view.position(x: a.number(0) ?? 0, y: a.number(1) ?? 0)) },
        ],
        "aspectRatio": [
            Overload([.unlabeled(.optional(.number), defaulted: true), .labeled("contentMode", .contentMode, defaulted: false)]) { a, view, _ in
                AnyView(view.aspectRatio(a.number(0), contentMode: a.contentMode(1)!)) },
            Overload([.unlabeled(.size), .labeled("contentMode", .contentMode, defaulted: false)]) { a, view, _ in
                AnyView(view.aspectRatio(a.size(0)!, contentMode: a.contentMode(1)!)) },
        ],
        "scaledToFit": [Overload([]) { _, view, _ in AnyView(view.scaledToFit()) }],
        "scaledToFill": [Overload([]) { _, view, _ in AnyView(view.scaledToFill()) }],
        "background": background,
        "overlay": layer { view, alignment, layer in AnyView(view.overlay(layer, alignment: alignment)) },
        "border": [Overload([.unlabeled(.color), .labeled("width", .length)]) { a, view, _ in
            AnyView(view.border(a.color(0)!, width: a.number(1) ?? 1)) }],
        "font": [Overload([.unlabeled(.optional(.font))]) { a, view, _ in AnyView(view.font(a.font(0))) }],
        "bold": [Overload([.unlabeled(.bool, defaulted: true)]) { a, view, _ in AnyView(view.bold(a.bool(0) ?? true)) }],
        "fontWeight": [Overload([.unlabeled(.optional(.fontWeight))]) { a, view, _ in AnyView(view.fontWeight(a.fontWeight(0))) }],
        "lineLimit": [Overload([.unlabeled(.optional(.int))]) { a, view, _ in AnyView(view.lineLimit(a.int(0))) }],
        "alignmentGuide": [Overload([.unlabeled(.guide), .labeled("computeValue", .guideFormula, defaulted: false)]) { a, view, _ in
            let formula = a.guideFormula(1)!
            if let guide = a.horizontalAlignment(0) { return AnyView(view.alignmentGuide(guide) { formula.value(in: $0) }) }
            return AnyView(view.alignmentGuide(a.verticalAlignment(0)!) { formula.value(in: $0) }) }],
        "gridCellColumns": [Overload([.unlabeled(.int)]) { a, view, _ in AnyView(view.gridCellColumns(a.int(0)!)) }],
        "gridColumnAlignment": [Overload([.unlabeled(.horizontalAlignment)]) { a, view, _ in AnyView(view.gridColumnAlignment(a.horizontalAlignment(0)!)) }],
        "gridCellAnchor": [Overload([.unlabeled(.unitPoint)]) { a, view, _ in AnyView(view.gridCellAnchor(a.unitPoint(0)!)) }],
        "gridCellUnsizedAxes": [Overload([.unlabeled(.axes)]) { a, view, _ in AnyView(view.gridCellUnsizedAxes(a.axes(0)!)) }],
        "containerRelativeFrame": [
            Overload([.unlabeled(.axes), .labeled("alignment", .alignment)]) { a, view, _ in
                AnyView(view.containerRelativeFrame(a.axes(0)!, alignment: a.alignment(1) ?? .center)) },
            Overload([.unlabeled(.axes), .labeled("count", .int, defaulted: false), .labeled("span", .int), .labeled("spacing", .length, defaulted: false), .labeled("alignment", .alignment)]) { a, view, _ in
                AnyView(view.containerRelativeFrame(a.axes(0)!, count: a.int(1)!, span: a.int(2) ?? 1, spacing: a.number(3)!, alignment: a.alignment(4) ?? .center)) },
            Overload([.unlabeled(.axes), .labeled("alignment", .alignment), .unlabeled(.lengthFunction)]) { a, view, _ in
                let closure = a.engineClosure(2)!
                return AnyView(view.containerRelativeFrame(a.axes(0)!, alignment: a.alignment(1) ?? .center) { closure.length($0, $1) }) },
        ],
        "hidden": [Overload([]) { _, view, _ in AnyView(view.hidden()) }],
        "zIndex": [Overload([.unlabeled(.number)]) { a, view, _ in AnyView(view.zIndex(Double(a.number(0)!))) }],
        "id": [Overload([.unlabeled(.identifier)]) { a, view, _ in AnyView(view.id(a.identifier(0)!)) }],
        "sleItem": [Overload([.unlabeled(.item)]) { a, view, _ in AnyView(view.sleItem(a.item(0)!)) }],
    ]

    /// `background`: a colour is SwiftUI's `background(_:ignoresSafeAreaEdges:)`, which
    /// reaches into the safe area; any other view is the view overload, which does not.
    private static let background: [Overload<ModifierBuild>] = [
        // Typed here: an operand of `+` gets no type from the declaration.
        Overload<ModifierBuild>([.unlabeled(.color), .labeled("ignoresSafeAreaEdges", .edges)]) { a, view, _ in
            AnyView(view.background(a.color(0)!, ignoresSafeAreaEdges: a.edges(1) ?? .all)) },
    ] + layer { view, alignment, layer in AnyView(view.background(layer, alignment: alignment)) }

    /// `background`/`overlay`: a view argument, or a closure of views, aligned on the view.
    private static func layer(_ apply: @escaping @Sendable (AnyView, Alignment, AnyView) -> AnyView) -> [Overload<ModifierBuild>] {
        [
            Overload([.unlabeled(.view), .labeled("alignment", .alignment)]) { a, view, _ in apply(view, a.alignment(1) ?? .center, a.view(0)!) },
            Overload([.labeled("alignment", .alignment)], content: .required) { a, view, content in
                apply(view, a.alignment(0) ?? .center, AnyView(ViewList(content))) },
            // `.background(.blue, in: RoundedRectangle(cornerRadius: 8))`: the shape, filled
            // with the style (which paints and changes no frame), laid out as the layer.
            Overload([.unlabeled(.any), .labeled("in", .view, defaulted: false), .labeled("fillStyle", .any)]) { a, view, _ in apply(view, .center, a.view(1)!) },
            Overload([.labeled("in", .view, defaulted: false), .labeled("fillStyle", .any)]) { a, view, _ in apply(view, .center, a.view(0)!) },
        ]
    }

    /// Modifiers that only paint, animate or add behaviour: accepted on any view, their
    /// arguments unchecked, and nothing changes in layout (``BehaviourModifiers`` holds
    /// those of everyday screens; `PaintOnlyModifierTests` proves each moves no frame).
    static let paintOnly: Set<String> = BehaviourModifiers.names.union([
        "foregroundColor", "foregroundStyle", "tint", "accentColor", "opacity", "cornerRadius", "clipShape", "clipped",
        "shadow", "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply", "colorInvert",
        "rotationEffect", "rotation3DEffect", "scaleEffect", "animation", "transition", "italic", "underline",
        "strikethrough", "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "disabled",
        "allowsHitTesting", "contentShape", "onTapGesture", "onLongPressGesture", "gesture", "onAppear", "onDisappear",
        "onChange", "task", "accessibilityLabel", "accessibilityHidden", "accessibilityIdentifier", "accessibilityValue",
        "help", "labelsHidden", "pickerStyle", "toggleStyle", "drawingGroup",
        "compositingGroup", "mask", "fill", "stroke", "strokeBorder", "renderingMode", "symbolRenderingMode",
        "previewLayout", "previewDisplayName", "previewDevice",
        "preferredColorScheme", "textSelection", "monospacedDigit", "blendMode", "contentTransition",
    ])

    /// Painting modifiers that exist only on shapes.
    static let shapeOnly: Set<String> = ["fill", "stroke", "strokeBorder"]

    /// The shape modifiers that draw an outline rather than a fill.
    static let stroking: Set<String> = ["stroke", "strokeBorder"]

    static let shapes: Set<String> = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"]

    /// The names "did you mean" offers for an unknown modifier: SwiftUI's own, never one of
    /// layoutd's (`sleItem`), sorted so the choice between equally close names is stable.
    static let suggestedNames: [String] = SwiftUINames.modifiers.sorted()
}
