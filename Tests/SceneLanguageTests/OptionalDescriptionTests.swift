import Foundation
import LayoutEngine
@testable import SceneLanguage
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

    // MARK: - Optionals of optionals

    @Test func layoutCodePrintsAnOptionalOfAnOptionalAsSwiftDoes() throws {
        let body = """
            let x: Int?? = 1
            let y: Int?? = .some(nil)
            let z: Int?? = nil
            let a: [Int?] = [nil, 2]
            print(x)
            print(y)
            print(z)
            print(a.first)
            print(a.last)
            print("\\(x) \\(y)")
            print(a.first ?? nil)
            print(Optional(Optional(3)))
            print(y!, x!, a.first!)
            print(y == nil, z == nil)
            """
        #expect(try printed(body) == ["Optional(Optional(1))", "Optional(nil)", "nil", "Optional(nil)", "Optional(Optional(2))",
                                      "Optional(Optional(1)) Optional(nil)", "nil", "Optional(Optional(3))", "nil Optional(1) nil", "false true"])
    }

    @Test func layoutCodePrintsOptionalsMapAsAnOptional() throws {
        #expect(try printed("print([1, 2].first.map { $0 })\nlet e: [Int] = []\nprint(e.first.map { $0 * 2 })") == ["Optional(1)", "nil"])
    }

    static let nestedViews = #"""
        let x: Int?? = 1
        let z: Int?? = nil
        let a: [Int?] = [nil, 2]
        let e: [Int?] = []
        Text("\(x) \(z) \(a.first) \(a.last) \(e.first) \(ga.first) \(gx)")
        Text(String(describing: x))
        ForEach(0..<2) { i in
            let y: Int?? = i
            Text("\(y) \(a.first) \(ga.last)")
        }
        """#
    static let nestedDeclarations = "let ga: [Int?] = [nil, 2]\nlet gx: Int?? = 5"
    static let nestedTexts = [
        "Optional(Optional(1)) nil Optional(nil) Optional(Optional(2)) nil Optional(nil) Optional(Optional(5))",
        "Optional(Optional(1))", "Optional(Optional(0)) Optional(nil) Optional(Optional(2))", "Optional(Optional(1)) Optional(nil) Optional(Optional(2))",
    ]

    @Test func viewCodeInterpolatesAnOptionalOfAnOptionalAsSwiftDoes() throws {
        #expect(try texts(Self.nestedViews, declarations: Self.nestedDeclarations) == Self.nestedTexts)
        #expect(try ForEachTemplateTests.evaluated { try texts(Self.nestedViews, declarations: Self.nestedDeclarations) } == Self.nestedTexts)
    }
}
