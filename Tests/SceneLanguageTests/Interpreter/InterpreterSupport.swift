import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The value a scene's code computes: `body` is the body of a layout's `sizeThatFits`
/// (with `proposal`, `subviews` — three views — and `cache` in scope) that returns a
/// `CGSize`; the result is the width it returned. Helper declarations go in `declarations`.
func computedWidth(_ body: String, declarations: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> CGFloat {
    let source = """
    \(declarations)
    struct Probe: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    \(body)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    #Preview(traits: .sizeThatFitsLayout) {
        Probe {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 30, height: 5)
            Text("Hi")
        }
    }
    """
    let (placement, diagnostics) = try interpretedPlacement(source)
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    return placement.root.frame.width
}

/// Loads `source`, lays its first preview out, and gives the placement with every
/// diagnostic (load-time and run-time) rendered as the compiler would.
func interpretedPlacement(_ source: String, canvas: ProposedViewSize = defaultCanvas, host: LayoutHost = LayoutHost(), parseCache: SceneParseCache? = nil) throws -> (Placement, String) {
    let result = SceneInterpreter.load(source: source, path: "test.swift", parseCache: parseCache)
    var diagnostics = result.diagnostics
    guard let scene = result.scene else {
        return (Placement(size: .zero, root: PlacedNode(kind: "none", frame: .zero), stats: LayoutStatistics()), SceneDiagnostic.render(diagnostics, source: source, path: "test.swift"))
    }
    scene.runtime?.beginPass()
    let preview = scene.previews[0]
    let placement = host.place(preview.view, proposal: preview.proposal ?? canvas)
    if let failure = scene.runtime?.failure { diagnostics.append(failure) }
    return (placement, SceneDiagnostic.render(diagnostics, source: source, path: "test.swift"))
}

/// The diagnostics of `marked` (a scene with 1️⃣ where the error points), rendered, and
/// checks the first error points at the marker.
func diagnostics(of marked: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let source = MarkedSource(marked)
    let result = SceneInterpreter.load(source: source.source, path: "test.swift")
    var all = result.diagnostics
    if let scene = result.scene {
        scene.runtime?.beginPass()
        for preview in scene.previews { _ = LayoutHost().place(preview.view, proposal: preview.proposal ?? defaultCanvas) }
        if let failure = scene.runtime?.failure { all.append(failure) }
    }
    let error = try #require(all.first { $0.isError }, "no error", sourceLocation: sourceLocation)
    if let marker = source.markers["1️⃣"] {
        #expect(error.location?.line == marker.line && error.location?.column == marker.column, "error at \(String(describing: error.location)), expected \(marker.line):\(marker.column): \(error.message)", sourceLocation: sourceLocation)
    }
    return SceneDiagnostic.render(all, source: source.source, path: "test.swift")
}

/// A scene whose layout's `sizeThatFits` body is `body` (with `proposal`, `subviews` — two
/// views — and `cache` in scope), for tests of what its code reports.
func layoutScene(_ body: String, declarations: String = "") -> String {
    """
    \(declarations)
    struct Probe: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    \(body)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    #Preview { Probe { Text("a"); Text("b") } }
    """
}

/// What a layout's `sizeThatFits` printed running `body` (with `proposal`, `subviews` and
/// `cache` in scope, see ``layoutScene(_:declarations:)``), in a scene with no diagnostic.
func printed(_ body: String, declarations: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    let source = layoutScene(body + "\nreturn .zero", declarations: declarations)
    let result = SceneInterpreter.load(source: source, path: "test.swift")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    let scene = try #require(result.scene, sourceLocation: sourceLocation)
    scene.runtime?.beginPass()
    _ = LayoutHost().place(scene.previews[0].view, proposal: defaultCanvas)
    return scene.runtime?.printed.map(\.text) ?? []
}

/// The messages of the errors a scene reports, `template` with `BODY` replaced by `body`;
/// checks the first error points at the 1️⃣ marker in `body` (see ``diagnostics(of:)``).
func errorMessages(_ body: String, in template: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    let output = try diagnostics(of: template.replacingOccurrences(of: "BODY", with: body), sourceLocation: sourceLocation)
    return output.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0.split(separator: ": error: ").last!) }
}
