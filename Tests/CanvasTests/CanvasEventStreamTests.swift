import Foundation
import Testing
@testable import Canvas

/// The event stream: each pass of a scene reaches the streams following it, and a stream
/// that ends frees its place.
struct CanvasEventStreamTests {
    @Test func aSceneStreamStartsWithTheSceneAndCarriesEachPass() async throws {
        let fixture = try CanvasFixture()
        try await fixture.withClient { client in
            let response = try await fixture.events(at: "/api/events?scene=a.swift", client: client, saves: [("a.swift", CanvasFixture.scene(width: 40))])
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/event-stream")
            let events = response.text.components(separatedBy: "event: scene\ndata: ").dropFirst()
            #expect(events.count == 2)
            // The red box, 30 points wide, then 40.
            #expect(events.first?.contains(",30,20]") == true)
            #expect(events.last?.contains(",40,20]") == true)
        }
    }

    @Test func theIndexStreamCarriesTheIndex() async throws {
        let fixture = try CanvasFixture()
        try await fixture.withClient { client in
            let response = try await fixture.events(at: "/api/events", client: client)
            #expect(response.text.contains("event: index\ndata: [{"))
            #expect(response.text.contains(#""scene":"a.swift""#))
        }
    }

    @Test func aStreamOfAnotherSceneGetsNothingOfThisOne() async throws {
        let fixture = try CanvasFixture(scenes: ["a.swift": CanvasFixture.scene, "b.swift": CanvasFixture.scene])
        try await fixture.withClient { client in
            let response = try await fixture.events(at: "/api/events?scene=b.swift", client: client, saves: [("a.swift", CanvasFixture.scene(width: 40))])
            #expect(response.text.components(separatedBy: "event: scene").count == 2)
        }
    }

    @Test func oneStreamCarriesEverySceneItNamesAndTheIndexIfAsked() async throws {
        let fixture = try CanvasFixture(scenes: ["a.swift": CanvasFixture.scene, "b.swift": CanvasFixture.scene, "c.swift": CanvasFixture.scene])
        try await fixture.withClient { client in
            let response = try await fixture.events(at: "/api/events?scene=a.swift&scene=b.swift&index=1", client: client, saves: [("b.swift", CanvasFixture.scene(width: 40)), ("c.swift", CanvasFixture.scene(width: 50))])
            let scenes = response.text.components(separatedBy: "event: scene\ndata: ").dropFirst().map { event in
                let data = event.components(separatedBy: "\n\n")[0]
                return ["a.swift", "b.swift", "c.swift"].first { data.contains(#""scene":"\#($0)""#) } ?? "?"
            }
            // The present documents of a and b, then b's save; c's is not followed.
            #expect(scenes == ["a.swift", "b.swift", "b.swift"])
            // The present index, then one after each pass.
            #expect(response.text.components(separatedBy: "event: index\ndata: ").count - 1 == 3)
        }
    }

    @Test func aStreamOfOneSceneCarriesNoIndex() async throws {
        let fixture = try CanvasFixture()
        try await fixture.withClient { client in
            let response = try await fixture.events(at: "/api/events?scene=a.swift", client: client, saves: [("a.swift", CanvasFixture.scene(width: 40))])
            #expect(!response.text.contains("event: index"))
        }
    }

    @Test func aTraversingStreamIsRefused() async throws {
        try await CanvasFixture().withClient { client in
            do {
                let reply = try await client.get("/api/events?scene=../a.swift")
                #expect(reply.status == 400)
                let among = try await client.get("/api/events?scene=a.swift&scene=..%2Fa.swift")
                #expect(among.status == 400)
            }
        }
    }

    @Test func aStreamWhoseReaderStopsIsForgotten() async throws {
        let hub = try CanvasFixture().hub
        let reader = Task {
            for await _ in hub.subscribe(.scene("a.swift")) {}
        }
        while hub.subscriberCount == 0 { try await Task.sleep(nanoseconds: 1_000_000) }
        reader.cancel()
        _ = await reader.value
        #expect(hub.subscriberCount == 0)
    }
}
