import Foundation
import LayoutEngine
import SceneLanguage

// A scene layout whose `sizeThatFits` runs a loop of ordinary layout statements, for
// instructions per interpreted statement: run it under callgrind at two iteration counts
// and divide the difference by the statements the extra iterations ran.

/// Statements one iteration of the loop runs (the `for`'s own step is not counted).
public let statementsPerIteration = 4

/// The scene, loaded (not timed by the callers); one pass runs the loop once.
public func interpretedStatementLoop(iterations: Int) -> (view: AnyView, runtime: SceneRuntime?) {
    let source = """
    struct Loop: Layout {
        var gap: CGFloat = 2
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = [CGSize(width: 10, height: 4), CGSize(width: 20, height: 8), CGSize(width: 5, height: 2), CGSize(width: 7, height: 3)]
            var x: CGFloat = 0, widest: CGFloat = 0
            for index in 0..<\(iterations) {
                let size = sizes[index % 4]
                x += size.width + gap
                if x > 1e12 { x = 0 }
                widest = max(widest, x)
            }
            return CGSize(width: min(widest, 100), height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    #Preview(traits: .fixedLayout(width: 100, height: 100)) { Loop { Color.red } }
    """
    let result = SceneInterpreter.load(source: source, path: "loop.swift", stepBudget: 100_000_000)
    guard let loaded = result.scene else { fatalError("the loop scene does not load: \(result.diagnostics)") }
    return (loaded.previews[0].view, loaded.runtime)
}
