import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// `GeometryReader` in Swift scenes: the content closure is evaluated with the reader's
/// geometry whenever layout places the reader somewhere new.
struct GeometryReaderSceneTests {
    private func frames(_ body: String, width: Double = 200, height: Double = 100) throws -> Placement {
        let source = "struct ContentView: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        let result = load(source)
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: "test.swift"))")
        let view = try #require(result.scene?.previews.first?.view)
        return LayoutHost().place(view, proposal: ProposedViewSize(width: width, height: height))
    }

    @Test func contentReadsTheProxySize() throws {
        let placement = try frames("GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 4, height: proxy.size.height / 2).id(\"a\") }")
        try expectFrames(placement, ["a": [0, 0, 50, 50]])
    }

    @Test func contentReadsTheGlobalAndLocalFrames() throws {
        let placement = try frames("""
        VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { geometry in
                Color.blue.frame(width: geometry.frame(in: .global).minY + geometry.frame(in: .local).minX, height: geometry.safeAreaInsets.top + 5).id("probe")
            }
        }
        """)
        try expectFrames(placement, ["probe": [0, 30, 30, 5]])
    }

    @Test func aNewCanvasMakesTheContentAgain() throws {
        let source = "struct ContentView: View {\n    var body: some View {\n        GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2).id(\"half\") }\n    }\n}\n"
        let view = try #require(load(source).scene?.previews.first?.view)
        let host = LayoutHost()
        try expectFrames(host.place(view, proposal: ProposedViewSize(width: 200, height: 100)), ["half": [0, 0, 100, 100]])
        try expectFrames(host.place(view, proposal: ProposedViewSize(width: 120, height: 100)), ["half": [0, 0, 60, 100]])
        try expectFrames(host.place(view, proposal: ProposedViewSize(width: 200, height: 100)), ["half": [0, 0, 100, 100]])
    }

    @Test func aReaderBesideFixedSiblingsGetsWhatIsLeft() throws {
        let placement = try frames("""
        HStack(spacing: 0) {
            Color.red.frame(width: 40)
            GeometryReader { proxy in
                Text("w \\(Int(proxy.size.width))").id("label")
            }
            .id("reader")
            Color.red.frame(width: 60)
        }
        """)
        try expectFrames(placement, ["reader": [40, 0, 100, 100]])
        #expect(placement.root.first(named: "label")?.text == "w 100")
    }

    @Test func aMistakeInTheContentIsReportedAtLoad() {
        let source = "struct ContentView: View {\n    var body: some View {\n        GeometryReader { proxy in Color.red.frame(width: proxy.size.depth) }\n    }\n}\n"
        let text = rendered(source)
        #expect(text.contains("scenes/test.swift:3:69: error:"), "\(text)")
        #expect(text.contains("depth"), "\(text)")
    }

    @Test func aNamedCoordinateSpaceIsAnError() {
        let source = "struct ContentView: View {\n    var body: some View {\n        GeometryReader { proxy in Color.red.frame(width: proxy.frame(in: .named(\"list\")).minX) }\n    }\n}\n"
        let text = rendered(source)
        #expect(text.contains("'frame(in:)' takes '.local' or '.global' here"), "\(text)")
    }

    @Test func aReaderWithoutContentIsAnError() {
        let source = "struct ContentView: View {\n    var body: some View {\n        GeometryReader()\n    }\n}\n"
        let text = rendered(source)
        #expect(text.contains("scenes/test.swift:3:9: error: 'GeometryReader' needs its content as a closure of the proxy"), "\(text)")
    }

    @Test func aViewThatHoldsItselfThroughAReaderIsAnErrorAtTheReaderNotACrash() {
        let source = """
            struct Bar: View {
                var body: some View {
                    GeometryReader { proxy in
                        ZStack { Bar(); Color.green.frame(width: proxy.size.width / 2) }
                    }
                }
            }
            #Preview { Bar() }

            """
        let text = rendered(source)
        #expect(text.contains("scenes/test.swift:3:9: error: 'GeometryReader' is nested too deeply; does it contain itself?"), "\(text)")
    }
}
