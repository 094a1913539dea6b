import Foundation
import LayoutDaemon
import Logging
@testable import Canvas

/// A watched directory with scenes, laid out once and published to a hub, and a server over
/// both: what `layoutd watch --serve` has after its first pass.
final class CanvasFixture: @unchecked Sendable {
    let root: String
    let workspace: Workspace
    let hub = CanvasHub()
    let server: CanvasServer

    static let scene = """
    struct ContentView: View {
        var body: some View {
            HStack(spacing: 8) {
                Text("Hello").id("greeting")
                Color.red.frame(width: 30, height: 20)
            }
            .padding(10)
        }
    }

    #Preview("Small", traits: .fixedLayout(width: 200, height: 100)) { ContentView() }
    """

    init(scenes: [String: String] = ["a.swift": CanvasFixture.scene]) throws {
        root = (FileManager.default.temporaryDirectory.path as NSString).appendingPathComponent("layoutd-canvas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (name, text) in scenes { try Self.write(text, to: name, in: root) }
        workspace = try Workspace(root: root, configuration: .default, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        workspace.recordsSourcePositions = true
        hub.publish(workspace.renderAll())
        server = CanvasServer(hub: hub, address: ServeAddress(port: 0), root: workspace.root)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    private static func write(_ text: String, to relative: String, in root: String) throws {
        let path = (root as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    func write(_ text: String, to relative: String) throws {
        try Self.write(text, to: relative, in: root)
    }

    /// Saves `text` as `relative` and publishes the pass, as the event loop does.
    func save(_ text: String, to relative: String) throws {
        try write(text, to: relative)
        hub.publish([workspace.render(scene: (workspace.root as NSString).appendingPathComponent(relative))])
    }

    /// Everything the event stream at `uri` carries while `saves` (scene, text) are made
    /// once it is open, until the server stops after the last.
    func events(at uri: String, client: RawHTTP.Client, saves: [(scene: String, text: String)] = []) async throws -> RawHTTP.Response {
        let hub = hub
        let ender = Task {
            while hub.subscriberCount == 0 { try await Task.sleep(nanoseconds: 1_000_000) }
            for save in saves { try self.save(save.text, to: save.scene) }
            hub.finish()
        }
        let response = try await client.get(uri)
        try await ender.value
        return response
    }

    /// The fixture's scene with the red box `width` points wide.
    static func scene(width: Int) -> String {
        scene.replacingOccurrences(of: "width: 30", with: "width: \(width)")
    }

    /// Runs `body` with a client of the server, listening on a free loopback port.
    func withClient(_ body: (RawHTTP.Client) async throws -> Void) async throws {
        let running = try await server.start()
        defer { running.stop() }
        try await body(RawHTTP.Client(port: running.port))
    }
}
