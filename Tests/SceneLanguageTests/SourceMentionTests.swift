import Testing
@testable import SceneLanguage

/// The reader looks for a name in a scene's text before deciding to compile its code: a
/// byte search that must find the name anywhere, and only the whole name.
struct SourceMentionTests {
    @Test func nameIsFoundAtTheStartInTheMiddleAndAtTheEnd() {
        #expect(SwiftSceneReader.mentions("frame(", in: "frame(width: 1)"))
        #expect(SwiftSceneReader.mentions("frame(", in: "Color.red.frame(width: 1)"))
        #expect(SwiftSceneReader.mentions("frame(", in: "Color.red.frame("))
    }

    @Test func partOfTheNameOrAnEmptyTextIsNotAMention() {
        #expect(!SwiftSceneReader.mentions("frame(", in: "Color.red.frame"))
        #expect(!SwiftSceneReader.mentions("frame(", in: "fram"))
        #expect(!SwiftSceneReader.mentions("frame(", in: ""))
    }

    @Test func aNameWithAnUppercaseLetterIsFoundWhereverItsLetterFalls() {
        let name: StaticString = "containerRelativeFrame("
        #expect(SwiftSceneReader.mentions(name, in: "containerRelativeFrame(.horizontal)"))
        #expect(SwiftSceneReader.mentions(name, in: "Rx.R.containerRelativeFrame("))
        #expect(!SwiftSceneReader.mentions(name, in: "containerRelativeFrame"))
        #expect(!SwiftSceneReader.mentions(name, in: "RelativeFrame(containerRelative"))
        #expect(!SwiftSceneReader.mentions(name, in: "Relative"))
    }

    @Test func textAfterNonASCIICharactersIsSearchedByItsBytes() {
        #expect(SwiftSceneReader.mentions("frame(", in: "Text(\"日本語\").frame(width: 1)"))
    }
}
