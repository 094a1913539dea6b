import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// `ForEach` compiles its content closure once (`CompiledContent`), its statements (`let`,
/// `if`, `switch`, `return`) included, and leaves to the evaluator the expressions it does
/// not compile. Each body here is run both ways: compiled, and by the evaluator alone (the
/// load compiling no view code, see `ViewCodeCompiling`). Both must report the same
/// diagnostics at the same places, make the same views and lay out the same.
@Suite struct ForEachTemplateTests {
    static let bodies: [String] = [
        #"Text("item \(i)")"#,
        #"Text("\(i * 2 + 1)").frame(width: 20, height: CGFloat(i) * 3)"#,
        #"Color.red.frame(width: 10, height: 10).padding(i % 2 == 0 ? 4 : 8)"#,
        #"HStack { Text("a"); Text("\(i)").font(.title).bold() }.padding(.horizontal, 4)"#,
        #"VStack(alignment: .leading, spacing: 2) { Text("\(i)"); Spacer(minLength: 2) }.frame(maxWidth: .infinity)"#,
        #"Circle().fill(Color.blue).frame(width: 4, height: 4)"#,
        #"Text(verbatim: "v\(i)").lineLimit(1).fixedSize()"#,
        #"Text("\(i, specifier: "%.1f")")"#,
        #"Text("a" + "\(i)" + "\t\u{41}")"#,
        #"Rectangle().frame(width: i > 1 ? 5 : nil, height: 3)"#,
        #"Text("\(i)").background(Color.yellow).overlay(alignment: .top) { Text("o") }"#,
        #"Text("x\(i)").id(i)"#,
        #"Text("\(i)") ; Text("b").opacity(0.5)"#,
        #"RoundedRectangle(cornerRadius: CGFloat(i)).frame(width: .init(i + 1), height: 2)"#,
        #"Text("\(max(i, 1))").frame(width: Double(i) / 2 + 10)"#,
        #"Text("\(names[i])")"#,
        #"Color(hue: 0.5, saturation: Double(i) / 4, brightness: 1).frame(width: 3, height: 3)"#,
        #"Color.red.frame(width: CGFloat(i % 5 + 8), height: max(2, min(Double(i), 4)))"#,
        #"Text(String(i * 3)).frame(width: abs(CGFloat(i) - 5) + sqrt(4.0) + pow(2, 3))"#,
        #"Text("\(Int(Double(i) * 2.5))").padding(round(1.6) + floor(1.5) + ceil(0.2))"#,
        #"Text("\((i + 7) / 2)").frame(width: 10 / 4 + CGFloat(i))"#,
        #"Text("\(i * 7 / 2 % 3 - 1) \(i == 1) \(i != 2.0)").padding(i >= 1 ? 1 : 2)"#,
        #"Color.red.frame(width: CGFloat(i) * 2.5 - 1 / 2, height: 3 + Double(i) / 4)"#,
        #"Color.red.frame(width: CGFloat(i).truncatingRemainder(dividingBy: 2) + 1, height: i.isMultiple(of: 2) ? 2 : 3)"#,
        #"Text("x" + String(i) + "y" > "x1" ? "a" : "b")"#,
        // Element-invariant views, made once per `ForEach` and shared by every element.
        #"Color.red.frame(width: 8, height: 4)"#,
        #"Divider() ; Spacer(minLength: 3)"#,
        #"Text("fixed").foregroundColor(.red).padding(.horizontal, 2 * 3)"#,
        #"HStack { Text("a"); Color.blue.frame(width: 2) }.padding().overlay { Text("o") }"#,
        #"Text("a").frame(width: 10).id(i)"#,
        #"Text("a" + "b").font(.title)"#,
        // A reader's closure takes its proxy: the evaluator's.
        #"GeometryReader { proxy in Text("\(i)").frame(width: proxy.size.width / 4) }"#,
        // Mistakes: each reported once, where it is.
        #"Text(i)"#,
        #"Txt("x\(i)")"#,
        #"Text("x").frame(wdth: 3)"#,
        #"Text("x").fooBar(i)"#,
        #"Text("\(undefined)")"#,
        #"Text("x").padding(i && true)"#,
        #"Text("x").frame(width: "wide")"#,
        #"Text("\(i)").fill(Color.red)"#,
        #"Text("x").padding(.horizontl, 3)"#,
        #"HStack { Text("a"); 5 }"#,
        #"Text("x").frame(width: i ? 1 : 2)"#,
        #"i.padding()"#,
        #"Text("x").frame(width: CGFloat("wide"))"#,
        #"Text("x").frame(width: max())"#,
        #"Text("x").padding(Int(1e300) + i)"#,
        #"Text("x").frame(width: min(i, "a"))"#,
        #"Text("x").frame(width: CGFloat(i) % 2)"#,
        #"Text("x").frame(width: i / (i - i))"#,
        // Invariant, and reported for every element, as the evaluator reports it.
        #"Text("x").frame(width: -3)"#,
        #"Color.red.frame(width: 8, height: 4).paddin()"#,
    ]

