import Foundation
@testable import SceneLanguage
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

/// An edit inside one number or plain string literal is made in the previous tree instead of
/// parsed (`LiteralEdit`); every other edit is parsed. Either way each load equals a fresh one.
@Suite struct LiteralEditTests {
    let scenes = IncrementalParseTests()
    static let scene = IncrementalParseTests.scene

    /// How a cache makes the tree of each of `versions` in turn.
    func parseKinds(_ versions: [String]) -> [SceneParseCache.ParseKind?] {
        let cache = SceneParseCache()
        return versions.map { source in
            _ = cache.parse(source, maximumNestingLevel: SwiftSceneReader.maximumNestingLevel)
            return cache.lastParse
        }
    }

    /// Expects `versions`, loaded in turn through one cache, to be made as `kinds` say and to
    /// equal fresh loads of the same text.
    func expect(_ versions: [String], madeAs kinds: [SceneParseCache.ParseKind], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(parseKinds(versions) == kinds, sourceLocation: sourceLocation)
        scenes.expectSameAsFresh(versions, sourceLocation: sourceLocation)
    }

    func replacing(_ old: String, with new: String, in source: String = scene) -> String {
        IncrementalParseTests.replacing(old, with: new, in: source)
    }

    @Test func changedNumberIsALiteralEdit() {
        expect([Self.scene, replacing("width: 20", with: "width: 25")], madeAs: [.full, .literal])
    }

    @Test func numberGrowingAndShrinkingAtItsEndsIsALiteralEdit() {
        let longer = replacing("width: 20", with: "width: 200")
        let shorter = replacing("width: 200", with: "width: 0", in: longer)
        let prefixed = replacing("width: 0", with: "width: 10", in: shorter)
        expect([Self.scene, longer, shorter, prefixed], madeAs: [.full, .literal, .literal, .literal])
    }

    @Test func changedDecimalIsALiteralEdit() {
        let decimal = replacing("spacing: 4", with: "spacing: 4.5")
        expect([decimal, replacing("4.5", with: "12.25", in: decimal)], madeAs: [.full, .literal])
    }

    @Test func changedStringIsALiteralEdit() {
        expect([Self.scene, replacing("Row 1", with: "Row one é 🙂")], madeAs: [.full, .literal])
    }

    @Test func numbersChangedOnSeveralLinesAreLiteralEdits() {
        // Three lines: the stack's spacing and two views' widths.
        let edited = replacing("spacing: 4", with: "spacing: 6", in: replacing("width: 20", with: "width: 25"))
        expect([Self.scene, replacing("width: 30", with: "width: 300", in: edited)], madeAs: [.full, .literal])
    }

    @Test func aNumberAndAnotherEditOnOtherLinesAreParsedTogether() {
        let edited = replacing("Text(\"Last\")", with: "Divider()", in: replacing("width: 20", with: "width: 25"))
        expect([Self.scene, edited], madeAs: [.full, .incremental])
    }

    @Test func literalEditsInARowThenAnotherEditMatchFreshLoads() {
        let first = replacing("width: 20", with: "width: 21")
        let second = replacing("Row 2", with: "Second row", in: first)
        let third = replacing("Text(\"Last\")", with: "Divider()", in: second)
        let fourth = replacing("height: 10", with: "height: 12", in: third)
        expect([Self.scene, first, second, third, fourth], madeAs: [.full, .literal, .literal, .incremental, .literal])
    }

    /// Many literal edits in a row each make their tree afresh: the trees stay a fresh
    /// parse's, edit after edit.
    @Test func manyLiteralEditsInARowMatchFreshLoads() {
        let count = 70
        let versions = [Self.scene] + (1...count).map { replacing("width: 20", with: "width: \(20 + $0)") }
        let kinds = parseKinds(versions)
        #expect(kinds == [.full] + Array(repeating: .literal, count: count))
        scenes.expectSameAsFresh(versions)
    }

    /// A load folds the operators of compiled view code in the tree a literal edit made,
    /// which makes that edit's arena another arena's child; an arena so owned may take no
    /// new child, so the next literal edit must put its nodes elsewhere (a debug build
    /// stopped on swift-syntax's precondition: scripts/fuzz-scenes.py --watch found it).
    @Test func literalEditsAfterLoadsThatFoldedTheEditedTreeMatchFreshLoads() {
        let scene = "#Preview { VStack { Color.teal.frame(height: 20).containerRelativeFrame(.horizontal) { length, _ in length * 0.75 } } }\n"
        let versions = [scene] + (1...3).map { scene.replacingOccurrences(of: "height: 20", with: "height: \(20 + $0)") }
        #expect(parseKinds(versions) == [.full, .literal, .literal, .literal])
        scenes.expectSameAsFresh(versions)
    }

    /// The tree of `edited`, made from `tree` (whose text is `source`) by a literal edit in `arena`.
    func literalEdit(of tree: SourceFileSyntax, source: String, to edited: String, in arena: RawSyntaxArena) -> SourceFileSyntax? {
        LiteralEdit(SceneParseCache.edit(from: source, to: edited), in: tree, source: source)?.applied(in: arena)
    }

