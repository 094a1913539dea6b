import Foundation
import Glibc

/// A bound AF_UNIX datagram socket standing in for systemd's `NOTIFY_SOCKET`.
final class DatagramListener {
    /// The value to put in `NOTIFY_SOCKET`: a path, or `@name` for the abstract namespace.
    let address: String
    private let descriptor: Int32

    /// Binds at `path`, or in the abstract namespace when `abstractName` is given.
    init(path: String? = nil, abstractName: String? = nil) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno)!) }
        var bytes: [UInt8]
        if let abstractName {
            address = "@" + abstractName
            bytes = [0] + Array(abstractName.utf8)
        } else {
            address = path!
            bytes = Array(path!.utf8)
        }
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { $0.copyBytes(from: bytes) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count)
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno)!) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The next datagram as text, or nil after two seconds without one.
    func receive() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    deinit {
        close(descriptor)
    }
}
