import Testing
@testable import LayoutDaemon

@Suite struct RecentScenesTests {
    @Test func sceneBeyondTheLimitEvictsTheLeastRecent() {
        var recent = RecentScenes(limit: 2)
        #expect(recent.use("a") == nil)
        #expect(recent.use("b") == nil)
        #expect(recent.use("c") == "a")
        #expect(recent.paths == ["b", "c"])
    }

    @Test func usingASceneAgainMakesItTheMostRecent() {
        var recent = RecentScenes(limit: 2)
        _ = recent.use("a")
        _ = recent.use("b")
        #expect(recent.use("a") == nil)
        #expect(recent.use("c") == "b")
    }

    @Test func forgottenSceneLeavesRoom() {
        var recent = RecentScenes(limit: 2)
        _ = recent.use("a")
        _ = recent.use("b")
        recent.forget("a")
        #expect(recent.use("c") == nil)
        #expect(recent.paths == ["b", "c"])
    }

    @Test func limitOfZeroKeepsNothing() {
        var recent = RecentScenes(limit: 0)
        #expect(recent.use("a") == "a")
        #expect(recent.paths.isEmpty)
    }
}
