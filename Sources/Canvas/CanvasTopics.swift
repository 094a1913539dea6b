/// What one event stream follows: any number of scenes, and the index or not.
///
/// A browser holds at most six HTTP/1.1 connections to one server, and an event stream
/// holds one for as long as it is open, so the page's tabs share one stream (through a
/// shared worker) that follows everything they show, rather than one stream each.
struct CanvasTopics: Equatable, Sendable {
    /// The scenes whose documents the stream carries, by path under the watched directory.
    var scenes: Set<String>
    /// Whether it carries the index after every pass.
    var index: Bool

    /// The index alone: what `/api/events` without a query follows.
    static let indexOnly = CanvasTopics(scenes: [], index: true)

    /// One scene alone.
    static func scene(_ scene: String) -> CanvasTopics {
        CanvasTopics(scenes: [scene], index: false)
    }
}
