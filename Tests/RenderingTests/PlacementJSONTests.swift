import Foundation
import LayoutEngine
import Testing
@testable import Rendering

@Suite struct PlacementJSONTests {
    @Test(arguments: [1, 2, 3, 7])
    func aLargeTreeWrittenOnTwoThreadsHasTheSameBytes(children: Int) {
        // A chain of single children down to a node with several, some with children of their own.
        let items = (0..<children).map { index in node("Text", CGFloat(index), 0, 8, 17, text: "item \(index)", index.isMultiple(of: 2) ? [] : [node("Color", 1, 1, 2, 2)]) }
        let tree = node("frame", 0, 0, 400, 600, [node("padding", 8, 8, 384, 584, [node("FlowLayout", 8, 8, 384, 584, items)])])
        let previews = [preview(tree, width: 400, height: 600, stats: sampleStats()), preview(greeting, width: 40, height: 20)]
        let sequential = PlacementJSON.encode(source: "big.swift", previews: previews, splitNodes: .max)
        #expect(PlacementJSON.encode(source: "big.swift", previews: previews, splitNodes: 0) == sequential)
        #expect(sequential == PlacementJSON.encode(source: "big.swift", previews: previews))
    }

    @Test func theDaemonsBytesAreTheSameWhetherOrNotALargeTreeIsSplit() {
        let items = (0..<PlacementJSON.splitNodes).map { index in node("Color", CGFloat(index), 0, 1, 1) }
        var stats = sampleStats()
        stats.nodes = items.count + 1
        let previews = [preview(node("HStack", 0, 0, CGFloat(items.count), 1, items), width: CGFloat(items.count), height: 1, stats: stats)]
        let split = PlacementJSON.encodedBytes(source: "wide.swift", previews: previews, splitsLargeTrees: true)
        let whole = PlacementJSON.encodedBytes(source: "wide.swift", previews: previews, splitsLargeTrees: false)
        #expect(Array(whole) == Array(split))
        #expect(Array(whole) == Array(PlacementJSON.encode(source: "wide.swift", previews: previews).utf8))
    }

    private let greeting = node("padding", 0, 0, 40, 20, [node("Text", 16, 1.5, 8, 17, name: "greeting", text: "Hi")])

