import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// `Set` in view code holds each member once, as Swift's does, in the order first written
/// (Swift's order is unspecified).
struct ViewCodeSetTests {
    /// The texts of the first preview's Text views, in order, with no diagnostic.
    func texts(_ views: String, declarations: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let source = declarations + "\n#Preview {\n VStack {\n" + views + "\n }\n}\n"
        #expect(load(source).diagnostics.isEmpty, "\(load(source).diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
    }

    @Test func aSetTypedPropertyHoldsEachMemberOnce() throws {
        let declarations = """
        struct Picker: View {
            let picked: Set<Int> = [1, 3, 3]
            var body: some View {
                Text("\\(picked.count) \\(picked.contains(3)) \\(picked.contains(2))")
            }
        }
        """
        #expect(try texts("Picker()", declarations: declarations) == ["2 true false"])
    }

    @Test func setOfAnArrayOrARangeDropsDuplicates() throws {
        #expect(try texts(#"Text("\(Set([2, 2, 5]).count) \(Set(0..<3).count) \(Set(["b", "a", "b"]).sorted())")"#) == [#"2 3 ["a", "b"]"#])
    }

    @Test func aSetLocalIteratesInTheOrderFirstWritten() throws {
        #expect(try texts("""
            let local: Set = [4, 4, 1]
            ForEach(Array(local), id: \\.self) { Text("\\($0)") }
            """) == ["4", "1"])
    }
}
