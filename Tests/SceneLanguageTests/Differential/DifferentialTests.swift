import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// Differential tests of the interpreter: the same custom layout, compiled against
/// LayoutEngine and interpreted from a scene, must place every view alike.
///
/// Each test cuts a layout's source out of DifferentialLayouts.swift (between its
/// `BEGIN-SCENE-LAYOUT` and `END-SCENE-LAYOUT` markers), writes a scene of it with a
/// ContentView whose body is the compiled view's source (between its `BEGIN-SCENE-VIEW` and
/// `END-SCENE-VIEW` markers) and a `#Preview` per proposal, loads the scene, and lays out each
/// preview and the compiled view at that proposal, each with its own LayoutHost. The two
/// placed trees must have the same shape, the same kind at each node (a compiled layout's
/// kind is its type's name) and frames within 0.001 pt. The seed articles' layouts are
/// tested beside their listings, in Tests/SeedListingTests/SeedScenesDifferentialTests.swift.
struct DifferentialTests {
    // MARK: Custom layouts in the styles real projects use

    @Test func ringLayoutInterpretedMatchesCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.ring)
    }

    @Test func clockFaceWithSinAndCosInterpretedMatchesCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.clockFace)
    }

    @Test func equalWidthRowWithCacheInterpretedMatchesCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.equalWidthRow)
    }

    @Test func masonryFillingShortestColumnInterpretedMatchesCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.masonry)
    }

    @Test func flowWithPerLineAlignmentInterpretedMatchesCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.alignedFlow)
    }

    @Test func leaderboardSortedByLayoutValueInterpretedMatchesCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.leaderboard)
    }

    @Test func explicitAlignmentGuidesInterpretedMatchCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.formColumns)
    }

    @Test func layoutsBehindAnyLayoutInterpretedMatchCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.anyLayoutModes)
    }

    @Test func gridInterpretedMatchesCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.grid)
    }

    @Test func balancedWrapInterpretedMatchesCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.balancedWrap)
    }

    @Test func stackOrientationAndSpacingInterpretedMatchCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.spacedColumn)
    }

    @Test func weightedRowInterpretedMatchesCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.weightedRow)
    }

    @Test func shelfWithAClassCacheAndASetInterpretedMatchesCompiled() throws {
        try expectInterpretedMatchesCompiled(DifferentialCases.shelf)
    }

    /// Every marked layout and view has a case, every case names a marked layout and view,
    /// and the markers pair up.
    @Test(arguments: ["SCENE-LAYOUT", "SCENE-VIEW"])
    func everyMarkedLayoutHasACase(_ marker: String) throws {
        let text = try DifferentialSupport.layoutsSource()
        let begun = DifferentialSupport.markerNames("BEGIN-\(marker)", in: text)
        let ended = DifferentialSupport.markerNames("END-\(marker)", in: text)
        #expect(begun == ended)
        #expect(Set(begun).count == begun.count, "a name is marked twice")
        #expect(begun.count >= 10)
        #expect(Set(begun) == Set(DifferentialCases.all.map(\.layout)))
    }
}

// MARK: - Running a case

/// Loads `case`'s layout, cut from DifferentialLayouts.swift, in a scene with a ContentView
/// whose body is the case's view, cut from there too, and a preview per proposal; each preview must load
/// without errors or warnings and lay out as the compiled view does.
///
/// A warning fails the test too: a scene whose layout is ignored (or that ignores a
/// modifier such as `layoutValue`) could otherwise pass without interpreting anything.
func expectInterpretedMatchesCompiled(_ differentialCase: DifferentialCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let text = try DifferentialSupport.layoutsSource()
    let name = differentialCase.layout
    let marked = (DifferentialSupport.marked("SCENE-LAYOUT", name, in: text), DifferentialSupport.marked("SCENE-VIEW", name, in: text))
    let declarations = try #require(marked.0, "no BEGIN-SCENE-LAYOUT/END-SCENE-LAYOUT \(name) in DifferentialLayouts.swift", sourceLocation: sourceLocation)
    let view = try #require(marked.1, "no BEGIN-SCENE-VIEW/END-SCENE-VIEW \(name) in DifferentialLayouts.swift", sourceLocation: sourceLocation)
    let proposals = differentialCase.proposals, compiled = differentialCase.compiled
    let path = "scenes/\(name).swift"
    let source = DifferentialSupport.sceneSource(declarations: declarations, view: view, proposals: proposals)
    let result = SceneInterpreter.load(source: source, path: path)
    if result.diagnostics.contains(where: { $0.severity == .error || $0.severity == .warning }) {
        Issue.record(
            "the scene has diagnostics:\n\(SceneDiagnostic.render(result.diagnostics, source: source, path: path))",
            sourceLocation: sourceLocation
        )
    }
    guard let scene = result.scene else {
        Issue.record("the scene did not load", sourceLocation: sourceLocation)
        return
    }
    guard scene.previews.count == proposals.count else {
        Issue.record("\(scene.previews.count) previews, expected \(proposals.count)", sourceLocation: sourceLocation)
        return
    }
    for (preview, proposal) in zip(scene.previews, proposals) {
        #expect(preview.proposal == proposal, "preview '\(preview.name)' asks for \(String(describing: preview.proposal))", sourceLocation: sourceLocation)
        let canvas = preview.proposal ?? proposal
        scene.runtime?.beginPass()
        let interpreted = LayoutHost().place(preview.view, proposal: canvas)
        if let failure = scene.runtime?.failure {
            Issue.record("the layout failed:\n\(SceneDiagnostic.render([failure], source: source, path: path))", sourceLocation: sourceLocation)
            return
        }
        let expected = LayoutHost().place(compiled, proposal: canvas)
        if let difference = DifferentialSupport.firstDifference(interpreted: interpreted.root, compiled: expected.root) {
            Issue.record(
                """
                at \(DifferentialSupport.describe(canvas)): \(difference)
                interpreted:
                \(outline(interpreted.root))
                compiled:
                \(outline(expected.root))
                """,
                sourceLocation: sourceLocation
            )
        }
        #expect(interpreted.size == expected.size, "canvas at \(DifferentialSupport.describe(canvas))", sourceLocation: sourceLocation)
    }
}

