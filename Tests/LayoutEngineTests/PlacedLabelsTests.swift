import Foundation
@testable import LayoutEngine
import Testing

/// A placed entry keeps a view's name, text and colour in one field (``PlacedLabels``): one
/// label inline, two or three boxed. Each reads back as given, whichever it is, and a text
/// is never read as a colour.
struct PlacedLabelsTests {
    private static let frame = CGRect(x: 0, y: 0, width: 10, height: 10)

    @Test func everyCombinationOfLabelsReadsBackAsGiven() {
        for name in [nil, "n"] as [String?] {
            for text in [nil, "t"] as [String?] {
                for color in [nil, "#FF0000"] as [String?] {
                    let node = PlacedNode(kind: "Text", name: name, text: text, frame: Self.frame, color: color)
                    #expect(node.name == name)
                    #expect(node.text == text)
                    #expect(node.color == color)
                }
            }
        }
    }

    @Test func aTextAndAColourOfTheSameStringDiffer() {
        let text = PlacedNode(kind: "Leaf", text: "#FF0000", frame: Self.frame)
        let color = PlacedNode(kind: "Leaf", frame: Self.frame, color: "#FF0000")
        #expect(text != color)
        #expect(text.color == nil)
        #expect(color.text == nil)
    }

    @Test func aNamedTextPlacedByAHostKeepsBoth() {
        let root = LayoutHost().place(
            HStack { Text("hello").id("greeting"); Color.red.frame(width: 5, height: 5).id("swatch") },
            proposal: ProposedViewSize(width: 200, height: 50)
        ).root
        let greeting = root.first(named: "greeting")
        #expect(greeting?.text == "hello")
        #expect(greeting?.kind == "Text")
        #expect(root.first(named: "swatch")?.children.first?.color != nil)
    }

    @Test func anEntryIsEightyBytes() {
        #expect(MemoryLayout<PlacedEntry>.stride == 80)
    }
}
