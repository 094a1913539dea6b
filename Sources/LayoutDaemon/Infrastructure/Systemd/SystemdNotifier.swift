import Foundation
import Glibc
import SystemPackage

/// The client side of systemd's notify protocol (`sd_notify(3)`), without libsystemd.
///
/// systemd tells a `Type=notify` service where to report by `NOTIFY_SOCKET`: a path,
/// or `@name` for the abstract namespace. Each message is one datagram of
/// `KEY=VALUE` lines. Outside systemd the variable is unset and every call does
/// nothing, so the daemon calls these methods unconditionally. Call from the main
/// process: systemd ignores messages from other pids unless `NotifyAccess=all`.
public struct SystemdNotifier: Sendable {
    /// `NOTIFY_SOCKET` as systemd gave it, or nil when not run by systemd.
    public let socket: String?
    /// How often to send ``watchdog()``: half of `WATCHDOG_USEC`, as `sd_watchdog_enabled(3)`
    /// advises, or nil when no watchdog is set for this process (`WATCHDOG_PID` names another).
    public let watchdogInterval: Duration?

    /// Reads the protocol's variables from `environment`; `pid` is ours (nil: this process's),
    /// to check `WATCHDOG_PID`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, pid: Int32? = nil) {
        let pid = pid ?? Syscalls.processID()
        socket = environment["NOTIFY_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
        let forUs = environment["WATCHDOG_PID"].map { Int32($0) == pid } ?? true
        if forUs, let usec = environment["WATCHDOG_USEC"].flatMap(UInt64.init), usec > 0 {
            watchdogInterval = .microseconds(usec / 2)
        } else {
            watchdogInterval = nil
        }
    }

    /// `READY=1`: startup (or a reload) is finished. Send after the first scan, not before.
    public func ready(status: String? = nil) throws(SystemdNotifierError) {
        try send(["READY=1"] + (status.map { ["STATUS=\($0)"] } ?? []))
    }

    /// `STATUS=…`: one line shown by `systemctl status`.
    public func status(_ text: String) throws(SystemdNotifierError) {
        try send(["STATUS=\(text)"])
    }

    /// `RELOADING=1` with `MONOTONIC_USEC=`, which systemd 253+ requires to match a reload
    /// to its request; follow with ``ready(status:)`` even when the new configuration is bad.
    public func reloading(status: String? = nil) throws(SystemdNotifierError) {
        try send(["RELOADING=1", "MONOTONIC_USEC=\(Syscalls.monotonicMicroseconds())"] + (status.map { ["STATUS=\($0)"] } ?? []))
    }

    /// `STOPPING=1`: shutdown has begun, so systemd does not mistake it for a crash.
    public func stopping(status: String? = nil) throws(SystemdNotifierError) {
        try send(["STOPPING=1"] + (status.map { ["STATUS=\($0)"] } ?? []))
    }

    /// `WATCHDOG=1`: the event loop is alive. Send every ``watchdogInterval``.
    public func watchdog() throws(SystemdNotifierError) {
        try send(["WATCHDOG=1"])
    }

    /// Sends `KEY=VALUE` assignments as one datagram; a newline inside a value becomes
    /// a space, since the protocol is line-based.
    public func send(_ assignments: [String]) throws(SystemdNotifierError) {
        guard let socket else { return }
        let message = assignments.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\n")
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var path = Array(socket.utf8)
        if path.first == UInt8(ascii: "@") { path[0] = 0 } else if path.first != UInt8(ascii: "/") {
            throw SystemdNotifierError(operation: "NOTIFY_SOCKET", socket: socket, reason: "expected an absolute path or @name")
        }
        guard path.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw SystemdNotifierError(operation: "NOTIFY_SOCKET", socket: socket, reason: "path is too long")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + path.count)
        let descriptor: Int32
        switch Syscalls.socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue)) {
        case .success(let opened): descriptor = opened
        case .failure(let errno): throw SystemdNotifierError(operation: "socket", socket: socket, errno: errno)
        }
        defer { Syscalls.close(descriptor) }
        let sent = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                Array(message.utf8).withUnsafeBytes { bytes in
                    Syscalls.send(descriptor, bytes, to: address, length: length)
                }
            }
        }
        if case .failure(let errno) = sent { throw SystemdNotifierError(operation: "sendto", socket: socket, errno: errno) }
    }
}
