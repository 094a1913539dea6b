import Foundation
import Hummingbird
import LayoutDaemon
import Logging
import NIOCore

/// The live canvas: a read-only web server over a ``CanvasHub`` (Hummingbird), serving the
/// page, each scene's document and a server-sent event stream of every pass.
///
/// Routes (all GET):
/// - `/` — the index of scenes; `/scene/PATH` — a scene's canvas (the same page, which
///   reads its path);
/// - `/canvas.js`, `/canvas-worker.js`, `/canvas.css` — the page's script, the shared worker
///   that holds its tabs' one event stream, and its style, compiled into the binary;
/// - `/api/scenes` — the index as JSON; `/api/scenes/PATH.json` — a scene's document;
/// - `/api/source/PATH` — a scene's source, for the inspector's line;
/// - `/api/events` — `text/event-stream` of the scenes named by `scene=PATH` (any number)
///   and of the index if `index` is given or no scene is;
/// - `/api/status` — scenes and open streams.
public struct CanvasServer: Sendable {
    public let hub: CanvasHub
    public let address: ServeAddress
    /// The watched directory, whose scene sources are served.
    let source: SceneSource
    /// Seconds between keep-alive comments on an idle event stream: a tab closed while no
    /// pass happens is noticed at the next one, and its connection freed.
    let heartbeat: Double

    public init(hub: CanvasHub, address: ServeAddress, root: String, heartbeat: Double = 5) {
        self.hub = hub
        self.address = address
        self.source = SceneSource(root: root)
        self.heartbeat = heartbeat
    }

    /// Errors starting the server, in words a user can act on.
    public struct StartError: Error, CustomStringConvertible {
        public let address: ServeAddress
        public let reason: String
        public var description: String { "cannot serve the canvas on \(address): \(reason)" }
    }

    /// A server that is listening.
    public struct Running: Sendable {
        /// The page's address, `http://127.0.0.1:PORT/`.
        public let url: String
        /// The port bound (the one asked for, or the system's choice for 0).
        public let port: Int
        let task: Task<Void, any Error>
        /// The state it serves: publish each pass's reports to it.
        public let hub: CanvasHub

        /// Stops listening and ends every open stream.
        public func stop() {
            hub.finish()
            task.cancel()
        }
    }

    /// Binds and starts serving in the background; returns once the port is bound, or
    /// throws a ``StartError`` saying why it could not be.
    public func start() async throws -> Running {
        let bound = BoundPort()
        let application = Application(
            router: makeRouter(),
            configuration: ApplicationConfiguration(address: .hostname(address.host, port: address.port), serverName: nil),
            onServerRunning: { channel in bound.resume(with: .success(channel.localAddress?.port ?? address.port)) },
            logger: Logger(label: "layoutd.canvas") { _ in SwiftLogNoOpLogHandler() }
        )
        let hub = hub
        let heartbeat = heartbeat
        let task = Task {
            let beats = Task {
                while !Task.isCancelled {
                    try await Task.sleep(nanoseconds: UInt64(heartbeat * 1_000_000_000))
                    hub.beat()
                }
            }
            defer { beats.cancel() }
            do {
                try await application.run()
            } catch {
                bound.resume(with: .failure(error))
                throw error
            }
        }
        let port: Int
        do {
            port = try await bound.value()
        } catch {
            task.cancel()
            throw StartError(address: address, reason: Self.describe(error))
        }
        let host = address.host.contains(":") ? "[\(address.host)]" : address.host
        return Running(url: "http://\(host):\(port)/", port: port, task: task, hub: hub)
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? IOError {
            switch error.errnoCode {
            case EADDRINUSE: return "the port is in use (choose another with --serve ADDR:PORT)"
            case EACCES: return "permission denied (ports below 1024 need privileges)"
            case EADDRNOTAVAIL: return "the address is not one of this machine's"
            default: return "\(error)"
            }
        }
        return "\(error)"
    }

    /// The routes; `internal` so that tests drive them without a socket.
    func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: HostCheck(boundHost: address.host))
        let hub = hub
        let source = source
        router.get("/") { _, _ in CanvasAssets.page }
        router.get("/scene/**") { _, _ in CanvasAssets.page }
        router.get("/canvas.js") { _, _ in CanvasAssets.script }
        router.get("/canvas-worker.js") { _, _ in CanvasAssets.worker }
        router.get("/canvas.css") { _, _ in CanvasAssets.style }
        router.get("/api/scenes") { _, _ in Self.json(hub.indexJSON()) }
        router.get("/api/scenes/**") { request, _ -> Response in
            let raw = request.uri.path.dropFirst("/api/scenes/".count)
            guard raw.hasSuffix(".json") else { return Response.text("a scene's document ends in .json\n", status: .notFound) }
            let scene: String
            switch ScenePathRequest.decode(raw.dropLast(".json".count)) {
            case .success(let decoded): scene = decoded
            case .failure(let refusal): return refusal.response
            }
            guard let json = hub.sceneJSON(scene) else { return Response.text("no scene '\(scene)'\n", status: .notFound) }
            return Self.json(json)
        }
        router.get("/api/source/**") { request, _ -> Response in
            let scene: String
            switch ScenePathRequest.decode(request.uri.path.dropFirst("/api/source/".count)) {
            case .success(let decoded): scene = decoded
            case .failure(let refusal): return refusal.response
            }
            switch source.read(scene) {
            case .success(let text):
                return Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
            case .failure(.notFound):
                return Response.text("no scene '\(scene)'\n", status: .notFound)
            case .failure(.forbidden):
                return Response.text("'\(scene)' is not a scene under the watched directory\n", status: .forbidden)
            }
        }
        router.get("/api/events") { request, _ -> Response in
            let query = request.uri.queryParameters
            var topics = CanvasTopics(scenes: [], index: query.has("index") || !query.has("scene"))
            for raw in query.getAll("scene") {
                // Query values come decoded; the same checks apply to what they name.
                let encoded = raw.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? raw
                guard case .success(let decoded) = ScenePathRequest.decode(Substring(encoded)) else {
                    return Response.text("bad scene path '\(raw)'\n", status: .badRequest)
                }
                topics.scenes.insert(decoded)
            }
            return Self.eventStream(hub.subscribe(topics))
        }
        router.get("/api/status") { _, _ in
            Self.json(CanvasHub.encode(["scenes": hub.sceneCount, "streams": hub.subscriberCount]))
        }
        return router
    }

    private static func json(_ data: Data) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// `stream` as server-sent events: `event: scene` or `event: index` with the JSON as
    /// data, and a comment line for each heartbeat. Ends when the stream does or the
    /// connection is closed (a write fails), which ends the subscription.
    private static func eventStream(_ stream: AsyncStream<CanvasHub.Event>) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                // Tells the page at once that the stream is open.
                try await writer.write(ByteBuffer(string: ": open\n\n"))
                for await event in stream {
                    try await writer.write(ServerSentEvent.bytes(for: event))
                }
                try await writer.finish(nil)
            }
        )
    }
}

/// The port the server bound, handed from Hummingbird's start-up callback to ``CanvasServer/start()``.
///
/// (Safe to share: `result` and `waiter` are read and written under `lock` only.)
private final class BoundPort: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Int, any Error>?
    private var waiter: CheckedContinuation<Int, any Error>?

    func resume(with result: Result<Int, any Error>) {
        lock.lock()
        guard self.result == nil else { lock.unlock(); return }
        self.result = result
        let waiter = waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(with: result)
    }

    func value() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            if let result {
                lock.unlock()
                continuation.resume(with: result)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}
