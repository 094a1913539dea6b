/// Where the watcher thread hands a watcher's events: into its ``FileWatcher/events``
/// stream, or straight to a consumer's own queue.
struct EventSink: Sendable {
    /// Called on the watcher thread with each event, in order.
    let deliver: @Sendable (FileEvent) -> Void
    /// Called on the watcher thread once, when the watch ends.
    let finish: @Sendable () -> Void
}
