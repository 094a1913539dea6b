import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A scene declares its own modifiers as SwiftUI code does: a `ViewModifier` applied with
/// `.modifier(_:)`, and methods of `extension View` (or of a view type). Each lays out as the
/// same code compiled against LayoutEngine.
@Suite struct DeclaredViewModifierTests {
    static let card = """
        struct Card: ViewModifier {
            var inset: CGFloat = 8
            func body(content: Content) -> some View {
                content.padding(inset).background(Color.yellow)
            }
        }

        """

    @Test func aViewModifierWrapsTheViewItIsAppliedTo() throws {
        let source = Self.card + "#Preview { VStack { Text(\"a\").modifier(Card(inset: 5)); Text(\"b\").modifier(Card()) } }\n"
        try expectSameLayout(source, as: VStack { Text("a").modifier(TestCard(inset: 5)); Text("b").modifier(TestCard()) })
    }

    @Test func aMethodOfAnExtensionOfViewIsAModifierOfEveryView() throws {
        let source = Self.card + """
            extension View {
                func card(_ inset: CGFloat = 8) -> some View { modifier(Card(inset: inset)) }
                func framed() -> some View { self.padding(4).border(Color.red) }
            }
            #Preview { VStack { Text("a").card(3); Color.red.frame(width: 10, height: 10).framed(); Text("b").card().framed() } }

            """
        try expectSameLayout(source, as: VStack {
            Text("a").modifier(TestCard(inset: 3))
            Color.red.frame(width: 10, height: 10).padding(4).border(Color.red)
            Text("b").modifier(TestCard()).padding(4).border(Color.red)
        })
    }

    @Test func aDeclaredModifierMayPlaceItsViewInsideOthers() throws {
        let source = """
            extension View {
                func captioned(_ caption: String) -> some View {
                    VStack(spacing: 2) {
                        self
                        Text(caption).font(.caption)
                    }
                }
            }
            #Preview { HStack { Color.red.frame(width: 30, height: 30).captioned("red"); Text("x").captioned("text") } }

            """
        try expectSameLayout(source, as: HStack {
            VStack(spacing: 2) { Color.red.frame(width: 30, height: 30); Text("red").font(.caption) }
            VStack(spacing: 2) { Text("x"); Text("text").font(.caption) }
        })
    }

    @Test func eachElementOfAForEachGetsTheModifierWithItsOwnArguments() throws {
        let source = """
            extension View {
                func inset(_ amount: CGFloat) -> some View { padding(amount) }
            }
            #Preview { VStack { ForEach(0..<4) { i in Text("row \\(i)").inset(CGFloat(i) * 3) } } }

            """
        try expectSameLayout(source, as: VStack { ForEach(0..<4) { i in Text("row \(i)").padding(CGFloat(i) * 3) } })
    }

    @Test func aMethodOfAnExtensionOfAViewTypeIsOnlyThatTypes() throws {
        let source = """
            extension Text {
                func headline() -> some View { padding(10) }
            }
            #Preview { VStack { Text("a").headline(); Color.red.headline() } }

            """
        #expect(rendered(source).contains("4:53: error: unknown modifier 'headline'"))
    }

    @Test func modifierTakesOnlyAViewModifier() {
        let source = "struct Plain { var x = 1 }\n#Preview { VStack { Text(\"a\").modifier(Plain()); Text(\"b\").modifier(5) } }\n"
        let output = rendered(source)
        #expect(output.contains("2:40: error: 'modifier' takes a 'ViewModifier', not 'Plain'"))
        #expect(output.contains("2:69: error: 'modifier' takes a 'ViewModifier', not a number"))
    }

    @Test func aDeclaredModifiersArgumentsAreCheckedLikeAFunctions() {
        let source = """
            extension View {
                func inset(_ amount: CGFloat) -> some View { padding(amount) }
            }
            #Preview { Text("a").inset(by: 3) }

            """
        #expect(rendered(source).contains("4:28: error: 'inset' has no argument 'by'"))
    }

    @Test func aMisspelledModifierIsStillUnknown() {
        let source = "extension View {\n    func card() -> some View { padding() }\n}\n#Preview { Text(\"a\").crad() }\n"
        #expect(rendered(source).contains("4:22: error: unknown modifier 'crad'"))
    }
}

/// `Card` of the scenes above, compiled.
private struct TestCard: ViewModifier {
    var inset: CGFloat = 8

    func body(content: Content) -> some View {
        content.padding(inset).background(Color.yellow)
    }
}
