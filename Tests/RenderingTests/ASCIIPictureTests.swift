import Foundation
import LayoutEngine
import Testing
@testable import Rendering

/// What the ASCII picture shows of paint, names and small views: the sketch rules of
/// `ASCIIPreview` on trees small enough to compare line by line (1 column = 4 pt, 1 row =
/// 8 pt).
@Suite struct ASCIIPictureTests {
    @Test func strokedShapeIsAnOutlineAndFilledShapeIsShaded() {
        let root = node("HStack", 0, 0, 64, 32, [
            node("Circle", 0, 0, 32, 32, paint: .stroke),
            node("Circle", 32, 0, 32, 32, paint: .fill),
        ])
        #expect(picture(root, width: 64, height: 32) == [
            "╭──────╮╭──────╮",
            "│Circle││Circle│",
            "│      ││░░░░░░│",
            "╰──────╯╰──────╯",
        ])
    }

    @Test func strokedOverlayLeavesTheLabelsItCoversReadable() {
        #expect(picture(list(overlay: "RoundedRectangle", paint: .stroke), width: 64, height: 48) == [
            "╭RoundedRectan…╮",
            "│ one          │",
            "│              │",
            "│ two          │",
            "│              │",
            "╰──────────────╯",
        ])
    }

    @Test func opaqueFilledOverlayHidesWhatItCovers() {
        #expect(picture(list(overlay: "Color", paint: .fill), width: 64, height: 48) == [
            "┌──────────────┐",
            "│░░░░░░░░░░░░░░│",
            "│Color░░░░░░░░░│",
            "│░░░░░░░░░░░░░░│",
            "│░░░░░░░░░░░░░░│",
            "└──────────────┘",
        ])
    }

    @Test func translucentFilledOverlayHidesNothing() {
        #expect(picture(list(overlay: "Color", paint: .fill, color: "#FF000080"), width: 64, height: 48) == [
            "┌Color─────────┐",
            "│ one          │",
            "│              │",
            "│ two          │",
            "│              │",
            "└──────────────┘",
        ])
    }

    @Test func idLabelsABoxBeforeItsTextOrKind() {
        let root = node("VStack", 0, 0, 64, 48, [
            node("Text", 0, 0, 64, 24, name: "greeting", text: "Hello"),
            node("frame", 0, 24, 64, 24, name: "swatch", [node("Color", 0, 24, 64, 24)]),
        ])
        #expect(picture(root, width: 64, height: 48) == [
            "┌──────────────┐",
            "│#greeting     │",
            "└──────────────┘",
            "┌──────────────┐",
            "│#swatch░░░░░░░│",
            "└──────────────┘",
        ])
    }

    @Test func labelThatDoesNotFitIsCutWithAnEllipsis() {
        let root = node("Rectangle", 0, 0, 28, 24, paint: .stroke)
        #expect(picture(root, width: 28, height: 24) == [
            "┌─────┐",
            "│Rect…│",
            "└─────┘",
        ])
    }

    @Test func viewTooSmallForItsLabelGetsANumberedMarkerExplainedInTheLegend() {
        let root = node("ZStack", 0, 0, 40, 24, [
            node("Color", 4, 8, 8, 8, name: "dot"),
            node("Circle", 24, 8, 12, 8, paint: .stroke),
        ])
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 40, height: 24)) == """
        Test — 40×24 pt (proposal 40×24)
        ╔══════════╗
        ║┌ZStack──┐║
        ║│①┤   ②─┤│║
        ║└────────┘║
        ╚══════════╝
        ①  #dot    4,8 8×8
        ②  Circle  24,8 12×8

        1 column = 4 pt, 1 row = 8 pt

        """)
    }

    @Test func viewSmallerThanACellShowsAsAMarker() {
        let root = node("ZStack", 0, 0, 0, 0, [node("Color", 1, 1, 1, 1)])
        #expect(ASCIIPreview(scale: 4).render(preview(root, width: 8, height: 8)) == """
        Test — 8×8 pt (proposal 8×8)
        ╔══╗
        ║① ║
        ╚══╝
        ①  Color  1,1 1×1

        1 column = 4 pt, 1 row = 8 pt

        """)
    }

    @Test func modifierCoincidingWithItsChildDrawsNoBoxOfItsOwn() {
        let root = node("padding", 0, 0, 48, 24, [node("background", 2, 0, 44, 24, [
            node("Capsule", 2, 0, 44, 24),
            node("Text", 2, 0, 44, 24, text: "tag"),
        ])])
        #expect(picture(root, width: 48, height: 24) == [
            " ╭─────────╮",
            " │tag░░░░░░│",
            " ╰─────────╯",
        ])
    }

    @Test func labelsNeverCoverOtherLabelsOrLines() {
        let root = node("HStack", 0, 0, 64, 24, [
            node("Color", 0, 0, 32, 24, name: "first-swatch"),
            node("Color", 32, 0, 32, 24, name: "second-swatch"),
        ])
        #expect(picture(root, width: 64, height: 24) == [
            "┌──────┐┌──────┐",
            "│#firs…││#seco…│",
            "└──────┘└──────┘",
        ])
    }

    @Test func layoutLabelGoesWhereNoChildsLineIs() {
        let root = node("VStack", 0, 0, 64, 48, [node("Color", 12, 0, 40, 24, color: "#0000FF")])
        #expect(picture(root, width: 64, height: 48) == [
            "┌──┌────────┐──┐",
            "│  │Color░░░│  │",
            "│  └────────┘  │",
            "│              │",
            "│              │",
            "└VStack────────┘",
        ])
    }

    @Test func modifierWellAroundItsChildDrawsItsOwnBox() {
        let root = node("padding", 0, 0, 64, 48, [node("Color", 16, 16, 32, 16)])
        #expect(picture(root, width: 64, height: 48) == [
            "┌padding───────┐",
            "│              │",
            "│   ┌Color─┐   │",
            "│   └──────┘   │",
            "│              │",
            "└──────────────┘",
        ])
    }

    @Test func shortTextIsWrittenWithoutABox() {
        let root = node("HStack", 0, 0, 64, 16, [node("Text", 8, 0, 24, 16, text: "Hi"), node("Text", 40, 0, 24, 16, text: "there")])
        #expect(picture(root, width: 64, height: 16) == [
            "┌─Hi──────there┐",
            "└──────────────┘",
        ])
    }

    @Test func narrowBoxesOfSeveralKindsEachShowTheirOwnKindOrAMarker() {
        let root = node("HStack", 0, 0, 48, 16, [
            node("XY", 0, 0, 8, 16),
            node("Color", 16, 0, 8, 16),
            node("XY", 32, 0, 8, 16),
        ])
        #expect(picture(root, width: 48, height: 16) == [
            "XY──①┐──XY─┐",
            "└┘──└┘──└┘─┘",
        ])
    }

    /// A VStack of two texts, `one` and `two`, with a `kind` laid over it as an overlay is.
    private func list(overlay kind: String, paint: PlacedNode.Paint, color: String? = nil) -> PlacedNode {
        node("overlay", 0, 0, 64, 48, [
            node("VStack", 0, 0, 64, 48, [
                node("Text", 8, 8, 32, 16, text: "one"),
                node("Text", 8, 24, 32, 16, text: "two"),
            ]),
            node(kind, 0, 0, 64, 48, color: color, paint: paint),
        ])
    }
}

/// The rows of `root`'s picture inside the canvas frame, at the default scale.
func picture(_ root: PlacedNode, width: CGFloat, height: CGFloat) -> [String] {
    ASCIIPreview(scale: 4).render(preview(root, width: width, height: height))
        .split(separator: "\n", omittingEmptySubsequences: false)
        .filter { $0.hasPrefix("║") }
        .map { String($0.dropFirst().dropLast()) }
}
