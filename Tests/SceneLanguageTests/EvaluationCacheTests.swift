import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// Loading through a `SceneParseCache` also reuses the views of the statements an edit did not
/// touch (an `EvaluationCache`). Each test makes an edit elsewhere change what an untouched
/// statement means, or where it is, and expects every load to equal a fresh one.
extension IncrementalParseTests {
    @Test func declaringAViewNamedLikeACatalogViewChangesUntouchedStatements() {
        let declared = Self.scene + "struct Spacer: View {\n    var body: some View { Color.green.frame(width: 5) }\n}\n"
        expectSameAsFresh([Self.scene, declared, Self.scene])
    }

    @Test func aLocalNamedLikeACatalogViewChangesUntouchedStatements() {
        let shadowed = Self.replacing("    var body: some View {\n", with: "    var body: some View {\n        let Spacer = 3\n")
        expectSameAsFresh([Self.scene, shadowed, Self.scene])
    }

    @Test func ignoredDeclarationNamedLikeACatalogViewChangesUntouchedStatements() {
        let ignored = Self.scene + "class Spacer {}\n"
        expectSameAsFresh([Self.scene, ignored, Self.scene])
    }

    @Test func aBuildingErrorInAnUntouchedStatementMovesWithIt() {
        let wrong = Self.replacing("Text(\"Row 2\")", with: "Text(2)")
        expectSameAsFresh([
            wrong,
            "// A comment that moves everything below.\n" + wrong,
            Self.replacing("Text(\"First\")", with: "Text(\"The very first\")", in: wrong),
            wrong,
        ])
    }

    @Test func onlyTheStatementsALoadUsedAreKept() {
        let cache = SceneParseCache()
        func kept(after source: String) -> Int {
            _ = SceneInterpreter.load(source: source, path: "test.swift", parseCache: cache)
            return cache.evaluations.count
        }
        #expect(kept(after: Self.scene) > 1)
        // The same text again: the outermost statement's view is reused whole, so nothing
        // inside it is used, and only it is kept.
        #expect(kept(after: Self.scene) == 1)
    }

    @Test func anEvaluationErrorIsReportedAgainUntilFixed() {
        let wrong = Self.replacing("Text(\"Row 2\")", with: "Text(\"Row \\(missing)\")")
        expectSameAsFresh([wrong, Self.replacing("Text(\"First\")", with: "Text(\"1st\")", in: wrong), Self.scene])
    }

    @Test func aGlobalTheStatementsUseChanges() {
        let global = Self.replacing("Text(\"Row 1\")", with: "Text(title)") + "let title = \"A\"\n"
        expectSameAsFresh([global, Self.replacing("\"A\"", with: "\"Longer title\"", in: global), global])
    }

    @Test func aStatementModifiedAfterReuseIsBuiltWithItsModifiers() {
        let card = """
        struct Card: View {
            var body: some View {
                Text("Card")
            }
        }

        #Preview { VStack { Card().padding(20); Card() } }

        """
        expectSameAsFresh([card, Self.replacing("padding(20)", with: "padding(30)", in: card), card])
    }

    @Test func editingAModifierOfAnExtensionOfViewChangesTheStatementsThatUseIt() {
        let scene = """
            extension View {
                func card() -> some View { padding(8).background(Color.gray) }
            }
            #Preview { VStack { Text("a").card(); Text("b") } }

            """
        expectSameAsFresh([scene, Self.replacing("padding(8)", with: "padding(20)", in: scene), scene])
    }

    @Test func editingAViewModifierChangesTheStatementsThatUseIt() {
        let scene = """
            struct Card: ViewModifier {
                func body(content: Content) -> some View { content.padding(8) }
            }
            #Preview { VStack { Text("a").modifier(Card()); Text("b") } }

            """
        expectSameAsFresh([scene, Self.replacing("padding(8)", with: "padding(20)", in: scene), scene])
    }

    @Test func aForEachKeptWhileAnotherStatementChanges() {
        let list = """
        #Preview {
            VStack {
                Color.red.frame(width: 20, height: 20)
                ForEach(0..<5) { i in Text("item \\(i)").frame(width: 10 * CGFloat(i)) }
            }
        }

        """
        expectSameAsFresh([list, Self.replacing("width: 20", with: "width: 200", in: list), list])
    }

    @Test func statementsReadingSelfOrBacktickedNamesFollowTheirDeclarations() {
        let tag = """
        struct Tag: View {
            var title = "A"
            var body: some View {
                Text(self.title).padding(2)
                `Text`(title)
            }
        }

        #Preview { VStack { Tag(); Tag(title: "B") } }

        """
        expectSameAsFresh([tag, Self.replacing("var title = \"A\"", with: "var title = \"Longer\"", in: tag), tag])
    }
}
