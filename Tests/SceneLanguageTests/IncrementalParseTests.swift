import Foundation
import LayoutEngine
@testable import SceneLanguage
import SwiftParser
import SwiftSyntax
import Testing

/// Loading through a `SceneParseCache` re-parses from the previous version of the file; each
/// test saves a scene, edits it, and expects every load to equal a fresh load of the same text.
@Suite struct IncrementalParseTests {
    static let scene = """
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("First")
                HStack {
                    Text("Row 1")
                    Spacer()
                    Color.blue.frame(width: 20, height: 10)
                }
                HStack {
                    Text("Row 2")
                    Spacer()
                    Color.red.frame(width: 30, height: 10)
                }
                Text("Last")
            }
            .padding()
        }
    }

    #Preview("Tall", traits: .fixedLayout(width: 390, height: 844)) { ContentView() }

    """

    /// The scene with `old` replaced by `new` (once, where it first is).
    static func replacing(_ old: String, with new: String, in source: String = scene) -> String {
        guard let range = source.range(of: old) else { fatalError("no '\(old)' in the scene") }
        return source.replacingCharacters(in: range, with: new)
    }

    /// Loads each of `versions` in turn through one cache, expecting each load (diagnostics
    /// and the laid-out previews) and each parsed tree to equal a fresh one of the same text.
    func expectSameAsFresh(_ versions: [String], maximumReparses: Int = SceneParseCache.maximumReparses, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let loadCache = SceneParseCache(maximumReparses: maximumReparses)
        let treeCache = SceneParseCache(maximumReparses: maximumReparses)
        for (index, source) in versions.enumerated() {
            let incremental = SceneInterpreter.load(source: source, path: "test.swift", parseCache: loadCache)
            let fresh = load(source, path: "test.swift")
            #expect(summary(incremental, source) == summary(fresh, source), "version \(index)", sourceLocation: sourceLocation)
            let tree = treeCache.parse(source, maximumNestingLevel: SwiftSceneReader.maximumNestingLevel)
            var parser = Parser(source, maximumNestingLevel: SwiftSceneReader.maximumNestingLevel)
            let freshTree = SourceFileSyntax.parse(from: &parser)
            #expect(tree.description == source, "version \(index)", sourceLocation: sourceLocation)
            #expect(tree.debugDescription == freshTree.debugDescription, "version \(index)", sourceLocation: sourceLocation)
        }
    }

    /// A load result as text: its rendered diagnostics and each preview laid out.
    func summary(_ result: SceneLoadResult, _ source: String) -> String {
        var lines = [SceneDiagnostic.render(result.diagnostics, source: source, path: "test.swift")]
        for preview in result.scene?.previews ?? [] {
            let placement = LayoutHost().place(preview.view, proposal: preview.proposal ?? defaultCanvas)
            lines.append("\(preview.name): \(outline(placement.root))")
        }
        return lines.joined(separator: "\n")
    }

    @Test func editInTheMiddleMatchesAFreshLoad() {
        expectSameAsFresh([Self.scene, Self.replacing("Row 1", with: "Row one")])
    }

    @Test func editAtTheStartMatchesAFreshLoad() {
        expectSameAsFresh([Self.scene, "// A comment.\n" + Self.scene, "let gap = 8.0\n" + Self.scene])
    }

    @Test func editAtTheEndMatchesAFreshLoad() {
        expectSameAsFresh([Self.scene, Self.scene + "#Preview(\"Wide\") { ContentView() }\n"])
    }

    @Test func deletionMatchesAFreshLoad() {
        expectSameAsFresh([Self.scene, Self.replacing("            Text(\"First\")\n", with: "")])
    }

    @Test func insertionMatchesAFreshLoad() {
        expectSameAsFresh([Self.scene, Self.replacing("Text(\"Last\")", with: "Text(\"Last\")\n            Divider()")])
    }

    @Test func wholeFileReplacementMatchesAFreshLoad() {
        expectSameAsFresh([Self.scene, "Text(\"Only\").padding()\n", Self.scene])
    }

    @Test func sameTextAgainMatchesAFreshLoad() {
        expectSameAsFresh([Self.scene, Self.scene])
    }

