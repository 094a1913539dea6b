import Foundation
import Glibc
import Logging
import SystemPackage

/// A swift-log handler that writes one line per message to stderr, readable by people
/// in a terminal and by journald under systemd.
///
/// Under systemd, stderr is a stream to journald and `JOURNAL_STREAM` names it. journald
/// reads a leading `<N>` (the syslog priority) on each line as that line's priority, so
/// `journalctl -p warning` works; the prefix is written only then, because in a terminal
/// it is noise. Timestamps are left out: journald and supervisors add their own.
public struct JournalLogHandler: LogHandler {
    /// How lines are written.
    public enum Style: Equatable, Sendable {
        /// `<6>label: message key=value`: each line carries its syslog priority.
        case journal
        /// `info label: message key=value`: for a terminal or a file.
        case plain
    }

    /// The logger's label, printed before each message.
    public let label: String
    /// Chosen once, at creation: see ``style(environment:standardError:)``.
    public let style: Style
    /// Receives each finished line, including its final newline.
    private let write: @Sendable (String) -> Void

    /// The least severe level written; swift-log filters before calling ``log(event:)``.
    public var logLevel: Logger.Level
    /// Fields added to every message of this logger, such as `scene=flow.swift`.
    public var metadata: Logger.Metadata = [:]
    /// Contextual fields (task-local values) added to every message.
    public var metadataProvider: Logger.MetadataProvider?

    /// Creates a handler; tests pass `write` to capture lines, the daemon keeps the default.
    public init(
        label: String,
        style: Style,
        logLevel: Logger.Level = .info,
        metadataProvider: Logger.MetadataProvider? = nil,
        write: @escaping @Sendable (String) -> Void = JournalLogHandler.writeToStandardError
    ) {
        self.label = label
        self.style = style
        self.logLevel = logLevel
        self.metadataProvider = metadataProvider
        self.write = write
    }

    /// `.journal` when `JOURNAL_STREAM` is set and, when its `device:inode` can be
    /// checked, names the stream stderr really is.
    ///
    /// systemd's documentation asks for the check: a child of the service inherits the
    /// variable even when its stderr has been redirected to a file or a pipe.
    ///
    /// - Parameter standardError: stderr's `(device, inode)`; nil skips the check.
    public static func style(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        standardError: (device: UInt64, inode: UInt64)? = standardErrorIdentity()
    ) -> Style {
        guard let value = environment["JOURNAL_STREAM"], !value.isEmpty else { return .plain }
        guard let standardError else { return .journal }
        let parts = value.split(separator: ":").compactMap { UInt64($0) }
        guard parts.count == 2 else { return .journal }
        return parts[0] == standardError.device && parts[1] == standardError.inode ? .journal : .plain
    }

    /// stderr's device and inode, from `fstat(2)`; nil if stderr is closed.
    public static func standardErrorIdentity() -> (device: UInt64, inode: UInt64)? {
        guard case .success(let status) = Syscalls.fstat(STDERR_FILENO) else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// The syslog priority journald files a message under: debug 7 … critical 2.
    public static func priority(of level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: 7
        case .info: 6
        case .notice: 5
        case .warning: 4
        case .error: 3
        case .critical: 2
        }
    }

    /// Writes a line with one `write(2)`, so lines from concurrent tasks never interleave.
    public static let writeToStandardError: @Sendable (String) -> Void = { line in
        _ = try? FileDescriptor.standardError.writeAll(Array(line.utf8))
    }

    /// One field of ``metadata``, as swift-log requires.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `event` as one line: message, then metadata as sorted `key=value` pairs.
    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let given = event.metadata { merged.merge(given) { _, new in new } }
        if let error = event.error, merged["error"] == nil { merged["error"] = .string("\(error)") }
        let fields = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted("\($0.value)"))" }
        let text = ([event.message.description] + fields).joined(separator: " ")
        write(format(text, level: event.level))
    }

    /// Lays out a message. In journal style every line of a multi-line message (a
    /// diagnostic with its source line and caret) gets the prefix, since journald
    /// files each line as its own entry.
    func format(_ text: String, level: Logger.Level) -> String {
        switch style {
        case .plain:
            return "\(level) \(label): \(text)\n"
        case .journal:
            let prefix = "<\(Self.priority(of: level))>"
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.enumerated().map { index, line in
                index == 0 ? "\(prefix)\(label): \(line)\n" : "\(prefix)\(line)\n"
            }.joined()
        }
    }

    /// Quotes a metadata value only when it would otherwise be ambiguous.
    private static func quoted(_ value: String) -> String {
        guard value.isEmpty || value.contains(where: { $0 == " " || $0 == "\"" || $0 == "=" || $0.isNewline }) else {
            return value
        }
        let escaped = value
            .replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }
}
