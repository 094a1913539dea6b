import Foundation
import LayoutEngine

/// Draws `NAME.preview.svg`: every preview of a scene in one SVG file a browser opens.
///
/// - Previews are stacked top to bottom, each under its caption
///   (`Narrow — 120×200 pt (proposal 120×200)`), on a white canvas clipped to its size.
/// - One point is one SVG unit. Numbers are written as in the placement JSON (rounded to
///   1/1000, `12`, `12.5`, never `-0`), so the same placements give the same bytes.
/// - Views are drawn in z-order (parents first, children back to front):
///   - a Color fills its frame with its colour (`#RRGGBBAA` as a fill plus `fill-opacity`);
///   - a shape (Rectangle, RoundedRectangle, Capsule, Circle, Ellipse) is its shape in
///     neutral grey, since paint-only modifiers such as `foregroundColor` are not kept:
///     filled, or outlined in grey when it was given `.stroke` or `.strokeBorder`;
///   - a border is a stroke of its colour inside its frame, painted over the view it wraps
///     (an overlay, as in SwiftUI);
///   - every other view (containers, modifiers, Text, Spacer) is a thin grey outline, and a
///     Text also draws its string: the largest size whose lines, measured by the text
///     measurer as layout does (a line is 1.2 em), fill the frame's height, each line
///     stretched (`textLength`) to the width the measurer gave it.
///   - every drawn element has a `<title>` (kind, `#name`, frame), shown on hover.
///   A view with no area, or with a frame that is not finite, is not drawn; its children are.
///   A `.hidden()` view and everything in it are not drawn.
/// - A scroll view's content is clipped to the scroll view's frame, and each edge the
///   content continues past has a small grey triangle in its middle pointing past it.
public struct SVGPreview: Sendable {
    /// Measures text to choose a Text's font size and line breaks; use the one the
    /// placements were laid out with.
    public var textMeasurer: any TextMeasurer

    public init(textMeasurer: any TextMeasurer = StandardTextMeasurer()) {
        self.textMeasurer = textMeasurer
    }

    private static let margin: CGFloat = 16
    private static let captionSize: CGFloat = 14
    private static let captionHeight: CGFloat = 24
    private static let gap: CGFloat = 24
    private static let shapeGrey = "#C7C7CC"
    private static let outlineGrey = "#8E8E93"
    private static let greyFill = "fill=\"\(shapeGrey)\""

