import SystemPackage

/// A notify message that could not be delivered.
///
/// The daemon logs it and carries on: a lost `STATUS=` must not stop layout, and a
/// lost `READY=1` or `WATCHDOG=1` is handled by systemd's own timeouts.
public struct SystemdNotifierError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The failing call (`socket`, `sendto`) or `NOTIFY_SOCKET` when its value is unusable.
    public var operation: String
    /// The value of `NOTIFY_SOCKET`.
    public var socket: String
    /// Why, in words: the errno's text or what is wrong with the address.
    public var reason: String

    /// Creates an error from a reason in words.
    public init(operation: String, socket: String, reason: String) {
        self.operation = operation
        self.socket = socket
        self.reason = reason
    }

    /// Creates an error from a failed system call.
    public init(operation: String, socket: String, errno: Errno) {
        self.init(operation: operation, socket: socket, reason: errno.message)
    }

    /// `sd_notify: sendto(/run/systemd/notify): connection refused`.
    public var description: String {
        "sd_notify: \(operation)(\(socket)): \(reason)"
    }
}
