import Foundation
import LayoutEngine
import Rendering
import Testing
@testable import LayoutDaemon

/// The `layout_direction` key: every scene laid out mirrored, as the environment override
/// `.environment(\.layoutDirection, .rightToLeft)` lays out the views below it.
struct LayoutDirectionConfigurationTests {
    private func render(_ source: String, direction: LayoutDirection) -> SceneRenderer.Result {
        var configuration = Configuration.default
        configuration.layoutDirection = direction
        return SceneRenderer(configuration: configuration).render(source: source, path: "row.swift", displayPath: "row.swift", format: .swift) { _ in LayoutHost() }
    }

    private func scene(_ body: String) -> String {
        "struct ContentView: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    private let row = """
    HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 10).id("a")
                Color.blue.frame(width: 30, height: 10).id("b").padding(.leading, 5)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
    """

    private func frames(_ result: SceneRenderer.Result) -> [CGRect?] {
        ["a", "b"].map { result.previews.first?.placement.root.first(named: $0)?.frame }
    }

    @Test func keyReadsSwiftUIsNamesOfTheDirections() throws {
        #expect(try ConfigurationLoader.apply(fileContents: "layout_direction = \"rightToLeft\"\n", path: "layoutd.toml").layoutDirection == .rightToLeft)
        #expect(try ConfigurationLoader.apply(fileContents: "layout_direction = \"leftToRight\"\n", path: "layoutd.toml").layoutDirection == .leftToRight)
    }

    @Test func anyOtherDirectionIsAnErrorNamingTheTwo() {
        #expect {
            try ConfigurationLoader.apply(fileContents: "scale = 5\nlayout_direction = \"rtl\"\n", path: "layoutd.toml")
        } throws: { error in
            "\(error)" == "layoutd.toml:2: bad value for 'layout_direction': expected \"leftToRight\" or \"rightToLeft\", got \"rtl\""
        }
    }

    @Test func defaultIsLeftToRight() {
        #expect(Configuration.default.layoutDirection == .leftToRight)
    }

    @Test func rightToLeftLaysTheSceneOutAsTheEnvironmentOverrideDoes() throws {
        let configured = render(scene(row), direction: .rightToLeft)
        let overridden = render(scene("VStack(spacing: 0) {\n" + row + "\n}\n.environment(\\.layoutDirection, .rightToLeft)"), direction: .leftToRight)
        #expect(configured.diagnosticsText.isEmpty, "\(configured.diagnosticsText)")
        #expect(frames(configured) == frames(overridden))
        #expect(frames(configured) == [CGRect(x: 350, y: 145, width: 50, height: 10), CGRect(x: 315, y: 145, width: 30, height: 10)])
    }

    @Test func aLeftToRightOverrideTurnsItsSubtreeBack() throws {
        let plain = render(scene(row), direction: .leftToRight)
        let turnedBack = render(scene("VStack(spacing: 0) {\n" + row + "\n}\n.environment(\\.layoutDirection, .leftToRight)"), direction: .rightToLeft)
        #expect(frames(turnedBack) == frames(plain))
        #expect(frames(plain)[0] == CGRect(x: 0, y: 145, width: 50, height: 10))
    }
}