// MARK: - Cutting sources and comparing trees

enum DifferentialSupport {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The text of DifferentialLayouts.swift.
    static func layoutsSource() throws -> String {
        try String(contentsOf: directory.appendingPathComponent("DifferentialLayouts.swift"), encoding: .utf8)
    }

    /// The lines strictly between `// BEGIN-marker name` and `// END-marker name`, verbatim.
    static func marked(_ marker: String, _ name: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// BEGIN-\(marker) \(name)" }),
              let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// END-\(marker) \(name)" })
        else { return nil }
        return lines[(begin + 1)..<end].joined(separator: "\n")
    }

    /// The names after each `// PREFIX ` marker line, in order.
    static func markerNames(_ prefix: String, in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("// \(prefix) ") else { return nil }
            return String(trimmed.dropFirst(prefix.count + 4))
        }
    }

    /// A scene file: the declarations, a ContentView whose body is `view` (as indented as it
    /// was cut), and a preview per proposal.
    static func sceneSource(declarations: String, view: String, proposals: [ProposedViewSize]) -> String {
        var source = declarations + "\n\n"
        source += "struct ContentView: View {\n    var body: some View {\n\(view)\n    }\n}\n\n"
        for proposal in proposals {
            source += "#Preview(traits: \(trait(proposal))) { ContentView() }\n"
        }
        return source
    }

    /// The preview trait asking for `proposal`: a fixed layout, or the view's ideal size.
    static func trait(_ proposal: ProposedViewSize) -> String {
        guard let width = proposal.width, let height = proposal.height else {
            precondition(proposal.width == nil && proposal.height == nil, "a preview proposes both dimensions or neither")
            return ".sizeThatFitsLayout"
        }
        return ".fixedLayout(width: \(number(width)), height: \(number(height)))"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }

    static func describe(_ proposal: ProposedViewSize) -> String {
        "\(proposal.width.map(number) ?? "nil")×\(proposal.height.map(number) ?? "nil")"
    }

    static func describe(_ frame: CGRect) -> String {
        "(\(frame.minX), \(frame.minY), \(frame.width)×\(frame.height))"
    }

    static func framesMatch(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.001) -> Bool {
        func close(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || abs(x - y) <= tolerance }
        return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    /// Where two placed trees first differ (parents before children, children in order):
    /// the path of the node (`VStack > [1] DiffRing > [3] padding`) and what differs, with
    /// both frames; nil when they have the same shape, kinds and texts and frames within
    /// 0.001 pt.
    static func firstDifference(interpreted: PlacedNode, compiled: PlacedNode, path: String = "") -> String? {
        let kind = compiled.kind
        let here = path.isEmpty ? kind : "\(path) \(kind)"
        let frames = "interpreted \(describe(interpreted.frame)), compiled \(describe(compiled.frame))"
        if interpreted.kind != kind {
            return "\(here): kind differs: interpreted '\(interpreted.kind)', compiled '\(compiled.kind)'; \(frames)"
        }
        if !framesMatch(interpreted.frame, compiled.frame) {
            return "\(here): frame differs: \(frames)"
        }
        if interpreted.text != compiled.text {
            return "\(here): text differs: interpreted \(interpreted.text.map { "\"\($0)\"" } ?? "nil"), compiled \(compiled.text.map { "\"\($0)\"" } ?? "nil")"
        }
        let left = interpreted.children, right = compiled.children
        if left.count != right.count {
            return "\(here): \(left.count) children interpreted, \(right.count) compiled; \(frames)"
        }
        for (index, (a, b)) in zip(left, right).enumerated() {
            if let difference = firstDifference(interpreted: a, compiled: b, path: "\(here) > [\(index)]") {
                return difference
            }
        }
        return nil
    }
}
