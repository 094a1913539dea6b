import Foundation
import Testing
@testable import Canvas

/// The canvas only reads, only what lies under the watched directory, and only for pages
/// of its own address.
struct CanvasSafetyTests {
    @Test(arguments: [
        "/api/source/../etc/passwd",
        "/api/source/%2e%2e/%2e%2e/etc/passwd",
        "/api/source/..%2f..%2fetc%2fpasswd",
        "/api/source/a/../../outside.swift",
        "/api/source/%2fetc%2fpasswd",
        "/api/source/.%2fa.swift",
        "/api/scenes/..%2fa.swift.json",
    ])
    func traversalIsRefused(_ uri: String) async throws {
        try await CanvasFixture().withClient { client in
            do {
                let reply = try await client.get(uri)
                #expect(reply.status == 403)
            }
        }
    }

    @Test func aDoubleEncodedTraversalIsRefused() async throws {
        try await CanvasFixture().withClient { client in
            do {
                let reply = try await client.get("/api/source/%252e%252e/etc/passwd")
                #expect(reply.status == 403)
            }
        }
    }

    @Test func aBadPercentEncodingIsABadRequest() async throws {
        try await CanvasFixture().withClient { client in
            do {
                let reply = try await client.get("/api/source/%zz.swift")
                #expect(reply.status == 400)
            }
        }
    }

    @Test func aSymbolicLinkOutOfTheDirectoryIsRefused() async throws {
        let fixture = try CanvasFixture()
        let outside = (FileManager.default.temporaryDirectory.path as NSString).appendingPathComponent("layoutd-outside-\(UUID().uuidString).swift")
        try "secret".write(toFile: outside, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: (fixture.root as NSString).appendingPathComponent("link.swift"), withDestinationPath: outside)
        try await fixture.withClient { client in
            let response = try await client.get("/api/source/link.swift")
            #expect(response.status == 403)
            #expect(!response.text.contains("secret"))
        }
    }

    @Test func aFileThatIsNotASceneIsRefused() async throws {
        let fixture = try CanvasFixture()
        try fixture.write("key", to: "notes.txt")
        try await fixture.withClient { client in
            do {
                let reply = try await client.get("/api/source/notes.txt")
                #expect(reply.status == 403)
            }
        }
    }

    @Test(arguments: ["evil.example", "evil.example:8080", "127.0.0.1.evil.example", "localhost.evil.example:80"])
    func aForeignHostIsRefused(_ host: String) async throws {
        try await CanvasFixture().withClient { client in
            do {
                let reply = try await client.get("/api/scenes", host: host)
                #expect(reply.status == 403)
            }
            do {
                let reply = try await client.get("/", host: host)
                #expect(reply.status == 403)
            }
        }
    }


    @Test(arguments: ["localhost", "localhost:8080", "127.0.0.1:8080", "[::1]:8080", "LOCALHOST"])
    func theBoundAddressAndLocalhostAreServed(_ host: String) async throws {
        try await CanvasFixture().withClient { client in
            do {
                let reply = try await client.get("/api/scenes", host: host)
                #expect(reply.status == 200)
            }
        }
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "PATCH"])
    func everyWriteIsRefused(_ method: String) async throws {
        try await CanvasFixture().withClient { client in
            let response = try await client.get("/api/scenes/a.swift.json", method: method)
            #expect(response.status == 405)
            #expect(response.headers["allow"] == "GET, HEAD")
        }
    }

    @Test func noResponseAllowsEveryOrigin() async throws {
        try await CanvasFixture().withClient { client in
            for uri in ["/", "/canvas.js", "/api/scenes", "/api/scenes/a.swift.json", "/api/source/a.swift"] {
                let response = try await client.get(uri, headers: ["Origin": "http://evil.example"])
                #expect(response.headers["access-control-allow-origin"] == nil, "\(uri)")
            }
        }
    }
}
