/// Why a command did not succeed, as the commands say it; ``ExitStatus`` gives each its
/// exit code.
///
/// A command that already reported what went wrong (diagnostics, a diff) throws
/// ``scenes``; the others carry the line to print.
enum Failure: Error, Equatable {
    /// A scene has errors or a checked-in output is stale; already reported.
    case scenes
    /// Bad usage the argument parser cannot see: a path that does not exist, a file that
    /// is not a scene.
    case usage(String)
    /// At least one output could not be written; the message names them.
    case unwritableOutputs(String)
    /// Something layoutd needs was refused by the system or failed where it never should.
    case internalFailure(String)
}