    /// Content with statements: `let`, `if`, `switch`, `return`, nested, and mistakes in them.
    static let statementBodies: [String] = [
        "let w = CGFloat(i) * 2\nColor.red.frame(width: w, height: 3)",
        "let w: CGFloat = 3, h = w + Double(i)\nColor.red.frame(width: w, height: h)",
        "let n = 7\nText(\"\\(n / 2) \\(n * i)\")",
        #"if i % 2 == 0 { Text("even \(i)") } else { Divider() }"#,
        #"if i == 0 { Text("zero") } else if i == 1 { Text("one"); Text("1") } else { Color.red.frame(width: 8, height: 4) }"#,
        #"if i > 0 { Text("\(i)") }"#,
        #"if i > 0, i < 2 { Text("middle") }"#,
        #"Text("a") ; if i > 0 { Text("b") ; Text("c") }"#,
        #"switch i { case 0: Text("zero"); case 1, 5: Text("one").padding(); default: Spacer() }"#,
        #"switch i { case 0..<2: Text("small"); default: Text("big \(i)") }"#,
        "let i = i * 10\nText(\"\\(i)\")",
        "if i > 0 {\nlet half = Double(i) / 2\nif half > 0.5 { Text(\"\\(half)\") } else { Text(\"small\") }\n}",
        "let label = \"#\\(i)\"\nHStack { let inner = label + \"!\"; Text(inner) }.overlay { Text(label) }",
        "let label = names[i]\nText(label.uppercased())",
        "return Text(\"\\(i)\").padding(2)",
        "let w = 4\nreturn Color.red.frame(width: CGFloat(w + i), height: 2)",
        "let (w, _, label) = (i + 2, 0, \"#\")\nText(label).frame(width: CGFloat(w))",
        "let maybe: Int? = i\nText(\"\\(maybe)\")",
        "let (a, b) = i\nText(\"x\")",
        "if let first = names.first, i > 0 { Text(first + \"\\(i)\") } else { Text(\"none\") }",
        "let maybe: String? = i > 1 ? names[i] : nil\nif let maybe { Text(maybe) } else if i == 0 { Text(\"zero\") }",
        "if let missing { Text(missing) }",
        "switch i { case 0 where names.count > 5: Text(\"big\")\n case 0, 1 where i > 0: Text(\"one\")\n case 0: Text(\"zero\")\n default: Text(\"other\") }",
        "switch i { case 1 where i: Text(\"x\")\n default: Text(\"other\") }",
        // Mistakes: each reported once, where it is.
        #"if i == 1 { Text("x").frame(width: i / (i - i)) } else { Text(undefined) }"#,
        #"if i { Text("x") }"#,
        #"if "yes" == i { Text("x") }"#,
        #"if let n = i { Text("\(n)") }"#,
        #"switch i { case 0: Text("zero") }"#,
        #"switch i { case let n: Text("\(n)") }"#,
        "let w = undefined\nText(\"\\(w)\")",
        "let (a, b) = (1, 2)\nText(\"x\")",
        "for j in 0..<2 { Text(\"\\(j)\") }\nText(\"x\")",
        "if i > 0 { 5 } else { Text(\"x\") }",
        "if i > 0 { Text(\"a\"); 5 }",
    ]

