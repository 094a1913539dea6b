import SystemPackage

/// A failed inotify call: which call, on which path, and the `errno` it returned.
///
/// One small type, as in swift-system, so that every failure reads the same way:
/// `inotify_add_watch(/srv/scenes/a): no space left on device; raise
/// fs.inotify.max_user_watches (sysctl fs.inotify.max_user_watches=524288)`.
/// The two kernel limits people actually hit are named with the sysctl that
/// raises them, because the bare `errno` text sends them in the wrong direction
/// (there is plenty of disk space).
public struct FileWatchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The C call that failed, named as in its man page (`inotify_init`,
    /// `inotify_add_watch`, `opendir`, …) so the message can be looked up.
    public var operation: String
    /// The path the call was given, if it takes one.
    public var path: FilePath?
    /// The error the call returned.
    public var errno: Errno

    /// Makes an error; the watcher makes them, tests may too.
    public init(_ operation: String, path: FilePath? = nil, errno: Errno) {
        self.operation = operation
        self.path = path
        self.errno = errno
    }

    /// `operation(path): strerror text`, lowercased like the project's other
    /// messages, plus the fix when the error means a kernel limit was reached.
    public var description: String {
        let call = path.map { "\(operation)(\($0))" } ?? operation
        var text = "\(call): \(Self.lowercasedFirst(errno.description))"
        if let hint { text += "; \(hint)" }
        return text
    }

    /// What to do about it, when the error means a kernel limit was reached.
    public var hint: String? {
        switch (operation, errno) {
        case ("inotify_add_watch", .noSpace):
            return "raise fs.inotify.max_user_watches (sysctl fs.inotify.max_user_watches=524288)"
        case ("inotify_init", .tooManyOpenFiles):
            return "raise fs.inotify.max_user_instances (sysctl fs.inotify.max_user_instances=1024) or the open file limit (ulimit -n)"
        default:
            return nil
        }
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
