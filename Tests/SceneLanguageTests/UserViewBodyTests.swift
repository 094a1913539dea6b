import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A user view's body is compiled once per load (`CompiledBody`), its stored properties
/// read from frame slots, its `let`s slots of their own, its `if`s, `switch`es and `return`
/// compiled, and the expressions it does not compile left to the evaluator. Each body here
/// is run both ways: compiled, and by the evaluator alone (the load compiling no view code,
/// see `ViewCodeCompiling`). Both must report the same diagnostics at the same places, make
/// the same views and lay out the same.
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

    /// Bodies with statements: `let`, `if`, `switch`, `return`, nested, and mistakes in them.
    static let statementBodies: [String] = [
        "let w = width * 2\nText(title).frame(width: w)",
        // A `let` shadowing a property reads the property in its value, and is read after it.
        "let title = title + \"!\"\nText(title).padding(width / 4)",
        "let width = width + CGFloat(count)\nText(\"\\(width) \\(self.width)\")",
        "let on = !on\nToggle(title, isOn: $on)",
        "let w: CGFloat = 3, label = title + \"\\(w)\"\nText(label).frame(width: w * width)",
        "let n = 7\nText(\"\\(n / 2) \\(n * count)\")",
        #"if on { Text(title) } else { Text("off").padding(width / 4) }"#,
        #"if count > 2 { Text("many") } else if count > 1 { Text("two"); Divider() } else { Color.red.frame(width: 3) }"#,
        #"if on { Text(title) }"#,
        #"Text(title) ; if count > 1 && !on { Text("a") ; Text("b") }"#,
        #"switch count { case 1: Text("one"); case 2, 3: Text("few").padding(); default: Text("many") }"#,
        #"switch scheme { case .dark: Text("dark"); case .light: Text("light \(title)"); default: EmptyView() }"#,
        "VStack {\nlet w = width / 2\nif count > 1 {\nlet label = \"\\(title) \\(count)\"\nHStack { Text(label); if on { Text(\"on\").frame(width: w) } }\n} else {\nText(title)\n}\n}",
        "let w = width * 2\nreturn Text(title).frame(width: w)",
        "return HStack { Text(title); Spacer() }",
        // What is left to the evaluator sees the `let`s: a function, a `ForEach`, a computed
        // property, another user view.
        "let label = title + \"?\"\nText(describe(count) + label)",
        "let label = title + \"?\"\nForEach(0..<count) { i in Text(\"\\(label) \\(i)\") }",
        "let shout = \"quiet\"\nText(shout + self.shout)",
        "let n = count + 1\nTag(text: \"\\(title)\\(n)\")",
        // Mistakes: each reported once, where it is, also inside a branch.
        #"if count > 2 { Text(title).frame(width: width / 0) } else { Text(titl) }"#,
        #"if count { Text("x") }"#,
        #"if let t = Optional(title) { Text(t) }"#,
        #"switch count { case 1: Text("one") }"#,
        #"switch count { case let n where n > 1: Text("\(n)"); default: Text("x") }"#,
        "let title = undefined\nText(title)",
        "let w = undefined\nText(\"\\(w)\")",
        "let wdth = 3\nText(title).frame(width: widht)",
        "guard on else { return Text(\"off\") }\nText(title)",
        "if on { 5 } else { Text(\"x\") }",
        "let w = 3\nw",
    ]

    /// A scene making three `Card`s (two through the memberwise initializer, one through its
    /// own `init`) whose body is `body`.
    static func scene(_ body: String) -> String {
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
            }
        }

        struct Tag: View {
            let text: String
            var body: some View {
                Text(text).padding(1)
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
        ForEachTemplateTests.expectSameLoads(Self.scene(body))
    }

    @Test(arguments: statementBodies)
    func compiledStatementsGiveWhatTheEvaluatorGives(_ body: String) {
        ForEachTemplateTests.expectSameLoads(Self.scene(body))
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

    @Test func aBodyWithStatementsIsCompiled() throws {
        let body = "let label = title + \"!\"\n        if label.isEmpty { Text(label) } else { switch title { default: return Text(label) } }"
        #expect(try Self.compileCount(Self.cards(5, body: body)) == 1)
    }

    @Test func aLoadThatCompilesNoViewCodeLeavesEveryBodyToTheEvaluator() throws {
        #expect(try ForEachTemplateTests.evaluated { try Self.compileCount(Self.cards(5)) } == 0)
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
        let texts = placed.root.allNodes.compactMap(\.text)
        #expect(texts == ["before t2", "before tc1", "before tcc0", "after tcc0", "after tc1", "after t2"])
    }

    /// The same with `let`s in the body and in the `ForEach`'s content, read after the inner
    /// instance has run the same code with its own values.
    @Test func aViewInsideItsOwnBodyLeavesTheOuterInstancesLets() throws {
        let source = """
        struct Tree: View {
            let depth: Int
            var name = "t"
            var body: some View {
                let label = "\\(name)\\(depth)"
                Text("before \\(label)")
                ForEach(0..<(depth > 0 ? 1 : 0)) { i in
                    let child = name + "c"
                    Tree(depth: depth - 1, name: child)
                    Text("child \\(child)")
                }
                Text("after \\(label)")
            }
        }

        #Preview { VStack { Tree(depth: 2) } }
        """
        let placed = try placement(source)
        let texts = placed.root.allNodes.compactMap(\.text)
        #expect(texts == ["before t2", "before tc1", "before tcc0", "after tcc0", "child tcc", "after tc1", "child tc", "after t2"])
        ForEachTemplateTests.expectSameLoads(source)
    }

    /// The views of an incremental load (one literal changed, through a ``SceneParseCache``)
    /// are those of the evaluator's incremental load.
    @Test(arguments: [
        #"Text(title).padding(4)"#, #"Text("fixed").padding(4)"#, #"HStack { Text(title); Text("b").padding(4) }"#,
        "let w = width + 1\nif count > 2 { Text(title).padding(4) } else { Text(\"w\").frame(width: w) }",
    ])
    func anIncrementalLoadGivesWhatTheEvaluatorGives(_ body: String) {
        func loads() -> [String] {
            let cache = SceneParseCache()
            let first = Self.scene(body)
            let second = first.replacingOccurrences(of: "padding(4)", with: "padding(9)").replacingOccurrences(of: "width: 30", with: "width: 35")
            return [first, second, first].map { source in
                let result = SceneInterpreter.load(source: source, path: "test.swift", parseCache: cache)
                let diagnostics = SceneDiagnostic.render(result.diagnostics, source: source, path: "test.swift")
                guard let view = result.scene?.previews.first?.view else { return diagnostics }
                return diagnostics + outline(LayoutHost().place(view, proposal: defaultCanvas).root)
            }
        }
        #expect(loads() == ForEachTemplateTests.evaluated { loads() })
    }

    /// An `if` whose branch flips between two saves (a `Card`'s `count` edited across 2),
    /// loaded through one ``SceneParseCache`` and re-laid out on one ``LayoutHost`` as the
    /// daemon does: each load makes the views and frames the evaluator's load makes, and
    /// the re-layout gives what a fresh layout gives.
    @Test func anIfWhoseBranchFlipsBetweenLoadsGivesWhatTheEvaluatorGives() {
        let body = "let w = width + 1\nif count > 2 {\nText(title).padding(4)\n} else {\nHStack { Text(\"w\"); Color.red.frame(width: w) }\n}"
        let first = Self.scene(body)
        let second = first.replacingOccurrences(of: "count: 3", with: "count: 1")
        #expect(first != second)
        func loads() -> [String] {
            let cache = SceneParseCache()
            let host = LayoutHost()
            return [first, second, first, second].map { source in
                let result = SceneInterpreter.load(source: source, path: "test.swift", parseCache: cache)
                let diagnostics = SceneDiagnostic.render(result.diagnostics, source: source, path: "test.swift")
                guard let view = result.scene?.previews.first?.view else { return diagnostics }
                let relaid = outline(host.place(view, proposal: defaultCanvas).root)
                #expect(relaid == outline(LayoutHost().place(view, proposal: defaultCanvas).root))
                return diagnostics + relaid
            }
        }
        let compiled = loads()
        #expect(compiled[0] != compiled[1])
        #expect(compiled == ForEachTemplateTests.evaluated { loads() })
    }

    /// Every example scene declaring a view lays out and reports the same with its views'
    /// bodies compiled and with the evaluator running them.
    @Test func theExampleScenesViewsGiveWhatTheEvaluatorGives() throws {
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenes")
        let files = (FileManager.default.enumerator(at: scenes, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        var compared = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            guard source.contains("var body: some View {") else { continue }
            let compiled = load(source, path: file.path), evaluated = ForEachTemplateTests.evaluated { load(source, path: file.path) }
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
