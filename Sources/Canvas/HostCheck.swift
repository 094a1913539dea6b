import Hummingbird

/// Refuses a request whose `Host` header names neither `localhost` nor the address the
/// canvas is bound to: a page on another site that has its name re-pointed at 127.0.0.1
/// (DNS rebinding) sends its own name, and gets nothing. Also refuses every method but
/// GET and HEAD: the canvas only reads.
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    /// Host names accepted, lowercased, without a port.
    let allowedHosts: Set<String>

    init(boundHost: String) {
        var hosts: Set<String> = ["localhost", "127.0.0.1", "::1"]
        hosts.insert(boundHost.lowercased())
        allowedHosts = hosts
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // HTTP/1's Host header arrives as the request's authority; any further Host fields
        // stay among the headers, and every one must be allowed.
        let hosts = [request.head.authority].compactMap { $0 } + request.headers[values: .init("Host")!]
        guard !hosts.isEmpty, hosts.allSatisfy({ allowedHosts.contains(Self.hostName($0)) }) else {
            return Response.text("this canvas answers only to localhost or the address it is bound to\n", status: .forbidden)
        }
        guard request.method == .get || request.method == .head else {
            var response = Response.text("the canvas is read-only\n", status: .methodNotAllowed)
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        return try await next(request, context)
    }

    /// `example.com:8080` → `example.com`, `[::1]:80` → `::1`, lowercased.
    static func hostName(_ header: String) -> String {
        let header = header.lowercased()
        if header.hasPrefix("["), let close = header.firstIndex(of: "]") {
            return String(header[header.index(after: header.startIndex)..<close])
        }
        if let colon = header.lastIndex(of: ":"), header.firstIndex(of: ":") == colon {
            return String(header[..<colon])
        }
        return header
    }
}

extension Response {
    /// A plain-text response.
    static func text(_ text: String, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
