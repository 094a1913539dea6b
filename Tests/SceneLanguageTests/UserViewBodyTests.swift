import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A user view's body is compiled once per load (`CompiledBody`) when it is a list of
/// expressions, its stored properties read from frame slots, and the rest is left to the
/// evaluator. Each body here is run both ways: as written (compiled), and followed by a
/// `let`, which the body compiler does not compile, so the evaluator runs the body itself.
/// Both must report the same diagnostics at the same places and lay out the same.
@Suite struct UserViewBodyTests {
    static let bodies: [String] = [
        #"Text(title)"#,
        #"Text("\(title) \(width)").frame(width: width * 2)"#,
        #"Text(title).padding(on ? 4 : 8)"#,
        #"Toggle(title, isOn: $on)"#,
        #"HStack { Text(title); Spacer() }.frame(width: width + CGFloat(count))"#,
        #"Text("\(count * 2 + 1) \(count > 1)").frame(width: Double(count) / 2 + 10)"#,
        #"Text(title + "!").font(.title).padding(.horizontal, width / 5)"#,
        #"Text(shout)"#,
        #"Text(self.title).frame(width: self.width)"#,
        #"Text(describe(count))"#,
        #"ForEach(0..<count) { i in Text("\(title) \(i)") }"#,
        #"Text("\(scheme)")"#,
        #"GeometryReader { proxy in Text(title).frame(width: proxy.size.width / 4) }"#,
        // The same for every instance: made once and shared by every instance.
        #"Text("fixed").padding()"#,
        #"Divider() ; Text(title)"#,
        #"Color.red.frame(width: 8, height: 4)"#,
        // Mistakes: each reported once, where it is.
        #"Text(titl)"#,
        #"Text(count)"#,
        #"Text(title).frame(width: title)"#,
        #"title.padding()"#,
        #"Text("a") ; 5"#,
        #"Text(title).frame(width: width / 0)"#,
        #"Text(title).padding(on && 3)"#,
        #"Text("x").frame(width: -3)"#,
    ]

    /// A scene making three `Card`s (two through the memberwise initializer, one through its
    /// own `init`) whose body is `body`, followed by a line that is a `let` when `interpreted`
    /// and empty otherwise (so that both have as many lines).
    static func scene(_ body: String, interpreted: Bool, ownInit: Bool = false) -> String {
        """
        func describe(_ n: Int) -> String { "n\\(n)" }

        struct Card: View {
            let title: String
            var width: CGFloat = 20
            var count = 2
            @State var on = false
            @Environment(\\.colorScheme) var scheme
            var shout: String { title + "!" }

            var body: some View {
                \(body)
                \(interpreted ? "let unused = 0" : "")
            }
        }

        struct Framed: View {
            let label: String
            init(number: Int) {
                label = "#\\(number)"
            }
            var body: some View {
                Card(title: label, width: 40, count: 1)
            }
        }

        #Preview {
            VStack {
                Card(title: "a")
                Card(title: "b", width: 30, count: 3, on: true)
                Framed(number: 7)
            }
        }
        """
    }

    @Test(arguments: bodies)
    func compiledBodyGivesWhatTheEvaluatorGives(_ body: String) {
        ForEachTemplateTests.expectSameLoads(compiled: Self.scene(body, interpreted: false), interpreted: Self.scene(body, interpreted: true))
    }

