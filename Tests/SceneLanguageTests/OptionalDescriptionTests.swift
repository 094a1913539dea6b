import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// An optional prints as Swift prints it, in layout code (`print`, interpolation,
/// `String(describing:)`) and in view code (`Text("\(x)")`): `Optional(3)` when it holds a
/// value, `nil` when not, and the bare value once unwrapped.
struct OptionalDescriptionTests {
    /// The texts of the first preview's Text views, in order, with no diagnostic.
    func texts(_ views: String, declarations: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let source = declarations + "\n#Preview {\n VStack {\n" + views + "\n }\n}\n"
        #expect(load(source).diagnostics.isEmpty, "\(load(source).diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
    }

    // MARK: - Layout code

    @Test func layoutCodePrintsAnOptionalAsOptional() throws {
        let body = """
            let x: Int? = 3
            let y: Int? = nil
            print(x)
            print(y)
            print("\\(x) \\(y)")
            print(String(describing: x))
            """
        #expect(try printed(body) == ["Optional(3)", "nil", "Optional(3) nil", "Optional(3)"])
    }

    @Test func layoutCodeQuotesAnOptionalString() throws {
        #expect(try printed(#"let s: String? = "a"; print(s); debugPrint(s)"#) == [#"Optional("a")"#, #"Optional("a")"#])
    }

    @Test func layoutCodePrintsAnUnwrappedOptionalBare() throws {
        #expect(try printed("let x: Int? = 3\nprint(x!)\nprint(x ?? 0)\nprint(\"\\(x!)\")") == ["3", "3", "3"])
    }

    @Test func layoutCodePrintsFirstOfAnArrayAsOptional() throws {
        #expect(try printed("let a = [1, 2]\nprint(a.first)\nprint(a.first!)") == ["Optional(1)", "1"])
    }

    @Test func layoutCodePrintsAnOptionalChainAsOptional() throws {
        #expect(try printed(#"let s: String? = "abc"; print(s?.count)"#) == ["Optional(3)"])
    }

    // MARK: - View code

    @Test func viewCodeInterpolatesAnOptionalLocalAsOptional() throws {
        let views = #"""
            let x: Int? = 3
            let y: Int? = nil
            Text("\(x) \(y) \(x!)")
            """#
        #expect(try texts(views) == ["Optional(3) nil 3"])
    }

    @Test func viewCodeInterpolatesFirstAsOptional() throws {
        #expect(try texts(#"Text("\([4, 5].first) \([4, 5].first!) \([4, 5].max())")"#) == ["Optional(4) 4 Optional(5)"])
    }

    @Test func viewCodeInterpolatesAnOptionalChainAsOptional() throws {
        #expect(try texts(#"Text("\([("ab", 1)].first?.0)")"#) == [#"Optional("ab")"#])
    }

    @Test func viewCodeInterpolatesAnOptionalPropertyAsOptional() throws {
        let declarations = """
            struct Item { let name: String; var note: String? }
            let items = [Item(name: "a", note: "xyz"), Item(name: "b", note: nil)]
            struct Card: View {
                let note: String?
                var body: some View { Text("\\(note)") }
            }
            """
        #expect(try texts(#"ForEach(items, id: \.name) { Text("\($0.note) \($0.name)") }"#, declarations: declarations) == [#"Optional("xyz") a"#, "nil b"])
        #expect(try texts(#"Text("\(items[0].note)")"#, declarations: declarations) == [#"Optional("xyz")"#])
        #expect(try texts(#"Card(note: "n"); Card(note: nil)"#, declarations: declarations) == [#"Optional("n")"#, "nil"])
    }

    @Test func viewCodeDescribesAnOptionalAsOptional() throws {
        let views = #"""
            let x: Int? = 3
            Text(String(describing: x))
            Text(String(describing: 3))
            """#
        #expect(try texts(views) == ["Optional(3)", "3"])
    }

    @Test func viewCodeInterpolatesAFunctionsOptionalResultAsOptional() throws {
        let declarations = "func half(_ n: Int) -> Int? { n % 2 == 0 ? n / 2 : nil }"
        #expect(try texts(#"Text("\(half(4)) \(half(3))")"#, declarations: declarations) == ["Optional(2) nil"])
    }
}
