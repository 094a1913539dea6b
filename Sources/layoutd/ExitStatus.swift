import ArgumentParser
import FileWatching
import Foundation
import LayoutDaemon

/// The one place an outcome becomes an exit code.
///
/// The codes are sysexits(3)'s where one fits, so a script or systemd can tell a scene
/// that needs fixing from a mistyped command, a full disk or a bug without reading the
/// message. Every command ends through ``exit(with:)``; none calls `exit` itself.
enum ExitStatus {
    /// Everything asked for was done.
    static let success: Int32 = 0
    /// A scene has errors, or (`check`) an output is stale.
    static let sceneErrors: Int32 = 1
    /// `EX_USAGE`: bad usage or configuration, a missing scenes directory included.
    static let usage: Int32 = 64
    /// `EX_SOFTWARE`: an internal failure (the system refused something layoutd needs,
    /// such as a file watch, or a bug).
    static let internalFailure: Int32 = 70
    /// `EX_IOERR`: an output could not be written.
    static let unwritableOutput: Int32 = 74

    /// What `--help` says under EXIT STATUS, and the README repeats.
    static let help = """
        Exit status: 0 success; 1 a scene has errors or an output is stale; 64 bad usage or \
        configuration (a missing directory included); 70 an internal failure; 74 an output \
        could not be written.
        """

    /// The exit code for `error` and the line to print for it, or nil for the argument
    /// parser's own errors (`--help`, a bad flag, `ValidationError`), which keep its codes
    /// (0 or 64) and messages. Any error no command means to throw is an internal failure,
    /// never the parser's generic 1, which would read as "a scene has errors".
    static func of(_ error: any Error) -> (code: Int32, message: String?)? {
        switch error {
        case let failure as Failure:
            switch failure {
            case .scenes: return (sceneErrors, nil)
            case .usage(let message): return (usage, "layoutd: \(message)")
            case .unwritableOutputs(let message): return (unwritableOutput, "layoutd: \(message)")
            case .internalFailure(let message): return (internalFailure, "layoutd: \(message)")
            }
        case let error as ConfigurationError:
            return (usage, "layoutd: \(error)")
        case let error as WorkspaceError:
            return (usage, "layoutd: \(error)")
        case let error as FileWatchError:
            return (internalFailure, "layoutd: \(error)")
        default:
            guard Layoutd.exitCode(for: error) == .failure, !(error is ExitCode) else { return nil }
            return (internalFailure, "layoutd: internal error: \(error)")
        }
    }

    /// Prints `error`'s message to standard error and exits with its code.
    static func exit(with error: any Error) -> Never {
        guard let (code, message) = of(error) else { Layoutd.exit(withError: error) }
        if let message { printError(message) }
        Foundation.exit(code)
    }
}
