import Foundation
import LayoutEngine

/// The type a parameter expects. Values are checked against it and converted to
/// ``TypedValue``s by ``ViewFactory/convert(_:to:origin:parameter:callee:dryRun:)``.
indirect enum ParameterType: Hashable, Sendable {
    /// A finite number (a layout priority, an aspect ratio, a colour's component): a
    /// non-finite one is an error, as a layout fed one gives frames no output can hold.
    case number
    /// A finite number of points no farther than ``NumberRule/largestLength`` from zero
    /// (padding, spacing, an offset or a position): beyond it, sums of lengths overflow to
    /// infinity and every frame after them is garbage.
    case length
    /// A frame's width, height, minimum or ideal: a ``length`` that is not negative, where
    /// SwiftUI logs "Invalid frame dimension" and lays the view out as if it were absent.
    case frameLength
    /// A frame's maximum: 0 or more, and may be `.infinity` (fill what is proposed).
    case frameMaximum
    case int, string, bool
    /// A number parameter with `Int` overloads beside its floating-point ones, which takes
    /// an `Int` as well (`CGSize(width:height:)`, `CGPoint(x:y:)`, `Text(_:format:)`); every
    /// other number parameter refuses one, as Swift converts none.
    case acceptingInt(ParameterType)
    case alignment, horizontalAlignment, verticalAlignment
    case edges, insets, color, font, fontWeight, angle, contentMode, axes
    case size, point, unitPoint
    case view, layout, identifier
    case direction, item, sleAlignment
    /// A control style that changes size (`.bordered`, `.roundedBorder`).
    case buttonStyle, textFieldStyle
    /// How a navigation bar shows its title, and where a toolbar item goes.
    case titleDisplayMode, toolbarItemPlacement
    case verticalEdge, horizontalEdge, safeAreaRegions
    /// `.uppercase` or `.lowercase` (`textCase`), and a Dynamic Type size (`.xxLarge`).
    case textCase, dynamicTypeSize, layoutDirection
    /// A key path to an environment value, `\.dynamicTypeSize`: the one named, or with nil
    /// any key no other overload lays out (see ``EnvironmentCatalog``).
    case environmentKey(String?)
    /// A horizontal or a vertical guide, whichever the value names (`alignmentGuide`'s first
    /// argument); a name both have (`.center`) is ambiguous, as in Swift.
    case guide
    /// A closure computing a guide from a view's dimensions (see ``GuideFormula``); in
    /// scene.json, the closure's text.
    case guideFormula
    /// A closure the engine calls with the container's length and the axis, answering the
    /// view's length (`containerRelativeFrame`'s last argument), run by the interpreter.
    case lengthFunction
    /// A lazy grid's columns or rows: an array of `GridItem(…)`.
    case gridItems
    case gridItem, gridItemSize
    /// A number's format style, `Text(_:format:)`'s (see ``NumberFormat``).
    case numberFormat
    /// Anything: the value is kept as it is (painting arguments, picker selections).
    case any
    case optional(ParameterType)
    /// A range of values of `bound`, with both bounds or one (`.xSmall ... .large`,
    /// `...DynamicTypeSize.large`, `.large...`), its bounds in order: see ``TypedRange``.
    case range(of: ParameterType)

    /// How messages name it: "expected a number".
    /// The floating-point type of a number parameter (directly or optionally), which takes
    /// no `Int` in Swift: `CGFloat` for lengths; a plain number is a `Double` or a `CGFloat`
    /// (opacity, a scale), named by what both take. Nil for any other parameter.
    var floatingPointName: String? {
        switch self {
        case .length, .frameLength, .frameMaximum: return "CGFloat"
        case .number: return "Double"
        case .optional(let wrapped): return wrapped.floatingPointName
        default: return nil
        }
    }

    var description: String {
        switch self {
        case .number, .length, .frameLength, .frameMaximum, .acceptingInt: return "a number"
        case .int: return "an integer"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .alignment: return "an alignment"
        case .horizontalAlignment: return "a horizontal alignment"
        case .verticalAlignment: return "a vertical alignment"
        case .edges: return "edges"
        case .insets: return "edge insets"
        case .color: return "a color"
        case .font: return "a font"
        case .fontWeight: return "a font weight"
        case .angle: return "an angle"
        case .contentMode: return "a content mode"
        case .axes: return "axes"
        case .size: return "a size"
        case .point: return "a point"
        case .unitPoint: return "a unit point"
        case .view: return "a view"
        case .layout: return "a layout"
        case .identifier: return "an identifier"
        case .direction: return "a direction"
        case .item: return "a layout item"
        case .sleAlignment: return "a layout alignment"
        case .buttonStyle: return "a button style"
        case .textFieldStyle: return "a text field style"
        case .titleDisplayMode: return "a title display mode"
        case .toolbarItemPlacement: return "a toolbar item placement"
        case .verticalEdge: return "a vertical edge"
        case .horizontalEdge: return "a horizontal edge"
        case .safeAreaRegions: return "safe area regions"
        case .textCase: return "a text case"
        case .dynamicTypeSize: return "a dynamic type size"
        case .layoutDirection: return "a layout direction"
        case .environmentKey(let name): return name.map { "the key path \\.\($0)" } ?? "a key path to an environment value"
        case .guide: return "a horizontal or vertical alignment"
        case .guideFormula: return "a closure computing the guide from the view's dimensions"
        case .lengthFunction: return "a closure computing a length from the container's length and axis"
        case .gridItems: return "an array of grid items"
        case .gridItem: return "a grid item"
        case .gridItemSize: return "a grid item size"
        case .numberFormat: return "a number format ('.number', '.percent' or '.currency(code:)')"
        case .any: return "a value"
        case .optional(let wrapped): return wrapped.description
        case .range(let bound): return "a range of values, each \(bound.description)"
        }
    }

    var unwrapped: ParameterType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        if case .acceptingInt(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// The type as catalogs look values up: every kind of number is named like a number
    /// (`.infinity`, `CGFloat.pi`).
    var catalogType: ParameterType {
        switch unwrapped {
        case .length, .frameLength, .frameMaximum: return .number
        case let type: return type
        }
    }
}

/// One parameter of a view, layout or modifier.
struct Parameter: Hashable, Sendable {
    /// The argument label, nil when the argument is unlabeled.
    var label: String?
    var type: ParameterType
    var isDefaulted: Bool

    /// A labeled parameter; most have defaults, as in SwiftUI.
    static func labeled(_ label: String, _ type: ParameterType, defaulted: Bool = true) -> Parameter {
        Parameter(label: label, type: type, isDefaulted: defaulted)
    }

    /// An unlabeled parameter; most are required.
    static func unlabeled(_ type: ParameterType, defaulted: Bool = false) -> Parameter {
        Parameter(label: nil, type: type, isDefaulted: defaulted)
    }
}

/// Whether a call takes a trailing closure of views.
enum ContentRule: Hashable, Sendable { case none, optional, required }

/// One way to call a view, layout or modifier, and what to build from it.
struct Overload<Build> {
    var parameters: [Parameter]
    var content: ContentRule
    var build: Build

    init(_ parameters: [Parameter] = [], content: ContentRule = .none, _ build: Build) {
        self.parameters = parameters
        self.content = content
        self.build = build
    }
}

/// The catalogs are global tables of overloads, read by every thread that loads a scene.
extension Overload: Sendable where Build: Sendable {}

/// A value converted to what a parameter expects.
enum TypedValue {
    case none
    case number(CGFloat)
    case int(Int)
    case string(String)
    case bool(Bool)
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case edges(Edge.Set)
    case insets(EdgeInsets)
    case color(Color)
    case font(Font)
    case fontWeight(Font.Weight)
    case angle(Angle)
    case contentMode(ContentMode)
    case axes(Axis.Set)
    case size(CGSize)
    case point(CGPoint)
    case unitPoint(UnitPoint)
    case view(AnyView)
    case layout(AnyLayout)
    case identifier(AnyHashable)
    case direction(SLEDirection)
    case item(SLEItem)
    case sleAlignment(SLEAlignment)
    case buttonStyle(ButtonStyle)
    case textFieldStyle(TextFieldStyle)
    case titleDisplayMode(NavigationBarItem.TitleDisplayMode)
    case toolbarItemPlacement(ToolbarItemPlacement)
    case verticalEdge(VerticalEdge)
    case horizontalEdge(HorizontalEdge)
    case safeAreaRegions(SafeAreaRegions)
    case textCase(Text.Case)
    case dynamicTypeSize(DynamicTypeSize)
    case layoutDirection(LayoutDirection)
    case guideFormula(GuideFormula)
    case engineClosure(EngineClosure)
    case gridItems([GridItem])
    case gridItem(GridItem)
    case gridItemSize(GridItem.Size)
    case numberFormat(NumberFormat)
    indirect case range(TypedRange)
    case value(SceneValue)
}

/// The arguments of a resolved call, by parameter position; nil where the call left a
/// defaulted parameter out.
struct Arguments {
    var values: [TypedValue?]

    subscript(_ index: Int) -> TypedValue? { index < values.count ? values[index] : nil }

    func number(_ index: Int) -> CGFloat? {
        if case .number(let value)? = self[index] { return value }
        return nil
    }
    func int(_ index: Int) -> Int? {
        if case .int(let value)? = self[index] { return value }
        return nil
    }
    func string(_ index: Int) -> String? {
        if case .string(let value)? = self[index] { return value }
        return nil
    }
    func bool(_ index: Int) -> Bool? {
        if case .bool(let value)? = self[index] { return value }
        return nil
    }
    func alignment(_ index: Int) -> Alignment? {
        if case .alignment(let value)? = self[index] { return value }
        return nil
    }
    func horizontalAlignment(_ index: Int) -> HorizontalAlignment? {
        if case .horizontalAlignment(let value)? = self[index] { return value }
        return nil
    }
    func verticalAlignment(_ index: Int) -> VerticalAlignment? {
        if case .verticalAlignment(let value)? = self[index] { return value }
        return nil
    }
    func edges(_ index: Int) -> Edge.Set? {
        if case .edges(let value)? = self[index] { return value }
        return nil
    }
    func insets(_ index: Int) -> EdgeInsets? {
        if case .insets(let value)? = self[index] { return value }
        return nil
    }
    func color(_ index: Int) -> Color? {
        if case .color(let value)? = self[index] { return value }
        return nil
    }
    func font(_ index: Int) -> Font? {
        if case .font(let value)? = self[index] { return value }
        return nil
    }
    func fontWeight(_ index: Int) -> Font.Weight? {
        if case .fontWeight(let value)? = self[index] { return value }
        return nil
    }
    func angle(_ index: Int) -> Angle? {
        if case .angle(let value)? = self[index] { return value }
        return nil
    }
    func contentMode(_ index: Int) -> ContentMode? {
        if case .contentMode(let value)? = self[index] { return value }
        return nil
    }
    func axes(_ index: Int) -> Axis.Set? {
        if case .axes(let value)? = self[index] { return value }
        return nil
    }
    func size(_ index: Int) -> CGSize? {
        if case .size(let value)? = self[index] { return value }
        return nil
    }
    func point(_ index: Int) -> CGPoint? {
        if case .point(let value)? = self[index] { return value }
        return nil
    }
    func unitPoint(_ index: Int) -> UnitPoint? {
        if case .unitPoint(let value)? = self[index] { return value }
        return nil
    }
    func view(_ index: Int) -> AnyView? {
        if case .view(let value)? = self[index] { return value }
        return nil
    }
    func layout(_ index: Int) -> AnyLayout? {
        if case .layout(let value)? = self[index] { return value }
        return nil
    }
    func identifier(_ index: Int) -> AnyHashable? {
        if case .identifier(let value)? = self[index] { return value }
        return nil
    }
    func direction(_ index: Int) -> SLEDirection? {
        if case .direction(let value)? = self[index] { return value }
        return nil
    }
    func item(_ index: Int) -> SLEItem? {
        if case .item(let value)? = self[index] { return value }
        return nil
    }
    func sleAlignment(_ index: Int) -> SLEAlignment? {
        if case .sleAlignment(let value)? = self[index] { return value }
        return nil
    }
    func guideFormula(_ index: Int) -> GuideFormula? {
        if case .guideFormula(let value)? = self[index] { return value }
        return nil
    }
    func engineClosure(_ index: Int) -> EngineClosure? {
        if case .engineClosure(let value)? = self[index] { return value }
        return nil
    }
    func gridItems(_ index: Int) -> [GridItem]? {
        if case .gridItems(let value)? = self[index] { return value }
        return nil
    }
    func gridItemSize(_ index: Int) -> GridItem.Size? {
        if case .gridItemSize(let value)? = self[index] { return value }
        return nil
    }
    func numberFormat(_ index: Int) -> NumberFormat? {
        if case .numberFormat(let value)? = self[index] { return value }
        return nil
    }
}
