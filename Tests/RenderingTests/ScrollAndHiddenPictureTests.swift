import Foundation
import LayoutEngine
import Testing
@testable import Rendering

/// What the pictures show of a scroll view (its content cut to its frame, each edge with
/// more content beyond it marked) and of a hidden view (nothing), while placement.json keeps
/// every frame of both.
@Suite struct ScrollAndHiddenPictureTests {
    /// A 64×32 vertical scroll view whose column of three 16-point rows runs 16 points past
    /// its bottom edge.
    private let scroll = node("ScrollView", 0, 0, 64, 32, [
        node("VStack", 0, 0, 64, 48, [
            node("Text", 0, 0, 64, 16, text: "one"),
            node("Text", 0, 16, 64, 16, text: "two"),
            node("Text", 0, 32, 64, 16, text: "three"),
        ]),
    ])

    @Test func asciiCutsScrollContentToTheScrollViewAndMarksTheEdgeItContinuesPast() {
        #expect(picture(node("VStack", 0, 0, 64, 64, [scroll]), width: 64, height: 64) == [
            "┌one───────────┐",
            "│              │",
            "│two           │",
            "└──────▾───────┘",
            "│              │",
            "│              │",
            "│              │",
            "└VStack────────┘",
        ])
    }

    @Test func asciiMarksNoEdgeWhenTheContentFits() {
        let fitting = node("ScrollView", 0, 0, 64, 32, [node("Text", 0, 0, 64, 16, text: "one")])
        let lines = picture(fitting, width: 64, height: 32)
        #expect(!lines.joined().contains(where: { "▾▴◂▸".contains($0) }), "\(lines.joined(separator: "\n"))")
    }

    @Test func asciiDrawsNothingOfAHiddenView() {
        let root = node("HStack", 0, 0, 64, 16, [
            node("Text", 0, 0, 32, 16, text: "shown"),
            node("hidden", 32, 0, 32, 16, [node("Text", 32, 0, 32, 16, text: "gone")]),
        ])
        let lines = picture(root, width: 64, height: 16).joined()
        #expect(lines.contains("shown"))
        #expect(!lines.contains("gone"))
    }

    @Test func svgClipsScrollContentAndMarksTheEdgeItContinuesPast() {
        let svg = SVGPreview().render([preview(scroll, width: 64, height: 64)])
        #expect(svg.contains(##"<clipPath id="preview-1-scroll-1"><rect x="0" y="0" width="64" height="32"/></clipPath>"##), "\(svg)")
        #expect(svg.contains(##"<g clip-path="url(#preview-1-scroll-1)">"##), "\(svg)")
        #expect(svg.contains("<title>content continues below</title>"), "\(svg)")
        #expect(!svg.contains("content continues above"), "\(svg)")
    }

    @Test func svgDrawsNothingOfAHiddenView() {
        let root = node("HStack", 0, 0, 64, 16, [node("hidden", 32, 0, 32, 16, [node("Text", 32, 0, 32, 16, text: "gone")])])
        let svg = SVGPreview().render([preview(root, width: 64, height: 16)])
        #expect(!svg.contains("gone"))
        #expect(!svg.contains("<title>hidden"))
    }

    @Test func placementJSONKeepsTheFramesOfHiddenAndScrolledPastViews() {
        let placement = LayoutHost().place(
            ScrollView { VStack(spacing: 0) { ForEach(0..<4) { index in Color.red.frame(height: 40).id("row\(index)") } } }
                .frame(height: 100)
                .overlay { Text("secret").hidden().id("secret") },
            proposal: ProposedViewSize(width: 100, height: 100)
        )
        let json = PlacementJSON.encode(source: "a.swift", previews: [RenderedPreview(name: "a", proposal: ProposedViewSize(width: 100, height: 100), placement: placement)])
        #expect(json.contains(#""row3""#), "\(json)")
        #expect(json.contains(#""secret""#), "\(json)")
        #expect(json.contains(#""hidden""#), "\(json)")
        #expect(placement.root.first(named: "row3")?.frame.minY == 120)
    }
}
