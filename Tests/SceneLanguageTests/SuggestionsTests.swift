@testable import SceneLanguage
import Testing

/// "Did you mean" suggestions: the closest name, and the same one on every run.
struct SuggestionsTests {
    @Test(arguments: [
        ["title", "title2", "title3"], ["title3", "title2", "title"], ["title2", "title", "title3"],
    ])
    func ofEquallyCloseCandidatesTheFirstInStringOrderWinsInAnyOrder(candidates: [String]) {
        #expect(Suggestions.closest(to: "title8", in: candidates) == "title")
    }

    @Test func aCloserCandidateWinsOverOneFirstInStringOrder() {
        #expect(Suggestions.closest(to: "paddin", in: ["offset", "padding", "overlay"]) == "padding")
    }

    @Test func nothingCloseEnoughSuggestsNothing() {
        #expect(Suggestions.closest(to: "qqqq", in: ["padding", "frame"]) == nil)
    }
}
