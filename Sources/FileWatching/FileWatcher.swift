import SystemPackage

/// Watches a directory tree recursively with inotify (through libinotifytools)
/// and reports changes as an `AsyncStream` of ``FileEvent``s, or hands each one to a
/// callback on the watcher thread (``init(root:deliver:finished:)``).
///
/// ```swift
/// let watcher = try FileWatcher(root: "scenes")
/// defer { watcher.stop() }
/// scanEverything()                 // safe: every directory is watched already
/// for await event in watcher.events { … }
/// ```
///
/// Why it looks like this:
/// - Directories are watched, never single files, because editors save by
///   renaming and a file watch follows the old inode.
/// - Watches never follow symbolic links (`IN_DONT_FOLLOW`) and scans never
///   descend into them, so a link cannot lead the watcher out of the tree or
///   into a loop. Only the root itself may be a link.
/// - libinotifytools is not thread-safe and has one instance per process, so one
///   dedicated thread makes every call into it, for every watcher of the process;
///   events reach the rest of the program through ``events``. Watchers may run
///   side by side, on the same tree or not.
/// - The stream is unbounded: the kernel's queue is the limit, and when it
///   overflows an ``FileEvent/Kind/overflow`` event says so.
public final class FileWatcher: Sendable {
    /// The watched directory, made absolute.
    public let root: FilePath

    /// Every change under ``root``, in the order the kernel reported it. The
    /// stream finishes when ``stop()`` is called, when the task iterating it is
    /// cancelled, or after a `.removed` event for ``root`` itself (the root was
    /// deleted, moved or unmounted).
    public let events: AsyncStream<FileEvent>

    private let id: Int

    /// Starts watching `root` and everything below it, and returns once every
    /// directory is watched, so that a scan made afterwards misses nothing.
    /// Nothing is reported for what is already there.
    ///
    /// A relative `root` is taken relative to the current directory, once, and
    /// the path is lexically normalized. Blocks the calling thread while the
    /// tree is walked.
    ///
    /// With `skippingHiddenDirectories`, directories whose names start with a dot
    /// (`.git`, `.build`) are not watched, nor anything below them: a consumer that
    /// ignores them spends no watches (`fs.inotify.max_user_watches`) and no
    /// wake-ups on them. They are still reported when they appear, and one renamed
    /// to a name without a dot is watched from then on.
    ///
    /// - Throws: ``FileWatchError`` naming the call and path that failed, for
    ///   example `inotify_add_watch(/srv/scenes/a): no space left on device;
    ///   raise fs.inotify.max_user_watches (…)`.
    public convenience init(root: FilePath, skippingHiddenDirectories: Bool = false) throws(FileWatchError) {
        let (stream, continuation) = AsyncStream.makeStream(of: FileEvent.self, bufferingPolicy: .unbounded)
        let sink = EventSink(deliver: { continuation.yield($0) }, finish: { continuation.finish() })
        try self.init(root: root, skippingHiddenDirectories: skippingHiddenDirectories, sink: sink, events: stream)
        // Set only now: a failed start has no session to stop.
        let id = id
        continuation.onTermination = { _ in InotifyThread.shared.stop(id: id) }
    }

    /// Starts watching `root` as ``init(root:)`` does, but hands each event to `deliver`
    /// on the watcher thread, the moment it is read, instead of yielding it into
    /// ``events`` (which then stays empty): a consumer with a thread of its own is
    /// woken once per event instead of twice. `deliver` must only queue the event and
    /// return, since the watcher thread reads nothing meanwhile; `finished` is called
    /// once when the watch ends (``stop()``, or the root is gone).
    public convenience init(root: FilePath, skippingHiddenDirectories: Bool = false, deliver: @escaping @Sendable (FileEvent) -> Void, finished: @escaping @Sendable () -> Void) throws(FileWatchError) {
        let (stream, continuation) = AsyncStream.makeStream(of: FileEvent.self)
        continuation.finish()
        try self.init(root: root, skippingHiddenDirectories: skippingHiddenDirectories, sink: EventSink(deliver: deliver, finish: finished), events: stream)
    }

    private init(root: FilePath, skippingHiddenDirectories: Bool, sink: EventSink, events: AsyncStream<FileEvent>) throws(FileWatchError) {
        var absolute = root
        if absolute.isRelative {
            switch system_getcwd() {
            case .success(let directory): absolute = directory.pushing(root)
            case .failure(let errno): throw FileWatchError("getcwd", errno: errno)
            }
        }
        absolute.lexicallyNormalize()
        let thread = InotifyThread.shared
        let id = thread.makeSessionID()
        try thread.start(id: id, root: absolute, skipsHiddenDirectories: skippingHiddenDirectories, sink: sink)
        self.root = absolute
        self.events = events
        self.id = id
    }

    /// Stops watching and finishes ``events``. Calling it again does nothing.
    ///
    /// Returns at once, so it is safe in a task cancellation handler; the
    /// watches are removed, and ``events`` finishes, on the watcher thread
    /// right after. A watcher started later is set up after this one is gone,
    /// and when the last watcher of the process stops, the inotify descriptor is
    /// closed and the thread ends.
    public func stop() {
        InotifyThread.shared.stop(id: id)
    }
}
