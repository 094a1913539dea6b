import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A scene loaded with `recordsSourcePositions` gives every placed view the line and column
/// where it is written, and keeps them true as edits move the views.
struct SourcePositionTests {
    static let scene = """
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("a")
                Text("b").padding(4)
            }
        }
    }
    """

    private func placement(_ source: String, cache: SceneParseCache? = nil, host: LayoutHost = LayoutHost(), records: Bool = true) throws -> Placement {
        let loaded = SceneInterpreter.load(source: source, path: "test.swift", parseCache: cache, recordsSourcePositions: records)
        let scene = try #require(loaded.scene, "\(loaded.diagnostics)")
        // The host keeps what views record; whether they record is the interpreter's part.
        host.recordsNodeDetails = true
        return host.place(scene.previews[0].view, proposal: .unspecified)
    }

    @Test func everyViewAndModifierRecordsWhereItIsWritten() throws {
        let root = try placement(Self.scene).root
        #expect(root.kind == "VStack")
        #expect(root.sourcePosition == SourcePosition(line: 3, column: 9))
        #expect(root.children[0].sourcePosition == SourcePosition(line: 4, column: 13))
        let padding = root.children[1]
        #expect(padding.kind == "padding")
        #expect(padding.sourcePosition?.line == 5)
        #expect(padding.children[0].sourcePosition == SourcePosition(line: 5, column: 13))
    }

    @Test func locationsAreNotRecordedUnlessAskedFor() throws {
        #expect(try placement(Self.scene, records: false).root.sourcePosition == nil)
    }

    @Test func aLineAddedAboveMovesTheRecordedLocations() throws {
        let cache = SceneParseCache()
        let host = LayoutHost()
        _ = try placement(Self.scene, cache: cache, host: host)
        let moved = try placement("// a comment\n" + Self.scene, cache: cache, host: host)
        #expect(moved.root.sourcePosition == SourcePosition(line: 4, column: 9))
        #expect(moved.root.children[0].sourcePosition == SourcePosition(line: 5, column: 13))
    }
}
