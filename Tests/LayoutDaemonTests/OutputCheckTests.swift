import Foundation
@testable import LayoutDaemon
import Testing

/// How `layoutd check` compares a placement file on disk with a fresh render: the same
/// layout is the same file whatever its `stats`, and any other difference makes it stale.
struct OutputCheckTests {
    private static func placement(x: String = "10", makeCache: Int = 1, order: Bool = true) -> String {
        let frame = order
            ? #"{"height": 20, "width": 30, "x": \#(x), "y": 0.333}"#
            : #"{"y": 0.333, "x": \#(x), "width": 30, "height": 20}"#
        return """
        {"previews": [{"name": "Canvas", "proposal": {"height": null, "width": 400},
          "root": {"children": [], "frame": \(frame), "kind": "Text", "text": "Hi"},
          "size": {"height": 20, "width": 30},
          "stats": {"makeCache": \(makeCache), "nodes": 1, "placeSubviews": 0, "sizeThatFits": 1, "updateCache": 0}}],
         "source": "a.swift", "version": 1}
        """
    }

    @Test func placementsThatDifferOnlyInTheirStatsAreTheSame() {
        #expect(Workspace.samePlacement(Self.placement(makeCache: 1), Self.placement(makeCache: 7)))
    }

    @Test func placementsWithTheirMembersInAnotherOrderAreTheSame() {
        #expect(Workspace.samePlacement(Self.placement(order: true), Self.placement(order: false)))
    }

    @Test func aMovedFrameMakesThePlacementStale() {
        #expect(!Workspace.samePlacement(Self.placement(x: "10"), Self.placement(x: "10.5")))
    }

    @Test func aFileThatIsNotJSONIsStale() {
        #expect(!Workspace.samePlacement("{\"previews\": [", Self.placement()))
    }

    @Test func nullAStringAndANumberAreThreeDifferentValues() {
        #expect(!Workspace.sameJSON(NSNull(), "null"))
        #expect(!Workspace.sameJSON("1", NSNumber(value: 1)))
        #expect(Workspace.sameJSON([NSNull(), "a", NSNumber(value: 1.5)] as [Any], [NSNull(), "a", NSNumber(value: 1.5)] as [Any]))
    }
}
