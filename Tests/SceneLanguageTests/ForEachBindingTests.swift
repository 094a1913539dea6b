import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// `ForEach($items) { $item in … }`, SwiftUI's way to edit each element: the closure's
/// `$item` is the element's binding and `item` its value, both read as the value.
struct ForEachBindingTests {
    static let scene = """
        struct Todo: Identifiable { let id: Int; var title: String; var done: Bool }
        struct Row: View {
            @Binding var todo: Todo
            var body: some View { Toggle(isOn: $todo.done) { Text(todo.title) } }
        }
        struct Screen: View {
            @State private var todos = [Todo(id: 1, title: "Write", done: false), Todo(id: 2, title: "Test", done: true), Todo(id: 3, title: "Ship", done: false)]
            var body: some View {
                VStack {
                    ForEach($todos) { $todo in
                        Row(todo: $todo)
                        Text(todo.done ? "done" : "open")
                    }
                }
            }
        }
        #Preview { Screen() }

        """

    @Test func aBindingParameterNamesTheElementAsBindingAndValue() throws {
        let texts = try placement(Self.scene).root.allNodes.compactMap(\.text)
        #expect(texts == ["Write", "open", "Test", "done", "Ship", "open"])
    }

    @Test func theEvaluatorReadsTheBindingParameterAsCompiledViewCodeDoes() throws {
        let compiled = try placement(Self.scene).root.allNodes.compactMap(\.text)
        let evaluated = try ViewCodeCompiling.$isEnabled.withValue(false) { try placement(Self.scene).root.allNodes.compactMap(\.text) }
        #expect(compiled == evaluated)
    }
}
