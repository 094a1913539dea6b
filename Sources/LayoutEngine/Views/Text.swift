import Foundation

/// A run of text, measured by the host's ``TextMeasurer`` in the font of its environment
/// (`.font(_:)` on it or any ancestor; `.body` otherwise).
///
/// `Text + Text` keeps each part's own font, weight and kerning: the parts are measured as
/// one text of mixed fonts, so their widths add up on a shared line, and each line is as
/// tall as the largest font on it makes it (a wrapped line of body words is a body line's
/// height even when another line holds a large title). A modifier on the whole
/// (`(a + b).font(.title)`) reaches the parts that do not set their own, as in SwiftUI,
/// where the innermost setting wins.
public struct Text: PrimitiveView, Equatable {
    /// The parts, one per operand of `+`, in order.
    var parts: [Part]

    /// One operand of `+` and what was set on it.
    struct Part: Equatable {
        var content: String
        var font: Font?
        var weight: Font.Weight?
        var isBold = false
        var isMonospaced = false
        var kerning: CGFloat?
    }

    /// The string shown: every part's, run together.
    public var content: String {
        get { parts.count == 1 ? parts[0].content : parts.map(\.content).joined() }
        set { parts = [Part(content: newValue)] }
    }

    /// Text showing `content`.
    public init(_ content: String) { parts = [Part(content: content)] }

    /// Text showing any string.
    public init<S: StringProtocol>(_ content: S) { self.init(String(content)) }

    /// Text showing `content` exactly as given.
    public init(verbatim content: String) { self.init(content) }

    /// This text in `font`, where a part has none of its own.
    public func font(_ font: Font?) -> Text {
        modifyingParts { if $0.font == nil { $0.font = font } }
    }

    /// This text in bold, which makes it wider.
    public func bold(_ isActive: Bool = true) -> Text {
        modifyingParts { $0.isBold = $0.isBold || isActive }
    }

    /// This text at `weight`, where a part has none of its own; bold weights are wider.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modifyingParts { if $0.weight == nil { $0.weight = weight } }
    }

    /// This text in the monospaced design: every character as wide as the others.
    public func monospaced(_ isActive: Bool = true) -> Text {
        modifyingParts { $0.isMonospaced = $0.isMonospaced || isActive }
    }

    /// This text with digits of one width, which the text measurer gives every digit
    /// already: it changes no width.
    public func monospacedDigit() -> Text { self }

    /// This text with `kerning` points after every character, where a part sets none.
    public func kerning(_ kerning: CGFloat) -> Text {
        modifyingParts { if $0.kerning == nil { $0.kerning = kerning } }
    }

    /// This text with `tracking` points after every character, where a part sets none.
    /// Tracking differs from kerning only in keeping ligatures apart, which no width here
    /// depends on.
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }

    /// Two texts run together, each keeping what was set on it.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var copy = lhs
        copy.parts += rhs.parts
        return copy
    }

    private func modifyingParts(_ change: (inout Part) -> Void) -> Text {
        var copy = self
        for index in copy.parts.indices { change(&copy.parts[index]) }
        return copy
    }

    public static func _resolve(_ view: Text, _ inputs: _ViewInputs) {
        let environment = inputs.environment
        let runs = view.parts.map { part -> TextRun in
            var font = part.font ?? environment.font ?? .body
            if let weight = part.weight { font.weight = weight }
            if part.isBold || environment.isBold { font = font.bold() }
            if part.isMonospaced || environment.isMonospaced { font = font.monospaced() }
            return TextRun(
                environment.textCase?.apply(to: part.content) ?? part.content,
                font: font.scaled(to: environment.dynamicTypeSize),
                kerning: part.kerning ?? environment.kerning
            )
        }
        inputs.resolver.leaf(TextBehavior(runs: runs, lineSpacing: environment.lineSpacing, lineLimit: environment.lineLimit), inputs)
    }
}

extension Text {
    /// The case text below a `.textCase` modifier is drawn, and so measured, in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        /// `text` in this case.
        func apply(to text: String) -> String {
            switch self {
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            }
        }
    }
}

struct TextBehavior: NodeBehavior, Equatable {
    let runs: [TextRun]
    let lineSpacing: CGFloat
    let lineLimit: Int?

    var kind: String { "Text" }
    var text: String? { runs.count == 1 ? runs[0].content : runs.map(\.content).joined() }

    func measure(_ proposal: ProposedViewSize, _ context: LayoutContext) -> TextMeasurement {
        runs.count == 1 && runs[0].kerning == 0 && lineSpacing == 0 && lineLimit == nil
            ? context.textMeasurer.measure(runs[0].content, font: runs[0].font, proposal: proposal)
            : context.textMeasurer.measure(runs, lineSpacing: lineSpacing, lineLimit: lineLimit, proposal: proposal)
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
