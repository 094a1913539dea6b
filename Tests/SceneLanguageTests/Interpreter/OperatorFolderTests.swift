import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing
@testable import SceneLanguage

/// The interpreter folds operator sequences with its own table of the standard precedence
/// groups; the trees must be exactly swift-syntax's.
@Suite struct OperatorFolderTests {
    static let sources = [
        "let x = a + b * c - d / e % f",
        "x += a * (b + c) - d",
        "let y = a < b && c >= d || !e && f == g",
        "let z = a ?? b ?? c + 1",
        "let r = 0..<n - 1",
        "let t = a > b ? c + d : e ? f : g * h",
        "let c = a as? CGFloat ?? 0",
        "let i = v is Int && w",
        "let s = a << 2 + b & c",
        "x = y = z",
        "let k = try f(a) + g(b) * h",
        "let n = { a + b * $0 }(c) + [d - e, f * g].count",
        "cache.rows[i].width += w * scale + spacing",
    ]

    @Test(arguments: sources)
    func foldsAsSwiftSyntaxFolds(_ source: String) throws {
        let file = Parser.parse(source: source)
        let expected = try OperatorTable.standardOperators.foldAll(file)
        let folded = OperatorFolder.fold(file)
        #expect(folded.debugDescription == expected.debugDescription)
        #expect(folded.description == source)
    }

    @Test func leavesASequenceWithAnUnknownOperatorFlat() {
        let file = Parser.parse(source: "let x = a <> b + c")
        let folded = OperatorFolder.fold(file)
        #expect(folded.description == "let x = a <> b + c")
        #expect(folded.hasSequenceExpr)
    }
}