    @Test func documentHasSortedKeysTwoSpaceIndentAndTrailingNewline() {
        let json = PlacementJSON.encode(source: "flow.swift", previews: [preview(greeting, width: 40, height: 20, name: "Narrow", stats: sampleStats())])
        #expect(json == """
        {
          "previews": [
            {
              "name": "Narrow",
              "proposal": {
                "height": 20,
                "width": 40
              },
              "root": {
                "children": [
                  {
                    "children": [],
                    "frame": {
                      "height": 17,
                      "width": 8,
                      "x": 16,
                      "y": 1.5
                    },
                    "kind": "Text",
                    "name": "greeting",
                    "text": "Hi"
                  }
                ],
                "frame": {
                  "height": 20,
                  "width": 40,
                  "x": 0,
                  "y": 0
                },
                "kind": "padding"
              },
              "size": {
                "height": 20,
                "width": 40
              },
              "stats": {
                "makeCache": 1,
                "nodes": 3,
                "placeSubviews": 4,
                "sizeThatFits": 7,
                "updateCache": 2
              }
            }
          ],
          "source": "flow.swift",
          "version": 1
        }

        """)
    }

    @Test func statsCanBeLeftOut() {
        let json = PlacementJSON.encode(source: "a.swift", previews: [preview(greeting, width: 40, height: 20, stats: sampleStats())], includeStats: false)
        #expect(!json.contains("\"stats\""))
        #expect(!json.contains("makeCache"))
        #expect(json.contains("\"size\": {"))
    }

    @Test func statsLeaveOutTimeSoOutputDoesNotDependOnMachineSpeed() {
        let fast = PlacementJSON.encode(source: "a.swift", previews: [preview(greeting, width: 40, height: 20, stats: sampleStats(microseconds: 1))])
        let slow = PlacementJSON.encode(source: "a.swift", previews: [preview(greeting, width: 40, height: 20, stats: sampleStats(microseconds: 98765.4321))])
        #expect(fast == slow)
        #expect(!fast.contains("microseconds"))
        #expect(!fast.contains("createdNodes"))
    }

    @Test func framesAreRoundedToThousandthsWithoutNegativeZero() {
        let root = node("Color", -0.0001, 1.0 / 3, 2.0 / 3, 100.0 / 7)
        let json = PlacementJSON.encode(source: "a.swift", previews: [preview(root, width: 10, height: 10)])
        #expect(json.contains("\"x\": 0,\n"))
        #expect(json.contains("\"y\": 0.333\n"))
        #expect(json.contains("\"width\": 0.667,\n"))
        #expect(json.contains("\"height\": 14.286,\n"))
        #expect(!json.contains("-0"))
    }

    @Test func unspecifiedProposalDimensionIsNull() {
        let json = PlacementJSON.encode(source: "a.swift", previews: [preview(greeting, width: 40, height: 20, proposal: ProposedViewSize(width: 40, height: nil))])
        #expect(json.contains("\"proposal\": {\n        \"height\": null,\n        \"width\": 40\n      }"))
    }

    @Test func infiniteProposalDimensionIsTheStringInfinity() {
        let json = PlacementJSON.encode(source: "a.swift", previews: [preview(greeting, width: 40, height: 20, proposal: .infinity)])
        #expect(json.contains("\"proposal\": {\n        \"height\": \"infinity\",\n        \"width\": \"infinity\"\n      }"))
    }

    @Test func nameAndTextAreLeftOutWhenAbsentAndColorIsNeverWritten() {
        let root = node("Color", 0, 0, 10, 10, color: "#FF0000")
        let json = PlacementJSON.encode(source: "a.swift", previews: [preview(root, width: 10, height: 10)])
        #expect(!json.contains("\"name\": null"))
        #expect(!json.contains("\"text\""))
        #expect(!json.contains("color"))
        #expect(!json.contains("#FF0000"))
        // The preview's own name is still there; the root has none.
        #expect(json.components(separatedBy: "\"name\"").count == 2)
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharactersButKeepUnicode() {
        let root = node("Text", 0, 0, 10, 10, name: "a\"b\\c", text: "line\nnext\ttab\u{01}\u{1F} é 日本 👍🏽 \u{7F}")
        let json = PlacementJSON.encode(source: "dir/\"odd\".swift", previews: [preview(root, width: 10, height: 10)])
        #expect(json.contains(#""name": "a\"b\\c""#))
        #expect(json.contains(#""text": "line\nnext\ttab\u0001\u001f é 日本 👍🏽 "# + "\u{7F}\""))
        #expect(json.contains(#""source": "dir/\"odd\".swift""#))
    }

    @Test func nonFiniteFrameNumbersAreStrings() {
        let root = node("Color", .nan, -.infinity, .infinity, 10)
        let json = PlacementJSON.encode(source: "a.swift", previews: [preview(root, width: 10, height: 10)])
        #expect(json.contains("\"x\": \"nan\",\n"))
        #expect(json.contains("\"y\": \"-infinity\"\n"))
        #expect(json.contains("\"width\": \"infinity\",\n"))
    }

    @Test func stringsUseShortEscapesForBackspaceFormFeedAndCarriageReturn() {
        let root = node("Text", 0, 0, 10, 10, text: "a\u{08}b\u{0C}c\rd")
        let json = PlacementJSON.encode(source: "a.swift", previews: [preview(root, width: 10, height: 10)])
        #expect(json.contains(#""text": "a\bb\fc\rd""#))
    }

    @Test func documentLongerThanItsFirstEstimateIsWrittenWhole() throws {
        let text = String(repeating: "long text ", count: 1_000)
        let json = PlacementJSON.encode(source: "a.swift", previews: [preview(node("Text", 0, 0, 10, 10, text: text), width: 10, height: 10)])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let root = try #require((object["previews"] as? [[String: Any]])?.first?["root"] as? [String: Any])
        #expect(root["text"] as? String == text)
        #expect(json.hasSuffix("\"version\": 1\n}\n"))
    }

    @Test func outputIsValidJSONWithTheSameValues() throws {
        let root = node("Text", 0, 0, 10, 10, name: "q\"\n", text: "日本\u{0}")
        let json = PlacementJSON.encode(source: "a.swift", previews: [preview(root, width: 10, height: 10, proposal: ProposedViewSize(width: nil, height: 10))])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let previews = try #require(object["previews"] as? [[String: Any]])
        let decoded = try #require(previews.first?["root"] as? [String: Any])
        #expect(decoded["name"] as? String == "q\"\n")
        #expect(decoded["text"] as? String == "日本\u{0}")
        #expect((previews.first?["proposal"] as? [String: Any])?["width"] is NSNull)
    }

    @Test func emptyPreviewListIsAnEmptyArray() {
        #expect(PlacementJSON.encode(source: "a.swift", previews: []) == "{\n  \"previews\": [],\n  \"source\": \"a.swift\",\n  \"version\": 1\n}\n")
    }

    @Test func sameSceneLaidOutTwiceGivesIdenticalBytes() {
        func render() -> String {
            let view = HStack(spacing: 3.3) {
                Text("Hello").font(.title)
                Color.red.frame(width: 10.0 / 3, height: 7).id("swatch")
            }
            .padding(0.7)
            .border(Color.red)
            return PlacementJSON.encode(source: "flow.swift", previews: [laidOut(view, width: 131, height: 77)])
        }
        #expect(render() == render())
    }
}
