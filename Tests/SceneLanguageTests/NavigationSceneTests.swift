import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// `NavigationStack`, `.navigationTitle`, `.navigationBarTitleDisplayMode`, `.toolbar` and
/// `NavigationLink` written in a scene lay out as the same SwiftUI code compiled against
/// LayoutEngine.
struct NavigationSceneTests {
    func load(_ body: String) -> (SceneLoadResult, String) {
        let source = "struct ContentView: View {\n    @State private var path: [Int] = []\n    let names = [\"Ada\", \"Grace\"]\n    var body: some View {\n        \(body)\n    }\n}\n"
        return (SceneInterpreter.load(source: source, path: "scenes/test.swift"), source)
    }

    func expectSame(_ body: String, as compiled: some View, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectSameLayout(source: load(body).1, as: compiled, sourceLocation: sourceLocation)
    }

    @Test func stackWithALargeTitleLaysOut() throws {
        try expectSame(#"NavigationStack { List { Text("A") }.navigationTitle("Inbox") }"#,
                       as: NavigationStack { List { Text("A") }.navigationTitle("Inbox") })
    }

    @Test func inlineDisplayModeLaysOut() throws {
        try expectSame(#"NavigationStack { Text("A").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }"#,
                       as: NavigationStack { Text("A").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) })
    }

    @Test func titleMayBeAText() throws {
        try expectSame(#"NavigationStack { Text("A").navigationTitle(Text("Inbox")) }"#,
                       as: NavigationStack { Text("A").navigationTitle(Text("Inbox")) })
    }

    @Test func toolbarItemsGoToTheirPlacements() throws {
        try expectSame(#"""
        NavigationStack {
            Text("A")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "plus") } }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Left") {}
                        Spacer()
                        Text("3 items")
                    }
                }
        }
        """#, as: NavigationStack {
            Text("A")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "plus") } }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Left") {}
                        Spacer()
                        Text("3 items")
                    }
                }
        })
    }

    @Test func deprecatedBarPlacementsGoWhereTheirSuccessorsDo() throws {
        try expectSame(#"NavigationStack { Text("A").toolbar { ToolbarItem(placement: .navigationBarLeading) { Text("Cancel") } } }"#,
                       as: NavigationStack { Text("A").toolbar { ToolbarItem(placement: .topBarLeading) { Text("Cancel") } } })
    }

    @Test func placementsAndDisplayModesMayBeWrittenWithTheirTypeNames() throws {
        try expectSame(#"""
        NavigationStack {
            Text("A")
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.inline)
                .toolbar { ToolbarItem(placement: ToolbarItemPlacement.topBarTrailing) { Text("Add") } }
        }
        """#, as: NavigationStack {
            Text("A")
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Add") } }
        })
    }

    @Test func stackPathIsAccepted() throws {
        try expectSame(#"NavigationStack(path: $path) { Text("A").navigationTitle("Home") }"#,
                       as: NavigationStack { Text("A").navigationTitle("Home") })
    }

    @Test func titleInAUserViewReachesTheStack() throws {
        let source = #"""
        struct Inbox: View {
            var body: some View {
                List { Text("Message") }
                    .navigationTitle("Inbox")
            }
        }
        struct ContentView: View {
            var body: some View { NavigationStack { Inbox() } }
        }
        """#
        try expectSameLayout(source: source, as: NavigationStack { List { Text("Message") }.navigationTitle("Inbox") })
    }

    @Test func navigationLinksLayOutAsTheirLabels() throws {
        try expectSame(#"""
        List {
            NavigationLink("Profile", destination: Text("Detail"))
            NavigationLink(destination: Text("Detail")) { Label("Settings", systemImage: "gear") }
            NavigationLink("Ada", value: 1)
            NavigationLink(value: 2) { Text("Grace") }
            NavigationLink { Text("Detail") } label: { Text("About") }
        }
        """#, as: List {
            NavigationLink("Profile", destination: Text("Detail"))
            NavigationLink(destination: Text("Detail")) { Label("Settings", systemImage: "gear") }
            NavigationLink("Ada", value: 1)
            NavigationLink(value: 2) { Text("Grace") }
            NavigationLink { Text("Detail") } label: { Text("About") }
        })
    }

    @Test func navigationTitleOutsideAStackIsAcceptedAndMovesNothing() throws {
        try expectSame(#"VStack { Text("A").navigationTitle("Alone").toolbar { Text("Add") } }"#, as: VStack { Text("A") })
    }

    @Test func unknownPlacementIsAnErrorWithASuggestion() {
        let (result, _) = load(#"NavigationStack { Text("A").toolbar { ToolbarItem(placement: .topBarTrailin) { Text("B") } } }"#)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.first?.message.contains("topBarTrailin") == true, "\(result.diagnostics.map(\.message))")
    }

    @Test func navigationViewLaysOutAsItDoesCompiled() throws {
        try expectSame(#"NavigationView { List { Text("A") }.navigationTitle("Inbox") }"#,
                       as: NavigationView { List { Text("A") }.navigationTitle("Inbox") })
    }
}