    /// A scene making `count` plain `Card`s whose body is `body`.
    static func cards(_ count: Int, body: String = #"Text(title).padding(2)"#) -> String {
        "struct Card: View {\n    let title: String\n    var body: some View {\n        \(body)\n    }\n}\n\n#Preview { VStack { "
            + (0..<count).map { #"Card(title: "\#($0)")"# }.joined(separator: "; ") + " } }\n"
    }

    static func compileCount(_ source: String) throws -> Int {
        let reader = SwiftSceneReader(sink: DiagnosticSink())
        _ = try #require(reader.read(source))
        return reader.evaluator.compiledBodies.compileCount
    }

    @Test func aViewMadeSeveralTimesHasItsBodyCompiledOncePerLoad() throws {
        #expect(try Self.compileCount(Self.cards(5)) == 1)
    }

    @Test func aViewMadeOnceIsLeftToTheEvaluator() throws {
        #expect(try Self.compileCount(Self.cards(1)) == 0)
    }

    @Test func aBodyWithALetIsLeftToTheEvaluator() throws {
        #expect(try Self.compileCount(Self.cards(5, body: "let unused = 0\n        Text(title)")) == 0)
    }

    /// A view made inside its own body (through `ForEach`, left to the evaluator) runs its
    /// body in the same frame; the outer instance reads its own properties after it.
    @Test func aViewInsideItsOwnBodyLeavesTheOuterInstancesProperties() throws {
        let source = """
        struct Tree: View {
            let depth: Int
            var name = "t"
            var body: some View {
                Text("before \\(name)\\(depth)")
                ForEach(0..<(depth > 0 ? 1 : 0)) { i in Tree(depth: depth - 1, name: name + "c") }
                Text("after \\(name)\\(depth)")
            }
        }

        #Preview { VStack { Tree(depth: 2) } }
        """
        let placed = try placement(source)
        let texts = outline(placed.root).components(separatedBy: "\n").compactMap { line in
            line.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
        }
        #expect(texts == ["before t2", "before tc1", "before tcc0", "after tcc0", "after tc1", "after t2"])
    }

    /// The views of an incremental load (one literal changed, through a ``SceneParseCache``)
    /// are those of the evaluator's incremental load.
    @Test(arguments: [#"Text(title).padding(4)"#, #"Text("fixed").padding(4)"#, #"HStack { Text(title); Text("b").padding(4) }"#])
    func anIncrementalLoadGivesWhatTheEvaluatorGives(_ body: String) {
        func loads(interpreted: Bool) -> [String] {
            let cache = SceneParseCache()
            let first = Self.scene(body, interpreted: interpreted)
            let second = first.replacingOccurrences(of: "padding(4)", with: "padding(9)").replacingOccurrences(of: "width: 30", with: "width: 35")
            return [first, second, first].map { source in
                let result = SceneInterpreter.load(source: source, path: "test.swift", parseCache: cache)
                let diagnostics = SceneDiagnostic.render(result.diagnostics, source: source, path: "test.swift")
                guard let view = result.scene?.previews.first?.view else { return diagnostics }
                return diagnostics + outline(LayoutHost().place(view, proposal: defaultCanvas).root)
            }
        }
        #expect(loads(interpreted: false) == loads(interpreted: true))
    }

    /// Every example scene declaring a view lays out and reports the same with its views'
    /// bodies compiled and with the evaluator running them (a `let` put first in each body,
    /// on the line of its brace, so that no other line changes).
    @Test func theExampleScenesViewsGiveWhatTheEvaluatorGives() throws {
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenes")
        let files = (FileManager.default.enumerator(at: scenes, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        var compared = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            guard source.contains("var body: some View {") else { continue }
            let interpreted = source.replacingOccurrences(of: "var body: some View {", with: "var body: some View { let unused = 0;")
            let compiled = load(source, path: file.path), evaluated = load(interpreted, path: file.path)
            #expect(Self.summary(compiled.diagnostics) == Self.summary(evaluated.diagnostics), "\(file.lastPathComponent)")
            let previews = compiled.scene?.previews ?? [], evaluatedPreviews = evaluated.scene?.previews ?? []
            #expect(previews.count == evaluatedPreviews.count, "\(file.lastPathComponent)")
            for (preview, evaluatedPreview) in zip(previews, evaluatedPreviews) {
                let proposal = preview.proposal ?? defaultCanvas
                #expect(outline(LayoutHost().place(preview.view, proposal: proposal).root) == outline(LayoutHost().place(evaluatedPreview.view, proposal: proposal).root), "\(file.lastPathComponent)")
            }
            compared += 1
        }
        #expect(compared >= 20)
    }

    /// Each diagnostic's message, line and column, and its notes': the offsets differ after
    /// the text put into a line.
    static func summary(_ diagnostics: [SceneDiagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
            return "\(location) \(diagnostic.message) [\(summary(diagnostic.notes).joined(separator: "; "))]"
        }
    }
}
