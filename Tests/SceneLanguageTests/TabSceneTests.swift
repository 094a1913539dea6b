import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// `TabView`, `.tabItem` and `.tag` written in a scene lay out as the same SwiftUI code
/// compiled against LayoutEngine, and a `selection` binding shows the tab it starts on.
struct TabSceneTests {
    static func source(_ body: String, properties: String = "") -> String {
        "enum Screen { case home, search }\nstruct ContentView: View {\n\(properties)    var body: some View {\n        \(body)\n    }\n}\n"
    }

    @Test func tabViewWithLabelledItemsLaysOutAsCompiled() throws {
        try expectSameLayout(source: Self.source(#"""
        TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        """#), as: TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
        })
    }

    @Test func itemWrittenAsAnImageAndATextLaysOutAsCompiled() throws {
        try expectSameLayout(source: Self.source(#"TabView { Color.red.tabItem { Image(systemName: "house"); Text("Home") } }"#),
                             as: TabView { Color.red.tabItem { Image(systemName: "house"); Text("Home") } })
    }

    @Test func selectionBindingShowsTheTabWithItsValue() throws {
        let source = Self.source(#"""
        TabView(selection: $tab) {
            Text("First").id("first").tabItem { Text("1") }.tag(1)
            Text("Second").id("second").tabItem { Text("2") }.tag(2)
        }
        """#, properties: "    @State private var tab = 2\n")
        let placed = try placement(source)
        #expect(placed.root.first(named: "second") != nil)
        #expect(placed.root.first(named: "first") == nil)
    }

    @Test func enumSelectionMatchesTagsWithOrWithoutTheTypeName() throws {
        let source = Self.source(#"""
        TabView(selection: $screen) {
            Text("Home").id("home").tabItem { Text("Home") }.tag(Screen.home)
            Text("Search").id("search").tabItem { Text("Search") }.tag(.search)
        }
        """#, properties: "    @State private var screen: Screen = .search\n")
        let placed = try placement(source)
        #expect(placed.root.first(named: "search") != nil)
        #expect(placed.root.first(named: "home") == nil)
    }

    @Test func constantSelectionShowsTheTabWithItsValue() throws {
        let source = Self.source(#"""
        TabView(selection: .constant("b")) {
            Text("A").id("a").tag("a")
            Text("B").id("b").tag("b")
        }
        """#)
        #expect(try placement(source).root.first(named: "b") != nil)
    }

    @Test func tabItemAndTagOutsideATabViewAreAcceptedAndMoveNothing() throws {
        try expectSameLayout(source: Self.source(#"VStack { Text("A").tabItem { Text("Tab") }.tag(1) }"#), as: VStack { Text("A") })
    }

    @Test func pickerOptionsMayBeTaggedWithDeclaredValues() throws {
        let source = "struct Option: Hashable { let name: String }\n" + Self.source(#"""
        Picker("Pick", selection: .constant(0)) {
            ForEach([Option(name: "a"), Option(name: "b")], id: \.self) { option in Text(option.name).tag(option) }
        }
        """#)
        let result = load(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }
}
