import Foundation

/// A run of text, measured by the host's ``TextMeasurer`` in the font of its environment
/// (`.font(_:)` on it or any ancestor; `.body` otherwise).
public struct Text: PrimitiveView, Equatable {
    /// The string shown.
    public var content: String
    var font: Font?
    var isBold = false

    /// Text showing `content`.
    public init(_ content: String) { self.content = content }

    /// Text showing any string.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text showing `content` exactly as given.
    public init(verbatim content: String) { self.content = content }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// This text in bold, which makes it wider.
    public func bold(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.isBold = isActive
        return copy
    }

    /// Two texts run together.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var copy = lhs
        copy.content += rhs.content
        return copy
    }

    public static func _resolve(_ view: Text, _ inputs: _ViewInputs) {
        var font = view.font ?? inputs.environment.font ?? .body
        if view.isBold || inputs.environment.isBold { font = font.bold() }
        inputs.resolver.leaf(TextBehavior(content: view.content, font: font, lineLimit: inputs.environment.lineLimit), inputs)
    }
}

struct TextBehavior: NodeBehavior, Equatable {
    let content: String
    let font: Font
    let lineLimit: Int?

    var kind: String { "Text" }
    var text: String? { content }

    func measure(_ proposal: ProposedViewSize, _ context: LayoutContext) -> TextMeasurement {
        var measurement = context.textMeasurer.measure(content, font: font, proposal: proposal)
        if let lineLimit, measurement.lines.count > lineLimit {
            let lineHeight = measurement.size.height / CGFloat(measurement.lines.count)
            measurement.lines.removeLast(measurement.lines.count - lineLimit)
            measurement.size.height = lineHeight * CGFloat(lineLimit)
            measurement.lastBaseline = measurement.firstBaseline + lineHeight * CGFloat(lineLimit - 1)
        }
        return measurement
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        measure(proposal, context).size
    }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize, context: LayoutContext) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key {
            return measure(proposal, context).firstBaseline
        }
        if key == VerticalAlignment.lastTextBaseline.key {
            return measure(proposal, context).lastBaseline
        }
        return nil
    }
}
