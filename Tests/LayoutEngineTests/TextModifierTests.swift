import Foundation
import LayoutEngine
import Testing

/// What the text modifiers do to a text's frame beyond the cases of `text-cases.json`:
/// Dynamic Type follows Apple's table and its ranges, a part of `Text + Text` keeps what
/// was set on it, and the modifiers that only paint move no frame.
struct TextModifierTests {
    let canvas = ProposedViewSize(width: 200, height: 100)

    func size(_ view: some View) -> CGSize? {
        frame(LayoutHost().place(view.id("t").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), proposal: canvas), "t")?.size
    }

    @Test func textStylesFollowTheHIGDynamicTypeTableAtItsEnds() {
        #expect(DynamicTypeSize.xSmall.pointSize(of: .body) == 14)
        #expect(DynamicTypeSize.large.pointSize(of: .body) == 17)
        #expect(DynamicTypeSize.accessibility5.pointSize(of: .largeTitle) == 60)
        #expect(DynamicTypeSize.xSmall.pointSize(of: .caption2) == 11)
    }

    @Test func theDefaultDynamicTypeSizeGivesSwiftUIsUsualSizes() {
        for style in Font.TextStyle.allCases {
            #expect(Font.system(style).scaled(to: .large) == Font.system(style))
        }
        #expect(Font.body.size == 17 && Font.largeTitle.size == 34 && Font.caption2.size == 11)
    }

    @Test func aDynamicTypeRangeKeepsTheSizeWithinIt() {
        let clamped = Text("aa").dynamicTypeSize(...DynamicTypeSize.large).environment(\.dynamicTypeSize, .xxxLarge)
        #expect(size(clamped) == size(Text("aa")))
        let raised = Text("aa").dynamicTypeSize(DynamicTypeSize.xLarge...).environment(\.dynamicTypeSize, .xSmall)
        #expect(size(raised) == size(Text("aa").dynamicTypeSize(.xLarge)))
    }

    @Test func symbolsFollowTheDynamicTypeSizeAsText() {
        let scaled = size(Image(systemName: "star").dynamicTypeSize(.xxxLarge))
        #expect(scaled == CGSize(width: 27.6, height: 27.6))
    }

    @Test func kerningOnOnePartReachesOnlyThatPart() {
        #expect(size(Text("aa").kerning(2) + Text("aa")) == CGSize(width: 41.4, height: 20.4))
    }

    @Test func tracksAndKerningOnTheWholeReachPartsWithoutTheirOwn() {
        #expect(size((Text("aa").kerning(2) + Text("aa")).kerning(1)) == CGSize(width: 43.4, height: 20.4))
    }

    @Test func concatenationWrapsBetweenWordsOfDifferentParts() {
        // "aa " in the large title then "aa" in body: under 40 pt the body word wraps
        // onto a second line, a body line (20.4) under the large title's (40.8).
        let text = Text("aa ").font(.largeTitle) + Text("aa")
        let placement = LayoutHost().place(text.id("t").frame(width: 40, alignment: .leading), proposal: canvas)
        #expect(near(frame(placement, "t")?.width, 37.4) && near(frame(placement, "t")?.height, 61.2))
    }

    @Test func truncationModeAndMinimumScaleFactorMoveNoFrame() {
        let plain = Text("aa aa aa").lineLimit(1).frame(width: 30)
        let painted = Text("aa aa aa").lineLimit(1).truncationMode(.middle).minimumScaleFactor(0.5).frame(width: 30)
        #expect(size(painted) == size(plain))
    }

    @Test func multilineTextAlignmentMovesNoFrame() {
        #expect(size(Text("aa aa").multilineTextAlignment(.trailing).frame(width: 30)) == size(Text("aa aa").frame(width: 30)))
    }

    @Test func lineLimitCountsLineSpacingOnlyBetweenTheLinesKept() {
        let text = Text("aa aa aa").lineSpacing(10).lineLimit(2)
        let placement = LayoutHost().place(text.id("t").frame(width: 30, alignment: .leading), proposal: canvas)
        #expect(near(frame(placement, "t")?.height, 50.8))
    }

    @Test func aMeasurerOfSingleFontsMeasuresRunsInTheTallestFont() {
        struct FixedMeasurer: TextMeasurer {
            func measure(_ text: String, font: Font, proposal: ProposedViewSize) -> TextMeasurement {
                TextMeasurement(size: CGSize(width: CGFloat(text.count) * font.size, height: font.size), firstBaseline: font.size, lastBaseline: font.size, lines: [text])
            }
        }
        let placement = LayoutHost(textMeasurer: FixedMeasurer()).place((Text("a").font(.caption) + Text("bc")).id("t"), proposal: canvas)
        #expect(frame(placement, "t")?.size == CGSize(width: 51, height: 17))
    }
}
