import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// Controls and images written in a scene lay out as the same SwiftUI code compiled
/// against LayoutEngine; their actions are accepted and never run.
struct ControlSceneTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    func expectSame(_ scene: String, as compiled: some View, imageSizes: [String: CGSize] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let source = "struct ContentView: View {\n    @State private var on = true\n    @State private var name = \"\"\n    @State private var level = 0.5\n    var body: some View {\n        \(scene)\n    }\n}\n"
        let result = SceneInterpreter.load(source: source, path: "scenes/test.swift", imageSizes: imageSizes)
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: "scenes/test.swift"))", sourceLocation: sourceLocation)
        let view = try #require(result.scene?.previews.first?.view, sourceLocation: sourceLocation)
        #expect(outline(LayoutHost().place(view, proposal: phone).root) == outline(LayoutHost().place(compiled, proposal: phone).root), sourceLocation: sourceLocation)
    }

    @Test func buttonWithATitleRunsNothingAndIsNoPrintView() throws {
        try expectSame(#"Button("Save") { print("saved") }"#, as: Button("Save") {})
    }

    @Test func buttonWithActionAndLabelClosuresShowsTheLabel() throws {
        try expectSame(#"Button { save() } label: { Label("Save", systemImage: "tray") }"#, as: Button(action: {}) { Label("Save", systemImage: "tray") })
        try expectSame(#"Button(action: save) { Text("Go") }"#, as: Button(action: {}) { Text("Go") })
    }

    @Test func borderedButtonStylesPadTheLabel() throws {
        try expectSame(#"Button("Buy") {}.buttonStyle(.borderedProminent)"#, as: Button("Buy") {}.buttonStyle(.borderedProminent))
        try expectSame(#"Button("Buy") {}.buttonStyle(.bordered)"#, as: Button("Buy") {}.buttonStyle(.bordered))
    }

    @Test func formControlsWithBindingsLayOut() throws {
        try expectSame(#"""
        VStack {
            Toggle("Wi-Fi", isOn: $on)
            Toggle(isOn: .constant(false)) { Text("Bluetooth") }
            TextField("Name", text: $name).textFieldStyle(.roundedBorder)
            SecureField("Password", text: $name)
            Slider(value: $level, in: 0...1)
            Stepper("Level", value: $level, in: 0...10, step: 1)
            ProgressView()
            ProgressView("Upload", value: level)
            Link("Help", destination: URL(string: "https://example.com")!)
        }
        """#, as: VStack {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle(isOn: .constant(false)) { Text("Bluetooth") }
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
            SecureField("Password", text: .constant(""))
            Slider(value: .constant(0.5), in: 0...1)
            Stepper("Level", value: .constant(0.5))
            ProgressView()
            ProgressView("Upload", value: 0.5)
            Link("Help", destination: URL(fileURLWithPath: "/"))
        })
    }

    @Test func namedImageTakesItsSizeFromTheTable() throws {
        try expectSame(#"Image("hero").resizable().aspectRatio(contentMode: .fit).frame(width: 100)"#,
                       as: Image("hero", size: CGSize(width: 400, height: 200)).resizable().aspectRatio(contentMode: .fit).frame(width: 100),
                       imageSizes: ["hero": CGSize(width: 400, height: 200)])
    }

    @Test func resizableSymbolIsNoLongerItsGlyphSize() throws {
        try expectSame(#"Image(systemName: "photo").resizable().aspectRatio(contentMode: .fit).frame(width: 100)"#,
                       as: Image(systemName: "photo").resizable().aspectRatio(contentMode: .fit).frame(width: 100))
    }

    @Test func namedImageWithoutASizeIsAnErrorNamingIt() {
        let result = load("#Preview { Image(\"hero\") }")
        #expect(result.diagnostics.map(\.message) == ["no size for image 'hero'; give it one in the configuration's image table: [images] hero = { width = 320, height = 200 }"])
    }

    @Test func resizableAfterAViewModifierIsAnError() {
        let result = load("#Preview { Image(systemName: \"photo\").frame(width: 10).resizable() }")
        #expect(result.diagnostics.map(\.message) == ["'resizable' applies to an Image, not to 'Image' after a view modifier"])
    }

    @Test func unknownButtonStyleIsAnErrorWithTheStyleItMeant() {
        let result = load("#Preview { Button(\"a\") {}.buttonStyle(.borderd) }")
        #expect(result.diagnostics.map(\.message) == ["expected a button style for argument 1 of 'buttonStyle', got '.borderd'"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean '.bordered'?"])
    }
}