    @Test func syntaxErrorIntroducedAndFixedMatchesAFreshLoad() {
        let broken = Self.replacing("Text(\"Row 2\")", with: "Text(\"Row 2\"")
        expectSameAsFresh([Self.scene, broken, Self.scene])
    }

    @Test func syntaxErrorAfterAnEditIsReportedWhereItIs() throws {
        let marked = MarkedSource(Self.replacing("Color.red.frame(width: 30, height: 10)", with: "Color.red.frame(width: 30, height: 10)1️⃣)"))
        let cache = SceneParseCache()
        _ = SceneInterpreter.load(source: Self.scene, path: "test.swift", parseCache: cache)
        let result = SceneInterpreter.load(source: marked.source, path: "test.swift", parseCache: cache)
        let location = try #require(marked.markers["1️⃣"])
        #expect(result.diagnostics.first?.location == location)
        #expect(SceneDiagnostic.render(result.diagnostics, source: marked.source, path: "test.swift") == rendered(marked.source, path: "test.swift"))
    }

    @Test func editsAroundNonASCIITextMatchAFreshLoad() {
        let accented = Self.replacing("Row 1", with: "Ligne é 🙂")
        expectSameAsFresh([
            Self.scene,
            accented,
            // "è" shares its first UTF-8 byte with "é": the edit starts inside a character.
            Self.replacing("Ligne é 🙂", with: "Ligne è 🙂", in: accented),
            Self.replacing("Ligne é 🙂", with: "Ligne è 😀", in: accented),
            Self.replacing("Ligne é 🙂", with: "Ligne", in: accented),
        ])
    }

    @Test func manyEditsInARowMatchAFreshLoad() {
        // More than the cache's bound on re-parses in a row, so a full parse comes in between.
        let versions = (0..<36).map { Self.replacing("Row 1", with: "Row \($0)") }
        expectSameAsFresh(versions, maximumReparses: 32)
    }

    @Test func editIsTheTextBetweenTheCommonPrefixAndSuffix() {
        let edit = SceneParseCache.edit(from: "abcXYdef", to: "abcZdef")
        #expect(edit.range == AbsolutePosition(utf8Offset: 3)..<AbsolutePosition(utf8Offset: 5))
        #expect(edit.replacement == "Z")
    }

