import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// The safe-area modifiers written in a scene lay out as the same SwiftUI code compiled
/// against LayoutEngine, on an iPhone 15's screen and safe area; `.previewDevice` names the
/// device a preview is laid out on.
struct SafeAreaSceneTests {
    let phone = DeviceScreen.iPhone15

    func load(_ source: String) -> SceneLoadResult {
        SceneInterpreter.load(source: source, path: "scenes/test.swift")
    }

    func expectSame(_ scene: String, as compiled: some View, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let source = "struct ContentView: View {\n    var body: some View {\n        \(scene)\n    }\n}\n"
        let result = load(source)
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: "scenes/test.swift"))", sourceLocation: sourceLocation)
        let view = try #require(result.scene?.previews.first?.view, sourceLocation: sourceLocation)
        func place(_ view: some View) -> String {
            outline(LayoutHost().place(view, proposal: ProposedViewSize(phone.size), safeAreaInsets: phone.safeAreaInsets).root)
        }
        #expect(place(view) == place(compiled), sourceLocation: sourceLocation)
    }

    @Test func ignoresSafeAreaLaysOutInAScene() throws {
        try expectSame("Color.blue.ignoresSafeArea()", as: Color.blue.ignoresSafeArea())
        try expectSame("Color.blue.ignoresSafeArea(.container, edges: .bottom)", as: Color.blue.ignoresSafeArea(.container, edges: .bottom))
        try expectSame("Color.blue.ignoresSafeArea(edges: [.top, .bottom])", as: Color.blue.ignoresSafeArea(edges: [.top, .bottom]))
        try expectSame("Color.blue.edgesIgnoringSafeArea(.all)", as: Color.blue.edgesIgnoringSafeArea(.all))
    }

    @Test func safeAreaInsetLaysOutItsBarInAScene() throws {
        try expectSame(#"""
        ScrollView { Text("Feed") }
            .safeAreaInset(edge: .bottom, spacing: 8) {
                Button("Post") {}.buttonStyle(.borderedProminent).padding()
            }
        """#, as: ScrollView { Text("Feed") }
            .safeAreaInset(edge: .bottom, spacing: 8) { Button("Post") {}.buttonStyle(.borderedProminent).padding() })
        try expectSame(#"Color.blue.safeAreaInset(edge: .trailing, alignment: .top) { Color.gray.frame(width: 44, height: 44) }"#,
                       as: Color.blue.safeAreaInset(edge: .trailing, alignment: .top) { Color.gray.frame(width: 44, height: 44) })
    }

    @Test func safeAreaPaddingLaysOutInAScene() throws {
        try expectSame("Color.blue.safeAreaPadding()", as: Color.blue.safeAreaPadding())
        try expectSame("Color.blue.safeAreaPadding(.horizontal, 20)", as: Color.blue.safeAreaPadding(.horizontal, 20))
        try expectSame("Color.blue.safeAreaPadding(12)", as: Color.blue.safeAreaPadding(12))
    }

    @Test func safeAreaInsetOnAVerticalEdgeTakesAHorizontalAlignment() {
        let result = load("struct ContentView: View {\n    var body: some View {\n        Color.blue.safeAreaInset(edge: .bottom, alignment: .top) { Text(\"Bar\") }\n    }\n}\n")
        #expect(result.hasErrors)
    }

    @Test func previewDeviceNamesTheDevice() throws {
        let result = load("struct ContentView: View {\n    var body: some View { Text(\"Hi\") }\n}\n#Preview { ContentView().previewDevice(\"iPhone 15 Pro Max\") }\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.scene?.previews.first?.device == DeviceScreen.named("iPhone 15 Pro Max"))
    }

    @Test func previewDeviceTakesAPreviewDeviceValue() throws {
        let result = load("struct ContentView: View {\n    var body: some View { Text(\"Hi\") }\n}\n#Preview { ContentView().previewDevice(PreviewDevice(rawValue: \"iPhone 13 mini\")) }\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.scene?.previews.first?.device == DeviceScreen.named("iPhone 13 mini"))
    }

    @Test func previewProviderDeviceNamesTheDevice() throws {
        let source = """
        struct ContentView: View {
            var body: some View { Text("Hi") }
        }
        struct ContentView_Previews: PreviewProvider {
            static var previews: some View { ContentView().previewDevice("iPhone 14") }
        }
        """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.scene?.previews.first?.device == DeviceScreen.named("iPhone 14"))
    }

    @Test func unknownDeviceIsAnErrorWithASuggestion() {
        let source = "struct ContentView: View {\n    var body: some View { Text(\"Hi\") }\n}\n#Preview { ContentView().previewDevice(\"iPhone 15 Pr\") }\n"
        let rendered = SceneDiagnostic.render(load(source).diagnostics, source: source, path: "scenes/test.swift")
        #expect(rendered.contains("scenes/test.swift:4:40: error: unknown device 'iPhone 15 Pr'"), "\(rendered)")
        #expect(rendered.contains("did you mean \"iPhone 15 Pro\"?"), "\(rendered)")
    }

    @Test func previewWithoutADeviceHasNone() {
        let result = load("struct ContentView: View {\n    var body: some View { Text(\"Hi\") }\n}\n")
        #expect(result.scene?.previews.first?.device == nil)
    }
}
