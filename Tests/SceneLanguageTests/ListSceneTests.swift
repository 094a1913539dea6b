import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// `List`, `Form` and `Section` written in a scene lay out as the same SwiftUI code
/// compiled against LayoutEngine.
struct ListSceneTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    func load(_ body: String) -> (SceneLoadResult, String) {
        let source = "struct ContentView: View {\n    @State private var on = true\n    let names = [\"Ada\", \"Grace\"]\n    var body: some View {\n        \(body)\n    }\n}\n"
        return (SceneInterpreter.load(source: source, path: "scenes/test.swift"), source)
    }

    func expectSame(_ scene: String, as compiled: some View, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (result, source) = load(scene)
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: "scenes/test.swift"))", sourceLocation: sourceLocation)
        let view = try #require(result.scene?.previews.first?.view, sourceLocation: sourceLocation)
        #expect(outline(LayoutHost().place(view, proposal: phone).root) == outline(LayoutHost().place(compiled, proposal: phone).root), sourceLocation: sourceLocation)
    }

    @Test func listOfRowsLaysOut() throws {
        try expectSame(#"List { Text("A"); Text("B") }"#, as: List { Text("A"); Text("B") })
        try expectSame(#"List { ForEach(names, id: \.self) { name in Text(name) } }"#, as: List { ForEach(["Ada", "Grace"], id: \.self) { Text($0) } })
    }

    @Test func formWithSectionsLaysOut() throws {
        try expectSame(#"""
        Form {
            Section("Account") {
                TextField("Name", text: .constant(""))
                Toggle("Notifications", isOn: $on)
            }
            Section(header: Text("About"), footer: Text("Version 1.0")) {
                Text("Help")
            }
            Section { Button("Sign Out") {} }
        }
        """#, as: Form {
            Section("Account") {
                TextField("Name", text: .constant(""))
                Toggle("Notifications", isOn: .constant(true))
            }
            Section(header: Text("About"), footer: Text("Version 1.0")) { Text("Help") }
            Section { Button("Sign Out") {} }
        })
    }

    @Test func listSelectionIsAccepted() throws {
        try expectSame(#"List(selection: .constant(nil)) { Text("A") }"#, as: List { Text("A") })
    }

    @Test func sectionHeaderClosureIsSaidToBeNotLaidOutYet() {
        let (result, source) = load(#"List { Section { Text("A") } header: { Text("H") } }"#)
        let rendered = SceneDiagnostic.render(result.diagnostics, source: source, path: "scenes/test.swift")
        #expect(rendered.contains("the 'header' closure of 'Section' is SwiftUI's, but layoutd does not lay it out yet"), "\(rendered)")
    }

    @Test func listOfDataSaysItsRowClosureIsNotLaidOutYet() {
        let (result, _) = load(#"List(names, id: \.self) { name in Text(name) }"#)
        #expect(result.diagnostics.map(\.message) == ["the 'rowContent' closure of 'List' is SwiftUI's, but layoutd does not lay it out yet"])
    }
}