    /// The SVG document for `previews`, ending with a newline.
    public func render(_ previews: [RenderedPreview]) -> String {
        var width: CGFloat = 0
        var height: CGFloat = 0
        var groups: [String] = []
        for (index, preview) in previews.enumerated() {
            if index > 0 { height += Self.gap }
            let canvas = preview.drawableCanvas
            let captionWidth = textMeasurer.measure(preview.caption, font: .system(size: Self.captionSize), proposal: .unspecified).size.width
            width = max(width, canvas.width, captionWidth)
            groups.append(group(for: preview, number: index + 1, canvas: canvas, top: Self.margin + height))
            height += Self.captionHeight + canvas.height
        }
        width += 2 * Self.margin
        height += 2 * Self.margin
        var lines = [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" font-family="Helvetica, Arial, sans-serif">"##,
            ##"  <rect width="\##(n(width))" height="\##(n(height))" fill="#F2F2F7"/>"##,
        ]
        lines.append(contentsOf: groups)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One preview: caption, canvas and views, `top` points down the page.
    private func group(for preview: RenderedPreview, number: Int, canvas: CGSize, top: CGFloat) -> String {
        let clipID = "preview-\(number)-canvas"
        let size = ##"width="\##(n(canvas.width))" height="\##(n(canvas.height))""##
        var lines = [
            ##"  <g id="preview-\##(number)" transform="translate(\##(n(Self.margin)) \##(n(top)))">"##,
            ##"    <text x="0" y="16" font-size="\##(n(Self.captionSize))" fill="#3C3C43">\##(preview.caption.xmlEscaped)</text>"##,
            ##"    <g transform="translate(0 \##(n(Self.captionHeight)))">"##,
            ##"      <clipPath id="\##(clipID)"><rect \##(size)/></clipPath>"##,
            ##"      <rect \##(size) fill="#FFFFFF"/>"##,
            ##"      <g clip-path="url(#\##(clipID))">"##,
        ]
        var scrollViews = 0
        appendElements(for: preview.placement.root, to: &lines, indent: "        ", preview: number, scrollViews: &scrollViews)
        lines.append("      </g>")
        lines.append(##"      <rect \##(size) fill="none" stroke="#3C3C43" stroke-width="0.5"/>"##)
        lines.append("    </g>")
        lines.append("  </g>")
        return lines.joined(separator: "\n")
    }

    /// Appends the elements of `node` and its subtree; `scrollViews` counts the scroll views
    /// of preview number `preview` so far, to name each one's clip path.
    private func appendElements(for node: PlacedNode, to lines: inout [String], indent: String, preview: Int, scrollViews: inout Int) {
        if node.isHiddenModifier { return }
        let frame = node.frame
        let isDrawable = frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite
            && frame.size.width > 0 && frame.size.height > 0
        if isDrawable {
            let title = "<title>\(Self.title(of: node).xmlEscaped)</title>"
            let element = indent + shapeElement(for: node, title: title)
            // A border is an overlay in SwiftUI: it is painted over the view it wraps.
            if Self.isBorder(node) {
                for child in node.children { appendElements(for: child, to: &lines, indent: indent, preview: preview, scrollViews: &scrollViews) }
                lines.append(element)
                return
            }
            lines.append(element)
            if let text = node.text, !text.isEmpty {
                lines.append(contentsOf: textElements(text, in: frame).map { indent + $0 })
            }
        }
        guard ScrollOverflow.isScrollView(node) else {
            for child in node.children { appendElements(for: child, to: &lines, indent: indent, preview: preview, scrollViews: &scrollViews) }
            return
        }
        // Nothing of a scroll view's content shows outside it, so none shows when it has no area.
        guard isDrawable else { return }
        scrollViews += 1
        let clipID = "preview-\(preview)-scroll-\(scrollViews)"
        let box = ##"x="\##(n(frame.origin.x))" y="\##(n(frame.origin.y))" width="\##(n(frame.size.width))" height="\##(n(frame.size.height))""##
        lines.append(indent + ##"<clipPath id="\##(clipID)"><rect \##(box)/></clipPath>"##)
        lines.append(indent + ##"<g clip-path="url(#\##(clipID))">"##)
        for child in node.children { appendElements(for: child, to: &lines, indent: indent + "  ", preview: preview, scrollViews: &scrollViews) }
        lines.append(indent + "</g>")
        lines.append(contentsOf: Self.overflowMarkers(ScrollOverflow(of: node), in: frame).map { indent + $0 })
    }

    /// A small triangle in the middle of each edge of `frame` in `overflow`, inside the
    /// frame and pointing past the edge, saying the content continues there.
    private static func overflowMarkers(_ overflow: ScrollOverflow, in frame: CGRect) -> [String] {
        let size: CGFloat = min(6, frame.width / 2, frame.height / 2)
        let (midX, midY) = (frame.midX, frame.midY)
        var markers: [(ScrollOverflow, [CGPoint], String)] = []
        markers.append((.top, [CGPoint(x: midX - size, y: frame.minY + size + 1), CGPoint(x: midX + size, y: frame.minY + size + 1), CGPoint(x: midX, y: frame.minY + 1)], "above"))
        markers.append((.bottom, [CGPoint(x: midX - size, y: frame.maxY - size - 1), CGPoint(x: midX + size, y: frame.maxY - size - 1), CGPoint(x: midX, y: frame.maxY - 1)], "below"))
        markers.append((.leading, [CGPoint(x: frame.minX + size + 1, y: midY - size), CGPoint(x: frame.minX + size + 1, y: midY + size), CGPoint(x: frame.minX + 1, y: midY)], "before"))
        markers.append((.trailing, [CGPoint(x: frame.maxX - size - 1, y: midY - size), CGPoint(x: frame.maxX - size - 1, y: midY + size), CGPoint(x: frame.maxX - 1, y: midY)], "after"))
        return markers.filter { overflow.contains($0.0) }.map { _, points, side in
            let list = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            return ##"<polygon points="\##(list)" fill="\##(outlineGrey)"><title>content continues \##(side)</title></polygon>"##
        }
    }

    private static func isBorder(_ node: PlacedNode) -> Bool {
        node.kind == "border" && paint(node.color) != nil
    }

    /// The element showing a node's frame: a fill, a shape, a border's stroke or an outline.
    private func shapeElement(for node: PlacedNode, title: String) -> String {
        let f = node.frame
        let (x, y, w, h) = (f.origin.x, f.origin.y, f.size.width, f.size.height)
        let box = ##"x="\##(n(x))" y="\##(n(y))" width="\##(n(w))" height="\##(n(h))""##
        // A stroked shape is an outline, which hides nothing behind it; a filled one is filled.
        let paint = Self.paint(node.color)
        let shapePaint = node.paint == .stroke
            ? "fill=\"none\" " + (Self.paint(node.color, as: "stroke") ?? "stroke=\"\(Self.outlineGrey)\"") + " stroke-width=\"1\""
            : paint ?? Self.greyFill
        switch node.kind {
        case "Color":
            return ##"<rect \##(box) \##(paint ?? Self.greyFill)>\##(title)</rect>"##
        case "border" where paint != nil:
            // SwiftUI draws a border inside the frame: a 1-pt stroke on a rectangle inset by half of it.
            let inset: CGFloat = min(0.5, w / 2, h / 2)
            let stroke = Self.paint(node.color, as: "stroke")!
            return ##"<rect x="\##(n(x + inset))" y="\##(n(y + inset))" width="\##(n(w - 2 * inset))" height="\##(n(h - 2 * inset))" fill="none" \##(stroke) stroke-width="1">\##(title)</rect>"##
        case "Rectangle":
            return ##"<rect \##(box) \##(shapePaint)>\##(title)</rect>"##
        case "RoundedRectangle", "Capsule":
            let radius = node.kind == "Capsule" ? min(w, h) / 2 : min(w, h) / 5
            return ##"<rect \##(box) rx="\##(n(radius))" \##(shapePaint)>\##(title)</rect>"##
        case "Circle":
            return ##"<circle cx="\##(n(x + w / 2))" cy="\##(n(y + h / 2))" r="\##(n(min(w, h) / 2))" \##(shapePaint)>\##(title)</circle>"##
        case "Ellipse":
            return ##"<ellipse cx="\##(n(x + w / 2))" cy="\##(n(y + h / 2))" rx="\##(n(w / 2))" ry="\##(n(h / 2))" \##(shapePaint)>\##(title)</ellipse>"##
        default:
            return ##"<rect \##(box) fill="none" stroke="\##(Self.outlineGrey)" stroke-width="0.5">\##(title)</rect>"##
        }
    }

    /// A Text's string in its frame: the fewest lines (at the largest size) that fit its width.
    private func textElements(_ text: String, in frame: CGRect) -> [String] {
        var size = frame.size.height / 1.2
        var lines = [text]
        for count in 1...20 {
            let candidate = frame.size.height / (1.2 * CGFloat(count))
            let measured = textMeasurer.measure(text, font: .system(size: candidate), proposal: ProposedViewSize(width: frame.size.width, height: nil))
            if measured.lines.count <= count || count == 20 {
                size = candidate
                lines = measured.lines
                break
            }
        }
        let font = Font.system(size: size)
        return lines.enumerated().map { index, line in
            let baseline = frame.origin.y + size * (0.95 + 1.2 * CGFloat(index))
            // Real fonts are wider or narrower than the measurer's model; stretching each line to
            // its measured width keeps the text inside the frame layout gave it.
            let width = textMeasurer.measure(line, font: font, proposal: .unspecified).size.width
            let length = width > 0 ? ##" textLength="\##(n(width))" lengthAdjust="spacingAndGlyphs""## : ""
            return ##"<text x="\##(n(frame.origin.x))" y="\##(n(baseline))" font-size="\##(n(size))"\##(length) fill="#000000" xml:space="preserve">\##(line.xmlEscaped)</text>"##
        }
    }

    /// `fill="#RRGGBB"` (or `stroke=…`), plus `fill-opacity` for `#RRGGBBAA` other than
    /// opaque; `nil` for no colour or one that is not in either form.
    private static func paint(_ color: String?, as property: String = "fill") -> String? {
        guard let color, color.first == "#" else { return nil }
        let digits = color.dropFirst()
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let rgb = ##"\##(property)="#\##(digits.prefix(6).uppercased())""##
        guard digits.count == 8, let alpha = UInt8(digits.suffix(2), radix: 16), alpha != 255 else { return rgb }
        return rgb + ##" \##(property)-opacity="\##(CanonicalNumber.format(Double(alpha) / 255) ?? "1")""##
    }

    /// What hovering a view shows: `Text "Hi" #greeting 10,20 30×17`.
    private static func title(of node: PlacedNode) -> String {
        var parts = [node.kind]
        if let text = node.text { parts.append("\"\(text)\"") }
        if let name = node.name { parts.append("#" + name) }
        let f = node.frame
        parts.append("\(n(f.origin.x)),\(n(f.origin.y)) \(n(f.size.width))×\(n(f.size.height))")
        return parts.joined(separator: " ")
    }
}

/// A coordinate as SVG attributes write it: canonical, `0` for anything not finite.
private func n(_ value: CGFloat) -> String {
    CanonicalNumber.format(Double(value)) ?? "0"
}
