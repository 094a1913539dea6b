import Foundation
import LayoutEngine
@testable import SceneLanguage
import Testing

/// A scene's own container views, generic over their content as SwiftUI's are, take their
/// content as the closures Swift would pass them, and lay out as the same code compiled.
@Suite struct ContainerViewTests {
    @Test func aContainerWithAViewBuilderInitializerWrapsItsContent() throws {
        let source = """
            struct Card<Content: View>: View {
                let title: String
                let content: Content
                init(title: String, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.content = content()
                }
                var body: some View {
                    VStack(alignment: .leading, spacing: 4) { Text(title); content }.padding(8)
                }
            }
            #Preview { Card(title: "Inbox") { Text("3 new"); Color.red.frame(width: 20, height: 8) } }

            """
        try expectSameLayout(source, as: TestCard(title: "Inbox") { Text("3 new"); Color.red.frame(width: 20, height: 8) })
    }

    @Test func aMemberwiseContainerTakesItsLabelledTrailingClosuresInOrder() throws {
        let source = """
            struct Titled<Header: View, Content: View>: View {
                @ViewBuilder var header: Header
                @ViewBuilder var content: Content
                var body: some View { VStack { header; Divider(); content } }
            }
            #Preview { Titled { Text("Header") } content: { Text("Body"); Text("More") } }

            """
        try expectSameLayout(source, as: TestTitled { Text("Header") } content: { Text("Body"); Text("More") })
    }
}

private struct TestCard<Content: View>: View {
    let title: String
    let content: Content

    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) { Text(title); content }.padding(8)
    }
}

private struct TestTitled<Header: View, Content: View>: View {
    @ViewBuilder var header: Header
    @ViewBuilder var content: Content

    var body: some View { VStack { header; Divider(); content } }
}
