import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// View code reads through optionals with `?.` as Swift does: a nil link makes the whole
/// chain nil, and `!` on nil is an error at the `!`.
struct ViewCodeOptionalChainingTests {
    /// The texts of the first preview's Text views, in order, with no diagnostic.
    func texts(_ views: String, declarations: String = Self.items, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let source = declarations + "\n#Preview {\n VStack {\n" + views + "\n }\n}\n"
        #expect(load(source).diagnostics.isEmpty, "\(load(source).diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
    }

    static let items = """
        struct Item { let name: String; var note: String? }
        let items = [Item(name: "a", note: "xyz"), Item(name: "b", note: nil)]
        let none: [Item] = []
        struct Width { let width: CGFloat }
        let widths = [Width(width: 40)]
        """

    @Test func optionalChainReadsAMemberOfAValue() throws {
        #expect(try texts(#"ForEach(items, id: \.name) { item in Text("\(item.note?.count ?? -1)") }"#) == ["3", "-1"])
    }

    @Test func optionalChainOnFirstWithNilCoalescing() throws {
        let views = #"""
            Text(items.first?.name ?? "none")
            Text(none.first?.name ?? "none")
            """#
        #expect(try texts(views) == ["a", "none"])
    }

    @Test func aNilLinkMakesTheWholeChainNil() throws {
        #expect(try texts(#"Text("\(items[1].note?.uppercased().count ?? 0) \(items[0].note?.uppercased().count ?? 0)")"#) == ["0 3"])
    }

    @Test func optionalChainOutsideForEachContent() throws {
        #expect(try texts(#"Text("\(items[0].note?.count ?? 0)")"#) == ["3"])
    }

    @Test func optionalChainOnAViewsOptionalProperty() throws {
        let declarations = Self.items + """

            struct User { let name: String }
            struct Greeting: View {
                let user: User?
                var body: some View { Text(user?.name ?? "none") }
            }
            """
        #expect(try texts(#"Greeting(user: User(name: "ann")); Greeting(user: nil)"#, declarations: declarations) == ["ann", "none"])
    }

    @Test func optionalChainAsAModifierArgument() throws {
        let source = Self.items + "\n#Preview { Color.red.frame(width: widths.first?.width, height: 10) }\n"
        let frame = try #require(try placement(source).root.allNodes.first { $0.kind == "Color" }).frame
        #expect(frame.width == 40)
    }

    @Test func forceUnwrappingNilIsAnErrorAtTheExclamationMark() {
        let source = Self.items + "\n#Preview { Text(none.first!.name) }\n"
        let diagnostics = load(source).diagnostics
        #expect(diagnostics.map(\.message) == ["unexpectedly found nil while unwrapping an Optional value"])
        #expect(diagnostics.first?.location?.column == 27)
    }
}
