import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// View code unwraps optionals with `if let` as a ViewBuilder does: the body's views, with
/// the name bound to the value, when it is not nil; the `else` when it is.
struct ViewCodeIfLetTests {
    /// The texts of the first preview's Text views, in order, with no diagnostic.
    func texts(_ views: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let source = Self.items + "\n#Preview {\n VStack {\n" + views + "\n }\n}\n"
        #expect(load(source).diagnostics.isEmpty, "\(load(source).diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
    }

    static let items = """
        struct Item { let name: String; var note: String? }
        let items = [Item(name: "a", note: "xyz"), Item(name: "b", note: nil)]
        """

    @Test func anIfLetShowsItsBodyWithTheUnwrappedValueOrItsElse() throws {
        let views = #"ForEach(items, id: \.name) { item in if let note = item.note { Text(note) } else { Text("no note") } }"#
        #expect(try texts(views) == ["xyz", "no note"])
    }

    @Test func anIfLetWithoutAValueUnwrapsTheNameItself() throws {
        let views = #"ForEach(items, id: \.name) { item in let note = item.note; if let note { Text(note.uppercased()) } }"#
        #expect(try texts(views) == ["XYZ"])
    }

    @Test func anIfLetsNameIsSeenByTheConditionsAfterIt() throws {
        let views = #"ForEach(items, id: \.name) { item in if let note = item.note, note.count > 5 { Text(note) } else { Text(item.name) } }"#
        #expect(try texts(views) == ["a", "b"])
    }

    @Test func anIfLetInAUserViewsBody() throws {
        let source = Self.items + """

            struct Row: View {
                let item: Item
                var body: some View {
                    if let note = item.note { Text(item.name + ": " + note) } else { Text(item.name) }
                }
            }
            #Preview { VStack { ForEach(items, id: \\.name) { Row(item: $0) }; Row(item: items[0]) } }
            """
        #expect(load(source).diagnostics.isEmpty)
        #expect(try placement(source).root.allNodes.compactMap(\.text) == ["a: xyz", "b", "a: xyz"])
    }

    @Test func anIfLetOfAnUnknownNameIsAnErrorAtTheName() throws {
        let diagnostics = load("#Preview {\n VStack { if let missing { Text(missing) } }\n}\n").diagnostics
        #expect(diagnostics.map(\.message) == ["cannot find 'missing' in scope"])
        #expect(diagnostics.first?.location?.line == 2 && diagnostics.first?.location?.column == 18)
    }
}
