import Foundation
import LayoutEngine
import Rendering
import Testing
@testable import LayoutDaemon

/// The summary `layoutd check` prints: which views moved, by identity, before the diff.
@Suite struct PlacementChangesTests {
    private func node(_ kind: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, name: String? = nil, text: String? = nil, _ children: [PlacedNode] = []) -> PlacedNode {
        PlacedNode(kind: kind, name: name, text: text, frame: CGRect(x: x, y: y, width: width, height: height), children: children)
    }

    /// The document placement.json holds for `root`, read back.
    private func document(_ root: PlacedNode, preview: String = "P", size: CGSize = CGSize(width: 100, height: 100)) -> PlacementDocument {
        let placement = Placement(size: size, root: root, stats: LayoutStatistics())
        let text = PlacementJSON.encode(source: "a.swift", previews: [RenderedPreview(name: preview, proposal: ProposedViewSize(size), placement: placement)])
        return PlacementDocument(text)!
    }

    private func summary(_ old: PlacedNode, _ new: PlacedNode) -> [String] {
        PlacementChanges(from: document(old), to: document(new)).summary()
    }

    @Test func viewCarriedAlongByItsParentCountsOnTheParentsLine() {
        let old = node("VStack", 0, 0, 100, 100, [node("HStack", 0, 50, 100, 20, [node("Text", 0, 50, 10, 20, text: "x")])])
        let new = node("VStack", 0, 0, 100, 100, [node("HStack", 0, 58, 100, 20, [node("Text", 0, 58, 10, 20, text: "x")])])
        #expect(summary(old, new) == ["P: VStack/HStack moved: x 0, y 50, 100×20 → x 0, y 58, 100×20 (and 1 view inside)"])
    }

    @Test func viewThatMovedInsideAResizedParentHasItsOwnLine() {
        let old = node("VStack", 0, 0, 100, 50, [node("Text", 0, 0, 10, 20, text: "a"), node("Text", 0, 30, 10, 20, text: "b")])
        let new = node("VStack", 0, 0, 100, 58, [node("Text", 0, 0, 10, 20, text: "a"), node("Text", 0, 38, 10, 20, text: "b")])
        #expect(summary(old, new) == [
            "P: VStack resized: x 0, y 0, 100×50 → x 0, y 0, 100×58",
            "P: VStack/Text[1] \"b\" moved: x 0, y 30, 10×20 → x 0, y 38, 10×20",
        ])
    }

    @Test func viewGivenAnIdIsMatchedByItWhereverItSits() {
        let old = node("VStack", 0, 0, 100, 100, [node("Color", 0, 0, 10, 10, name: "box")])
        let new = node("VStack", 0, 0, 100, 100, [node("Text", 0, 0, 10, 20, text: "new"), node("Color", 0, 20, 10, 10, name: "box")])
        #expect(summary(old, new) == [
            "P: VStack/Text \"new\" added",
            "P: #box moved: x 0, y 0, 10×10 → x 0, y 20, 10×10",
        ])
    }

    @Test func viewsInsideANamedViewArePathedFromIt() {
        let old = node("VStack", 0, 0, 100, 100, name: "list", [node("Text", 0, 0, 10, 20, text: "a")])
        let new = node("VStack", 0, 0, 100, 100, name: "list", [node("Text", 5, 0, 10, 20, text: "a")])
        #expect(summary(old, new) == ["P: #list/Text \"a\" moved: x 0, y 0, 10×20 → x 5, y 0, 10×20"])
    }

    @Test func removedViewIsListedUnderItsOldPath() {
        let old = node("HStack", 0, 0, 100, 100, [node("Text", 0, 0, 10, 20, text: "a"), node("Spacer", 10, 0, 90, 0)])
        let new = node("HStack", 0, 0, 100, 100, [node("Text", 0, 0, 10, 20, text: "a")])
        #expect(summary(old, new) == ["P: HStack/Spacer removed"])
    }

    @Test func fractionalFramesAreShownAsTheFileWritesThem() {
        let old = node("Text", 0.5, 0, 10.25, 20, text: "a")
        let new = node("Text", 0.333, 0, 10.25, 20, text: "a")
        #expect(summary(old, new) == ["P: Text \"a\" moved: x 0.5, y 0, 10.25×20 → x 0.333, y 0, 10.25×20"])
    }

    @Test func changedCanvasAndPreviewsAreListed() {
        let root = node("Text", 0, 0, 10, 20, text: "a")
        let changes = PlacementChanges(from: document(root, preview: "Old", size: CGSize(width: 100, height: 100)), to: document(root, preview: "New"))
        #expect(changes.summary() == ["preview 'New' added", "preview 'Old' removed"])
        let resized = PlacementChanges(from: document(root, size: CGSize(width: 100, height: 100)), to: document(root, size: CGSize(width: 120, height: 100)))
        #expect(resized.summary() == ["P: canvas 100×100 → 120×100"])
    }

    @Test func summaryStopsAtItsLimitAndSaysHowManyMore() {
        let old = node("ZStack", 0, 0, 100, 100, (0..<25).map { node("Color", CGFloat($0), 0, 1, 1) })
        let new = node("ZStack", 0, 0, 100, 100, (0..<25).map { node("Color", CGFloat($0), 1, 1, 1) })
        let lines = summary(old, new)
        #expect(lines.count == 21)
        #expect(lines.first == "P: ZStack/Color[0] moved: x 0, y 0, 1×1 → x 0, y 1, 1×1")
        #expect(lines.last == "and 5 more")
    }

    @Test func identicalLayoutsHaveNoChanges() {
        let root = node("VStack", 0, 0, 100, 100, [node("Text", 0, 0, 10, 20, text: "a")])
        #expect(PlacementChanges(from: document(root), to: document(root)).changes.isEmpty)
    }

    @Test func textThatIsNotAPlacementDocumentIsNotRead() {
        #expect(PlacementDocument("{\"previews\": 3}") == nil)
        #expect(PlacementDocument("not json") == nil)
    }
}

