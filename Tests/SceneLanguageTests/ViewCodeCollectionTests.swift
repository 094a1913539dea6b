import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The collection methods view code calls on its data behave as Swift's do.
struct ViewCodeCollectionTests {
    /// The texts of the first preview's Text views, in order, with no diagnostic.
    func texts(_ views: String, declarations: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let source = declarations + "\n#Preview {\n VStack {\n" + views + "\n }\n}\n"
        #expect(load(source).diagnostics.isEmpty, "\(load(source).diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
    }

    static let items = """
        struct Item { let id: Int; var name: String; var done: Bool }
        let items = [Item(id: 3, name: "c", done: true), Item(id: 1, name: "a", done: false), Item(id: 2, name: "b", done: true)]
        """

    @Test func mapOfARangeMakesAnArray() throws {
        #expect(try texts(#"ForEach((0..<3).map { $0 * 10 }, id: \.self) { Text("\($0)") }"#) == ["0", "10", "20"])
    }

    @Test func mapByAKeyPathReadsTheProperty() throws {
        #expect(try texts(#"ForEach(items.map(\.name), id: \.self) { Text($0) }"#, declarations: Self.items) == ["c", "a", "b"])
    }

    @Test func filterKeepsTheElementsThatHold() throws {
        #expect(try texts(#"ForEach(items.filter { $0.done }, id: \.id) { Text($0.name) }"#, declarations: Self.items) == ["c", "b"])
    }

    @Test func sortedByAClosureOrdersStably() throws {
        let declarations = Self.items + "\nlet words = [\"bb\", \"a\", \"cc\", \"d\"]"
        #expect(try texts(#"ForEach(items.sorted { $0.id < $1.id }, id: \.id) { Text($0.name) }"#, declarations: declarations) == ["a", "b", "c"])
        #expect(try texts(#"ForEach(words.sorted { $0.count < $1.count }, id: \.self) { Text($0) }"#, declarations: declarations) == ["a", "d", "bb", "cc"])
    }

    @Test func sortedWithoutAClosureUsesLessThan() throws {
        #expect(try texts(#"ForEach([3, 1, 2].sorted(), id: \.self) { Text("\($0)") }"#) == ["1", "2", "3"])
    }

    @Test func containsAndFirstWhere() throws {
        let views = #"""
            Text("\([1, 2, 3].contains(2)) \([1, 2, 3].contains { $0 > 5 })")
            Text(items.first { $0.done }!.name)
            Text("\(items.last(where: { $0.id > 5 }) == nil)")
            Text("\(items.allSatisfy(\.done))")
            """#
        #expect(try texts(views, declarations: Self.items) == ["true false", "c", "true", "false"])
    }

    @Test func minAndMaxGiveTheFirstOfEqualExtremes() throws {
        let views = #"""
            Text(items.min { $0.done == $1.done ? false : !$0.done }!.name)
            Text(items.max { $0.done == $1.done ? false : !$0.done }!.name)
            Text("\([4, 9, 2].max()!)")
            """#
        #expect(try texts(views, declarations: Self.items) == ["a", "c", "9"])
    }

    @Test func compactMapDropsNil() throws {
        #expect(try texts(#"ForEach([1, 2, 3, 4].compactMap { $0 % 2 == 0 ? $0 : nil }, id: \.self) { Text("\($0)") }"#) == ["2", "4"])
    }

    @Test func prefixDropFirstAndJoined() throws {
        let views = #"""
            Text(["a", "b", "c"].prefix(2).joined(separator: "+"))
            Text(["a", "b", "c"].dropFirst().joined())
            """#
        #expect(try texts(views) == ["a+b", "bc"])
    }

    @Test func reduceCombinesInOrder() throws {
        #expect(try texts(#"Text("\([1, 2, 3].reduce(10) { $0 * 2 + $1 })")"#) == ["91"])
    }

    @Test func anUnknownCollectionMethodIsAnErrorAtIt() {
        let diagnostics = load("#Preview { Text([1].shuffledd().description) }").diagnostics
        #expect(diagnostics.map(\.message) == ["an array has no member 'shuffledd'"])
    }

    @Test func arrayRepeatingMakesCountCopies() throws {
        let source = """
            #Preview {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                    ForEach(0..<6) { Color.red.frame(height: 10).id("c\\($0)") }
                }
                .frame(width: 300)
            }
            """
        #expect(load(source).diagnostics.isEmpty)
        let placed = try placement(source)
        #expect(try frame(placed, "c2").minY == frame(placed, "c0").minY)
        #expect(try frame(placed, "c3").minY > frame(placed, "c0").minY)
    }

    @Test func capitalizedUppercasesEachWordsFirstLetter() throws {
        #expect(try texts(#"ForEach(["swift layout", "linux"].map { $0.capitalized }, id: \.self) { Text($0) }"#) == ["Swift Layout", "Linux"])
    }

    @Test func enumeratedPairsTakeTwoParametersOrAnOffsetAndElement() throws {
        let declarations = "let names = [\"a\", \"b\"]"
        #expect(try texts(#"ForEach(Array(names.enumerated()), id: \.offset) { index, name in Text("\(index) \(name)") }"#, declarations: declarations) == ["0 a", "1 b"])
        #expect(try texts(#"ForEach(Array(names.enumerated()), id: \.offset) { Text("\($0.offset)\($0.element)") }"#, declarations: declarations) == ["0a", "1b"])
    }

    @Test func reduceWithoutAClosureIsReportedNotDropped() {
        let diagnostics = load(#"#Preview { Text("\([1, 2].reduce(0, 5))") }"#).diagnostics.map(\.message)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("a closure or a key path") == true, "\(diagnostics)")
    }
}
