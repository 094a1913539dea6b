import Foundation
import LayoutEngine
import SceneLanguage
import Testing

/// Which previews a scene file has, what they are called and which canvas they ask for.
struct PreviewTests {
    func previews(_ source: String) throws -> [ScenePreview] {
        let result = load(source)
        #expect(result.diagnostics.isEmpty, "\(SceneDiagnostic.render(result.diagnostics, source: source, path: "test.swift"))")
        return try #require(result.scene).previews
    }

    static let contentView = """
    struct ContentView: View {
        var body: some View { Text("Hello") }
    }

    """

    @Test func previewTraitsSetTheProposal() throws {
        let previews = try previews(Self.contentView + """
        #Preview("Fixed", traits: .fixedLayout(width: 120, height: 200)) { ContentView() }
        #Preview("Fits", traits: .sizeThatFitsLayout) { ContentView() }
        #Preview("Default") { ContentView() }
        #Preview("Landscape", traits: .landscapeLeft) { ContentView() }
        """)
        #expect(previews.map(\.name) == ["Fixed", "Fits", "Default", "Landscape"])
        #expect(previews.map(\.proposal) == [ProposedViewSize(width: 120, height: 200), .unspecified, nil, nil])
    }

    @Test func unnamedPreviewTakesTheNameOfItsView() throws {
        let previews = try previews(Self.contentView + """
        #Preview { ContentView() }
        #Preview { ContentView().padding() }
        #Preview { Text("loose") }
        """)
        #expect(previews.map(\.name) == ["ContentView", "Preview", "Preview"])
    }

    @Test func contentViewIsLaidOutWithoutAPreview() throws {
        let previews = try previews(Self.contentView)
        #expect(previews.map(\.name) == ["ContentView"])
        #expect(previews[0].proposal == nil)
        let placed = LayoutHost().place(previews[0].view, proposal: defaultCanvas)
        #expect(placed.root.text == "Hello")
    }

    @Test func topLevelViewExpressionIsAPreview() throws {
        let previews = try previews("""
        let gap: CGFloat = 4
        HStack(spacing: gap) {
            Text("a")
            Text("b")
        }
        """)
        #expect(previews.map(\.name) == ["Preview"])
        let placed = LayoutHost().place(previews[0].view, proposal: defaultCanvas)
        #expect(placed.root.kind == "HStack")
    }

    @Test func previewProviderPreviewsWithPreviewLayout() throws {
        let previews = try previews(Self.contentView + """
        struct ContentView_Previews: PreviewProvider {
            static var previews: some View {
                ContentView()
                    .previewLayout(.fixed(width: 300, height: 100))
                    .previewDisplayName("Wide")
            }
        }
        """)
        #expect(previews.map(\.name) == ["Wide"])
        #expect(previews[0].proposal == ProposedViewSize(width: 300, height: 100))
    }

    @Test func aProvidersGroupIsAPreviewPerViewWithTheGroupsLayout() throws {
        let previews = try previews(Self.contentView + """
        struct ContentView_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    ContentView()
                    ContentView().previewDisplayName("Second")
                }
                .previewLayout(.fixed(width: 300, height: 100))
            }
        }
        """)
        #expect(previews.map(\.name) == ["ContentView_Previews 1", "Second"])
        #expect(previews.map(\.proposal) == [ProposedViewSize(width: 300, height: 100), ProposedViewSize(width: 300, height: 100)])
    }

    @Test func previewBodyMayBindNamesAndHoldSeveralViews() throws {
        let previews = try previews("""
        #Preview {
            let title = "Two"
            Text("One")
            Text(title)
        }
        """)
        let placed = LayoutHost().place(previews[0].view, proposal: defaultCanvas)
        #expect(placed.root.kind == "VStack")
        #expect(placed.root.allNodes.compactMap(\.text) == ["One", "Two"])
    }

    @Test func previewsInsideIfDebugAreFound() throws {
        let previews = try previews(Self.contentView + """
        #if DEBUG
        #Preview("Debug") { ContentView() }
        #else
        #Preview("Release") { ContentView() }
        #endif
        """)
        #expect(previews.map(\.name) == ["Debug"])
    }

    @Test func aSceneLayoutShadowsTheBuiltInOfTheSameName() throws {
        let source = """
        struct FlowLayout: Layout {
            var spacing: CGFloat? = nil
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 123, height: 45)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview(traits: .sizeThatFitsLayout) { FlowLayout(spacing: 8) { Text("a"); Text("b") } }
        """
        let placed = try placement(source)
        #expect(placed.root.kind == "FlowLayout")
        #expect(placed.root.frame.size == CGSize(width: 123, height: 45))
    }
}
