import NIOCore

/// The wire form of the canvas's events (the `text/event-stream` format): a JSON document
/// is one line, so it is one `data:` field.
enum ServerSentEvent {
    static func bytes(for event: CanvasHub.Event) -> ByteBuffer {
        switch event {
        case .scene(_, let json): return frame("scene", json)
        case .index(let json): return frame("index", json)
        case .heartbeat: return ByteBuffer(string: ": heartbeat\n\n")
        }
    }

    private static func frame(_ name: String, _ json: some Collection<UInt8>) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(json.count + 32)
        buffer.writeString("event: \(name)\ndata: ")
        buffer.writeBytes(json)
        buffer.writeString("\n\n")
        return buffer
    }
}
