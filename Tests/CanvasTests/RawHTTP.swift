import Foundation
import Glibc

/// HTTP/1.1 written and read as bytes over a loopback socket: no client library adds,
/// rewrites or drops the headers under test (Host above all).
enum RawHTTP {
    struct Failure: Error { let call: String }

    /// A parsed reply.
    struct Response {
        var status: Int
        /// Header names lowercased; a repeated header keeps its last value.
        var headers: [String: String]
        var text: String
    }

    /// Requests to one port.
    struct Client {
        let port: Int

        /// `method uri` with `Host: localhost` (or `host`, or none for nil) and `headers`.
        func get(_ uri: String, host: String? = "localhost", headers: [String: String] = [:], method: String = "GET") async throws -> Response {
            var request = "\(method) \(uri) HTTP/1.1\r\n"
            if let host { request += "Host: \(host)\r\n" }
            for (name, value) in headers { request += "\(name): \(value)\r\n" }
            request += "Connection: close\r\n\r\n"
            return try RawHTTP.parse(await RawHTTP.exchange(request, port: port))
        }
    }

    /// Writes `request` to 127.0.0.1:`port` and reads until the server closes, on a thread
    /// of its own: a blocked read must not hold one of the few threads tasks run on.
    static func exchange(_ request: String, port: Int) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try blockingExchange(request, port: port) })
            }
        }
    }

    private static func blockingExchange(_ request: String, port: Int) throws -> String {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(call: "socket") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(call: "connect") }
        let bytes = Array(request.utf8)
        guard send(socket, bytes, bytes.count, 0) == bytes.count else { throw Failure(call: "send") }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            reply += buffer[..<count]
        }
        return String(decoding: reply, as: UTF8.self)
    }

    /// The status, headers and body of `reply`.
    static func parse(_ reply: String) throws -> Response {
        guard let split = reply.range(of: "\r\n\r\n") else { throw Failure(call: "parse: \(reply.prefix(60))") }
        let lines = reply[..<split.lowerBound].components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure(call: "parse status: \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        // A chunked body (the event stream) is kept with its chunk-size lines: each event is
        // written as one chunk, so an event's text is never split by them.
        let body = String(reply[split.upperBound...])
        return Response(status: status, headers: headers, text: body)
    }
}
