import Foundation
@testable import LayoutEngine
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test func lengthsNoIntCanHoldAreDescribedAsSwiftPrintsThem() {
        #expect(CGFloat(390.4).wholePointsDescription == "390")
        #expect(CGFloat(-12.5).wholePointsDescription == "-13")
        #expect(CGFloat.infinity.wholePointsDescription == "inf")
        #expect(CGFloat.nan.wholePointsDescription == "nan")
        #expect(CGFloat(1e300).wholePointsDescription == "1e+300")
    }

    @Test func rotationByAQuarterTurnMapsXOntoY() {
        let point = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12)
    }

    @Test func concatenationAppliesTheFirstTransformFirst() {
        let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 1, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 3, y: 2))
    }

    @Test func invertedUndoesTheTransform() {
        let transform = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: -2).scaledBy(x: 2, y: 0.5)
        let point = CGPoint(x: 5, y: 7).applying(transform).applying(transform.inverted())
        #expect(abs(point.x - 5) < 1e-9 && abs(point.y - 7) < 1e-9)
    }

    @Test func anglesConvertBetweenDegreesAndRadians() {
        #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
        #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
    }

    @Test func proposalReplacesUnspecifiedDimensionsWithTenByDefault() {
        #expect(ProposedViewSize(width: nil, height: 4).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 4))
    }

    @Test func viewSpacingDistanceIsZeroNextToAViewWithoutPreference() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing.zero, along: .vertical) == 0)
    }
}

@Suite("Text measurement")
struct TextMeasurementTests {
    let measurer = StandardTextMeasurer()

    @Test func textStylesUseSwiftUIPointSizes() {
        #expect(Font.largeTitle.size == 34 && Font.body.size == 17 && Font.caption2.size == 11)
        #expect(measurer.measure("x", font: .title, proposal: .unspecified).size.height == 33.6)
    }

    @Test func wideCharactersCountAsAFullEm() {
        #expect(measurer.measure("漢字", font: .body, proposal: .unspecified).size.width == 34)
    }

    @Test func combiningMarksCountAsNothing() {
        let plain = measurer.measure("e", font: .body, proposal: .unspecified).size.width
        let accented = measurer.measure("e\u{301}", font: .body, proposal: .unspecified).size.width
        #expect(plain == accented)
    }

    @Test func wordsWrapUnderAShortWidth() {
        let measured = measurer.measure("one two three", font: .body, proposal: ProposedViewSize(width: 40, height: nil))
        #expect(measured.lines == ["one", "two", "three"])
        #expect(abs(measured.size.height - 3 * 20.4) < 0.001)
    }

    @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
        let measured = measurer.measure("abcdef", font: .body, proposal: ProposedViewSize(width: 20, height: nil))
        #expect(measured.lines.count == 3)
    }

    @Test func boldTextIsWider() {
        let regular = measurer.measure("Hello", font: .body, proposal: .unspecified).size.width
        let bold = measurer.measure("Hello", font: .body.bold(), proposal: .unspecified).size.width
        #expect(bold > regular)
    }

    @Test func linesBeyondTheProposedHeightAreDropped() {
        let measured = measurer.measure("one two three", font: .body, proposal: ProposedViewSize(width: 40, height: 45))
        #expect(measured.lines == ["one", "two"])
    }

    /// ASCII texts are broken into lines byte by byte, others character by character: the two
    /// ways give the same lines and widths under every width, wrapping or not.
    @Test(arguments: ["Row 12 + 0", "one two  three", "  lead and trail  ", "a\nbc d\n\nWWWW iiii", "supercalifragilistic x", ""])
    func bytesAndCharactersBreakTheSameLines(_ text: String) {
        for width: CGFloat in [0, 1, 9.5, 20, 30, 45, 60, 100, .infinity] {
            let byByte = StandardTextMeasurer.lines(of: text, font: .body, maxWidth: width)
            let byCharacter = StandardTextMeasurer.lines(of: text, font: .body, maxWidth: width, byCharacter: true)
            #expect(byByte.map(\.text) == byCharacter.map(\.text), "width \(width)")
            #expect(byByte.map(\.width) == byCharacter.map(\.width), "width \(width)")
        }
    }

    @Test func wrappedWordsAreJoinedBySingleSpaces() {
        let measured = measurer.measure("one   two three", font: .body, proposal: ProposedViewSize(width: 70, height: nil))
        #expect(measured.lines == ["one two", "three"])
    }

    /// ASCII labels are measured from a table, others character by character: both give a
    /// line exactly as wide as the sum of its characters' advances, added in order.
    @Test(arguments: ["Row 12 + 0", "il|W@%&~\u{7F}", "Größe 12", "日本 text", "e\u{301}"])
    func lineIsAsWideAsTheSumOfItsCharacters(_ text: String) {
        var sum: CGFloat = 0
        for character in text { sum += StandardTextMeasurer.advance(of: character, font: .body) }
        #expect(measurer.measure(text, font: .body, proposal: .unspecified).size.width == (sum * 1000).rounded() / 1000)
    }
}
