import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The canvas tests lay previews out on when the scene names none.
let defaultCanvas = ProposedViewSize(width: 400, height: 400)

/// A scene source with 1️⃣-style markers taken out, and where each marker was.
struct MarkedSource {
    var source: String
    var markers: [String: SceneDiagnostic.Location] = [:]

    static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣"]

    init(_ marked: String) {
        var text = ""
        var line = 1, column = 1, offset = 0
        var index = marked.startIndex
        outer: while index < marked.endIndex {
            for name in Self.markerNames where marked[index...].hasPrefix(name) {
                markers[name] = SceneDiagnostic.Location(line: line, column: column, offset: offset)
                index = marked.index(index, offsetBy: name.count)
                continue outer
            }
            let character = marked[index]
            text.append(character)
            let bytes = String(character).utf8.count
            offset += bytes
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += bytes
            }
            index = marked.index(after: index)
        }
        source = text
    }
}

/// Loads a Swift scene.
func load(_ source: String, path: String = "scenes/test.swift") -> SceneLoadResult {
    SceneInterpreter.load(source: source, path: path)
}

/// The rendered diagnostics of a scene.
func rendered(_ source: String, path: String = "scenes/test.swift") -> String {
    SceneDiagnostic.render(load(source, path: path).diagnostics, source: source, path: path)
}

/// Loads a scene that must have no diagnostics at all and lays out one of its previews on
/// its canvas (or `canvas` when it names none).
func placement(_ source: String, preview index: Int = 0, canvas: ProposedViewSize = defaultCanvas, sourceLocation: SourceLocation = #_sourceLocation) throws -> Placement {
    let result = load(source)
    #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: "test.swift"))", sourceLocation: sourceLocation)
    let scene = try #require(result.scene, sourceLocation: sourceLocation)
    try #require(scene.previews.indices.contains(index), "no preview \(index)", sourceLocation: sourceLocation)
    let preview = scene.previews[index]
    return LayoutHost().place(preview.view, proposal: preview.proposal ?? canvas)
}

/// Requires a scene to load with no diagnostics and its first preview to lay out as
/// `compiled`, the same SwiftUI code compiled against LayoutEngine, on `canvas`.
func expectSameLayout(source: String, as compiled: some View, canvas: ProposedViewSize = ProposedViewSize(width: 393, height: 852),
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
    let result = load(source)
    #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: "scenes/test.swift"))", sourceLocation: sourceLocation)
    let view = try #require(result.scene?.previews.first?.view, sourceLocation: sourceLocation)
    #expect(outline(LayoutHost().place(view, proposal: canvas).root) == outline(LayoutHost().place(compiled, proposal: canvas).root), sourceLocation: sourceLocation)
}

/// The frame of the outermost view named `name`.
func frame(_ placement: Placement, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
    try #require(placement.root.first(named: name), "no view named '\(name)'", sourceLocation: sourceLocation).frame
}

/// A placed tree as text, one node a line, frames rounded to 1/1000 pt: what a test
/// compares, and what a failure shows.
func outline(_ node: PlacedNode, depth: Int = 0) -> String {
    func number(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }
    let frame = node.frame
    var line = String(repeating: "  ", count: depth) + node.kind
    if let name = node.name { line += " #" + name }
    if let text = node.text { line += " \"" + text + "\"" }
    line += " [\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height))]"
    return ([line] + node.children.map { outline($0, depth: depth + 1) }).joined(separator: "\n")
}

/// Expects a scene's preview to lay out exactly as `view` compiled against LayoutEngine.
func expectSameLayout(_ source: String, as view: some View, preview index: Int = 0, canvas: ProposedViewSize = defaultCanvas, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let scene = try placement(source, preview: index, canvas: canvas, sourceLocation: sourceLocation)
    let compiled = LayoutHost().place(view, proposal: canvas)
    #expect(outline(scene.root) == outline(compiled.root), sourceLocation: sourceLocation)
    #expect(scene.size == compiled.size, sourceLocation: sourceLocation)
}

/// Expects every view named in `expected` to lie within 0.5 pt of its `[x, y, width,
/// height]` in canvas coordinates, a nil component being unchecked: how a case file of
/// frames measured on SwiftUI is compared (see shared/cases/README.md).
func expectFrames(_ placement: Placement, _ expected: [String: [Double?]], sourceLocation: SourceLocation = #_sourceLocation) throws {
    for (name, frame) in expected.sorted(by: { $0.key < $1.key }) {
        let node = try #require(placement.root.first(named: name), "no view named '\(name)'", sourceLocation: sourceLocation)
        let actual = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height]
        for (component, value) in zip(actual, frame) {
            guard let value else { continue }
            #expect(abs(Double(component) - value) <= 0.5, "'\(name)': \(actual) != \(frame)", sourceLocation: sourceLocation)
        }
    }
}

/// Loads `testCase` written as a scene (see ``ParityCaseSceneTests/scene(of:)``) and checks
/// that it loads without a diagnostic and gives the frames the case expects.
func expectSceneGivesTheFrames(of testCase: LayoutCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let source = ParityCaseSceneTests.scene(of: testCase)
    let result = load(source, path: "\(testCase.id).swift")
    #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: testCase.id))", sourceLocation: sourceLocation)
    let preview = try #require(result.scene?.previews.first, sourceLocation: sourceLocation)
    try expectFrames(LayoutHost().place(preview.view, proposal: try #require(preview.proposal, sourceLocation: sourceLocation)), testCase.expect, sourceLocation: sourceLocation)
}

/// One case of a case file (the format of shared/cases/README.md): a view, the canvas it is
/// laid out in and the frames SwiftUI gives its named views.
struct LayoutCase: Sendable, CustomTestStringConvertible {
    var id: String
    var view: String
    /// Swift declarations the view needs (a custom Layout), if any.
    var decls: String?
    /// The canvas; nil in a dimension means unspecified.
    var width: Double?
    var height: Double?
    var expect: [String: [Double?]]
    var testDescription: String { id }

    var proposal: ProposedViewSize {
        ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
    }

    /// Every well-formed case of `Tests/LayoutEngineTests/Cases/NAME`, the case files the
    /// library's generated tests read too.
    static func load(caseFile name: String) -> [LayoutCase] {
        load(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LayoutEngineTests/Cases").appendingPathComponent(name))
    }

    /// Every well-formed case in the file at `url`; none when the file is absent.
    static func load(_ url: URL) -> [LayoutCase] {
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["cases"] as? [[String: Any]] else { return [] }
        return entries.compactMap { entry in
            guard let id = entry["id"] as? String, let view = entry["view"] as? String,
                  let proposal = entry["proposal"] as? [String: Any],
                  let expect = entry["expect"] as? [String: [Any]] else { return nil }
            return LayoutCase(
                id: id,
                view: view,
                decls: entry["decls"] as? String,
                width: (proposal["width"] as? NSNumber)?.doubleValue,
                height: (proposal["height"] as? NSNumber)?.doubleValue,
                expect: expect.mapValues { $0.map { ($0 as? NSNumber)?.doubleValue } }
            )
        }
    }
}
