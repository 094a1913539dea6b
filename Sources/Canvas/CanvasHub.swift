import Foundation
import LayoutDaemon

/// The canvas's state, shared by the layout loop that publishes passes and the server's
/// requests that read them: each scene's latest ``CanvasDocument`` (encoded once per pass,
/// however many pages read it) and the open event streams.
///
/// Passes arrive on the layout loop's thread and requests on the server's, so everything
/// is behind one lock, held only to swap values, never while encoding or writing.
public final class CanvasHub: @unchecked Sendable {
    /// One scene's document as the server sends it.
    struct Entry {
        var document: CanvasDocument
        /// ``document`` encoded as JSON.
        var json: Data
    }

    /// A message to the open streams: a scene's new document, or the index changed.
    enum Event: Sendable {
        case scene(name: String, json: Data)
        case index(json: Data)
        /// Nothing new: a keep-alive, whose failed write tells a closed tab.
        case heartbeat
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var subscribers: [Int: Subscriber] = [:]
    private var nextSubscriber = 0
    private var version = 0
    private var finished = false

    private struct Subscriber {
        var topics: CanvasTopics
        var continuation: AsyncStream<Event>.Continuation
    }

    public init() {}

    /// Takes in the reports of one pass and pushes each changed scene to the streams that
    /// follow it, and the new index to the index's.
    public func publish(_ reports: [SceneReport]) {
        guard !reports.isEmpty else { return }
        let time = Date().timeIntervalSince1970
        var sceneEvents: [(String, Data)] = []
        lock.lock()
        var previous: [String: CanvasDocument] = [:]
        for report in reports { previous[report.scene] = entries[report.scene]?.document }
        let first = version + 1
        version += reports.count
        lock.unlock()

        // Encoded outside the lock: a large scene takes a moment, and requests go on.
        var built: [(String, Entry?)] = []
        for (offset, report) in reports.enumerated() {
            if report.outcome == .removed {
                built.append((report.scene, nil))
                continue
            }
            let document = CanvasDocument(report: report, previous: previous[report.scene], version: first + offset, time: time)
            let json = Self.encode(document)
            built.append((report.scene, Entry(document: document, json: json)))
            sceneEvents.append((report.scene, json))
        }

        lock.lock()
        for (scene, entry) in built { entries[scene] = entry }
        let index = indexJSONLocked()
        let targets = subscribers.values
        lock.unlock()

        for subscriber in targets {
            for (name, json) in sceneEvents where subscriber.topics.scenes.contains(name) {
                subscriber.continuation.yield(.scene(name: name, json: json))
            }
            if subscriber.topics.index { subscriber.continuation.yield(.index(json: index)) }
        }
    }

    /// The document of `scene` as JSON, nil for a scene the canvas has not seen.
    func sceneJSON(_ scene: String) -> Data? {
        lock.withLock { entries[scene]?.json }
    }

    /// The index: every scene with its state, sorted by path.
    func indexJSON() -> Data {
        lock.withLock { indexJSONLocked() }
    }

    private func indexJSONLocked() -> Data {
        let scenes = entries.values.map(\.document).sorted { $0.scene < $1.scene }.map {
            IndexEntry(scene: $0.scene, state: $0.state, diagnostics: $0.diagnostics.count, previews: $0.previews.count, version: $0.version, updated: $0.updated)
        }
        return Self.encode(scenes)
    }

    private struct IndexEntry: Encodable {
        var scene: String
        var state: SceneStatus
        var diagnostics: Int
        var previews: Int
        var version: Int
        var updated: Double
    }

    /// A stream of the documents and index that `topics` names, starting with the present
    /// ones; it ends when ``finish()`` is called or the reader stops reading.
    func subscribe(_ topics: CanvasTopics) -> AsyncStream<Event> {
        // A reader that stops reading must not make the server hold every pass for it, yet
        // every scene it follows must keep its latest document: room for one pass of each.
        let room = 8 * (topics.scenes.count + (topics.index ? 1 : 0))
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(max(room, 8)))
        lock.lock()
        if finished {
            lock.unlock()
            continuation.finish()
            return stream
        }
        let id = nextSubscriber
        nextSubscriber += 1
        subscribers[id] = Subscriber(topics: topics, continuation: continuation)
        for scene in topics.scenes.sorted() {
            if let json = entries[scene]?.json { continuation.yield(.scene(name: scene, json: json)) }
        }
        if topics.index { continuation.yield(.index(json: indexJSONLocked())) }
        lock.unlock()
        continuation.onTermination = { [weak self] _ in
            self?.lock.withLock { _ = self?.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends a keep-alive to every stream.
    func beat() {
        let targets = lock.withLock { subscribers.values }
        for subscriber in targets { subscriber.continuation.yield(.heartbeat) }
    }

    /// How many event streams are open (shown by `/api/status`, checked by the load test).
    var subscriberCount: Int { lock.withLock { subscribers.count } }

    /// How many scenes the canvas knows.
    var sceneCount: Int { lock.withLock { entries.count } }

    /// Ends every stream (the server is stopping) and refuses new ones.
    public func finish() {
        lock.lock()
        finished = true
        let targets = subscribers.values
        subscribers.removeAll()
        lock.unlock()
        for subscriber in targets { subscriber.continuation.finish() }
    }

    static func encode<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Only plain numbers, strings and arrays: encoding cannot fail.
        return (try? encoder.encode(value)) ?? Data("null".utf8)
    }
}
