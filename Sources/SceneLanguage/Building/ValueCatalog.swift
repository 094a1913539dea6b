import Foundation
import LayoutEngine

typealias ValueBuild = @Sendable (Arguments) -> TypedValue

/// The values arguments can name: the members of each type (`.center`, `.red`, `.title`),
/// the calls that construct one (`Color(hue:saturation:brightness:)`, `CGSize(width:height:)`,
/// also written `.init(…)`) and the static functions that return one (`.degrees(30)`).
enum ValueCatalog {
    /// The type names a member may be written with (`Color.red`, `Edge.Set.all`).
    static func typeNames(of type: ParameterType) -> Set<String> {
        typeNameTable[type.catalogType] ?? []
    }

    /// Every type name a member may be written with, and the types those are nested in
    /// (`NavigationBarItem` for `NavigationBarItem.TitleDisplayMode`): the names a scene may
    /// write before a dot.
    static let allTypeNames: Set<String> = {
        var names = Set<String>()
        for name in typeNameTable.values.joined() {
            var prefix = ""
            for part in name.split(separator: ".") {
                prefix += prefix.isEmpty ? String(part) : "." + part
                names.insert(prefix)
            }
        }
        return names
    }()

    private static let typeNameTable: [ParameterType: Set<String>] = {
        let types: [ParameterType] = [
            .number, .int, .alignment, .horizontalAlignment, .verticalAlignment, .edges, .insets, .color, .view, .font, .fontWeight,
            .angle, .contentMode, .axes, .size, .point, .unitPoint, .direction, .item, .sleAlignment, .gridItem, .gridItemSize, .buttonStyle, .textFieldStyle,
            .titleDisplayMode, .toolbarItemPlacement, .verticalEdge, .horizontalEdge, .safeAreaRegions,
            .textCase, .dynamicTypeSize, .layoutDirection,
        ]
        var table: [ParameterType: Set<String>] = [:]
        for type in types { table[type] = makeTypeNames(type) }
        return table
    }()

    private static func makeTypeNames(_ type: ParameterType) -> Set<String> {
        switch type {
        case .number: return ["CGFloat", "Double", "Float"]
        case .int: return ["Int"]
        case .alignment: return ["Alignment"]
        case .horizontalAlignment: return ["HorizontalAlignment"]
        case .verticalAlignment: return ["VerticalAlignment"]
        case .edges: return ["Edge.Set", "Edge"]
        case .insets: return ["EdgeInsets"]
        case .color, .view: return ["Color"]
        case .font: return ["Font"]
        case .fontWeight: return ["Font.Weight"]
        case .angle: return ["Angle"]
        case .contentMode: return ["ContentMode"]
        case .axes: return ["Axis.Set", "Axis"]
        case .size: return ["CGSize"]
        case .point: return ["CGPoint"]
        case .unitPoint: return ["UnitPoint"]
        case .direction: return ["SLEDirection"]
        case .item: return ["SLEItem"]
        case .sleAlignment: return ["SLEAlignment"]
        case .gridItem: return ["GridItem"]
        case .gridItemSize: return ["GridItem.Size"]
        case .buttonStyle: return ["ButtonStyle", "PrimitiveButtonStyle"]
        case .textFieldStyle: return ["TextFieldStyle"]
        case .titleDisplayMode: return ["NavigationBarItem.TitleDisplayMode"]
        case .toolbarItemPlacement: return ["ToolbarItemPlacement"]
        case .verticalEdge: return ["VerticalEdge"]
        case .horizontalEdge: return ["HorizontalEdge"]
        case .safeAreaRegions: return ["SafeAreaRegions"]
        case .textCase: return ["Text.Case"]
        case .dynamicTypeSize: return ["DynamicTypeSize"]
        case .layoutDirection: return ["LayoutDirection"]
        default: return []
        }
    }

