import Foundation
import Glibc

/// A bound AF_UNIX datagram socket standing in for systemd's `NOTIFY_SOCKET`; keeps every
/// message received, in order.
final class NotifyListener {
    /// The value for `NOTIFY_SOCKET`.
    let address: String
    private let descriptor: Int32
    private(set) var messages: [String] = []

    init(path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno)!) }
        address = path
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { $0.copyBytes(from: bytes) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count)
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno)!) }
    }

    /// Receives until a message satisfies `predicate` (checking those already received
    /// after `index` first) or `timeout` seconds pass; returns the message's index.
    @discardableResult
    func wait(after index: Int = -1, timeout: Double = 20, for predicate: (String) -> Bool) -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        var checked = index
        while true {
            while checked + 1 < messages.count {
                checked += 1
                if predicate(messages[checked]) { return checked }
            }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return nil }
            receive(timeout: min(left, 0.5))
        }
    }

    /// Reads whatever arrives within `timeout` seconds (one message at most).
    func receive(timeout: Double) {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, Int32(max(1, timeout * 1000))) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count >= 0 { messages.append(String(decoding: buffer[..<count], as: UTF8.self)) }
    }

    /// Reads every message already queued.
    func drain() {
        var before = -1
        while before != messages.count {
            before = messages.count
            receive(timeout: 0.001)
        }
    }

    deinit { close(descriptor) }
}
