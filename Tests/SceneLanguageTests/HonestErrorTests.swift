import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// Mistakes are told apart as the compiler would tell them: a name SwiftUI does not have is
/// an error with a "did you mean" of SwiftUI's own names of the same kind; a name SwiftUI has
/// that layoutd does not lay out yet says exactly that. Each test is one of the misleading
/// messages a new user met before these names were known.
struct HonestErrorTests {
    static func body(_ line: String) -> String {
        "struct ContentView: View {\n    var body: some View {\n        \(line)\n    }\n}\n"
    }

    @Test func misspelledModifierIsAnErrorWithTheModifierItMeant() {
        let source = Self.body(#"Text("a").fram(width: 100)"#)
        let result = load(source)
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(rendered(source).contains("""
        scenes/test.swift:3:19: error: unknown modifier 'fram'
        3 |         Text("a").fram(width: 100)
          |                   |- error: unknown modifier 'fram'
          |                   `- note: did you mean 'frame'?
        """), "\(rendered(source))")
    }

    @Test func misspelledPaddingIsAnErrorSoTheSceneHasNoOutputs() {
        let result = load(Self.body(#"Text("a").paddin()"#))
        #expect(result.diagnostics.map(\.message) == ["unknown modifier 'paddin'"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean 'padding'?"])
        #expect(result.diagnostics.contains { $0.severity == .error })
    }

    @Test func swiftUIModifierNotLaidOutYetSaysSoAndSuggestsNothing() {
        let result = load(Self.body(#"Text("a").navigationSplitViewStyle(.balanced)"#))
        #expect(result.diagnostics.map(\.message) == ["'navigationSplitViewStyle' is a SwiftUI modifier layoutd does not lay out yet"])
        #expect(result.diagnostics.first?.notes.isEmpty == true)
    }

    @Test func modifierSuggestionsAreNeverLayoutdsOwnNames() {
        // `sleItem` is layoutd's Simple Layout Engine modifier: one edit from `tabItm`'s
        // neighbours, it must never be offered for a SwiftUI screen.
        let result = load(Self.body(#"Text("a").tabItm { Text("Home") }"#))
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean 'tabItem'?"])
        let notes = load(Self.body(#"Text("a").sleItm(.height(4))"#)).diagnostics.flatMap(\.notes).map(\.message)
        #expect(!notes.contains("did you mean 'sleItem'?"), "\(notes)")
    }

    @Test func swiftUIViewNotLaidOutYetSaysSoNotUnknownView() {
        let result = load(Self.body(#"NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }"#))
        #expect(result.diagnostics.map(\.message) == ["'NavigationSplitView' is a SwiftUI view layoutd does not lay out yet"])
        #expect(result.diagnostics.first?.notes.isEmpty == true)
    }

    @Test func iOS18TabIsASwiftUIViewNotLaidOutYetNotAnUnknownView() {
        let result = load(Self.body(#"TabView { Tab("Home", systemImage: "house") { Text("a") } }"#))
        #expect(result.diagnostics.map(\.message) == ["'Tab' is a SwiftUI view layoutd does not lay out yet"])
    }

    @Test func safeAreaInsetContentIsLaidOutNotDropped() throws {
        let placed = try placement(Self.body(#"Color.red.safeAreaInset(edge: .bottom) { Text("Bar").id("bar") }"#))
        #expect(placed.root.first(named: "bar") != nil)
    }

    @Test func pageTabViewStyleSaysItIsNotLaidOutYet() {
        let result = load(Self.body(#"TabView { Text("a").tabItem { Label("Home", systemImage: "house") } }.tabViewStyle(.page)"#))
        #expect(result.diagnostics.map(\.message) == ["'tabViewStyle' is a SwiftUI modifier layoutd does not lay out yet"])
        #expect(result.diagnostics.flatMap(\.notes).isEmpty)
    }

    @Test func sliderAndButtonAreViewsNotTyposOfOthers() throws {
        _ = try placement(Self.body(#"VStack { Slider(value: .constant(0.5)); Button("Save") { print("saved") } }"#))
    }

    @Test func viewSuggestionsAreViewsNotModifiersOrOtherKinds() {
        let result = load(Self.body(#"Slidr(value: .constant(0.5))"#))
        #expect(result.diagnostics.map(\.message) == ["unknown view 'Slidr'"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean 'Slider'?"])
    }

    @Test func assetColorIsAColorNotAnError() throws {
        let placed = try placement(Self.body(#"Color("Brand").frame(width: 40, height: 20).id("brand")"#))
        #expect(try frame(placed, "brand").size == CGSize(width: 40, height: 20))
    }

    @Test func environmentPropertiesAreSuppliedNotMemberwiseArguments() throws {
        let source = """
        struct ContentView: View {
            @Environment(\\.colorScheme) var scheme
            @Environment(\\.dynamicTypeSize) private var typeSize
            @Environment(\\.dismiss) var dismiss
            @FocusState private var focused: Bool
            var body: some View {
                Text(scheme == .dark ? "dark" : "light").id("label").opacity(focused ? 0.5 : 1)
            }
        }
        """
        let placed = try placement(source)
        #expect(placed.root.first(named: "label")?.text == "light")
    }

    @Test func stateBindingAndObservedModelsHoldTheirInitialValues() throws {
        let source = """
        final class Library: ObservableObject {
            @Published var books = ["Dune", "Emma"]
        }
        struct Row: View {
            @Binding var isOn: Bool
            var body: some View { Text(isOn ? "on" : "off").id(isOn ? "on" : "off") }
        }
        struct ContentView: View {
            @State private var enabled = true
            @StateObject private var library = Library()
            var body: some View {
                VStack {
                    Row(isOn: $enabled)
                    Row(isOn: .constant(false))
                    Text("\\(library.books.count) books").id("count")
                }
            }
        }
        """
        let placed = try placement(source)
        #expect(placed.root.first(named: "on") != nil)
        #expect(placed.root.first(named: "off") != nil)
        #expect(placed.root.first(named: "count")?.text == "2 books")
    }

    @Test func printInAnActionClosureIsNeverAView() {
        let result = load(Self.body(#"Text("a").onTapGesture { print("tapped") }.task { print("loaded") }.onAppear { print("shown") }"#))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func everyPaintOnlyModifierLeavesEveryFrameAsItWas() throws {
        let plain = try placement(Self.body(#"HStack(spacing: 3) { Text("Hello").padding(5); Color.red.frame(width: 10) }"#))
        for name in ModifierCatalog.paintOnly.subtracting(ModifierCatalog.shapeOnly).sorted() {
            let modified = try placement(Self.body(#"HStack(spacing: 3) { Text("Hello").\#(name)().padding(5); Color.red.frame(width: 10) }"#))
            #expect(outline(modified.root) == outline(plain.root), "'\(name)' moved a frame")
        }
    }

    @Test func everyPaintOnlyModifierIsSwiftUIs() {
        let notSwiftUI = ModifierCatalog.paintOnly.subtracting(SwiftUINames.modifiers)
        #expect(notSwiftUI.isEmpty, "\(notSwiftUI.sorted())")
    }
}