    @Test func editIsTheSameWhereverItFallsAmongTheWordsCompared() {
        // The comparison goes eight bytes at a time: edits at every offset and of every
        // length around word boundaries, against a byte-by-byte reference.
        let base = Array("struct ContentView: View { var body: some View { Text(\"é\") } }".utf8)
        for start in 0...base.count {
            for removed in 0...min(10, base.count - start) {
                for inserted in [[], Array("x".utf8), Array("0123456789abcdefgh".utf8)] {
                    let new = Array(base[..<start]) + inserted + Array(base[(start + removed)...])
                    guard let old = String(validating: base, as: UTF8.self), let changed = String(validating: new, as: UTF8.self) else { continue }
                    let common = min(base.count, new.count)
                    var prefix = 0
                    while prefix < common, base[prefix] == new[prefix] { prefix += 1 }
                    var suffix = 0
                    while suffix < common - prefix, base[base.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
                    let edit = SceneParseCache.edit(from: old, to: changed)
                    #expect(edit.range == AbsolutePosition(utf8Offset: prefix)..<AbsolutePosition(utf8Offset: base.count - suffix))
                    #expect(Array(edit.replacement.utf8) == Array(new[prefix..<(new.count - suffix)]))
                }
            }
        }
    }

    @Test func editOfARepeatedTextDoesNotOverlapItsPrefixAndSuffix() {
        let edit = SceneParseCache.edit(from: "aaaa", to: "aa")
        #expect(edit.range == AbsolutePosition(utf8Offset: 2)..<AbsolutePosition(utf8Offset: 4))
        #expect(edit.replacement.isEmpty)
    }

    @Test func editsAreOnePerChangedLineWhenNoLineIsAddedOrRemoved() {
        let edits = SceneParseCache.edits(from: "a = 1\nb = 2\nc = 3\n", to: "a = 10\nb = 2\nc = 4\n")
        #expect(edits.map(\.range) == [
            AbsolutePosition(utf8Offset: 5)..<AbsolutePosition(utf8Offset: 5),
            AbsolutePosition(utf8Offset: 16)..<AbsolutePosition(utf8Offset: 17),
        ])
        #expect(edits.map(\.replacement) == ["0", "4"])
    }

    @Test func editsAreTheOneEditWhenLinesAreAddedOrRemoved() {
        let edits = SceneParseCache.edits(from: "a = 1\nb = 2\n", to: "a = 10\nx\nb = 3\n")
        #expect(edits.count == 1)
        #expect(edits.first?.range == SceneParseCache.edit(from: "a = 1\nb = 2\n", to: "a = 10\nx\nb = 3\n").range)
    }

    @Test func editsMadeTogetherTurnTheOldTextIntoTheNew() {
        // Random changes to random lines of a scene, some adding or removing lines: the
        // edits, each made in the old text, give the new text.
        var generator = SystemRandomNumberGenerator()
        let lines = Self.scene.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<300 {
            var changed = lines
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<changed.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: changed[index] += "x"
                case 1: changed[index] = String(changed[index].dropFirst(Int.random(in: 0...3, using: &generator)))
                case 2: changed.insert("let y = 1", at: index)
                default: changed[index] = changed[index].replacingOccurrences(of: "0", with: "05")
                }
            }
            let old = Self.scene, new = changed.joined(separator: "\n")
            var bytes = Array(old.utf8)
            for edit in SceneParseCache.edits(from: old, to: new).reversed() {
                bytes.replaceSubrange(edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset, with: edit.replacementBytes)
            }
            #expect(String(decoding: bytes, as: UTF8.self) == new)
        }
    }

    /// A scene nested `depth` VStacks deep around one Text.
    static func nested(_ depth: Int) -> String {
        "struct ContentView: View {\n    var body: some View {\n        "
            + String(repeating: "VStack { ", count: depth) + "Text(\"a\")" + String(repeating: " }", count: depth)
            + "\n    }\n}\n"
    }

    /// swift-syntax's incremental parse of a tree with syntax errors need not match a fresh
    /// parse: past its nesting limit it reported the limit at another column (found by
    /// scripts/fuzz-scenes.py --watch). A tree with errors is parsed afresh.
    @Test func anEditOfASceneNestedPastTheParsersLimitMatchesAFreshLoad() {
        let deep = Self.nested(300)
        // The hundredth VStack misspelt with a brace: "VSta}k".
        let hundredth = deep.ranges(of: "VStack")[99]
        let broken = deep.replacingCharacters(in: hundredth, with: "VSta}k")
        expectSameAsFresh([deep, broken, deep])
    }

    @Test func anEditThatLeavesASyntaxErrorIsAFullParse() {
        let cache = SceneParseCache()
        _ = cache.parse(Self.scene, maximumNestingLevel: SwiftSceneReader.maximumNestingLevel)
        _ = cache.parse(Self.replacing("Row 1", with: "Row 1\")\n}) (", in: Self.scene), maximumNestingLevel: SwiftSceneReader.maximumNestingLevel)
        #expect(cache.lastParse == .full)
    }

    @Test func anEditThatFixesASyntaxErrorIsAFullParse() {
        let cache = SceneParseCache()
        _ = cache.parse(Self.replacing("Row 1", with: "Row 1\")\n}) (", in: Self.scene), maximumNestingLevel: SwiftSceneReader.maximumNestingLevel)
        _ = cache.parse(Self.scene, maximumNestingLevel: SwiftSceneReader.maximumNestingLevel)
        #expect(cache.lastParse == .full)
    }

    @Test func anEditOfASceneWithoutErrorsIsIncremental() {
        let cache = SceneParseCache()
        _ = cache.parse(Self.scene, maximumNestingLevel: SwiftSceneReader.maximumNestingLevel)
        _ = cache.parse(Self.replacing("Text(\"Row 1\")", with: "Text(\"Row 1\").bold()"), maximumNestingLevel: SwiftSceneReader.maximumNestingLevel)
        #expect(cache.lastParse == .incremental)
    }
}
