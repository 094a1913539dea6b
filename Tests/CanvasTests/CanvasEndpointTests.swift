import Foundation
import Testing
@testable import Canvas

/// The canvas's routes: what each serves, with which type, and what each refuses.
struct CanvasEndpointTests {
    @Test func theIndexPageIsHTMLThatLoadsTheScript() async throws {
        try await CanvasFixture().withClient { client in
            let response = try await client.get("/")
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/html; charset=utf-8")
            #expect(response.text.contains("<script src=\"/canvas.js\">"))
        }
    }

    @Test func aScenePageIsTheSamePage() async throws {
        try await CanvasFixture().withClient { client in
            let response = try await client.get("/scene/a.swift")
            #expect(response.status == 200)
            #expect(response.text.contains("/canvas.css"))
        }
    }

    @Test func theScriptsAndStyleHaveTheirTypes() async throws {
        try await CanvasFixture().withClient { client in
            for script in ["/canvas.js", "/canvas-worker.js"] {
                let reply = try await client.get(script)
                #expect(reply.status == 200)
                #expect(reply.headers["content-type"] == "text/javascript; charset=utf-8")
            }
            do {
                let reply = try await client.get("/canvas.css")
                #expect(reply.headers["content-type"] == "text/css; charset=utf-8")
            }
        }
    }

    @Test func theIndexListsEachSceneWithItsState() async throws {
        let fixture = try CanvasFixture(scenes: ["a.swift": CanvasFixture.scene, "sub/b.swift": "struct ContentView: View { var body: some View { Txt(\"x\") } }"])
        try await fixture.withClient { client in
            let response = try await client.get("/api/scenes")
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "application/json")
            let scenes = try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [[String: Any]]
            #expect(scenes?.map { $0["scene"] as? String } == ["a.swift", "sub/b.swift"])
            #expect(scenes?.map { $0["state"] as? String } == ["ok", "errors"])
        }
    }

    @Test func aSceneDocumentHoldsWhatTheEngineRecorded() async throws {
        try await CanvasFixture().withClient { client in
            let response = try await client.get("/api/scenes/a.swift.json")
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "application/json")
            let document = try JSONDecoder().decode(CanvasDocument.self, from: Data(response.text.utf8))
            #expect(document.state == .ok)
            let preview = try #require(document.previews.first)
            #expect(preview.name == "Small")
            let padding = preview.root
            #expect(padding.kind == "padding")
            #expect(padding.proposal == CanvasDocument.Size(width: 200, height: 100))
            #expect(padding.line == 7)
            let stack = padding.children[0]
            #expect(stack.kind == "HStack")
            #expect(stack.cache == "made")
            #expect(stack.placeSubviews == 1)
            #expect(stack.line == 3 && stack.column == 9)
            let text = try #require(stack.children.first { $0.kind == "Text" })
            #expect(text.id == "greeting")
            #expect(text.line == 4)
            #expect(stack.children[1].id == "0.0.1")
        }
    }

    @Test func aSceneWithErrorsKeepsItsLastGoodPreviewsAndShowsItsDiagnostics() async throws {
        let fixture = try CanvasFixture()
        try fixture.save(CanvasFixture.scene.replacingOccurrences(of: "Text(\"Hello\")", with: "Txt(\"Hello\")"), to: "a.swift")
        try await fixture.withClient { client in
            let document = try JSONDecoder().decode(CanvasDocument.self, from: Data(try await client.get("/api/scenes/a.swift.json").text.utf8))
            #expect(document.state == .errors)
            #expect(document.isStale)
            #expect(document.previews.count == 1)
            #expect(document.diagnostics.first?.line == 4)
            #expect(document.diagnostics.first?.message.contains("unknown view 'Txt'") == true)
        }
    }

    @Test func anUnknownSceneIsNotFound() async throws {
        try await CanvasFixture().withClient { client in
            do {
                let reply = try await client.get("/api/scenes/nothing.swift.json")
                #expect(reply.status == 404)
            }
            do {
                let reply = try await client.get("/api/source/nothing.swift")
                #expect(reply.status == 404)
            }
            do {
                let reply = try await client.get("/no/such/page")
                #expect(reply.status == 404)
            }
        }
    }

    @Test func aScenesSourceIsServedAsText() async throws {
        try await CanvasFixture().withClient { client in
            let response = try await client.get("/api/source/a.swift")
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            #expect(response.text == CanvasFixture.scene)
        }
    }

    @Test func theStatusCountsScenesAndStreams() async throws {
        try await CanvasFixture().withClient { client in
            do {
                let reply = try await client.get("/api/status")
                #expect(reply.text == #"{"scenes":1,"streams":0}"#)
            }
        }
    }
}
