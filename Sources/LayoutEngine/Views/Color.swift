import Foundation

/// A colour as a view: it fills whatever space it is offered (10×10 when asked for its
/// ideal size, like every shape).
public struct Color: PrimitiveView, Hashable, Sendable {
    /// Red, green, blue and opacity, each 0…1.
    public let red: Double
    public let green: Double
    public let blue: Double
    public let opacity: Double
    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when not opaque; computed once, since every
    /// node of this colour reports it.
    public let hex: String

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.hex = Color.hex(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A colour from an asset catalogue, which Linux has not: it lays out as every colour
    /// does (as large as proposed) and is drawn gray, as `Color.gray`.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = .gray
    }

    /// A grey of the given whiteness.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each 0…1. A hue wraps around (1.25 is
    /// 0.25); one that is infinite or NaN, which has no place on the wheel, is taken as 0.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// This colour with another opacity.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
    public static let red = Color(red: 1, green: 0.23, blue: 0.19)
    public static let orange = Color(red: 1, green: 0.58, blue: 0)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
    public static let mint = Color(red: 0, green: 0.78, blue: 0.75)
    public static let teal = Color(red: 0.19, green: 0.69, blue: 0.78)
    public static let cyan = Color(red: 0.2, green: 0.68, blue: 0.9)
    public static let blue = Color(red: 0, green: 0.48, blue: 1)
    public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
    public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
    public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
    public static let brown = Color(red: 0.64, green: 0.52, blue: 0.37)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let primary = Color.black
    public static let secondary = Color.gray
    public static let accentColor = Color.blue

    private static func hex(red: Double, green: Double, blue: Double, opacity: Double) -> String {
        func byte(_ value: Double) -> String {
            // NaN (from a hue of inf - inf, say) paints as 0 rather than trapping in Int().
            let clamped = value.isNaN ? 0 : Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(clamped, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (opacity < 1 ? byte(opacity) : "")
    }

    public static func _resolve(_ view: Color, _ inputs: _ViewInputs) {
        inputs.resolver.leaf(ShapeBehavior(shape: .color, color: view.hex), inputs)
    }
}

/// A view that fills the space it is offered and is 10×10 when asked for its ideal size:
/// colours and the built-in shapes.
struct ShapeBehavior: NodeBehavior, Equatable {
    /// Which view it is. An enum rather than the kind's string keeps the behaviour small
    /// enough to sit inside a node without a box of its own.
    enum Kind: String {
        case color = "Color"
        case rectangle = "Rectangle"
        case roundedRectangle = "RoundedRectangle"
        case circle = "Circle"
        case capsule = "Capsule"
        case ellipse = "Ellipse"
    }

    // The colour first, then the two one-byte fields after it: 18 bytes with no padding
    // between fields, so equal shapes have equal bytes and a re-layout compares them so
    // (``comparesBytes``), and within an existential's three inline words, or every
    // shape node would cost a heap box.
    let color: String?
    let shape: Kind
    /// Whether the shape was given `.stroke` or `.strokeBorder`: drawn as an outline.
    let isStroked: Bool

    init(shape: Kind, isStroked: Bool = false, color: String?) {
        self.color = color
        self.shape = shape
        self.isStroked = isStroked
    }

    static var comparesBytes: Bool { true }

    var kind: String { shape.rawValue }
    var paint: PlacedNode.Paint? { isStroked ? .stroke : .fill }
    var traits: BehaviorTraits { [.plainLeaf, .fillsProposal] }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