    /// The plain members of a type, by name.
    static func members(of type: ParameterType) -> [String: TypedValue] {
        switch type.catalogType {
        case .number: return numbers
        case .alignment: return alignments
        case .horizontalAlignment: return horizontalAlignments
        case .verticalAlignment: return verticalAlignments
        case .edges: return edges
        case .insets: return ["zero": .insets(EdgeInsets())]
        case .color: return colors
        case .font: return fonts
        case .fontWeight: return fontWeights
        case .angle: return ["zero": .angle(.zero)]
        case .contentMode: return ["fit": .contentMode(.fit), "fill": .contentMode(.fill)]
        case .axes: return ["horizontal": .axes(.horizontal), "vertical": .axes(.vertical)]
        case .size: return ["zero": .size(.zero)]
        case .point: return ["zero": .point(.zero)]
        case .unitPoint: return unitPoints
        case .direction: return ["row": .direction(.row), "column": .direction(.column)]
        case .item: return ["flexible": .item(.flexible)]
        case .sleAlignment: return ["leading": .sleAlignment(.leading), "center": .sleAlignment(.center), "trailing": .sleAlignment(.trailing)]
        case .buttonStyle: return ControlCatalog.buttonStyles
        case .textFieldStyle: return ControlCatalog.textFieldStyles
        case .titleDisplayMode: return NavigationCatalog.titleDisplayModes
        case .toolbarItemPlacement: return NavigationCatalog.toolbarItemPlacements
        case .verticalEdge: return SafeAreaCatalog.verticalEdges
        case .horizontalEdge: return SafeAreaCatalog.horizontalEdges
        case .safeAreaRegions: return SafeAreaCatalog.regions
        case .textCase: return TextCatalog.textCases
        case .dynamicTypeSize: return TextCatalog.dynamicTypeSizes
        case .layoutDirection: return EnvironmentCatalog.layoutDirections
        case .numberFormat: return ["number": .numberFormat(NumberFormat(style: .number)), "percent": .numberFormat(NumberFormat(style: .percent))]
        default: return [:]
        }
    }

    /// The type whose initializers build a value of `type`, and those initializers.
    static func constructors(of type: ParameterType) -> (name: String, overloads: [Overload<ValueBuild>])? {
        constructorTable[type.unwrapped]
    }

    /// Static functions returning a value of `type`: `.degrees(30)`, `.system(size: 12)`.
    static func functions(of type: ParameterType) -> [String: [Overload<ValueBuild>]] {
        functionTable[type.unwrapped] ?? [:]
    }

    private static let tableTypes: [ParameterType] = [.color, .size, .point, .unitPoint, .angle, .insets, .alignment, .font, .item, .gridItem, .gridItemSize, .numberFormat]

    private static let constructorTable: [ParameterType: (name: String, overloads: [Overload<ValueBuild>])] = {
        var table: [ParameterType: (name: String, overloads: [Overload<ValueBuild>])] = [:]
        for type in tableTypes { table[type] = makeConstructors(type) }
        return table
    }()

    private static let functionTable: [ParameterType: [String: [Overload<ValueBuild>]]] = {
        var table: [ParameterType: [String: [Overload<ValueBuild>]]] = [:]
        for type in tableTypes { table[type] = makeFunctions(type) }
        return table
    }()

    private static func makeConstructors(_ type: ParameterType) -> (name: String, overloads: [Overload<ValueBuild>])? {
        switch type {
        case .color: return ("Color", colorConstructors)
        case .size: return ("CGSize", [Overload([.labeled("width", .acceptingInt(.length), defaulted: false), .labeled("height", .acceptingInt(.length), defaulted: false)]) { a in
            .size(CGSize(width: a.number(0)!, height: a.number(1)!)) }, Overload([]) { _ in .size(.zero) }])
        case .point: return ("CGPoint", [Overload([.labeled("x", .acceptingInt(.length), defaulted: false), .labeled("y", .acceptingInt(.length), defaulted: false)]) { a in
            .point(CGPoint(x: a.number(0)!, y: a.number(1)!)) }, Overload([]) { _ in .point(.zero) }])
        case .unitPoint: return ("UnitPoint", [Overload([.labeled("x", .number, defaulted: false), .labeled("y", .number, defaulted: false)]) { a in
            .unitPoint(UnitPoint(x: a.number(0)!, y: a.number(1)!)) }])
        case .angle: return ("Angle", [
            Overload([.labeled("degrees", .number, defaulted: false)]) { a in .angle(.degrees(a.number(0)!)) },
            Overload([.labeled("radians", .number, defaulted: false)]) { a in .angle(.radians(a.number(0)!)) },
            Overload([]) { _ in .angle(.zero) },
        ])
        case .insets: return ("EdgeInsets", [Overload([.labeled("top", .length), .labeled("leading", .length), .labeled("bottom", .length), .labeled("trailing", .length)]) { a in
            .insets(EdgeInsets(top: a.number(0) ?? 0, leading: a.number(1) ?? 0, bottom: a.number(2) ?? 0, trailing: a.number(3) ?? 0)) }])
        case .alignment: return ("Alignment", [Overload([.labeled("horizontal", .horizontalAlignment, defaulted: false), .labeled("vertical", .verticalAlignment, defaulted: false)]) { a in
            .alignment(Alignment(horizontal: a.horizontalAlignment(0)!, vertical: a.verticalAlignment(1)!)) }])
        case .gridItem: return ("GridItem", [Overload([.unlabeled(.gridItemSize, defaulted: true), .labeled("spacing", .optional(.length)), .labeled("alignment", .optional(.alignment))]) { a in
            .gridItem(GridItem(a.gridItemSize(0) ?? .flexible(), spacing: a.number(1), alignment: a.alignment(2))) }])
        default: return nil
        }
    }

