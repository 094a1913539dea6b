import Foundation
import LayoutDaemon
import Testing
@testable import Canvas

/// Starting the server on a real socket.
struct CanvasServerTests {
    @Test func aServerOnPortZeroReportsThePortItBound() async throws {
        let fixture = try CanvasFixture()
        let running = try await fixture.server.start()
        defer { running.stop() }
        #expect(running.port > 0)
        #expect(running.url == "http://127.0.0.1:\(running.port)/")
    }

    @Test func aPortInUseIsAnErrorThatSaysSo() async throws {
        let fixture = try CanvasFixture()
        let first = try await fixture.server.start()
        defer { first.stop() }
        let second = CanvasServer(hub: CanvasHub(), address: ServeAddress(port: first.port), root: fixture.root)
        await #expect {
            try await second.start()
        } throws: { error in
            "\(error)" == "cannot serve the canvas on 127.0.0.1:\(first.port): the port is in use (choose another with --serve ADDR:PORT)"
        }
    }
}

/// The Host check on a real socket, where HTTP/1's Host header becomes the request's
/// authority: the requests a browser tricked by DNS rebinding would send.
struct CanvasHostCheckOverTheWireTests {
    @Test(arguments: [
        ("GET /api/scenes HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n", "403"),
        ("GET /api/scenes HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n", "403"),
        ("GET /api/scenes HTTP/1.0\r\n\r\n", "403"),
        ("GET /api/scenes HTTP/1.1\r\nHost: localhost:1\r\nConnection: close\r\n\r\n", "200"),
        ("GET /api/scenes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", "200"),
    ])
    func aRequestIsAnsweredOnlyForItsOwnHost(_ request: String, _ status: String) async throws {
        let fixture = try CanvasFixture()
        let running = try await fixture.server.start()
        defer { running.stop() }
        let reply = try await RawHTTP.exchange(request, port: running.port)
        #expect(reply.hasPrefix("HTTP/1.1 \(status)"), "\(reply.prefix(80))")
    }
}
