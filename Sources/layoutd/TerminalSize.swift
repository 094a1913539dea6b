import Foundation
import LayoutDaemon

/// The size of the terminal a file descriptor writes to, in character cells.
struct TerminalSize: Equatable {
    var columns: Int
    var rows: Int

    /// What a terminal that does not say is taken to be: the VT100's screen, which most
    /// panes beside an editor still match.
    static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The size `ioctl(TIOCGWINSZ)` reports for `fileDescriptor`; failing that `COLUMNS` and
    /// `LINES` from `environment` (set by shells for scripts); failing that ``fallback``.
    static func of(fileDescriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalSize {
        if let size = windowSize(fileDescriptor) { return size }
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        return TerminalSize(columns: columns ?? fallback.columns, rows: rows ?? fallback.rows)
    }

    /// Nil when `fileDescriptor` is not a terminal or reports no size
    /// (a serial line that was never told one says 0×0).
    private static func windowSize(_ fileDescriptor: Int32) -> TerminalSize? {
        guard case .success(let size) = Syscalls.windowSize(fileDescriptor), size.columns > 0, size.rows > 0 else { return nil }
        return TerminalSize(columns: size.columns, rows: size.rows)
    }
}