    private static func makeFunctions(_ type: ParameterType) -> [String: [Overload<ValueBuild>]] {
        switch type {
        case .angle: return [
            "degrees": [Overload([.unlabeled(.number)]) { a in .angle(.degrees(a.number(0)!)) }],
            "radians": [Overload([.unlabeled(.number)]) { a in .angle(.radians(a.number(0)!)) }],
        ]
        case .font: return [
            "system": [
                // Of the designs only the monospaced one changes widths; the others are
                // accepted as any value.
                Overload([.labeled("size", .length, defaulted: false), .labeled("weight", .fontWeight), .labeled("design", .any)]) { a in
                    .font(.system(size: a.number(0)!, weight: a.fontWeight(1) ?? .regular, design: a.isMonospacedDesign(2) ? .monospaced : .default)) },
                Overload([.unlabeled(.font), .labeled("design", .any)]) { a in .font(a.isMonospacedDesign(1) ? a.font(0)!.monospaced() : a.font(0)!) },
            ],
            "custom": [Overload([.unlabeled(.string), .labeled("size", .length, defaulted: false)]) { a in .font(Font(size: a.number(1)!)) }],
        ]
        case .item: return [
            "width": [Overload([.unlabeled(.length)]) { a in .item(.width(a.number(0)!)) }],
            "height": [Overload([.unlabeled(.length)]) { a in .item(.height(a.number(0)!)) }],
            "size": [Overload([.unlabeled(.size)]) { a in .item(.size(a.size(0)!)) }],
        ]
        case .gridItemSize: return [
            "fixed": [Overload([.unlabeled(.frameLength)]) { a in .gridItemSize(.fixed(a.number(0)!)) }],
            "flexible": [Overload([.labeled("minimum", .frameLength), .labeled("maximum", .frameMaximum)]) { a in
                .gridItemSize(.flexible(minimum: a.number(0) ?? 10, maximum: a.number(1) ?? .infinity)) }],
            "adaptive": [Overload([.labeled("minimum", .frameLength, defaulted: false), .labeled("maximum", .frameMaximum)]) { a in
                .gridItemSize(.adaptive(minimum: a.number(0)!, maximum: a.number(1) ?? .infinity)) }],
        ]
        case .numberFormat: return [
            "currency": [Overload([.labeled("code", .string, defaulted: false)]) { a in .numberFormat(NumberFormat(style: .currency(code: a.string(0)!))) }],
        ]
        default: return [:]
        }
    }

    static let colorConstructors: [Overload<ValueBuild>] = [
        Overload([.labeled("red", .number, defaulted: false), .labeled("green", .number, defaulted: false), .labeled("blue", .number, defaulted: false), .labeled("opacity", .number)]) { a in
            .color(Color(red: Double(a.number(0)!), green: Double(a.number(1)!), blue: Double(a.number(2)!), opacity: Double(a.number(3) ?? 1))) },
        Overload([.labeled("hue", .number, defaulted: false), .labeled("saturation", .number, defaulted: false), .labeled("brightness", .number, defaulted: false), .labeled("opacity", .number)]) { a in
            .color(Color(hue: Double(a.number(0)!), saturation: Double(a.number(1)!), brightness: Double(a.number(2)!), opacity: Double(a.number(3) ?? 1))) },
        Overload([.labeled("white", .number, defaulted: false), .labeled("opacity", .number)]) { a in
            .color(Color(white: Double(a.number(0)!), opacity: Double(a.number(1) ?? 1))) },
        // `Color(.sRGB, red: …)`: the colour space changes no frame.
        Overload([.unlabeled(.any), .labeled("red", .number, defaulted: false), .labeled("green", .number, defaulted: false), .labeled("blue", .number, defaulted: false), .labeled("opacity", .number)]) { a in
            .color(Color(red: Double(a.number(1)!), green: Double(a.number(2)!), blue: Double(a.number(3)!), opacity: Double(a.number(4) ?? 1))) },
        Overload([.unlabeled(.any), .labeled("white", .number, defaulted: false), .labeled("opacity", .number)]) { a in
            .color(Color(white: Double(a.number(1)!), opacity: Double(a.number(2) ?? 1))) },
        Overload([.unlabeled(.color)]) { a in .color(a.color(0)!) },
        // `Color("Brand")`, an asset catalogue's colour: its name does not change a frame.
        Overload([.unlabeled(.string), .labeled("bundle", .any)]) { a in .color(Color(a.string(0)!)) },
    ]

    // nonisolated(unsafe): a constant table of constant values. TypedValue is not Sendable
    // (other values of it hold a scene's views and closures); none of these does.
    nonisolated(unsafe) static let numbers: [String: TypedValue] = [
        // `nan` is Swift's, so a scene saying it is told that it is not finite, not that
        // it is not a number.
        "infinity": .number(.infinity), "nan": .number(.nan), "pi": .number(.pi), "zero": .number(0),
        "greatestFiniteMagnitude": .number(.greatestFiniteMagnitude),
    ]

