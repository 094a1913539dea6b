import Foundation
import LayoutEngine
import Rendering
import Testing
@testable import LayoutDaemon

/// The `device` key: previews without a fixed canvas are laid out on that iPhone's screen,
/// inside its safe area, and a preview's own `.previewDevice(…)` wins.
struct DeviceConfigurationTests {
    private func render(_ source: String, device: DeviceScreen?) -> SceneRenderer.Result {
        var configuration = Configuration.default
        configuration.device = device
        return SceneRenderer(configuration: configuration).render(source: source, path: "screen.swift", displayPath: "screen.swift", format: .swift) { _ in LayoutHost() }
    }

    private let fill = "struct ContentView: View {\n    var body: some View { Color.red.id(\"fill\") }\n}\n"

    @Test func deviceKeyNamesAKnownIPhone() throws {
        let configuration = try ConfigurationLoader.apply(fileContents: "device = \"iPhone 15 Pro\"\n", path: "layoutd.toml")
        #expect(configuration.device == DeviceScreen.named("iPhone 15 Pro"))
    }

    @Test func unknownDeviceIsAnErrorListingTheKnownOnes() {
        #expect {
            try ConfigurationLoader.apply(fileContents: "scale = 5\ndevice = \"iPhone 99\"\n", path: "layoutd.toml")
        } throws: { error in
            "\(error)".hasPrefix("layoutd.toml:2: bad value for 'device': expected one of the devices layoutd knows: \"iPhone 15 Pro Max\",")
        }
    }

    @Test func defaultConfigurationHasNoDeviceSoTheCanvasIsUnchanged() throws {
        #expect(Configuration.default.device == nil)
        let result = render(fill, device: nil)
        #expect(result.previews[0].placement.root.first(named: "fill")?.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func configuredDeviceGivesTheScreenAndItsSafeArea() throws {
        let result = render(fill, device: .iPhone15)
        #expect(result.previews[0].placement.size == CGSize(width: 393, height: 852))
        #expect(result.previews[0].placement.root.first(named: "fill")?.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func fixedLayoutPreviewKeepsItsCanvasAndHasNoSafeArea() throws {
        let source = fill + "#Preview(traits: .fixedLayout(width: 200, height: 100)) { ContentView() }\n"
        let result = render(source, device: .iPhone15)
        #expect(result.previews[0].placement.root.first(named: "fill")?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func previewDeviceWinsOverTheConfiguredOne() throws {
        let source = fill + "#Preview { ContentView().previewDevice(\"iPhone SE (3rd generation)\") }\n"
        let result = render(source, device: .iPhone15)
        #expect(result.diagnosticsText.isEmpty)
        #expect(result.previews[0].placement.size == CGSize(width: 375, height: 667))
        #expect(result.previews[0].placement.root.first(named: "fill")?.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    }
}
