import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// View code makes and reads tuples as Swift does: by position and by label, as
/// `ForEach` data with a key path `id`, paired by `zip`, taken apart by a closure of two
/// parameters or a tuple pattern, and printed as Swift prints them.
struct ViewCodeTupleTests {
    /// The texts of the first preview's Text views, in order, with no diagnostic.
    func texts(_ views: String, declarations: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let source = declarations + "\n#Preview {\n VStack {\n" + views + "\n }\n}\n"
        #expect(load(source).diagnostics.isEmpty, "\(load(source).diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return try placement(source, sourceLocation: sourceLocation).root.allNodes.compactMap(\.text)
    }

    @Test func aTupleIsReadByPosition() throws {
        let views = #"""
            let pair = (1, "a")
            Text("\(pair.0) \(pair.1)")
            """#
        #expect(try texts(views) == ["1 a"])
    }

    @Test func aLabelledTupleIsReadByLabelAndPosition() throws {
        #expect(try texts(#"Text("\((name: "a", size: 3).size) \((name: "a", size: 3).0)")"#) == ["3 a"])
    }

    @Test func forEachOverTuplesIdentifiedByAKeyPath() throws {
        let declarations = #"let pairs = [(1, "a"), (2, "b")]"#
        #expect(try texts(#"ForEach(pairs, id: \.0) { p in Text(p.1) }"#, declarations: declarations) == ["a", "b"])
    }

    @Test func zipPairsAsManyAsTheShorterHas() throws {
        #expect(try texts(#"ForEach(Array(zip([1, 2, 3], ["a", "b"])), id: \.0) { Text("\($0.0)\($0.1)") }"#) == ["1a", "2b"])
    }

    @Test func aClosureOfTwoParametersTakesPairsApart() throws {
        #expect(try texts(#"ForEach(Array(zip(["x", "y"], [10, 20])), id: \.0) { (name, size) in Text("\(name)=\(size)") }"#) == ["x=10", "y=20"])
    }

    @Test func aTuplePatternBindsEachElement() throws {
        let views = #"""
            let (count, _, label) = (2, true, "z")
            Text("\(label)\(count)")
            """#
        #expect(try texts(views) == ["z2"])
    }

    @Test func aTupleIsPrintedAsSwiftPrintsIt() throws {
        #expect(try texts(#"Text("\((1, "a")) \((name: "b", size: 2))")"#) == [#"(1, "a") (name: "b", size: 2)"#])
    }

    @Test func enumeratedGivesOffsetAndElementTuples() throws {
        #expect(try texts(#"Text("\(["a"].enumerated().map { $0 }[0])")"#) == [#"(offset: 0, element: "a")"#])
        #expect(try texts(#"ForEach(["p", "q"].enumerated().map { $0 }, id: \.offset) { Text("\($0.offset)\($0.element)") }"#) == ["0p", "1q"])
    }

    @Test func tuplesCompareElementByElement() throws {
        #expect(try texts(#"Text("\((1, "a") == (1, "a")) \((1, "a") == (2, "a"))")"#) == ["true false"])
    }

    @Test func anUnknownTupleMemberIsAnErrorAsSwiftSaysIt() {
        let diagnostics = load(#"#Preview { Text((1, "a").name) }"#).diagnostics
        #expect(diagnostics.map(\.message) == ["value of tuple type '(Int, String)' has no member 'name'"])
    }
}