    nonisolated(unsafe) static let alignments: [String: TypedValue] = [ // constants, as above
        "center": .alignment(.center), "leading": .alignment(.leading), "trailing": .alignment(.trailing),
        "top": .alignment(.top), "bottom": .alignment(.bottom),
        "topLeading": .alignment(.topLeading), "topTrailing": .alignment(.topTrailing),
        "bottomLeading": .alignment(.bottomLeading), "bottomTrailing": .alignment(.bottomTrailing),
        "centerFirstTextBaseline": .alignment(.centerFirstTextBaseline), "centerLastTextBaseline": .alignment(.centerLastTextBaseline),
        "leadingFirstTextBaseline": .alignment(.leadingFirstTextBaseline), "leadingLastTextBaseline": .alignment(.leadingLastTextBaseline),
        "trailingFirstTextBaseline": .alignment(.trailingFirstTextBaseline), "trailingLastTextBaseline": .alignment(.trailingLastTextBaseline),
    ]

    nonisolated(unsafe) static let horizontalAlignments: [String: TypedValue] = [ // constants, as above
        "leading": .horizontalAlignment(.leading), "center": .horizontalAlignment(.center), "trailing": .horizontalAlignment(.trailing),
    ]

    nonisolated(unsafe) static let verticalAlignments: [String: TypedValue] = [ // constants, as above
        "top": .verticalAlignment(.top), "center": .verticalAlignment(.center), "bottom": .verticalAlignment(.bottom),
        "firstTextBaseline": .verticalAlignment(.firstTextBaseline), "lastTextBaseline": .verticalAlignment(.lastTextBaseline),
    ]

    nonisolated(unsafe) static let edges: [String: TypedValue] = [ // constants, as above
        "top": .edges(.top), "leading": .edges(.leading), "bottom": .edges(.bottom), "trailing": .edges(.trailing),
        "all": .edges(.all), "horizontal": .edges(.horizontal), "vertical": .edges(.vertical),
    ]

    nonisolated(unsafe) static let colors: [String: TypedValue] = [ // constants, as above
        "black": .color(.black), "white": .color(.white), "gray": .color(.gray), "red": .color(.red),
        "orange": .color(.orange), "yellow": .color(.yellow), "green": .color(.green), "mint": .color(.mint),
        "teal": .color(.teal), "cyan": .color(.cyan), "blue": .color(.blue), "indigo": .color(.indigo),
        "purple": .color(.purple), "pink": .color(.pink), "brown": .color(.brown), "magenta": .color(.magenta),
        "clear": .color(.clear), "primary": .color(.primary), "secondary": .color(.secondary), "accentColor": .color(.accentColor),
    ]

    nonisolated(unsafe) static let fonts: [String: TypedValue] = [ // constants, as above
        "largeTitle": .font(.largeTitle), "title": .font(.title), "title2": .font(.title2), "title3": .font(.title3),
        "headline": .font(.headline), "body": .font(.body), "callout": .font(.callout), "subheadline": .font(.subheadline),
        "footnote": .font(.footnote), "caption": .font(.caption), "caption2": .font(.caption2),
    ]

    nonisolated(unsafe) static let fontWeights: [String: TypedValue] = [ // constants, as above
        "ultraLight": .fontWeight(.ultraLight), "thin": .fontWeight(.thin), "light": .fontWeight(.light),
        "regular": .fontWeight(.regular), "medium": .fontWeight(.medium), "semibold": .fontWeight(.semibold),
        "bold": .fontWeight(.bold), "heavy": .fontWeight(.heavy), "black": .fontWeight(.black),
    ]

    nonisolated(unsafe) static let unitPoints: [String: TypedValue] = [ // constants, as above
        "zero": .unitPoint(.zero), "center": .unitPoint(.center), "leading": .unitPoint(.leading), "trailing": .unitPoint(.trailing),
        "top": .unitPoint(.top), "bottom": .unitPoint(.bottom), "topLeading": .unitPoint(.topLeading),
        "topTrailing": .unitPoint(.topTrailing), "bottomLeading": .unitPoint(.bottomLeading), "bottomTrailing": .unitPoint(.bottomTrailing),
    ]

    /// A colour written as `#RRGGBB` or `#RRGGBBAA` (scene.json only).
    static func hexColor(_ text: String) -> Color? {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        func channel(_ shift: UInt64) -> Double { Double((value >> shift) & 0xFF) / 255 }
        return hasAlpha
            ? Color(red: channel(24), green: channel(16), blue: channel(8), opacity: channel(0))
            : Color(red: channel(16), green: channel(8), blue: channel(0))
    }
}
