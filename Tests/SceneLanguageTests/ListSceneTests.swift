import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// `List`, `Form` and `Section` written in a scene lay out as the same SwiftUI code
/// compiled against LayoutEngine.
struct ListSceneTests {
    func load(_ body: String) -> (SceneLoadResult, String) {
        let source = "struct ContentView: View {\n    @State private var on = true\n    let names = [\"Ada\", \"Grace\"]\n    var body: some View {\n        \(body)\n    }\n}\n"
        return (SceneInterpreter.load(source: source, path: "scenes/test.swift"), source)
    }

    func expectSame(_ body: String, as compiled: some View, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectSameLayout(source: load(body).1, as: compiled, sourceLocation: sourceLocation)
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

    @Test func listOfDataMakesARowOfEachElement() throws {
        try expectSame(#"List(names, id: \.self) { name in Text(name) }"#, as: List(["Ada", "Grace"], id: \.self) { Text($0) })
    }

    @Test func listOfIdentifiableDataMakesARowOfEachElement() throws {
        try expectSameLayout(source: #"""
        struct Ocean: Identifiable {
            let name: String
            var id: String { name }
        }
        struct ContentView: View {
            let oceans = [Ocean(name: "Arctic"), Ocean(name: "Indian")]
            var body: some View {
                List(oceans) { ocean in Text(ocean.name) }
            }
        }
        """#, as: List(["Arctic", "Indian"], id: \.self) { Text($0) })
    }

    @Test func listOfARangeTakesItsRowClosureAsRowContent() throws {
        try expectSame(#"List(0..<3, rowContent: { index in Text("Row \(index)") })"#, as: List(0..<3) { Text("Row \($0)") })
    }

    @Test func listOfDataWithSelectionLaysOutAsWithout() throws {
        try expectSame(#"List(names, id: \.self, selection: .constant(nil)) { Text($0) }"#, as: List(["Ada", "Grace"], id: \.self) { Text($0) })
    }

    @Test func listOfDataWithoutARowClosureIsAnError() {
        let (result, _) = load(#"List(names)"#)
        #expect(result.diagnostics.map(\.message) == ["missing content closure for 'List'"])
    }

    @Test func listOfSomethingNotIterableSaysListNotForEach() {
        let (result, _) = load(#"List(3) { Text("\($0)") }"#)
        #expect(result.diagnostics.map(\.message) == ["expected a range or an array for 'List', got a number"])
    }

    @Test func sectionHeaderAndFooterClosuresLayOutAsTheirViews() throws {
        try expectSame(#"List { Section { Text("A") } header: { Text("H") } footer: { Text("F") } }"#,
                       as: List { Section { Text("A") } header: { Text("H") } footer: { Text("F") } })
    }

    @Test func sectionHeaderClosureAloneLaysOut() throws {
        try expectSame(#"Form { Section { Text("A") } header: { Label("Wi-Fi", systemImage: "wifi") } }"#,
                       as: Form { Section { Text("A") } header: { Label("Wi-Fi", systemImage: "wifi") } })
    }

    @Test func sectionFooterClosureAloneLaysOut() throws {
        try expectSame(#"Form { Section { Text("A") } footer: { Text("Shown to everyone") } }"#,
                       as: Form { Section { Text("A") } footer: { Text("Shown to everyone") } })
    }

    @Test func sectionClosuresPassedAsArgumentsLayOut() throws {
        try expectSame(#"List { Section(content: { Text("A") }, header: { Text("H") }) }"#,
                       as: List { Section(content: { Text("A") }, header: { Text("H") }) })
    }

    @Test func sectionHeaderClosureOfSeveralViewsIsOneHeader() throws {
        try expectSame(#"List { Section { Text("A") } header: { Text("H"); Text("I") } }"#,
                       as: List { Section { Text("A") } header: { Group { Text("H"); Text("I") } } })
    }

    /// The texts placed under the node named `name` in a scene whose body is `body`.
    func texts(under name: String, in body: String) throws -> [String] {
        let scene = try placement(load(body).1)
        var texts: [String] = []
        var queue = [try #require(scene.root.first(named: name))]
        while let node = queue.popLast() {
            if let text = node.text { texts.append(text) }
            queue.append(contentsOf: node.children)
        }
        return texts
    }

    @Test func aSectionTitleIsPlacedInCapitals() throws {
        // iOS 14 to 17 draw a grouped list's section headers in capitals (see Section).
        #expect(try texts(under: "s", in: #"List { Section("Account") { Text("Name") }.id("s") }"#).sorted() == ["ACCOUNT", "Name"])
    }

    @Test func textCaseNilOnASceneSectionHeaderKeepsItsCase() throws {
        let body = #"Form { Section { Text("Name") } header: { Text("Account").textCase(nil) }.id("s") }"#
        #expect(try texts(under: "s", in: body).sorted() == ["Account", "Name"])
    }

    @Test func sectionWithAHeaderViewOnlyLaysOut() throws {
        try expectSame(#"List { Section(header: Text("H")) { Text("A") } }"#, as: List { Section(header: Text("H")) { Text("A") } })
    }
}
