import SystemPackage

/// One change under a watched directory, as a plain value.
///
/// It carries no inotify types so that a consumer (and its tests) can build and
/// reason about events without a kernel: a daemon is fed sequences of these.
///
/// The stream promises this much, and no more:
/// - Events arrive in the order the kernel reported them. The same change may be
///   reported more than once (for example by a scan and by inotify); a change
///   is lost only when an `.overflow` (or a `.watchFailed`) says so, except that
///   an entry removed before the watcher looked at it may be reported only as
///   `.removed`.
/// - When a directory appears under the root (created, moved in, or renamed
///   within the tree), its own event is followed by a `.created` event for each
///   file and directory already inside it, so `mkdir -p a/b/c` and a directory
///   moved in from elsewhere are fully reported.
/// - When a directory disappears (`.removed`, `.movedFrom`), nothing is reported
///   for its contents: everything under its path is gone.
public struct FileEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened to ``path``.
    ///
    /// The kinds mirror the inotify events that are safe to act on: there is no
    /// "modified while still open" kind, because reading a file on `IN_MODIFY`
    /// reads it half-written.
    public enum Kind: Hashable, Sendable {
        /// The path appeared complete: a directory was created, an entry was found
        /// by scanning a directory that just appeared, or a symbolic link or hard
        /// link was made. A regular file created with `open` is reported as
        /// `.modified` once it is closed, not here.
        case created
        /// A file that was open for writing was closed (`IN_CLOSE_WRITE`): its
        /// bytes are complete, read them now.
        case modified
        /// The path was deleted (`IN_DELETE`).
        case removed
        /// The path was renamed away (`IN_MOVED_FROM`); treat it as removed. A
        /// `.movedTo` with the new name follows if the new name is in the tree.
        case movedFrom
        /// Something was renamed to the path (`IN_MOVED_TO`): the way editors
        /// publish a complete file, so read it now.
        case movedTo
        /// The kernel's event queue overflowed (`IN_Q_OVERFLOW`) and events were
        /// lost. ``FileEvent/path`` is the root: rescan everything under it.
        /// Watches have already been repaired when this arrives, so a rescan
        /// started now misses nothing.
        case overflow
        /// A directory under the root could not be watched (for example the
        /// `fs.inotify.max_user_watches` limit was reached): changes inside
        /// ``FileEvent/path`` are not reported. The error says how to fix it.
        case watchFailed(FileWatchError)
    }

    /// What happened.
    public var kind: Kind
    /// The absolute path it happened to, below (or, for `.overflow` and the
    /// removal of the root itself, equal to) the watched root.
    public var path: FilePath
    /// Whether ``path`` is (or was) a directory; a symbolic link to a directory
    /// is not one, since the watcher never follows links.
    public var isDirectory: Bool

    /// Makes an event; the watcher makes them, tests and consumers may too.
    public init(_ kind: Kind, _ path: FilePath, isDirectory: Bool = false) {
        self.kind = kind
        self.path = path
        self.isDirectory = isDirectory
    }

    /// A short form for logs, such as `modified /srv/scenes/flow.swift` or
    /// `created /srv/scenes/a/ (directory)`.
    public var description: String {
        let suffix = isDirectory ? "/" : ""
        switch kind {
        case .created: return "created \(path)\(suffix)"
        case .modified: return "modified \(path)\(suffix)"
        case .removed: return "removed \(path)\(suffix)"
        case .movedFrom: return "movedFrom \(path)\(suffix)"
        case .movedTo: return "movedTo \(path)\(suffix)"
        case .overflow: return "overflow \(path)\(suffix)"
        case .watchFailed(let error): return "watchFailed \(path)\(suffix): \(error)"
        }
    }
}
