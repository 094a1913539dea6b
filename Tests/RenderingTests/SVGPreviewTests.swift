import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutEngine
import Testing
@testable import Rendering

@Suite struct SVGPreviewTests {
    @Test func smallPlacementIsDrawnWhole() {
        let root = node("padding", 0, 0, 40, 20, [node("Color", 4, 4, 32, 12, color: "#FF000080")])
        #expect(SVGPreview().render([preview(root, width: 40, height: 20, name: "Tiny")]) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="WIDTH" height="76" viewBox="0 0 WIDTH 76" font-family="Helvetica, Arial, sans-serif">
          <rect width="WIDTH" height="76" fill="#F2F2F7"/>
          <g id="preview-1" transform="translate(16 16)">
            <text x="0" y="16" font-size="14" fill="#3C3C43">Tiny — 40×20 pt (proposal 40×20)</text>
            <g transform="translate(0 24)">
              <clipPath id="preview-1-canvas"><rect width="40" height="20"/></clipPath>
              <rect width="40" height="20" fill="#FFFFFF"/>
              <g clip-path="url(#preview-1-canvas)">
                <rect x="0" y="0" width="40" height="20" fill="none" stroke="#8E8E93" stroke-width="0.5"><title>padding 0,0 40×20</title></rect>
                <rect x="4" y="4" width="32" height="12" fill="#FF0000" fill-opacity="0.502"><title>Color 4,4 32×12</title></rect>
              </g>
              <rect width="40" height="20" fill="none" stroke="#3C3C43" stroke-width="0.5"/>
            </g>
          </g>
        </svg>

        """.replacingOccurrences(of: "WIDTH", with: captionPageWidth("Tiny — 40×20 pt (proposal 40×20)")))
    }

    @Test func outputIsWellFormedXMLEvenWithMarkupInText() throws {
        let root = node("VStack", 0, 0, 100, 40, name: "a<b>&\"c\"", [
            node("Text", 0, 0, 100, 20, text: "<script>&amp; 'q' \u{1} 日本"),
            node("border", 0, 20, 100, 20, color: "#0000FF", [node("Circle", 0, 20, 100, 20)]),
        ])
        let svg = SVGPreview().render([preview(root, width: 100, height: 40, name: "a & b"), preview(root, width: 50, height: 50)])
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;&amp;amp; &apos;q&apos; \u{FFFD} 日本"))
        #if canImport(FoundationXML) || os(macOS)
        let document = try XMLDocument(xmlString: svg, options: [])
        #expect(document.rootElement()?.name == "svg")
        #expect(document.rootElement()?.elements(forName: "g").count == 2)
        #else
        #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"))
        #endif
    }

    @Test func borderIsAStrokeOfItsColourInsideItsFrame() {
        let svg = SVGPreview().render([preview(node("border", 10, 10, 20, 20, color: "#00FF00"), width: 40, height: 40)])
        #expect(svg.contains(##"<rect x="10.5" y="10.5" width="19" height="19" fill="none" stroke="#00FF00" stroke-width="1">"##))
    }

    @Test func shapesWithoutColourAreGreyShapes() {
        let root = node("ZStack", 0, 0, 40, 20, [node("Circle", 0, 0, 40, 20), node("Capsule", 0, 0, 40, 20), node("Ellipse", 0, 0, 40, 20)])
        let svg = SVGPreview().render([preview(root, width: 40, height: 20)])
        #expect(svg.contains(##"<circle cx="20" cy="10" r="10" fill="#C7C7CC">"##))
        #expect(svg.contains(##"<rect x="0" y="0" width="40" height="20" rx="10" fill="#C7C7CC">"##))
        #expect(svg.contains(##"<ellipse cx="20" cy="10" rx="20" ry="10" fill="#C7C7CC">"##))
    }

    @Test func strokedShapeIsAGreyOutline() {
        let root = node("ZStack", 0, 0, 40, 20, [node("Circle", 0, 0, 40, 20, paint: .stroke)])
        let svg = SVGPreview().render([preview(root, width: 40, height: 20)])
        #expect(svg.contains(##"<circle cx="20" cy="10" r="10" fill="none" stroke="#8E8E93" stroke-width="1">"##))
    }

    @Test func textOnOneLineFillsItsFrameHeight() {
        let svg = SVGPreview().render([preview(node("Text", 2, 4, 100, 24, text: "Hi"), width: 120, height: 40)])
        #expect(svg.contains(##"<text x="2" y="23" font-size="20" textLength="19.6" lengthAdjust="spacingAndGlyphs" fill="#000000" xml:space="preserve">Hi</text>"##))
    }

    @Test func wrappedTextIsDrawnOnTheLinesLayoutMade() {
        let laid = laidOut(Text("Hello wide world").frame(width: 90), width: 90, height: nil)
        let svg = SVGPreview().render([laid])
        let lines = svg.split(separator: "\n").filter { $0.contains("font-size=\"17\"") }
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix(">Hello wide</text>") == true)
        #expect(lines.last?.hasSuffix(">world</text>") == true)
    }

    @Test func previewsAreStackedTopToBottom() {
        let one = preview(node("Color", 0, 0, 30, 30), width: 30, height: 30, name: "One")
        let two = preview(node("Color", 0, 0, 50, 10), width: 50, height: 10, name: "Two")
        let svg = SVGPreview().render([one, two])
        #expect(svg.contains(##"<g id="preview-1" transform="translate(16 16)">"##))
        #expect(svg.contains(##"<g id="preview-2" transform="translate(16 94)">"##))
        #expect(svg.contains(##"height="144""##))
    }

    @Test func viewWithNoAreaIsNotDrawn() {
        let svg = SVGPreview().render([preview(node("Spacer", 0, 0, 0, 10, [node("Color", 0, 0, 5, 5)]), width: 10, height: 10)])
        #expect(!svg.contains("<title>Spacer"))
        #expect(svg.contains("<title>Color 0,0 5×5</title>"))
    }

    @Test func sameInputGivesIdenticalBytes() {
        func render() -> String {
            let view = VStack {
                Text("Hello").font(.largeTitle).border(Color.blue)
                Color.red.frame(width: 10.0 / 3, height: 7)
            }
            return SVGPreview().render([laidOut(view, width: 100, height: 100), laidOut(view, width: nil, height: nil, name: "Fits")])
        }
        #expect(render() == render())
    }
}

/// The page width for a single narrow preview: its caption's width plus the margins.
private func captionPageWidth(_ caption: String) -> String {
    let width = StandardTextMeasurer().measure(caption, font: .system(size: 14), proposal: .unspecified).size.width + 32
    return CanonicalNumber.format(Double(width))!
}