/// What `layoutd check` prints per stale scene.
@Suite struct StaleSceneTests {
    private func placement(_ y: Int) -> String {
        """
        {"previews": [{"name": "P", "proposal": {"height": 100, "width": 100}, "size": {"height": 100, "width": 100},
          "root": {"children": [{"children": [], "frame": {"height": 20, "width": 10, "x": 0, "y": \(y)}, "kind": "Text", "text": "a"}],
                   "frame": {"height": 100, "width": 100, "x": 0, "y": 0}, "kind": "VStack"}}],
         "source": "a.swift", "version": 1}
        """
    }

    @Test func summaryNamesTheSceneAndCountsThenListsEachView() {
        let stale = StaleScene(scene: "a.swift", outputs: [StaleOutput(scene: "a.swift", kind: .placement, path: "a.placement.json", expected: placement(8), actual: placement(0))])
        #expect(stale.summary() == ["a.swift: 1 view moved or changed size", "  P: VStack/Text \"a\" moved: x 0, y 0, 10×20 → x 0, y 8, 10×20"])
    }

    @Test func missingPlacementIsSaidSo() {
        let stale = StaleScene(scene: "a.swift", outputs: [StaleOutput(scene: "a.swift", kind: .placement, path: "a.placement.json", expected: placement(8), actual: nil)])
        #expect(stale.summary() == ["a.swift: a.placement.json is missing"])
    }

    @Test func onlyAPictureStaleSaysNoViewMoved() {
        let stale = StaleScene(scene: "a.swift", outputs: [StaleOutput(scene: "a.swift", kind: .preview, path: "a.preview.txt", expected: "new", actual: "old")])
        #expect(stale.summary() == ["a.swift: no view moved; a.preview.txt differs"])
    }

    @Test func outputsAreGroupedByTheirSceneInOrder() {
        let outputs = [
            StaleOutput(scene: "b.swift", kind: .placement, path: "b.placement.json", expected: "", actual: nil),
            StaleOutput(scene: "a.swift", kind: .placement, path: "a.placement.json", expected: "", actual: nil),
            StaleOutput(scene: "b.swift", kind: .preview, path: "b.preview.txt", expected: "", actual: nil),
        ]
        let grouped = StaleScene.grouped(outputs)
        #expect(grouped.map(\.scene) == ["b.swift", "a.swift"])
        #expect(grouped.first?.outputs.map(\.path) == ["b.placement.json", "b.preview.txt"])
    }

    @Test func longDiffIsCutToItsLimitWithALineSayingHowToSeeAll() {
        let diff = (1...250).map { "+line \($0)" }.joined(separator: "\n") + "\n"
        let excerpt = StaleScene.excerpt(of: diff, limit: 200)
        let lines = excerpt.split(separator: "\n")
        #expect(lines.count == 201)
        #expect(lines[199] == "+line 200")
        #expect(lines[200] == "… 50 more lines of diff; `layoutd check --full` shows all of it")
    }

    @Test func diffIsWholeWithoutALimitOrWhenShort() {
        let diff = (1...250).map { "+line \($0)" }.joined(separator: "\n") + "\n"
        #expect(StaleScene.excerpt(of: diff, limit: nil) == diff)
        #expect(StaleScene.excerpt(of: "+a\n", limit: 200) == "+a\n")
    }
}