    /// Each literal edit's tree holds its own nodes and the parse's, never an earlier literal
    /// edit's arena: a scene saved again and again in one place keeps one version's nodes,
    /// not every version's until the next full parse.
    @Test func literalEditKeepsNoEarlierLiteralEditsArena() throws {
        let original = Self.scene
        let first = replacing("width: 20", with: "width: 21"), second = replacing("width: 20", with: "width: 22")
        let parsed = Parser.parse(source: original)
        weak var firstArena: RawSyntaxArena?
        var firstTree: SourceFileSyntax?
        do {
            let arena = RawSyntaxArena()
            firstArena = arena
            firstTree = literalEdit(of: parsed, source: original, to: first, in: arena)
        }
        let firstTreeMade = try #require(firstTree)
        let secondTree = try #require(literalEdit(of: firstTreeMade, source: first, to: second, in: RawSyntaxArena()))
        firstTree = nil
        _ = consume firstTreeMade
        #expect(firstArena == nil)
        #expect(secondTree.description == second)
    }

    /// The edited token's trivia (a comment after the number, say) is copied with it.
    @Test func literalEditKeepsTheEditedTokensComment() throws {
        let commented = replacing("width: 20, height: 10)", with: "width: 20 /* wide */, height: 10) // the blue one")
        let first = replacing("width: 20", with: "width: 21", in: commented), second = replacing("width: 21", with: "width: 22", in: first)
        let firstTree = try #require(literalEdit(of: Parser.parse(source: commented), source: commented, to: first, in: RawSyntaxArena()))
        let secondTree = try #require(literalEdit(of: firstTree, source: first, to: second, in: RawSyntaxArena()))
        _ = consume firstTree
        #expect(secondTree.description == second)
        #expect(secondTree.debugDescription == Parser.parse(source: second).debugDescription)
    }

    @Test func unchangedTextIsThePreviousTree() {
        expect([Self.scene, Self.scene], madeAs: [.full, .unchanged])
    }

    @Test func numberBecomingADecimalIsParsed() {
        expect([Self.scene, replacing("width: 20", with: "width: 20.5")], madeAs: [.full, .incremental])
    }

    @Test func numberBecomingANameIsParsed() {
        let named = "let size = 20.0\n" + Self.scene
        expect([named, replacing("width: 20", with: "width: size", in: named)], madeAs: [.full, .incremental])
    }

    @Test func stringGainingAnInterpolationOrAQuoteIsParsed() {
        expect([Self.scene, replacing("Row 1", with: "Row \\(1)")], madeAs: [.full, .incremental])
        // An unbalanced quote leaves a syntax error, and a tree with errors is parsed afresh.
        expect([Self.scene, replacing("Row 1", with: "Row \"1")], madeAs: [.full, .full])
    }

    @Test func stringBecomingEmptyIsParsed() {
        expect([Self.scene, replacing("\"Row 1\"", with: "\"\"")], madeAs: [.full, .incremental])
    }

    @Test func rawAndMultilineStringsAreParsed() {
        let raw = replacing("\"Row 1\"", with: "#\"Row 1\"#")
        expect([raw, replacing("Row 1", with: "Row 2", in: raw)], madeAs: [.full, .incremental])
        let multiline = replacing("\"Row 1\"", with: "\"\"\"\n            Row 1\n            \"\"\"")
        expect([multiline, replacing("Row 1", with: "Row 2", in: multiline)], madeAs: [.full, .incremental])
    }

    @Test func editAcrossTokensIsParsed() {
        expect([Self.scene, replacing("width: 20, height", with: "width: 2, heigh")], madeAs: [.full, .incremental])
    }

    /// Numbers and strings of the example scenes, changed in turn (every fourth of them, as a
    /// fresh parse in a debug build is slow), give the tree a fresh parse of the changed text
    /// gives.
    @Test func literalsOfTheExampleScenesEditLikeAFreshParse() throws {
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenes")
        let files = (FileManager.default.enumerator(at: scenes, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        #expect(files.count >= 5)
        var edited = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let tree = Parser.parse(source: source)
            var literals = 0
            for token in tree.tokens(viewMode: .sourceAccurate) {
                let text: String
                switch token.tokenKind {
                case .integerLiteral(let digits): text = digits + "7"
                case .floatLiteral(let digits): text = "1" + digits
                case .stringSegment(let words): text = "é " + words + " x"
                default: continue
                }
                literals += 1
                guard literals % 4 == 1 else { continue }
                let range = AbsolutePosition(utf8Offset: token.positionAfterSkippingLeadingTrivia.utf8Offset)..<token.endPositionBeforeTrailingTrivia
                let edit = SourceEdit(range: range, replacement: text)
                let utf8 = Array(source.utf8)
                let changed = String(decoding: utf8[..<range.lowerBound.utf8Offset] + Array(text.utf8) + utf8[range.upperBound.utf8Offset...], as: UTF8.self)
                // Multi-line and raw strings are parsed instead.
                guard let literal = LiteralEdit(edit, in: tree, source: source) else { continue }
                #expect(literal.applied().debugDescription == Parser.parse(source: changed).debugDescription, "\(file.lastPathComponent): \(token.text)")
                edited += 1
            }
        }
        #expect(edited > 25)
    }

    @Test func literalEditOfATreeWithASyntaxErrorIsParsedAfresh() {
        let broken = replacing("Text(\"Row 2\")", with: "Text(\"Row 2\"")
        expect([broken, replacing("width: 20", with: "width: 25", in: broken)], madeAs: [.full, .full])
    }
}
