import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// `containerRelativeFrame(_:alignment:_:)` in scenes: the closure is compiled by the
/// interpreter, as the scene's layout code is, and called by the engine with the
/// container's length and the axis.
struct ContainerRelativeFrameClosureSceneTests {
    static func scene(_ body: String, properties: String = "") -> String {
        "struct ContentView: View {\n\(properties)    var body: some View {\n        \(body)\n    }\n}\n#Preview(traits: .fixedLayout(width: 200, height: 100)) { ContentView() }\n"
    }

    @Test func closureReadsTheViewsPropertiesAndLocals() throws {
        let source = Self.scene("""
        Color.red.containerRelativeFrame(.horizontal) { length, _ in length * share - inset }.id("a")
        """, properties: "    var share: CGFloat = 0.5\n    let inset: CGFloat = 20\n")
        // Half the 200-point canvas less 20.
        try expectFrames(try placement(source), ["a": [60, 0, 80, 100]])
    }

    @Test func closureMayUseStatementsAndTheScenesFunctions() throws {
        let source = """
        func columns(for length: CGFloat) -> CGFloat { length > 150 ? 4 : 2 }

        """ + Self.scene("""
        Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    if axis == .vertical { return length }
                    let count = columns(for: length)
                    return (length - 10 * (count - 1)) / count
                }
                .id("a")
        """)
        // 200 > 150: four columns 10 apart, (200 - 30) / 4 = 42.5 wide, the full height.
        try expectFrames(try placement(source), ["a": [78.75, 0, 42.5, 100]])
    }

    @Test func anUnknownNameInTheClosureIsAnErrorAtIt() throws {
        let source = Self.scene("Color.red.containerRelativeFrame(.horizontal) { length, _ in length * ratio }")
        let text = rendered(source)
        #expect(text.contains("scenes/test.swift:3:79: error: cannot find 'ratio' in scope"), "\(text)")
    }

    @Test func aMistakeOnALaterLineOfTheClosureIsAnErrorAtItsLineAndColumn() throws {
        let source = Self.scene("""
        Color.red.containerRelativeFrame(.horizontal) { length, _ in
                    let half = length / 2
                    return half - margin * 2
                }
        """)
        let text = rendered(source)
        #expect(text.contains("scenes/test.swift:5:27: error: cannot find 'margin' in scope"), "\(text)")
    }

    @Test func aClosureThatFailsStopsThePassWithAnErrorAtItsLine() throws {
        let source = Self.scene("""
        Color.red.containerRelativeFrame(.horizontal) { length, _ in
                    let parts = [length]
                    return parts[2]
                }
        """)
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let scene = try #require(result.scene)
        let runtime = try #require(scene.runtime)
        runtime.beginPass()
        _ = LayoutHost().place(scene.previews[0].view, proposal: ProposedViewSize(width: 200, height: 100))
        let failure = try #require(runtime.failure)
        #expect(failure.location?.line == 5)
    }
}
