import Foundation
import LayoutEngine
import SceneLanguage

// The seed's caching FlowLayout both ways from one text: compiled from the listing the
// seed tests hold (LayoutCachingArticle.swift here is a link to it), and interpreted from
// the scene that pastes the same listing (scenes/layouts/flow-cache-listing.swift, whose
// text the seed tests check is the listing's).

/// The proposal both passes are laid out at: 1,000 pt wide, so 1,000 10-pt views make ten
/// lines.
public let cachingFlowProposal = ProposedViewSize(width: 1000, height: 1000)

/// The compiled layout over `count` 10 x 10 colours.
public func compiledCachingFlow(views count: Int) -> AnyView {
    AnyView(LayoutCachingArticle.FlowLayout {
        ForEach(0..<count) { _ in Color.red.frame(width: 10, height: 10) }
    })
}

/// The same layout and views as a scene, loaded (not timed by the callers).
public func interpretedCachingFlow(views count: Int) -> (view: AnyView, runtime: SceneRuntime?) {
    let scene = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenes/layouts/flow-cache-listing.swift")
    let file = try! String(contentsOf: scene, encoding: .utf8)
    let source = layoutDeclaration(in: file) + """

    #Preview(traits: .fixedLayout(width: 1000, height: 1000)) {
        FlowLayout {
            ForEach(0..<\(count)) { _ in Color.red.frame(width: 10, height: 10) }
        }
    }
    """
    let result = SceneInterpreter.load(source: source, path: "flow.swift")
    guard let loaded = result.scene else { fatalError("the benchmark scene does not load: \(result.diagnostics)") }
    return (loaded.previews[0].view, loaded.runtime)
}

/// `struct FlowLayout: Layout { … }` cut out of a scene's text.
private func layoutDeclaration(in file: String) -> String {
    let start = file.range(of: "struct FlowLayout: Layout {")!.lowerBound
    var depth = 0
    var index = start
    while index < file.endIndex {
        if file[index] == "{" { depth += 1 }
        if file[index] == "}" {
            depth -= 1
            if depth == 0 { return String(file[start...index]) }
        }
        index = file.index(after: index)
    }
    fatalError("unbalanced braces in the scene")
}
