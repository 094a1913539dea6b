import Foundation
import LayoutEngine
@testable import SceneLanguage
import SwiftParser
import SwiftSyntax
import Testing

/// A `ForEach` content closure is compiled once per load (`CompiledContentCache`), however
/// many times its `ForEach` is called: a grid's cells once, not once per row. The content
/// serves a call only while the call's scope answers what compiling asked of it alike.
@Suite struct CompiledContentCacheTests {
    /// A grid of `rows` rows, each a `ForEach` of three cells made by `cell`.
    static func grid(rows: Int, cell: String) -> String {
        """
        #Preview {
            VStack {
                ForEach(0..<\(rows)) { row in
                    HStack {
                        ForEach(0..<3) { column in
                            \(cell)
                        }
                    }
                }
            }
        }
        """
    }

    @Test func aNestedForEachsContentIsCompiledOncePerLoad() throws {
        let reader = SwiftSceneReader(sink: DiagnosticSink())
        _ = try #require(reader.read(Self.grid(rows: 5, cell: #"Text("\(row),\(column)")"#)))
        // The rows' closure and the cells' closure, each once.
        #expect(reader.evaluator.compiledContents.compileCount == 2)
    }

    static let cells: [String] = [
        #"Text("\(row),\(column)").frame(width: CGFloat(column % 2 + 8))"#,
        #"Color.red.frame(width: 8, height: 4)"#,
        #"Divider() ; Text("\(row)").padding(2)"#,
        #"Text("x").frame(width: -3)"#,
        #"Text("x").frame(width: row ? 1 : 2)"#,
        "let sum = row + column\nif sum % 2 == 0 { Text(\"\\(sum)\") } else { Color.red.frame(width: 8, height: 4) }",
    ]

    @Test(arguments: cells)
    func aNestedForEachGivesWhatTheEvaluatorGives(_ cell: String) {
        ForEachTemplateTests.expectSameLoads(Self.grid(rows: 3, cell: cell))
    }

    @Test func aScopeThatBindsANameTheContentReadsAsATypeGetsItsOwnCompile() throws {
        let tree = Parser.parse(source: "_ = { i in Color.red.frame(width: 8, height: 4) }")
        let syntax = try #require(tree.statements.first.flatMap { $0.item.as(SequenceExprSyntax.self)?.elements.last?.as(ClosureExprSyntax.self) })
        let sink = DiagnosticSink()
        let evaluator = Evaluator(sink: sink)
        let plain = Scope(parent: evaluator.globals)
        let shadowing = Scope(parent: evaluator.globals)
        shadowing.bind("Color", .string("not a type"))
        let cache = evaluator.compiledContents

        let first = try #require(cache.content(of: SceneClosure(syntax: syntax, scope: plain), with: evaluator))
        _ = cache.content(of: SceneClosure(syntax: syntax, scope: Scope(parent: evaluator.globals)), with: evaluator)
        #expect(cache.compileCount == 1)
        let second = try #require(cache.content(of: SceneClosure(syntax: syntax, scope: shadowing), with: evaluator))
        #expect(cache.compileCount == 2)

        var nodes: [SceneNode] = []
        #expect(first.appendViews(for: .number(.int(0)), in: plain, to: &nodes))
        #expect(sink.pending.isEmpty)
        // `Color` is the string there, which has no member `red`, as the evaluator says.
        #expect(!second.appendViews(for: .number(.int(0)), in: shadowing, to: &nodes))
        #expect(!sink.pending.isEmpty)
    }
}