    /// The scene with `body` as the content.
    static func scene(_ body: String) -> String {
        """
        let names = ["a", "b", "c"]

        #Preview {
            VStack {
                ForEach(0..<3) { i in
                    \(body)
                }
            }
        }
        """
    }

    @Test(arguments: bodies)
    func compiledClosureGivesWhatTheEvaluatorGives(_ body: String) throws {
        Self.expectSameLoads(Self.scene(body))
    }

    @Test(arguments: statementBodies)
    func compiledStatementsGiveWhatTheEvaluatorGives(_ body: String) throws {
        Self.expectSameLoads(Self.scene(body))
    }

    /// Elements whose type the view builder has not decided (integer literals), or has
    /// (`CGFloat`s, strings, bools), meeting literals and each other.
    static let elementBodies: [String] = [
        #"ForEach([10, 20, 30], id: \.self) { w in Color.red.frame(width: w / 4, height: w % 7) }"#,
        #"ForEach([10, 20, 30], id: \.self) { w in Text("\(w / 4) \(w * 2 - 1)").frame(width: w * 2 - 1) }"#,
        #"ForEach([1.5, 2.5], id: \.self) { w in Color.red.frame(width: w * 2, height: w / 2 + 1) }"#,
        #"ForEach([1.5, 2.5], id: \.self) { w in Color.red.frame(width: w % 2) }"#,
        #"ForEach(["a", "bb"], id: \.self) { w in Text(w + "!").padding(w == "a" ? 1 : 2) }"#,
        #"ForEach(["a", "bb"], id: \.self) { w in Text("x").padding(w == 1 ? 1 : 2) }"#,
        #"ForEach([true, false], id: \.self) { w in Text("x").padding(w == true ? 1 : 2) }"#,
        #"ForEach(0..<3) { i in Text("x").padding(i / 0) }"#,
    ]

    @Test(arguments: elementBodies)
    func compiledClosureComputesWithElementsAsTheEvaluatorDoes(_ forEach: String) throws {
        Self.expectSameLoads("#Preview {\n    VStack {\n        \(forEach)\n    }\n}\n")
    }

    /// `body` run with no view code compiled: the evaluator runs every closure and body.
    static func evaluated<T>(_ body: () throws -> T) rethrows -> T {
        try ViewCodeCompiling.$isEnabled.withValue(false, operation: body)
    }

    /// Expects `source` loaded with its view code compiled and loaded by the evaluator alone
    /// to report the same diagnostics at the same places, to make the same views (the
    /// scene's JSON, user views expanded, where a branch's group shows) and, when it loads,
    /// to lay out the same.
    static func expectSameLoads(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let compiled = load(source), interpreted = evaluated { load(source) }
        let render = { (result: SceneLoadResult) in SceneDiagnostic.render(result.diagnostics, source: source, path: "test.swift") }
        #expect(render(compiled) == render(interpreted), sourceLocation: sourceLocation)
        #expect((compiled.scene == nil) == (interpreted.scene == nil), sourceLocation: sourceLocation)
        let json = SceneInterpreter.sceneJSON(source: source, path: "test.swift").json
        #expect(json == evaluated { SceneInterpreter.sceneJSON(source: source, path: "test.swift").json }, sourceLocation: sourceLocation)
        guard let compiledScene = compiled.scene, let interpretedScene = interpreted.scene else { return }
        let first = LayoutHost().place(compiledScene.previews[0].view, proposal: defaultCanvas)
        let second = LayoutHost().place(interpretedScene.previews[0].view, proposal: defaultCanvas)
        #expect(outline(first.root) == outline(second.root), sourceLocation: sourceLocation)
    }

    /// `$0` and a closure of several views are compiled too.
    @Test func anonymousParameterAndSeveralViews() throws {
        let source = """
        #Preview {
            HStack { ForEach(["a", "b"], id: \\.self) { Text($0).padding(2); Text("\\($0)!") } }
        }
        """
        let placed = try placement(source)
        let texts = outline(placed.root).components(separatedBy: "\n").compactMap { line in
            line.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
        }
        #expect(texts == ["a", "a!", "b", "b!"])
    }
}
